/**
 * The Arabic texts as the screens read them, for tests (Jest and the browser journeys): every
 * catalog (src/i18n/locales/ar/) in one Arabic Lingui instance, read through the English text
 * objects, so `AR.shop.showing(1, 1)` is the Arabic the shop page shows.
 */
import { CITIES, COLORS, ERROR_CODES, PAGE_TEXT_AR } from '@freakdrop/contract';
import type { City, Color, ErrorCode } from '@freakdrop/contract';
import { SHELL_TEXT } from '../components/texts';
import { HOME_TEXT } from '../features/home/texts';
import { CHECKOUT_TEXT } from '../features/checkout/texts';
import { NOT_FOUND_TEXT } from '../features/not-found/texts';
import { PRODUCT_TEXT } from '../features/product/texts';
import { PRODUCT_SORT_LABELS, SHOP_TEXT } from '../features/shop/texts';
import { TRACK_TEXT } from '../features/tracking/texts';
import { newArabic } from '../i18n/arabic';
import type { Arabic } from '../i18n/catalog';
import { SHOPPER_DELIVERY_KEYS, SHOPPER_MSG_KEYS, SHOPPER_VARIANT_KEYS } from '../i18n/catalog';
import { ENGLISH, LANGUAGE_TEXT } from '../i18n';
import type { Language } from '../i18n';
import { messages as checkout } from '../i18n/locales/ar/checkout';
import { messages as frame } from '../i18n/locales/ar/frame';
import { messages as home } from '../i18n/locales/ar/home';
import { messages as apiMessages } from '../i18n/locales/ar/messages';
import { messages as notFound } from '../i18n/locales/ar/notFound';
import { messages as orders } from '../i18n/locales/ar/orders';
import { messages as product } from '../i18n/locales/ar/product';
import { messages as shop } from '../i18n/locales/ar/shop';
import { messages as tracking } from '../i18n/locales/ar/tracking';
import { MSG } from '../i18n/messages';
import { DELIVERY_MSG, ORDER_STATUS_LABELS, VARIANT_MSG } from '../i18n/orderMessages';
import { PAGE_TEXT } from '../i18n/pageText';
import { plainMessages } from '../i18n/plainMessages';

/** Every Arabic catalog file, by its name in locales/ar/. */
export const CATALOGS = {
  frame,
  home,
  shop,
  product,
  checkout,
  tracking,
  notFound,
  messages: apiMessages,
  orders,
};

/** An Arabic instance with every message (the pages load only theirs). */
export function fullArabic(): Arabic {
  const arabic = newArabic();
  arabic.load(...Object.values(CATALOGS), plainMessages('page', PAGE_TEXT_AR));
  return arabic;
}

/** Only the keys a shopper meets, as the catalog holds them. */
function pick<T extends object, K extends keyof T>(from: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((k) => [k, from[k]])) as Pick<T, K>;
}

function byName<N extends string>(names: readonly N[], id: (name: N) => string, arabic: Arabic) {
  return Object.fromEntries(names.map((n) => [n, arabic.text(id(n)) ?? n])) as Record<N, string>;
}

/** The screens' texts (every section but the contract's messages) in a language. */
export function screenTexts(lang: Language = ENGLISH) {
  return {
    shell: { ...lang.t(SHELL_TEXT) },
    home: { ...lang.t(HOME_TEXT) },
    shop: { ...lang.t(SHOP_TEXT) },
    sortLabels: { ...lang.t(PRODUCT_SORT_LABELS) },
    product: { ...lang.t(PRODUCT_TEXT) },
    checkout: { ...lang.t(CHECKOUT_TEXT) },
    track: { ...lang.t(TRACK_TEXT) },
    notFound: { ...lang.t(NOT_FOUND_TEXT) },
    page: { ...lang.t(PAGE_TEXT) },
    language: { ...lang.t(LANGUAGE_TEXT) },
    statusLabels: { ...lang.t(ORDER_STATUS_LABELS) },
  };
}

/** The texts of every section, read (once) in a full Arabic instance's language. */
function readAll(arabic: Arabic) {
  const lang = arabic;
  return {
    ...screenTexts(lang),
    msg: pick(lang.t(MSG), SHOPPER_MSG_KEYS),
    deliveryMsg: pick(lang.t(DELIVERY_MSG), SHOPPER_DELIVERY_KEYS),
    variantMsg: pick(lang.t(VARIANT_MSG), SHOPPER_VARIANT_KEYS),
    errors: byName<ErrorCode>(ERROR_CODES, (c) => `errors.${c}`, arabic),
    fieldInvalid: arabic.text('fieldInvalid') ?? '',
    cities: byName<City>(CITIES, (c) => `cities.${c}`, arabic),
    colors: byName<Color>(COLORS, (c) => `colors.${c}`, arabic),
    translate: (english: string, code?: ErrorCode) => arabic.message(english, code),
  };
}

export const ARABIC_ALL = fullArabic();
export const AR = readAll(ARABIC_ALL);
