/**
 * One catalog per language, the same texts in both: a text in English and not in Arabic (or
 * the other way round) fails here, nested lists included (TypeScript checks the ids too; this
 * catches a cast that slipped past it). The Arabic catalog is Lingui's (locales/ar/*.ts,
 * compiled as the build compiles it): each message may use only its English function's
 * arguments ({0}, {1}...) and the shop's limits (the instance's variables).
 */
import {
  CITIES,
  COLORS,
  DELIVERY_MSG,
  ERROR_CODES,
  MSG,
  PAGE_TEXT_AR,
  pathInLocale,
  stripLocale,
  localeOfPath,
  VARIANT_MSG,
} from '@freakdrop/contract';
import { formatAED } from '../components/format';
import { AR, ARABIC_ALL, CATALOGS, screenTexts } from '../test/arabicTexts';
import { MSG as MSG_TEXTS } from './messages';
import { VARIANT_MSG as VARIANT_MSG_TEXTS } from './orderMessages';
import { SHOPPER_DELIVERY_KEYS, SHOPPER_MSG_KEYS, SHOPPER_VARIANT_KEYS } from './catalog';
import { plainMessages } from './plainMessages';

const pick = (from: object, keys: readonly string[]) =>
  Object.fromEntries(keys.map((k) => [k, (from as Record<string, unknown>)[k]]));
const each = (ids: readonly string[], text = 'x') => Object.fromEntries(ids.map((k) => [k, text]));

/** The English texts, section by section (a section's ids are `section.key`). */
const EN = {
  ...screenTexts(),
  msg: pick(MSG, SHOPPER_MSG_KEYS),
  deliveryMsg: pick(DELIVERY_MSG, SHOPPER_DELIVERY_KEYS),
  variantMsg: pick(VARIANT_MSG, SHOPPER_VARIANT_KEYS),
  // Arabic's own lookups: by the API's error code, the checkout's cities, the colours.
  errors: each(ERROR_CODES),
  fieldInvalid: 'x',
  cities: each(CITIES),
  colors: each(COLORS),
};

/** Every message id under `prefix` → its English function's number of arguments (0: a text). */
export function englishIds(value: unknown, prefix: string): Map<string, number> {
  if (typeof value === 'function') return new Map([[prefix, value.length]]);
  if (typeof value === 'string') return new Map([[prefix, 0]]);
  if (value && typeof value === 'object') {
    return new Map(Object.entries(value).flatMap(([k, v]) => [...englishIds(v, `${prefix}.${k}`)]));
  }
  throw new Error(`${prefix}: ${typeof value} is not a text`);
}

const ENGLISH = new Map(Object.entries(EN).flatMap(([k, v]) => [...englishIds(v, k)]));
/** The Arabic catalog's messages by id (compiled), page texts from the contract too. */
const ARABIC = new Map<string, unknown>(
  [...Object.values(CATALOGS), plainMessages('page', PAGE_TEXT_AR)].flatMap((c) =>
    Object.entries(c),
  ),
);

/** The placeholder names a compiled message uses: `0`, `1`, `qtyMax`... */
function placeholders(message: unknown): string[] {
  if (!Array.isArray(message)) return [];
  return message.flatMap((token: unknown) => {
    if (!Array.isArray(token)) return [];
    const [name, , format] = token as [string, string?, unknown?];
    const cases = format && typeof format === 'object' ? Object.values(format) : [];
    return [name, ...cases.flatMap(placeholders)];
  });
}

const sorted = (ids: Iterable<string>) => [...ids].sort();

describe('the message catalogs', () => {
  it.each(Object.keys(EN))('%s has the same ids in English and Arabic', (section) => {
    const inSection = (id: string) => id === section || id.startsWith(`${section}.`);
    expect(sorted([...ARABIC.keys()].filter(inSection))).toEqual(
      sorted([...ENGLISH.keys()].filter(inSection)),
    );
  });

  it('holds no id the English texts do not have, each in one file only', () => {
    const ids = [...Object.values(CATALOGS)].flatMap((c) => Object.keys(c));
    expect(ids.filter((id) => !ENGLISH.has(id))).toEqual([]);
    expect(ids.length).toBe(new Set(ids).size);
  });

  it("uses only its English function's arguments and the shop's limits", () => {
    const variables = Object.keys(ARABIC_ALL.i18n.variables);
    const wrong = [...ARABIC].flatMap(([id, message]) =>
      placeholders(message)
        .filter((name) =>
          /^\d+$/.test(name) ? Number(name) >= (ENGLISH.get(id) ?? 0) : !variables.includes(name),
        )
        .map((name) => `${id}: {${name}}`),
    );
    expect(wrong).toEqual([]);
  });

  it('fails when a key is in one language only', () => {
    const missing = new Map(ARABIC);
    missing.delete('shell.navShop');
    expect(sorted(missing.keys())).not.toEqual(sorted(ENGLISH.keys()));
  });

  it('has an Arabic answer for every API error code, the head texts and every city', () => {
    expect(Object.keys(AR.errors).sort()).toEqual([...ERROR_CODES].sort());
    expect(AR.page).toEqual(PAGE_TEXT_AR);
    expect(Object.values(AR.cities).filter((c) => /[A-Za-z]/.test(c))).toEqual([]);
  });

  it('translates the rules and the API messages the shopper meets', () => {
    expect(AR.translate(MSG.nameMin)).toBe(AR.msg.nameMin);
    expect(AR.translate('Something unknown', 'THROTTLED')).toBe(AR.errors.THROTTLED);
    expect(AR.translate('Name must be at most 100 characters')).toBe(AR.fieldInvalid);
    expect(AR.translate(MSG.qtyInvalid)).toBe('يجب أن تكون الكمية عددًا صحيحًا من 1 إلى 10');
  });
});

describe('prices, one format per language', () => {
  it('keeps the contract English format and writes Arabic with Latin digits', () => {
    expect(formatAED(149)).toBe('AED 149');
    expect(formatAED(1149.5)).toBe('AED 1,149.50');
    const arabic = { price: (aed: number) => formatAED(aed, 'ar') };
    expect(arabic.price(149)).toMatch(/^\u200f?149\s?د\.إ\.\u200f?$/);
    expect(arabic.price(1149.5)).toContain('1,149.50');
    expect(arabic.price(1149.5)).not.toMatch(/[\u0660-\u0669]/);
    // The Arabic messages show amounts in the same format.
    for (const aed of [49.5, 25, 1149.5, 0.1, 149.999]) {
      expect(AR.deliveryMsg.addForFreeDelivery(aed)).toBe(
        `أضف ${arabic.price(aed)} أخرى لتحصل على توصيل مجاني`,
      );
    }
    expect(AR.deliveryMsg.codMaxExceeded(1000)).toContain(arabic.price(1000));
    expect(AR.deliveryMsg.addForFreeDelivery(49.5)).toBe(
      `أضف ${arabic.price(49.5)} أخرى لتحصل على توصيل مجاني`,
    );
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
    expect(AR.msg.notEnoughStock('هودي', 0)).toBe('نفد مخزون "هودي"');
    expect(AR.msg.notEnoughStock('هودي', 2)).toBe('المتبقي 2 فقط من "هودي"');
    expect(AR.variantMsg.notEnoughStock('هودي', 'M', 'Black', 0)).toBe(
      'نفد مخزون "هودي" M / Black',
    );
    expect(AR.variantMsg.unknownVariant('هودي', 'M', null)).toBe('"هودي" غير متوفر M');
  });
});

describe('Arabic messages read like the English ones at the edges', () => {
  it('says "out of stock" for none left or less, and names a variant without an empty colour', () => {
    const arabic = ARABIC_ALL;
    const ACTIVE_MSG = arabic.t(MSG_TEXTS);
    const ACTIVE_VARIANT_MSG = arabic.t(VARIANT_MSG_TEXTS);
    expect(ACTIVE_MSG.notEnoughStock('هودي', -1)).toBe('نفد مخزون "هودي"');
    expect(ACTIVE_VARIANT_MSG.notEnoughStock('هودي', 'M', 'Black', -2)).toBe(
      'نفد مخزون "هودي" M / Black',
    );
    expect(ACTIVE_VARIANT_MSG.notEnoughStock('هودي', 'M', '', 3)).toBe('المتبقي 3 فقط من "هودي" M');
    expect(ACTIVE_VARIANT_MSG.unknownVariant('هودي', 'M', '')).toBe('"هودي" غير متوفر M');
  });
});
