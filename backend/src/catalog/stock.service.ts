import { Injectable } from '@nestjs/common';
import { EntityManager, In } from 'typeorm';
import { MSG, NO_SIZE } from '../contract';
import type { StockConflictBody } from '../contract';
import { conflict, invalidField } from '../common/api-error';
import { ProductEntity } from './product.entity';

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
  /** Units in stock when read (never below 0). */
  available: number;
}

/** How many of one product a change of stock moves; `title` names it in a 409. */
export interface StockQuantity {
  productId: string;
  qty: number;
  title?: string;
}

/**
 * Quantities per product, lines of the same product added up, in id order. Every transaction
 * touches product rows in the same order, so two never wait on each other (no deadlock).
 * Lines whose product is gone (null) are left out.
 */
export function quantitiesByProduct(
  lines: ReadonlyArray<{ productId: string | null; qty: number; title?: string }>,
): StockQuantity[] {
  const totals = new Map<string, StockQuantity>();
  for (const line of lines) {
    if (!line.productId) continue;
    const seen = totals.get(line.productId);
    if (seen) seen.qty += line.qty;
    else
      totals.set(line.productId, { productId: line.productId, qty: line.qty, title: line.title });
  }
  return [...totals.values()].sort((a, b) =>
    a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0,
  );
}

function outOfStock(productId: string, title: string, stock: number) {
  const available = Math.max(0, stock);
  const details: Pick<StockConflictBody, 'productId' | 'available'> = { productId, available };
  return conflict('OUT_OF_STOCK', MSG.notEnoughStock(title, available), details);
}

/**
 * The catalog's stock, changed only here and only inside the caller's transaction (every method
 * takes its EntityManager). Stock never goes below zero: the database decides with a conditional
 * update, so concurrent orders cannot oversell.
 */
@Injectable()
export class StockService {
  /**
   * Loads the products of `lines` in one query and checks each line can be ordered: the product
   * exists, has the size (`N/A` when it has no sizes) and comes in the colour. A problem is a
   * 400 naming the line as the order request does, `items.<index>.<field>`. Returns one
   * product per line, in the lines' order.
   */
  async check(manager: EntityManager, lines: readonly StockLine[]): Promise<OrderableProduct[]> {
    const ids = [...new Set(lines.map((line) => line.productId))];
    const rows = await manager.find(ProductEntity, { where: { id: In(ids) } });
    const byId = new Map(rows.map((p) => [p.id, p]));
    return lines.map((line, index) => {
      const problem = (field: string, message: string) =>
        invalidField(`items.${index}.${field}`, message);
      const product = byId.get(line.productId);
      if (!product) throw problem('productId', MSG.unknownProduct(line.productId));
      const sizes: readonly string[] = product.sizes;
      const sizeOk = sizes.length === 0 ? line.size === NO_SIZE : sizes.includes(line.size);
      if (!sizeOk) throw problem('size', MSG.unknownSize(product.title, line.size));
      const colors: readonly string[] = product.colors;
      if (line.color != null && !colors.includes(line.color)) {
        throw problem('color', MSG.unknownColor(product.title, line.color));
      }
      return {
        id: product.id,
        title: product.title,
        image: product.images[0] ?? '',
        unitPriceFils: product.salePriceFils ?? product.priceFils,
        available: Math.max(0, product.stockQuantity),
      };
    });
  }

  /**
   * Takes each quantity with `SET stockQuantity = stockQuantity - q WHERE id = ? AND
   * stockQuantity >= q`. The first product that is short is a 409 `OUT_OF_STOCK` naming it and
   * what is left; the caller's transaction then rolls every change back. Give the quantities
   * in id order (quantitiesByProduct does).
   */
  async take(
    manager: EntityManager,
    quantities: readonly StockQuantity[],
    now = new Date(),
  ): Promise<void> {
    for (const { productId, qty, title } of quantities) {
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
      throw outOfStock(productId, title ?? row?.title ?? productId, row?.stockQuantity ?? 0);
    }
  }

  /**
   * The 409 that `take` would give, decided on the stock `check` read (no lock, no
   * transaction). Lets a sold-out drop answer its late shoppers at once; `take` inside the
   * order's transaction stays the authority.
   */
  assertAvailable(
    quantities: readonly StockQuantity[],
    products: readonly OrderableProduct[],
  ): void {
    const byId = new Map(products.map((product) => [product.id, product]));
    for (const { productId, qty, title } of quantities) {
      const product = byId.get(productId);
      if (product && product.available < qty) {
        throw outOfStock(productId, title ?? product.title, product.available);
      }
    }
  }

  /** Puts each quantity back; a product deleted since is skipped (nothing to restore to). */
  async restore(
    manager: EntityManager,
    quantities: readonly StockQuantity[],
    now = new Date(),
  ): Promise<void> {
    for (const { productId, qty } of quantities) {
      await manager
        .createQueryBuilder()
        .update(ProductEntity)
        .set({ stockQuantity: () => 'stockQuantity + :qty', updatedAt: now })
        .where('id = :productId', { productId, qty })
        .execute();
    }
  }
}
