/** The shop's head texts (contract/pages.ts) as a storefront text (catalog section `page`). */
import { PAGE_TEXT as EN_PAGE_TEXT } from '@freakdrop/contract';
import { defineTexts } from './define';

export const PAGE_TEXT = /*#__PURE__*/ defineTexts('page', { ...EN_PAGE_TEXT });
