/** Pure helpers both sides use for slugs, phones, money, images and inline JSON. */
import { IMAGE_MAX_WIDTH, IMAGE_VARIANT_WIDTHS } from './constants';

/** Product slug from a title: lowercase, non-alphanumerics collapsed to hyphens, edges trimmed. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The key a category parameter is matched by: upper case, every non-alphanumeric
 * removed, so `T-Shirts` finds `TSHIRTS` and `3d-prints` finds `3D PRINTS`.
 */
export function categoryMatchKey(value: string): string {
  return value.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** `+971 50 123 4567`, `+971501234567`, `+971 50 1234567`… */
export const UAE_PHONE_PATTERN = /^\+971\s*\d{2}\s*\d{3}\s*\d{4}$/;

/** `+971XXXXXXXXX`, or null when the text is not a UAE phone number. */
export function normalizeUaePhone(phone: string): string | null {
  const trimmed = phone.trim();
  if (!UAE_PHONE_PATTERN.test(trimmed)) return null;
  return trimmed.replace(/\s+/g, '');
}

/** AED to integer fils, rounding half away from zero on the third decimal. */
export function toFils(aed: number): number {
  return Math.round(aed * 100);
}
export function fromFils(fils: number): number {
  return fils / 100;
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

/** JSON for a `<script>` element: nothing in it can close the element or start a comment. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
