/** The product page in Arabic (its missing product's texts are the frame's, with the 404 page's): the `i18n-ar-product` chunk, loaded with the screen on /ar pages. */
import type { Messages } from '@lingui/core';
import { messages as product } from '../locales/ar/product';

export const MESSAGES: readonly Messages[] = [product];
