/** How the storefront and the admin console show money, phones and dates. */

// Money and dates depend on the page's language: the language layer formats them.
export { formatAED, formatShopDate } from '../i18n/format';
/** `+971 XX XXX XXXX` for a stored number (contract/phone.ts). */
export { formatUaePhone } from '@freakdrop/contract';

/** Rounded percentage off, as on the discount badge: (price − sale price) / price. */
export function discountPercent(priceAED: number, salePriceAED: number | null | undefined): number {
  if (salePriceAED == null || salePriceAED >= priceAED || priceAED <= 0) return 0;
  return Math.round(((priceAED - salePriceAED) / priceAED) * 100);
}
