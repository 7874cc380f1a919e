/** How the storefront and the admin console show money, phones and dates. */
import { PHONE_PREFIX } from '@freakdrop/contract';

// Money and dates depend on the page's language: the language layer formats them.
export { formatAED, formatShopDate } from '../i18n/format';

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
