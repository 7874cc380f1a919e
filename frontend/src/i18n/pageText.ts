/** The shop's head texts (contract/pages.ts) in the active language. */
import { PAGE_TEXT as EN_PAGE_TEXT } from '@contract';
import { localized } from './active';

export const PAGE_TEXT = /*#__PURE__*/ localized('page', EN_PAGE_TEXT);
