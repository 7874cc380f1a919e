/** The shop page (its sort options too), its head texts (the contract's PAGE_TEXT_AR) and the API's messages, in Arabic: the `i18n-ar-shop` chunk, loaded with the screen on /ar pages. */
import type { Messages } from '@lingui/core';
import { PAGE_TEXT_AR } from '@freakdrop/contract';
import { messages as shop } from '../locales/ar/shop';
import { messages as apiMessages } from '../locales/ar/messages';
import { plainMessages } from '../plainMessages';

export const MESSAGES: readonly Messages[] = [
  shop,
  apiMessages,
  plainMessages('page', PAGE_TEXT_AR),
];
