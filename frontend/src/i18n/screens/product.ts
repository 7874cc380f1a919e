/** The product page and the rules' and the API's messages it shows, in Arabic: the `i18n-ar-product` chunk, loaded with the screen on /ar pages. */
import type { Messages } from '@lingui/core';
import { messages as product } from '../locales/ar/product';
import { messages as apiMessages } from '../locales/ar/messages';

export const MESSAGES: readonly Messages[] = [product, apiMessages];
