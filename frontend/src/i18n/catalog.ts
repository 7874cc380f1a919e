/**
 * The shapes of the language layer: the Arabic catalog (Lingui, src/i18n/locales/ar/), one
 * message id per English text, `section.key`, so TypeScript knows every id the English texts
 * have; the Arabic instance; and the `Language` a page's screens read.
 */
import type {
  DELIVERY_MSG,
  MSG,
  ORDER_STATUS_LABELS,
  PAGE_TEXT,
  VARIANT_MSG,
  City,
  Color,
  ErrorCode,
  Locale,
} from '@freakdrop/contract';
import type { I18n, Messages } from '@lingui/core';
import type { SHELL_TEXT } from '../components/texts';
import type { HOME_TEXT } from '../features/home/texts';
import type { CHECKOUT_TEXT } from '../features/checkout/texts';
import type { NOT_FOUND_TEXT } from '../features/not-found/texts';
import type { PRODUCT_TEXT } from '../features/product/texts';
import type { PRODUCT_SORT_LABELS, SHOP_TEXT } from '../features/shop/texts';
import type { TRACK_TEXT } from '../features/tracking/texts';
import type { LANGUAGE_TEXT } from './texts';

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

/** Every text the Arabic catalog translates, by section: the English texts it mirrors. */
export interface Texts {
  shell: typeof SHELL_TEXT;
  home: typeof HOME_TEXT;
  shop: typeof SHOP_TEXT;
  sortLabels: typeof PRODUCT_SORT_LABELS;
  product: typeof PRODUCT_TEXT;
  checkout: typeof CHECKOUT_TEXT;
  track: typeof TRACK_TEXT;
  notFound: typeof NOT_FOUND_TEXT;
  page: typeof PAGE_TEXT;
  language: typeof LANGUAGE_TEXT;
  statusLabels: typeof ORDER_STATUS_LABELS;
  msg: Pick<typeof MSG, ShopperMsgKey>;
  deliveryMsg: Pick<typeof DELIVERY_MSG, ShopperDeliveryKey>;
  variantMsg: Pick<typeof VARIANT_MSG, ShopperVariantKey>;
  /** An API error the shopper sees, by its stable code, when its message is not known here. */
  errors: Record<ErrorCode, string>;
  /** A field rule's message the catalog does not name (a length limit). */
  fieldInvalid: string;
  /** The city names of the checkout's list, by their English name (the value sent). */
  cities: Record<City, string>;
  /** The colour names of the product page and the cart, by their English name. */
  colors: Record<Color, string>;
}
export type Section = keyof Texts;

/**
 * The message id of every text under `P`: `shop.noProducts`, `home.faq.0.q` (a list's items by
 * index). A function's id is its message's: its arguments are the message's `{0}`, `{1}`...
 */
type LeafIds<T, P extends string> = T extends string | ((...args: never[]) => string)
  ? P
  : T extends readonly (infer E)[]
    ? LeafIds<E, `${P}.${number}`>
    : { [K in keyof T & string]: LeafIds<T[K], `${P}.${K}`> }[keyof T & string];

export type MessageId<S extends Section = Section> = { [K in S]: LeafIds<Texts[K], K> }[S];

/**
 * Arabic messages (ICU MessageFormat) for the sections `S`: every id of theirs, no other.
 * TypeScript rejects a catalog file that misses an id or adds one (i18n/catalog.test.ts
 * checks the same at run time, and that each message compiles and uses only its arguments).
 */
export type ArMessages<S extends Section> = { readonly [K in MessageId<S>]: string };

/** What a page's language gives its screens (English: i18n/language.ts; Arabic: arabic.ts). */
export interface Language {
  readonly locale: Locale;
  /**
   * A text object (i18n/define.ts) in this language. Arabic: each text at its `section.key`
   * where the instance has the message, else the English text.
   */
  t<T extends object>(en: T): T;
  /** A product's title: the Arabic one on Arabic pages when staff gave one. */
  title(p: { title: string; titleAr?: string | null }): string;
  description(p: { description: string; descriptionAr?: string | null }): string;
  categoryName(p: { categoryName: string; categoryNameAr?: string | null }): string;
  /** A category's name. */
  name(c: { name: string; nameAr?: string | null }): string;
  /** A city of the checkout's list or a colour (the value sent stays English). */
  city(city: string): string;
  color(color: string): string;
  /**
   * A message from a field rule or the API (English, from the contract) as the shopper reads
   * it: itself in English; in Arabic the catalog's (by the message's key, else the error's
   * code, else "check this field").
   */
  message(english: string, code?: ErrorCode): string;
  /**
   * Arabic: adds the messages of a screen (by its chunk name: i18n/screens/, chunk
   * `i18n-ar-<name>`) once, the same promise until they are in, then undefined (nothing to
   * wait for). English has nothing to add.
   */
  need(screen: string): Promise<void> | undefined;
}

/** The Arabic language (arabic.ts): a page's `Language`, its Lingui instance and catalogs. */
export interface Arabic extends Language {
  readonly i18n: I18n;
  /** The message `id` with these values, or undefined when this page has not loaded it. */
  text(id: string, values?: Record<string, unknown>): string | undefined;
  /** Adds catalogs (compiled, from locales/ar/) to the instance. */
  load(...catalogs: Messages[]): void;
  /** The chunks of an Arabic page of this screen (by its chunk name), for the server to preload. */
  chunks(screen: string): readonly string[];
}

/** A product page's "not found" texts: with the 404 page's (locales/ar/notFound.ts). */
export type ProductNotFound = 'msg.productNotFoundTitle' | 'msg.productNotFoundBody';
