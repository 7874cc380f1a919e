/**
 * Every storefront text in one object, for the browser journeys' check of the contract's wording
 * (e2e/support/spec-texts.ts). The screens import their own objects, so each lazily loaded
 * screen carries only its words.
 */
import { PAGE_TEXT } from '@freakdrop/contract';
import { SHELL_TEXT } from './components/texts';
import { HOME_TEXT } from './features/home/texts';
import { CHECKOUT_TEXT } from './features/checkout/texts';
import { NOT_FOUND_TEXT } from './features/not-found/texts';
import { PRODUCT_TEXT } from './features/product/texts';
import { SHOP_TEXT } from './features/shop/texts';
import { TRACK_TEXT } from './features/tracking/texts';

export const TEXT = {
  ...PAGE_TEXT,
  ...SHELL_TEXT,
  ...HOME_TEXT,
  ...SHOP_TEXT,
  ...PRODUCT_TEXT,
  ...CHECKOUT_TEXT,
  ...TRACK_TEXT,
  ...NOT_FOUND_TEXT,
};
