/**
 * Stock per size and colour (opt-in per product): the rules the admin dialog, the API and the
 * storefront share. A product that tracks it carries `variantStock`, one entry per (size,
 * colour) pair; its `stockQuantity` is their sum.
 */
import { COLORS, LIMITS, NO_SIZE, SIZES } from './constants';
import { VARIANT_MSG, variantName } from './messages';

/** The stock of one size and colour of a product. */
export interface VariantStock {
  /** One of the product's sizes, or "N/A" when it has none. */
  size: string;
  /** One of its colours, or null when it has none. */
  color: string | null;
  stockQuantity: number;
}

/** Every size with every colour. */
export const MAX_VARIANTS = SIZES.length * COLORS.length;

/** The key of a pair; `color` null and '' are the same (no colour). */
export function variantKey(size: string, color: string | null | undefined): string {
  return `${size}|${color ?? ''}`;
}

export function sumVariantStock(entries: readonly VariantStock[]): number {
  return entries.reduce((sum, entry) => sum + entry.stockQuantity, 0);
}

/** True when `entry` is a (size, colour) pair of a product with these sizes and colours. */
export function variantFits(
  entry: Pick<VariantStock, 'size' | 'color'>,
  sizes: readonly string[],
  colors: readonly string[],
): boolean {
  const sizeOk = sizes.length === 0 ? entry.size === NO_SIZE : sizes.includes(entry.size);
  const colorOk = colors.length === 0 ? entry.color == null : colors.includes(entry.color ?? '');
  return sizeOk && colorOk;
}

/**
 * The first problem of a `variantStock` list for a product with these sizes and colours, or
 * null. Every entry names a size of the product (`N/A` when it has none) and a colour of it
 * (null when it has none), each pair at most once, quantities whole numbers ≥ 0.
 */
export function variantStockError(
  value: unknown,
  sizes: readonly string[],
  colors: readonly string[],
): string | null {
  if (!Array.isArray(value)) return VARIANT_MSG.notAList;
  if (value.length === 0) return VARIANT_MSG.empty;
  if (value.length > MAX_VARIANTS) return VARIANT_MSG.tooMany;
  const seen = new Set<string>();
  for (const raw of value as unknown[]) {
    if (typeof raw !== 'object' || raw === null) return VARIANT_MSG.notAList;
    const entry = raw as Record<string, unknown>;
    const { size, stockQuantity } = entry;
    const color = entry.color ?? null;
    if (typeof size !== 'string' || (color !== null && typeof color !== 'string')) {
      return VARIANT_MSG.notAList;
    }
    if (sizes.length === 0 ? size !== NO_SIZE : !sizes.includes(size)) {
      return sizes.length === 0 ? VARIANT_MSG.noSizes : VARIANT_MSG.sizeInvalid(size);
    }
    if (colors.length === 0 && color !== null) return VARIANT_MSG.noColors;
    if (colors.length > 0 && color === null) return VARIANT_MSG.colorRequired(size);
    if (color !== null && !colors.includes(color)) return VARIANT_MSG.colorInvalid(color);
    const name = variantName(size, color);
    if (
      typeof stockQuantity !== 'number' ||
      !Number.isInteger(stockQuantity) ||
      stockQuantity < 0 ||
      stockQuantity > LIMITS.maxStock
    ) {
      return VARIANT_MSG.quantityInvalid(name);
    }
    const key = variantKey(size, color);
    if (seen.has(key)) return VARIANT_MSG.duplicate(name);
    seen.add(key);
  }
  return null;
}

/** Units of a pair, 0 when the product does not sell it. */
export function variantQuantity(
  entries: readonly VariantStock[],
  size: string,
  color: string | null | undefined,
): number {
  const key = variantKey(size, color);
  return entries.find((e) => variantKey(e.size, e.color) === key)?.stockQuantity ?? 0;
}

/**
 * For the product page: whether a size (or colour) can still be chosen, given the other choice
 * (or none). A size is sold out when no matching pair has stock; once a colour is chosen, only
 * its pairs count, and the other way round.
 */
export function sizeAvailable(
  entries: readonly VariantStock[],
  size: string,
  color: string | null | undefined,
): boolean {
  return entries.some(
    (e) => e.size === size && (!color || e.color === color) && e.stockQuantity > 0,
  );
}

export function colorAvailable(
  entries: readonly VariantStock[],
  color: string,
  size: string | null | undefined,
): boolean {
  return entries.some(
    (e) => e.color === color && (!size || e.size === size) && e.stockQuantity > 0,
  );
}
