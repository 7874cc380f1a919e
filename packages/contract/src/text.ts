/** Pure helpers both sides use: slugs, money, images, a stored phone's display, inline JSON. */
import { IMAGE_MAX_WIDTH, IMAGE_VARIANT_WIDTHS, PHONE_PREFIX } from './constants';

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

/**
 * `+971 XX XXX XXXX` for display of a stored number (`+971XXXXXXXXX`, or its digits); anything
 * else as it is. Digits only, no parsing, so the pages that show the shop's own number carry
 * none of the normaliser (phone.ts: a typed number is shown through it first).
 */
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
