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
 * The one price format of the shop: `AED 149` / `AED 149.50` in English (the contract's, the
 * currency as a prefix), `149 د.إ.` / `149.50 د.إ.` in Arabic.
 */
export function formatAED(aed: number, locale: Locale = 'en'): string {
  const hasFils = Math.round(aed * 100) % 100 !== 0;
  if (locale === 'ar') return aedFormat(true, hasFils).format(aed);
  return `AED ${aedFormat(false, hasFils).format(aed)}`;
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
