/**
 * The shape of the Arabic catalog: every key of the English texts, the same function
 * signatures, any wording. TypeScript rejects an Arabic catalog that misses a key or adds
 * one (i18n/catalog.test.ts checks the same at run time, nested lists included).
 */
import type {
  DELIVERY_MSG,
  MSG,
  ORDER_STATUS_LABELS,
  PAGE_TEXT,
  VARIANT_MSG,
  ErrorCode,
} from '@contract';
import type { SHELL_TEXT } from '../app/texts';
import type { HOME_TEXT } from '../features/home/texts';
import type { CHECKOUT_TEXT } from '../features/checkout/texts';
import type { NOT_FOUND_TEXT } from '../features/not-found/texts';
import type { PRODUCT_TEXT } from '../features/product/texts';
import type { PRODUCT_SORT_LABELS, SHOP_TEXT } from '../features/shop/texts';
import type { TRACK_TEXT } from '../features/tracking/texts';
import type { LANGUAGE_TEXT } from './texts';

/** Texts with the English object's keys and signatures, any words. */
export type Messages<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : T extends readonly (infer E)[]
      ? readonly Messages<E>[]
      : { readonly [K in keyof T]: Messages<T[K]> };

/** The contract messages a shopper can meet on the storefront (the admin's stay English). */
export const SHOPPER_MSG_KEYS = [
  'nameMin',
  'phoneInvalid',
  'emailInvalid',
  'cityRequired',
  'addressMin',
  'cartEmptyTitle',
  'orderNumberRequired',
  'phoneRequired',
  'orderNotFoundTitle',
  'tooManyRequests',
  'productNotFoundTitle',
  'productNotFoundBody',
  'serviceUnavailable',
  'qtyInvalid',
  'tooManyLines',
  'tooManyUnits',
  'tooManyOrders',
  'totalsChanged',
  'notEnoughStock',
  'unknownProduct',
  'unknownSize',
  'unknownColor',
  'orderNotFound',
  'badRequest',
  'internalError',
] as const satisfies readonly (keyof typeof MSG)[];
export type ShopperMsgKey = (typeof SHOPPER_MSG_KEYS)[number];

export const SHOPPER_DELIVERY_KEYS = [
  'codMaxExceeded',
  'addForFreeDelivery',
  'codFeeLine',
] as const satisfies readonly (keyof typeof DELIVERY_MSG)[];
export type ShopperDeliveryKey = (typeof SHOPPER_DELIVERY_KEYS)[number];

export const SHOPPER_VARIANT_KEYS = [
  'notEnoughStock',
  'unknownVariant',
] as const satisfies readonly (keyof typeof VARIANT_MSG)[];
export type ShopperVariantKey = (typeof SHOPPER_VARIANT_KEYS)[number];

export interface ArCatalog {
  shell: Messages<typeof SHELL_TEXT>;
  home: Messages<typeof HOME_TEXT>;
  shop: Messages<typeof SHOP_TEXT>;
  sortLabels: Messages<typeof PRODUCT_SORT_LABELS>;
  product: Messages<typeof PRODUCT_TEXT>;
  checkout: Messages<typeof CHECKOUT_TEXT>;
  track: Messages<typeof TRACK_TEXT>;
  notFound: Messages<typeof NOT_FOUND_TEXT>;
  page: Messages<typeof PAGE_TEXT>;
  language: Messages<typeof LANGUAGE_TEXT>;
  statusLabels: Messages<typeof ORDER_STATUS_LABELS>;
  msg: Messages<Pick<typeof MSG, ShopperMsgKey>>;
  deliveryMsg: Messages<Pick<typeof DELIVERY_MSG, ShopperDeliveryKey>>;
  variantMsg: Messages<Pick<typeof VARIANT_MSG, ShopperVariantKey>>;
  /** An API error the shopper sees, by its stable code, when its message is not known here. */
  errors: Record<ErrorCode, string>;
  /** A field rule's message the catalog does not name (a length limit), by field. */
  fieldInvalid: string;
  /** The city names of the checkout's list, by their English name. */
  cities: Record<string, string>;
  /** A contract message (English) in Arabic: by its key, else by the error's code. */
  translate: (english: string, code?: ErrorCode) => string;
  /** The colour names of the product page and the cart, by their English name. */
  colors: Record<string, string>;
}
