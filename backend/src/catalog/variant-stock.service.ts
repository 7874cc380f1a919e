import { Injectable } from '@nestjs/common';
import { EntityManager, In } from 'typeorm';
import {
  VARIANT_MSG,
  variantFits,
  variantName,
  variantStockError,
  sumVariantStock,
} from '../contract';
import type { ProductInput, VariantStock } from '../contract';
import { invalidField } from '../common/api-error';
import { ProductEntity } from './product.entity';
import { ProductVariantStockEntity } from './product-variant-stock.entity';

/** A row as the API speaks it: '' is no colour (null). */
export function toVariantStock(row: ProductVariantStockEntity): VariantStock {
  return {
    size: row.size,
    color: row.color === '' ? null : row.color,
    stockQuantity: row.quantity,
  };
}

/** A product's variants in the order answers list them. */
export function sortVariants(
  list: VariantStock[],
  product: Pick<ProductEntity, 'sizes' | 'colors'>,
): VariantStock[] {
  return list.sort(byPosition(product.sizes, product.colors));
}

/** Sizes in their list order, then colours in theirs: the order the answers list variants in. */
function byPosition(sizes: readonly string[], colors: readonly string[]) {
  const at = (list: readonly string[], value: string | null) =>
    value === null ? -1 : list.indexOf(value);
  return (a: VariantStock, b: VariantStock) =>
    at(sizes, a.size) - at(sizes, b.size) || at(colors, a.color) - at(colors, b.color);
}

/** What an admin write does to a product's variant stock, decided before it is saved. */
export interface VariantStockPlan {
  /** The new rows; null removes them all; undefined leaves them as they are. */
  entries: VariantStock[] | null | undefined;
  /** The product's stock quantity to store. */
  stockQuantity: number;
}

/**
 * The rules of an admin write (POST or PUT of a product) for its stock per size and colour.
 * `existing` is what the product has (null: one number). `sizes` and `colors` are the
 * product's lists after the write. Throws a 400 naming `variantStock` or `stockQuantity`.
 */
export function planVariantStock(
  input: Pick<ProductInput, 'stockQuantity' | 'variantStock'>,
  sizes: readonly string[],
  colors: readonly string[],
  existing: readonly VariantStock[] | null,
): VariantStockPlan {
  const sent = input.variantStock;
  if (sent === null)
    return { entries: existing ? null : undefined, stockQuantity: input.stockQuantity };
  if (sent === undefined) {
    if (!existing) return { entries: undefined, stockQuantity: input.stockQuantity };
    const misfit = existing.find((entry) => !variantFits(entry, sizes, colors));
    if (misfit) {
      throw invalidField(
        'variantStock',
        VARIANT_MSG.noLongerFits(variantName(misfit.size, misfit.color)),
      );
    }
    const sum = sumVariantStock(existing);
    if (input.stockQuantity !== undefined && input.stockQuantity !== sum) {
      throw invalidField('stockQuantity', VARIANT_MSG.trackedTotal(sum));
    }
    return { entries: undefined, stockQuantity: sum };
  }
  const problem = variantStockError(sent, sizes, colors);
  if (problem) throw invalidField('variantStock', problem);
  const entries = sent.map((e) => ({
    size: e.size,
    color: e.color ?? null,
    stockQuantity: e.stockQuantity,
  }));
  const sum = sumVariantStock(entries);
  if (input.stockQuantity !== undefined && input.stockQuantity !== sum) {
    throw invalidField('variantStock', VARIANT_MSG.totalMismatch(sum));
  }
  return { entries: entries.sort(byPosition(sizes, colors)), stockQuantity: sum };
}

/**
 * Reads and writes the `product_variant_stock` rows for the catalog. Orders never come here:
 * they take and restore through StockLedger.
 */
@Injectable()
export class VariantStockService {
  /** The variant stock of each product that tracks it (products without rows are absent). */
  async byProduct(
    manager: EntityManager,
    productIds: readonly string[],
  ): Promise<Map<string, VariantStock[]>> {
    const out = new Map<string, VariantStock[]>();
    if (productIds.length === 0) return out;
    const rows = await manager.find(ProductVariantStockEntity, {
      where: { productId: In([...new Set(productIds)]) },
    });
    for (const row of rows) {
      const list = out.get(row.productId);
      if (list) list.push(toVariantStock(row));
      else out.set(row.productId, [toVariantStock(row)]);
    }
    return out;
  }

  /** One product's variant stock in size then colour order, or null when it keeps one number. */
  async of(manager: EntityManager, product: Pick<ProductEntity, 'id' | 'sizes' | 'colors'>) {
    const list = (await this.byProduct(manager, [product.id])).get(product.id);
    return list ? list.sort(byPosition(product.sizes, product.colors)) : null;
  }

  /**
   * Writes the plan's rows (inside the caller's transaction) and sets the product's stock to
   * their sum from the rows themselves, so the total always equals the variants even when an
   * order moved some since the admin read them.
   */
  async apply(
    manager: EntityManager,
    productId: string,
    entries: VariantStock[] | null | undefined,
  ): Promise<void> {
    if (entries === undefined) {
      const tracked = await manager.exists(ProductVariantStockEntity, { where: { productId } });
      if (tracked) await this.syncTotal(manager, productId);
      return;
    }
    await manager.delete(ProductVariantStockEntity, { productId });
    if (entries === null) return;
    if (entries.length > 0) {
      await manager.insert(
        ProductVariantStockEntity,
        entries.map((e) => ({
          productId,
          size: e.size,
          color: e.color ?? '',
          quantity: e.stockQuantity,
        })),
      );
    }
    await this.syncTotal(manager, productId);
  }

  private async syncTotal(manager: EntityManager, productId: string): Promise<void> {
    await manager.query(
      'UPDATE products SET stockQuantity = (SELECT COALESCE(SUM(v.quantity), 0) FROM product_variant_stock v WHERE v.productId = ?) WHERE id = ?',
      [productId, productId],
    );
  }
}
