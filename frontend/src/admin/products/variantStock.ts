/**
 * The product dialog's stock per size and colour: its words, its grid values (one number per
 * (size, colour) cell, keyed by variantKey) and the API's `variantStock` made from them.
 */
import { NO_SIZE, variantKey, variantName } from '@freakdrop/contract';
import type { Product, ProductInput, VariantStock } from '../../api/types';

export const VARIANT_TEXT = {
  trackSwitch: 'Track stock per size and colour',
  trackHelp:
    'Each size and colour gets its own stock; the Stock Quantity above becomes their sum and cannot be edited.',
  totalHelp: 'The sum of the stock grid below',
  gridCaption: 'Stock per size and colour',
  sizeHeader: 'Size',
  stockHeader: 'Stock',
  noSizes: 'One size',
  cellLabel: (size: string, color: string | null) => `Stock of ${variantName(size, color)}`,
  lowVariants: (list: string) => `Low: ${list}`,
} as const;

/** The grid's cells: one number per variantKey. */
export type VariantGrid = Record<string, number | null | undefined>;

/** The form values the grid adds to the product dialog. */
export interface VariantFormValues {
  /** The switch "Track stock per size and colour". */
  trackVariants: boolean;
  variantGrid: VariantGrid;
  /** Whether the stored product tracks it (switching off then sends null). */
  variantTracked: boolean;
}

export const EMPTY_VARIANTS: VariantFormValues = {
  trackVariants: false,
  variantGrid: {},
  variantTracked: false,
};

/** The rows and columns of the grid for these sizes and colours. */
export function gridAxes(sizes: readonly string[], colors: readonly string[]) {
  return {
    rows: sizes.length ? [...sizes] : [NO_SIZE],
    columns: colors.length ? [...colors] : [null],
  };
}

export function variantValues(p: Pick<Product, 'variantStock'>): VariantFormValues {
  const grid: VariantGrid = {};
  for (const v of p.variantStock ?? []) grid[variantKey(v.size, v.color)] = v.stockQuantity;
  return { trackVariants: !!p.variantStock, variantGrid: grid, variantTracked: !!p.variantStock };
}

/** Every cell of the grid for these sizes and colours (an empty cell is 0). */
export function gridEntries(
  grid: VariantGrid | undefined,
  sizes: readonly string[],
  colors: readonly string[],
): VariantStock[] {
  const { rows, columns } = gridAxes(sizes, colors);
  return rows.flatMap((size) =>
    columns.map((color) => ({
      size,
      color,
      stockQuantity: grid?.[variantKey(size, color)] ?? 0,
    })),
  );
}

/**
 * What the dialog sends: with the switch on, every cell and their sum as the stock; off after
 * it was on, null (one number again, the total kept); otherwise nothing new.
 */
export function variantInput(
  v: Partial<VariantFormValues>,
  sizes: readonly string[],
  colors: readonly string[],
): Pick<ProductInput, 'variantStock'> & { stockQuantity?: number } {
  if (v.trackVariants) {
    const variantStock = gridEntries(v.variantGrid, sizes, colors);
    return {
      variantStock,
      stockQuantity: variantStock.reduce((sum, e) => sum + e.stockQuantity, 0),
    };
  }
  return v.variantTracked ? { variantStock: null } : {};
}

/** The variants at or below the product's low-stock threshold, for the dashboard. */
export function lowVariants(p: Pick<Product, 'variantStock' | 'lowStockThreshold'>): string {
  return (p.variantStock ?? [])
    .filter((v) => v.stockQuantity <= p.lowStockThreshold)
    .map((v) => `${variantName(v.size, v.color)} (${v.stockQuantity})`)
    .join(', ');
}
