/** Money and dates in a page's language (the admin console's are English, the default). */
import { SHOP_TIME_ZONE } from '@freakdrop/contract';
import type { Locale } from '@freakdrop/contract';

const formats = new Map<string, Intl.NumberFormat>();

/** One Intl format per language and fils/no fils, made once. */
function aedFormat(arabic: boolean, fils: boolean): Intl.NumberFormat {
  const key = `${arabic}${fils}`;
  let format = formats.get(key);
  if (!format) {
    const digits = { minimumFractionDigits: fils ? 2 : 0, maximumFractionDigits: 2 };
    format = arabic
      ? // Arabic words, Latin digits, as UAE shops write prices: `149 د.إ.`
        new Intl.NumberFormat('ar-AE', {
          style: 'currency',
          currency: 'AED',
          numberingSystem: 'latn',
          ...digits,
        })
      : new Intl.NumberFormat('en-AE', digits);
    formats.set(key, format);
  }
  return format;
}

/**
 * `aed` in fils, rounded as Intl rounds (half away from zero on the number's shortest decimal
 * form: 1.005 is 1.01); null when the number is not a plain price (negative, not finite, too
 * large for exact fils), which Intl then formats.
 */
function plainFils(aed: number): number | null {
  if (!(aed >= 0 && aed < 1e12)) return null;
  const [whole, fraction = ''] = String(aed).split('.');
  // Below 1e-6 the shortest form has an exponent: nothing of it is a fils.
  if (whole.includes('e')) return 0;
  const fils = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  return fraction.charAt(2) >= '5' ? fils + 1 : fils;
}

/**
 * `1,249.5` / `1,249.50` (always two fraction digits when `fils`, as Intl's minimum): the
 * number the en-AE and ar-AE (Latin digits) formats write, without Intl. A page's first Intl
 * number format loads the locale's data, which costs a phone a long main-thread task while the
 * page hydrates; the prices of the shop are all plain numbers.
 */
function plainAmount(fils: number, withFils: boolean): string {
  const whole = String(Math.floor(fils / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  let fraction = String(fils % 100).padStart(2, '0');
  if (!withFils) fraction = fraction.replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/**
 * The one price format of the shop: `AED 149` / `AED 149.50` in English (the contract's, the
 * currency as a prefix), `149 د.إ.` / `149.50 د.إ.` in Arabic (between right-to-left marks,
 * as ar-AE's currency format writes it).
 */
export function formatAED(aed: number, locale: Locale = 'en'): string {
  const hasFils = Math.round(aed * 100) % 100 !== 0;
  const arabic = locale === 'ar';
  const fils = plainFils(aed);
  if (fils === null) {
    const text = aedFormat(arabic, hasFils).format(aed);
    return arabic ? text : `AED ${text}`;
  }
  const amount = plainAmount(fils, hasFils);
  return arabic ? `\u200f${amount}\u00a0د.إ.\u200f` : `AED ${amount}`;
}

/** en-US (ar-AE with Latin digits), short month, hour and minute, in the shop's time zone. */
export function formatShopDate(iso: string, locale: Locale = 'en'): string {
  return new Date(iso).toLocaleString(locale === 'ar' ? 'ar-AE' : 'en-US', {
    numberingSystem: 'latn',
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}
