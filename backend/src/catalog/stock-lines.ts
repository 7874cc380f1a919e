/**
 * What the stock ledger and the order checks share: an order's lines as the catalog sees
 * them, quantities per product, the checks on rows already read and the 409s they give. No
 * database access here.
 */
import { MSG, NO_SIZE, VARIANT_MSG, variantKey } from '../contract';
import type { StockConflictBody } from '../contract';
import { conflict, invalidField } from '../common/api-error';
import type { ProductEntity } from './product.entity';

/** Products as read, with their stock per size and colour when they track it. */
export interface Loaded {
  rows: ProductEntity[];
  variantsOf: Map<string, ReadonlyMap<string, number>>;
}

/** One line of an order as the catalog sees it. */
export interface StockLine {
  productId: string;
  size: string;
  color?: string | null;
  qty: number;
}

/** What an order keeps of a product, read inside the order's transaction. */
export interface OrderableProduct {
  id: string;
  title: string;
  /** The first image, or '' when the product has none. */
  image: string;
  /** The price a shopper pays now: the sale price when there is one. */
  unitPriceFils: number;
  /** The product's category, for promotions that apply to categories. */
  categoryId?: string | null;
  /** Sold at its sale price now (promotions may leave such lines out). */
  onSale?: boolean;
  /**
   * Units in stock when read (never below 0); for a product with stock per size and colour,
   * the units of the line's variant.
   */
  available: number;
  /** Stock per variant (variantKey → units) when the product tracks it. */
  variants?: ReadonlyMap<string, number>;
}

/** How many of one variant (size, colour) of a product a change of stock moves. */
export interface VariantQuantity {
  size: string;
  color: string | null;
  qty: number;
}

/** How many of one product a change of stock moves; `title` names it in a 409. */
export interface StockQuantity {
  productId: string;
  qty: number;
  title?: string;
  /**
   * The same units per variant, in (size, colour) order, when the lines name their variant;
   * used for products that track stock per size and colour, ignored for the others.
   */
  variants?: VariantQuantity[];
}

/**
 * Quantities per product, lines of the same product added up, in id order. Every transaction
 * touches product rows in the same order, so two never wait on each other (no deadlock).
 * Lines whose product is gone (null) are left out.
 */
export function quantitiesByProduct(
  lines: ReadonlyArray<{
    productId: string | null;
    qty: number;
    title?: string;
    size?: string;
    color?: string | null;
  }>,
): StockQuantity[] {
  const totals = new Map<string, StockQuantity>();
  for (const line of lines) {
    if (!line.productId) continue;
    let seen = totals.get(line.productId);
    if (seen) seen.qty += line.qty;
    else {
      seen = { productId: line.productId, qty: line.qty, title: line.title };
      totals.set(line.productId, seen);
    }
    if (line.size === undefined) continue;
    const color = line.color || null;
    seen.variants ??= [];
    const variant = seen.variants.find((v) => v.size === line.size && v.color === color);
    if (variant) variant.qty += line.qty;
    else seen.variants.push({ size: line.size, color, qty: line.qty });
  }
  const byKey = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  for (const total of totals.values()) {
    total.variants?.sort((a, b) => byKey(variantKey(a.size, a.color), variantKey(b.size, b.color)));
  }
  return [...totals.values()].sort((a, b) => byKey(a.productId, b.productId));
}

export function outOfStock(productId: string, title: string, stock: number) {
  const available = Math.max(0, stock);
  const details: Pick<StockConflictBody, 'productId' | 'available'> = { productId, available };
  return conflict('OUT_OF_STOCK', MSG.notEnoughStock(title, available), details);
}

/** The 409 for a variant that is short: it names the size and colour and what is left of them. */
export function variantOutOfStock(
  productId: string,
  title: string,
  variant: Pick<VariantQuantity, 'size' | 'color'>,
  stock: number,
) {
  const available = Math.max(0, stock);
  const { size, color } = variant;
  const details: Pick<StockConflictBody, 'productId' | 'size' | 'color' | 'available'> = {
    productId,
    size,
    color,
    available,
  };
  return conflict(
    'OUT_OF_STOCK',
    VARIANT_MSG.notEnoughStock(title, size, color, available),
    details,
  );
}

/**
 * Checks each line can be ordered, on rows already read: the product exists and is not a
 * draft, has the size
 * (`N/A` when it has no sizes) and comes in the colour; with stock per size and colour the
 * pair is one it sells. A problem is a 400 naming the line as the order request does,
 * `items.<index>.<field>`. Returns one product per line, in the lines' order.
 */
export function orderableLines(
  lines: readonly StockLine[],
  rows: readonly ProductEntity[],
  variantsOf: ReadonlyMap<string, ReadonlyMap<string, number>>,
): OrderableProduct[] {
  const byId = new Map(rows.map((p) => [p.id, p]));
  return lines.map((line, index) => {
    const problem = (field: string, message: string) =>
      invalidField(`items.${index}.${field}`, message);
    const product = byId.get(line.productId);
    // A draft cannot be ordered: the same answer as a product that does not exist.
    if (!product || product.status === 'draft') {
      throw problem('productId', MSG.unknownProduct(line.productId));
    }
    const sizes: readonly string[] = product.sizes;
    const sizeOk = sizes.length === 0 ? line.size === NO_SIZE : sizes.includes(line.size);
    if (!sizeOk) throw problem('size', MSG.unknownSize(product.title, line.size));
    const colors: readonly string[] = product.colors;
    if (line.color != null && !colors.includes(line.color)) {
      throw problem('color', MSG.unknownColor(product.title, line.color));
    }
    const orderable = {
      id: product.id,
      title: product.title,
      image: product.images[0] ?? '',
      unitPriceFils: product.salePriceFils ?? product.priceFils,
      categoryId: product.categoryId,
      onSale: product.salePriceFils !== null,
      available: Math.max(0, product.stockQuantity),
    };
    const variants = variantsOf.get(product.id);
    if (!variants) return orderable;
    // Stock per size and colour: the pair must be one the product sells.
    const units = variants.get(variantKey(line.size, line.color));
    if (units === undefined) {
      const field = product.colors.length > 0 ? 'color' : 'size';
      throw problem(field, VARIANT_MSG.unknownVariant(product.title, line.size, line.color));
    }
    return { ...orderable, available: Math.max(0, units), variants };
  });
}

/**
 * The 409 that `StockLedger.take` would give, decided on the stock as read (no lock, no
 * transaction). Lets a sold-out drop answer its late shoppers at once; `take` inside the
 * order's transaction stays the authority.
 */
export function assertAvailable(
  quantities: readonly StockQuantity[],
  products: readonly OrderableProduct[],
): void {
  const byId = new Map(products.map((product) => [product.id, product]));
  for (const { productId, qty, title, variants } of quantities) {
    const product = byId.get(productId);
    if (product?.variants && variants) {
      for (const variant of variants) {
        const left = product.variants.get(variantKey(variant.size, variant.color)) ?? 0;
        if (left < variant.qty) {
          throw variantOutOfStock(productId, title ?? product.title, variant, left);
        }
      }
      continue;
    }
    if (product && product.available < qty) {
      throw outOfStock(productId, title ?? product.title, product.available);
    }
  }
}
