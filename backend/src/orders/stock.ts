import type { EntityManager } from 'typeorm';
import { MSG } from '../contract';
import type { StockConflictBody } from '../contract';
import { ProductEntity } from '../catalog/product.entity';
import { conflict } from '../common/api-error';

/** Quantities per product, duplicates of the same product merged, in id order (lock order). */
export function quantitiesByProduct(
  lines: ReadonlyArray<{ productId: string | null; qty: number }>,
): Array<[string, number]> {
  const totals = new Map<string, number>();
  for (const line of lines) {
    if (line.productId) totals.set(line.productId, (totals.get(line.productId) ?? 0) + line.qty);
  }
  // Every transaction touches product rows in the same order, so two never wait on each other.
  return [...totals.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * Takes `qty` of each product with a conditional update that cannot go below zero (NOTES §9):
 * the database decides, so concurrent orders can never oversell. Throws a 409 naming the
 * first product that is short; the caller's transaction then rolls everything back.
 * `titles` names the products for that message (an order line keeps its own title).
 */
export async function takeStock(
  manager: EntityManager,
  quantities: Array<[string, number]>,
  titles: Map<string, string>,
  now: Date,
): Promise<void> {
  for (const [productId, qty] of quantities) {
    const result = await manager
      .createQueryBuilder()
      .update(ProductEntity)
      .set({ stockQuantity: () => 'stockQuantity - :qty', updatedAt: now })
      .where('id = :productId AND stockQuantity >= :qty', { productId, qty })
      .execute();
    if (result.affected === 1) continue;
    const row = await manager.findOne(ProductEntity, {
      where: { id: productId },
      select: { id: true, title: true, stockQuantity: true },
    });
    const available = Math.max(0, row?.stockQuantity ?? 0);
    const title = titles.get(productId) ?? row?.title ?? productId;
    const details: Pick<StockConflictBody, 'productId' | 'available'> = { productId, available };
    throw conflict('OUT_OF_STOCK', MSG.notEnoughStock(title, available), details);
  }
}

/** Puts stock back; a product deleted since is skipped (nothing to restore to). */
export async function restoreStock(
  manager: EntityManager,
  quantities: Array<[string, number]>,
  now: Date,
): Promise<void> {
  for (const [productId, qty] of quantities) {
    await manager
      .createQueryBuilder()
      .update(ProductEntity)
      .set({ stockQuantity: () => 'stockQuantity + :qty', updatedAt: now })
      .where('id = :productId', { productId, qty })
      .execute();
  }
}
