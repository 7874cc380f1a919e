/** How the storefront and the admin console show money, phones and dates. */
import { PHONE_PREFIX, SHOP_TIME_ZONE } from '@contract';

/** `AED 149` / `AED 149.50`: the currency as a prefix. */
export function formatAED(aed: number): string {
  const hasFils = Math.round(aed * 100) % 100 !== 0;
  return `AED ${aed.toLocaleString('en-US', {
    minimumFractionDigits: hasFils ? 2 : 0,
    maximumFractionDigits: 2,
  })}`;
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
  return new Date(iso).toLocaleString('en-US', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}
