import { VARIANT_MSG, sumVariantStock, variantStockError } from '../../contract';
import type { VariantStock } from '../../contract';

/**
 * The check of a body's `variantStock` that needs only the body: the list against the body's
 * sizes and colours, and a stockQuantity sent beside it equal to its sum. (What needs the
 * stored product — a variant that no longer fits — is checked by the service.)
 */
export function variantStockInputError(value: unknown, body: object | undefined): string | null {
  if (value === null || value === undefined) return null;
  const { sizes, colors, stockQuantity } = (body ?? {}) as {
    sizes?: unknown;
    colors?: unknown;
    stockQuantity?: unknown;
  };
  const list = (v: unknown): string[] =>
    Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  const problem = variantStockError(value, list(sizes), list(colors));
  if (problem) return problem;
  const sum = sumVariantStock(value as VariantStock[]);
  if (stockQuantity !== undefined && stockQuantity !== sum) return VARIANT_MSG.totalMismatch(sum);
  return null;
}
