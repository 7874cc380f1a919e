import { Injectable } from '@nestjs/common';
import { EntityManager, In } from 'typeorm';
import { variantKey } from '../contract';
import { ProductEntity } from './product.entity';
import { ProductVariantStockEntity } from './product-variant-stock.entity';
import { orderableLines, outOfStock, variantOutOfStock } from './stock-lines';
import type {
  Loaded,
  OrderableProduct,
  StockLine,
  StockQuantity,
  VariantQuantity,
} from './stock-lines';

/** Rows of the variant table for one pair: '' is no colour. */
const pairWhere = 'productId = :productId AND size = :size AND color = :color';

/** The distinct products of an order's lines. */
export function idsOf(lines: readonly StockLine[]): string[] {
  return [...new Set(lines.map((line) => line.productId))];
}

/**
 * The catalog's stock ledger: stock is changed only here and only inside the caller's
 * transaction (every method takes its EntityManager). Stock never goes below zero: the database
 * decides with a conditional update, so concurrent orders cannot oversell. It keeps nothing in
 * memory; what a new order may skip is SoldOutGate's.
 */
@Injectable()
export class StockLedger {
  /**
   * Loads the products of `lines` in one query and checks each line can be ordered: the product
   * exists, has the size (`N/A` when it has no sizes) and comes in the colour. A problem is a
   * 400 naming the line as the order request does, `items.<index>.<field>`. Returns one
   * product per line, in the lines' order.
   */
  async check(manager: EntityManager, lines: readonly StockLine[]): Promise<OrderableProduct[]> {
    const { rows, variantsOf } = await this.load(manager, idsOf(lines));
    return orderableLines(lines, rows, variantsOf);
  }

  /** `plain`: the products are known to have no stock per size and colour (no variant read). */
  async load(manager: EntityManager, ids: readonly string[], plain = false): Promise<Loaded> {
    // Two reads that do not depend on each other: one wait (outside a transaction, two
    // connections of the pool; inside one, queued back to back on its connection).
    const [rows, variantsOf] = await Promise.all([
      manager.find(ProductEntity, { where: { id: In([...ids]) } }),
      plain ? new Map<string, ReadonlyMap<string, number>>() : this.variantsByProduct(manager, ids),
    ]);
    return { rows, variantsOf };
  }

  /**
   * Takes each quantity with `SET stockQuantity = stockQuantity - q WHERE id = ? AND
   * stockQuantity >= q`. The first product that is short is a 409 `OUT_OF_STOCK` naming it and
   * what is left; the caller's transaction then rolls every change back. Give the quantities
   * in id order (quantitiesByProduct does). `tracked`: the products that track stock per size
   * and colour when the caller knows them already (products `check` returned with `variants`),
   * which saves a read. `seenSoldOut`: told of a product without stock per size and colour
   * whose update refused, with its row as committed (this transaction changed nothing of it):
   * a new order's sold-out hints (SoldOutGate.take).
   */
  async take(
    manager: EntityManager,
    quantities: readonly StockQuantity[],
    now = new Date(),
    tracked?: ReadonlySet<string>,
    seenSoldOut?: (row: ProductEntity) => void,
  ): Promise<void> {
    tracked ??= await this.tracking(manager, quantities);
    for (const { productId, qty, title, variants } of quantities) {
      if (tracked.has(productId) && variants) {
        await this.takeVariants(manager, productId, title, variants);
      }
      const result = await manager
        .createQueryBuilder()
        .update(ProductEntity)
        .set({ stockQuantity: () => 'stockQuantity - :qty', updatedAt: now })
        .where('id = :productId AND stockQuantity >= :qty', { productId, qty })
        .execute();
      if (result.affected === 1) continue;
      const row = await manager.findOne(ProductEntity, { where: { id: productId } });
      // Committed stock: this transaction changed nothing of this product (a product with stock
      // per size and colour may have had its variants taken just now, so it is not told).
      if (row && !tracked.has(productId)) seenSoldOut?.(row);
      throw outOfStock(productId, title ?? row?.title ?? productId, row?.stockQuantity ?? 0);
    }
  }

  /**
   * Puts each quantity back; a product deleted since is skipped (nothing to restore to). For a
   * product with stock per size and colour each variant gets its units back and the total
   * what they got: a variant removed since is skipped too, so the total stays their sum.
   */
  async restore(
    manager: EntityManager,
    quantities: readonly StockQuantity[],
    now = new Date(),
  ): Promise<void> {
    const tracked = await this.tracking(manager, quantities);
    for (const { productId, variants, ...rest } of quantities) {
      let qty = rest.qty;
      if (tracked.has(productId) && variants) {
        qty = 0;
        for (const { size, color, qty: units } of variants) {
          const result = await manager
            .createQueryBuilder()
            .update(ProductVariantStockEntity)
            .set({ quantity: () => 'quantity + :units' })
            .where(pairWhere, { productId, size, color: color ?? '', units })
            .execute();
          if (result.affected === 1) qty += units;
        }
        if (qty === 0) continue;
      }
      await manager
        .createQueryBuilder()
        .update(ProductEntity)
        .set({ stockQuantity: () => 'stockQuantity + :qty', updatedAt: now })
        .where('id = :productId', { productId, qty })
        .execute();
    }
  }

  /**
   * Takes each variant's units with the same conditional update as the totals (`quantity >=
   * q`), in (size, colour) order. A variant that is short or not sold is a 409 naming it.
   */
  private async takeVariants(
    manager: EntityManager,
    productId: string,
    title: string | undefined,
    variants: readonly VariantQuantity[],
  ): Promise<void> {
    for (const variant of variants) {
      const color = variant.color ?? '';
      const where = { productId, size: variant.size, color, qty: variant.qty };
      const result = await manager
        .createQueryBuilder()
        .update(ProductVariantStockEntity)
        .set({ quantity: () => 'quantity - :qty' })
        .where(`${pairWhere} AND quantity >= :qty`, where)
        .execute();
      if (result.affected === 1) continue;
      const [row, product] = await Promise.all([
        manager.findOne(ProductVariantStockEntity, {
          where: { productId, size: variant.size, color },
        }),
        title ? null : manager.findOne(ProductEntity, { where: { id: productId } }),
      ]);
      const name = title ?? product?.title ?? productId;
      throw variantOutOfStock(productId, name, variant, row?.quantity ?? 0);
    }
  }

  /** Of these products, the ones that track stock per size and colour. */
  private async tracking(
    manager: EntityManager,
    quantities: readonly StockQuantity[],
  ): Promise<Set<string>> {
    const ids = quantities.filter((q) => q.variants).map((q) => q.productId);
    if (ids.length === 0) return new Set();
    const rows = await manager
      .createQueryBuilder(ProductVariantStockEntity, 'v')
      .select('DISTINCT v.productId', 'productId')
      .where('v.productId IN (:...ids)', { ids })
      .getRawMany<{ productId: string }>();
    return new Set(rows.map((row) => row.productId));
  }

  /** Stock per variant (variantKey → units) of the products that track it. */
  private async variantsByProduct(
    manager: EntityManager,
    ids: readonly string[],
  ): Promise<Map<string, ReadonlyMap<string, number>>> {
    const out = new Map<string, Map<string, number>>();
    if (ids.length === 0) return out;
    const rows = await manager.find(ProductVariantStockEntity, {
      where: { productId: In([...ids]) },
    });
    for (const row of rows) {
      let units = out.get(row.productId);
      if (!units) out.set(row.productId, (units = new Map()));
      units.set(variantKey(row.size, row.color), row.quantity);
    }
    return out;
  }
}
