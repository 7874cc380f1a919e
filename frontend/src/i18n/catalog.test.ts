/**
 * One catalog per language, the same keys in both: a text in English and not in Arabic (or the
 * other way round) fails here, nested lists included (TypeScript checks the shape too; this
 * catches a cast or an `any` that slipped past it).
 */
import {
  DELIVERY_MSG,
  ERROR_CODES,
  MSG,
  ORDER_STATUS_LABELS,
  PAGE_TEXT,
  PAGE_TEXT_AR,
  pathInLocale,
  stripLocale,
  localeOfPath,
  VARIANT_MSG,
} from '@contract';
import { SHELL_TEXT } from '../app/texts';
import { HOME_TEXT } from '../features/home/texts';
import { CHECKOUT_TEXT } from '../features/checkout/texts';
import { NOT_FOUND_TEXT } from '../features/not-found/texts';
import { PRODUCT_TEXT } from '../features/product/texts';
import { PRODUCT_SORT_LABELS, SHOP_TEXT } from '../features/shop/texts';
import { TRACK_TEXT } from '../features/tracking/texts';
import { formatAED } from '../components/format';
import { AR } from './ar';
import { knowEnglishMessages, setCatalog } from './active';
import { SHOPPER_DELIVERY_KEYS, SHOPPER_MSG_KEYS, SHOPPER_VARIANT_KEYS } from './catalog';
import { LANGUAGE_TEXT } from './texts';

const pick = (from: object, keys: readonly string[]) =>
  Object.fromEntries(keys.map((k) => [k, (from as Record<string, unknown>)[k]]));

/** Every key path of a catalog: `shell.faq.0.q`, with the kind of value at each leaf. */
export function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'function') return [`${prefix}()${value.length}`];
  if (typeof value === 'string') return [prefix];
  if (value && typeof value === 'object') {
    return Object.keys(value)
      .sort()
      .flatMap((k) =>
        keyPaths((value as Record<string, unknown>)[k], prefix ? `${prefix}.${k}` : k),
      );
  }
  return [`${prefix}:${typeof value}`];
}

/** The English catalog, section by section as the Arabic one is laid out. */
const EN = {
  shell: { ...SHELL_TEXT },
  home: { ...HOME_TEXT },
  shop: { ...SHOP_TEXT },
  sortLabels: { ...PRODUCT_SORT_LABELS },
  product: { ...PRODUCT_TEXT },
  checkout: { ...CHECKOUT_TEXT },
  track: { ...TRACK_TEXT },
  notFound: { ...NOT_FOUND_TEXT },
  page: PAGE_TEXT,
  language: LANGUAGE_TEXT,
  statusLabels: ORDER_STATUS_LABELS,
  msg: pick(MSG, SHOPPER_MSG_KEYS),
  deliveryMsg: pick(DELIVERY_MSG, SHOPPER_DELIVERY_KEYS),
  variantMsg: pick(VARIANT_MSG, SHOPPER_VARIANT_KEYS),
};

describe('the message catalogs', () => {
  it.each(Object.keys(EN) as (keyof typeof EN)[])(
    '%s has the same keys in English and Arabic',
    (section) => {
      expect(keyPaths(AR[section])).toEqual(keyPaths(EN[section]));
    },
  );

  it('fails when a key is in one language only', () => {
    const missing = { ...AR.shell } as Record<string, unknown>;
    delete missing.navShop;
    expect(keyPaths(missing)).not.toEqual(keyPaths(EN.shell));
    expect(keyPaths({ ...AR.shop, extra: 'x' })).not.toEqual(keyPaths(EN.shop));
  });

  it('has an Arabic answer for every API error code, the head texts and every city', () => {
    expect(Object.keys(AR.errors).sort()).toEqual([...ERROR_CODES].sort());
    expect(AR.page).toBe(PAGE_TEXT_AR);
    expect(Object.keys(AR.cities)).toHaveLength(8);
  });

  it('translates the rules and the API messages the shopper meets', () => {
    knowEnglishMessages(MSG);
    expect(AR.translate(MSG.nameMin)).toBe(AR.msg.nameMin);
    expect(AR.translate('Something unknown', 'THROTTLED')).toBe(AR.errors.THROTTLED);
    expect(AR.translate('Name must be at most 100 characters')).toBe(AR.fieldInvalid);
  });
});

describe('prices, one format per language', () => {
  afterEach(() => setCatalog(null));

  it('keeps the spec English format and writes Arabic with Latin digits', () => {
    expect(formatAED(149)).toBe('AED 149');
    expect(formatAED(1149.5)).toBe('AED 1,149.50');
    setCatalog(AR);
    expect(formatAED(149)).toMatch(/^\u200f?149\s?د\.إ\.\u200f?$/);
    expect(formatAED(1149.5)).toContain('1,149.50');
    expect(formatAED(1149.5)).not.toMatch(/[\u0660-\u0669]/);
  });
});

describe('language paths', () => {
  it('maps the same page between the languages', () => {
    expect(localeOfPath('/ar')).toBe('ar');
    expect(localeOfPath('/ar/shop')).toBe('ar');
    expect(localeOfPath('/arcade')).toBe('en');
    expect(stripLocale('/ar')).toBe('/');
    expect(pathInLocale('/shop?category=HOODIES', 'ar')).toBe('/ar/shop?category=HOODIES');
    expect(pathInLocale('/', 'ar')).toBe('/ar');
    expect(pathInLocale('/ar/product/x?y=1', 'en')).toBe('/product/x?y=1');
    expect(pathInLocale('/ar', 'en')).toBe('/');
  });
});

describe('Arabic counts', () => {
  it('puts the counted noun in the form its number asks for (CLDR plural categories)', () => {
    expect(AR.shell.openCart(0)).toBe('فتح السلة، فارغة');
    expect(AR.shell.openCart(1)).toBe('فتح السلة، قطعة واحدة');
    expect(AR.shell.openCart(2)).toBe('فتح السلة، قطعتان');
    expect(AR.shell.openCart(3)).toBe('فتح السلة، 3 قطع');
    expect(AR.shell.openCart(11)).toBe('فتح السلة، 11 قطعة');
    expect(AR.shell.openCart(100)).toBe('فتح السلة، 100 قطعة');
    expect(AR.shop.showing(10, 10)).toBe('عرض 10 من 10 منتجات');
    expect(AR.shop.showing(12, 26)).toBe('عرض 12 من 26 منتجًا');
    expect(AR.shop.showing(12, 100)).toBe('عرض 12 من 100 منتج');
  });
});
