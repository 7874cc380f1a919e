/** Pure helpers both sides use for slugs, SKUs, phones, money and images. */
import { IMAGE_MAX_WIDTH, IMAGE_VARIANT_WIDTHS, PHONE_PREFIX } from './constants';

/** Product slug from a title: lowercase, non-alphanumerics collapsed to hyphens, edges trimmed. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Category slugs are upper case (spec §4). */
export function categorySlug(name: string): string {
  return name.trim().toUpperCase();
}

/**
 * The key a category parameter is matched by (NOTES §2): upper case, every non-alphanumeric
 * removed, so `T-Shirts` finds `TSHIRTS` and `3d-prints` finds `3D PRINTS`.
 */
export function categoryMatchKey(value: string): string {
  return value.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** FD-{3 letters of category}-{3 letters of title, letters only}-{3 random digits} (NOTES §1). */
export function generateSku(
  category: string,
  title: string,
  random: () => number = Math.random,
): string {
  const part = (s: string) =>
    s
      .replace(/[^a-zA-Z]/g, '')
      .slice(0, 3)
      .toUpperCase();
  const digits = String(Math.floor(random() * 1000)).padStart(3, '0');
  return `FD-${part(category)}-${part(title)}-${digits}`;
}

/** `+971 50 123 4567`, `+971501234567`, `+971 50 1234567`… */
export const UAE_PHONE_PATTERN = /^\+971\s*\d{2}\s*\d{3}\s*\d{4}$/;

/** `+971XXXXXXXXX`, or null when the text is not a UAE phone number (NOTES §11). */
export function normalizeUaePhone(phone: string): string | null {
  const trimmed = phone.trim();
  if (!UAE_PHONE_PATTERN.test(trimmed)) return null;
  return trimmed.replace(/\s+/g, '');
}

/** `+971 XX XXX XXXX` for display. */
export function formatUaePhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const local = digits.startsWith('971') ? digits.slice(3) : digits;
  if (local.length !== 9) return phone;
  return `${PHONE_PREFIX} ${local.slice(0, 2)} ${local.slice(2, 5)} ${local.slice(5)}`;
}

/** AED to integer fils, rounding half away from zero on the third decimal. */
export function toFils(aed: number): number {
  return Math.round(aed * 100);
}
export function fromFils(fils: number): number {
  return fils / 100;
}

/** `AED 149` / `AED 149.50`: currency shown as a prefix (spec §9). */
export function formatAED(aed: number): string {
  const hasFils = Math.round(aed * 100) % 100 !== 0;
  return `AED ${aed.toLocaleString('en-US', {
    minimumFractionDigits: hasFils ? 2 : 0,
    maximumFractionDigits: 2,
  })}`;
}

/** Rounded percentage off, as on the discount badge (spec §9). */
export function discountPercent(priceAED: number, salePriceAED: number | null | undefined): number {
  if (salePriceAED == null || salePriceAED >= priceAED || priceAED <= 0) return 0;
  return Math.round(((priceAED - salePriceAED) / priceAED) * 100);
}

/** The price a shopper pays: the sale price when there is one. */
export function effectivePrice(p: { priceAED: number; salePriceAED?: number | null }): number {
  return p.salePriceAED ?? p.priceAED;
}

/**
 * Uploaded images are `/uploads/<32 hex>.webp` (at most IMAGE_MAX_WIDTH wide), with
 * `/uploads/<32 hex>-<width>.webp` beside them for each variant width.
 */
export const STORED_IMAGE_PATTERN = /^\/uploads\/([a-f0-9]{32})\.webp$/;

export function storedImageUrl(name: string, width?: number): string {
  return width ? `/uploads/${name}-${width}.webp` : `/uploads/${name}.webp`;
}

/** `srcset` for a stored image; other URLs (none in practice) get none. */
export function imageSrcSet(url: string): string | undefined {
  const match = STORED_IMAGE_PATTERN.exec(url);
  if (!match) return undefined;
  const variants = IMAGE_VARIANT_WIDTHS.map((w) => `${storedImageUrl(match[1], w)} ${w}w`);
  return [...variants, `${url} ${IMAGE_MAX_WIDTH}w`].join(', ');
}

/** en-US, short month, hour and minute, in the shop's time zone (NOTES §14). */
export function formatShopDate(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    timeZone: 'Asia/Dubai',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}
