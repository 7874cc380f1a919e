/** How the storefront and the admin console show money, phones and dates. */
import { PHONE_PREFIX, SHOP_TIME_ZONE } from '@contract';
import { activeLocale } from '../i18n/active';

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
 * The one price format of the shop, in the active language: `AED 149` / `AED 149.50` in
 * English (the contract's, the currency as a prefix), `149 د.إ.` / `149.50 د.إ.` in Arabic.
 */
export function formatAED(aed: number): string {
  const hasFils = Math.round(aed * 100) % 100 !== 0;
  if (activeLocale() === 'ar') return aedFormat(true, hasFils).format(aed);
  return `AED ${aedFormat(false, hasFils).format(aed)}`;
}

/** Rounded percentage off, as on the discount badge: (price − sale price) / price. */
export function discountPercent(priceAED: number, salePriceAED: number | null | undefined): number {
  if (salePriceAED == null || salePriceAED >= priceAED || priceAED <= 0) return 0;
  return Math.round(((priceAED - salePriceAED) / priceAED) * 100);
}

/** `+971 XX XXX XXXX` for display; anything else as it is. */
export function formatUaePhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const local = digits.startsWith('971') ? digits.slice(3) : digits;
  if (local.length !== 9) return phone;
  return `${PHONE_PREFIX} ${local.slice(0, 2)} ${local.slice(2, 5)} ${local.slice(5)}`;
}

/** en-US, short month, hour and minute, in the shop's time zone (Asia/Dubai). */
export function formatShopDate(iso: string): string {
  const arabic = activeLocale() === 'ar';
  return new Date(iso).toLocaleString(arabic ? 'ar-AE' : 'en-US', {
    numberingSystem: 'latn',
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}
