import { Injectable } from '@nestjs/common';
import { EntityManager, In } from 'typeorm';
import { MSG, NO_SIZE, VARIANT_MSG, variantKey } from '../contract';
import type { StockConflictBody } from '../contract';
import { conflict, invalidField } from '../common/api-error';
import { readsCommittedOnly } from '../database/dialect';
import { ProductEntity } from './product.entity';
import { ProductVariantStockEntity } from './product-variant-stock.entity';
import { SoldOutHints } from './sold-out-hints';

/** Products as read, with their stock per size and colour when they track it. */
interface Loaded {
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

function outOfStock(productId: string, title: string, stock: number) {
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

/** Rows of the variant table for one pair: '' is no colour. */
const pairWhere = 'productId = :productId AND size = :size AND color = :color';

/**
 * The catalog's stock, changed only here and only inside the caller's transaction (every method
 * takes its EntityManager). Stock never goes below zero: the database decides with a conditional
 * update, so concurrent orders cannot oversell.
 */
@Injectable()
export class StockService {
  /** Products seen sold out, per catalog version: a sold-out drop's late orders skip the database. */
  private readonly soldOut = new SoldOutHints();
  /**
   * Products without stock per size and colour, at a catalog version: variant rows come and go
   * only with product writes, which bump the version, so a new order of these needs no
   * variant read. (Their quantities change with orders; whether they exist does not.)
   */
  private plain: { version: number; ids: Set<string> } = { version: -1, ids: new Set() };
  /** checkOrder's reads in flight, by products, with the version they started under. */
  private readonly reading = new Map<string, { version: number; loaded: Promise<Loaded> }>();

  /**
   * Loads the products of `lines` in one query and checks each line can be ordered: the product
   * exists, has the size (`N/A` when it has no sizes) and comes in the colour. A problem is a
   * 400 naming the line as the order request does, `items.<index>.<field>`. Returns one
   * product per line, in the lines' order.
   */
  async check(manager: EntityManager, lines: readonly StockLine[]): Promise<OrderableProduct[]> {
    const { rows, variantsOf } = await this.load(manager, this.ids(lines));
    return this.orderable(lines, rows, variantsOf);
  }

  /**
   * check() for a new order, outside any transaction, with `version` the catalog version read
   * just before. When every product of the cart was seen sold out at that version, the lines
   * are checked on those rows without a query (the same 400s, and a stock of 0). Rows read as
   * committed are remembered when sold out, and products without stock per size and colour
   * have their variant read skipped at that version after.
   */
  async checkOrder(
    manager: EntityManager,
    lines: readonly StockLine[],
    version: number,
  ): Promise<OrderableProduct[]> {
    const ids = this.ids(lines);
    const known = this.soldOut.rows(ids, version);
    if (known) return this.orderable(lines, known.rows, known.variantsOf);
    if (this.plain.version !== version) this.plain = { version, ids: new Set() };
    const plain = ids.every((id) => this.plain.ids.has(id));
    // Orders of the same products at the same version share one read in flight: in a drop,
    // hundreds arrive while the first read waits for a connection, and each would otherwise
    // read the same row. The read may be older than this order by its own duration; the
    // stock update in the order's transaction stays the authority.
    const key = `${plain ? 'plain' : 'any'}|${[...ids].sort().join(',')}`;
    const flight = this.reading.get(key);
    let loaded: Promise<Loaded>;
    if (flight && flight.version === version) {
      // A read that failed (a deadline counted from its own start) is not this order's
      // failure: it reads on its own then.
      loaded = flight.loaded.catch(() => this.loadOnce(manager, ids, version, plain));
    } else {
      const started = { version, loaded: this.loadOnce(manager, ids, version, plain) };
      const done = () => {
        if (this.reading.get(key) === started) this.reading.delete(key);
      };
      started.loaded.then(done, done);
      this.reading.set(key, started);
      loaded = started.loaded;
    }
    const { rows, variantsOf } = await loaded;
    return this.orderable(lines, rows, variantsOf);
  }

  /** One read of checkOrder; what it saw committed is remembered under `version`. */
  private async loadOnce(
    manager: EntityManager,
    ids: readonly string[],
    version: number,
    plain: boolean,
  ): Promise<Loaded> {
    const committedBefore = readsCommittedOnly(manager);
    const loaded = await this.load(manager, ids, plain);
    if (committedBefore && readsCommittedOnly(manager)) {
      const { rows, variantsOf } = loaded;
      for (const row of rows) this.soldOut.remember(version, row, variantsOf.get(row.id));
      if (!plain && this.plain.version === version) {
        if (this.plain.ids.size >= 10_000) this.plain.ids.clear();
        for (const row of rows) if (!variantsOf.has(row.id)) this.plain.ids.add(row.id);
      }
    }
    return loaded;
  }

  /**
   * The 409 an order would get now that some of its products were seen sold out at `version`
   * (undefined: not known, nothing thrown): assertAvailable on `products` with those at 0.
   * Spares a sold-out drop's late orders the abuse limits and the transaction.
   */
  assertNotSoldOut(
    quantities: readonly StockQuantity[],
    products: readonly OrderableProduct[],
    version: number | undefined,
  ): void {
    const now = products.map((product) =>
      this.soldOut.isSoldOut(product.id, version)
        ? {
            ...product,
            available: 0,
            variants: product.variants && new Map([...product.variants.keys()].map((k) => [k, 0])),
          }
        : product,
    );
    if (now.some((product, i) => product !== products[i])) this.assertAvailable(quantities, now);
  }

  private ids(lines: readonly StockLine[]): string[] {
    return [...new Set(lines.map((line) => line.productId))];
  }

  /** `plain`: the products are known to have no stock per size and colour (no variant read). */
  private async load(
    manager: EntityManager,
    ids: readonly string[],
    plain = false,
  ): Promise<Loaded> {
    // Two reads that do not depend on each other: one wait (outside a transaction, two
    // connections of the pool; inside one, queued back to back on its connection).
    const [rows, variantsOf] = await Promise.all([
      manager.find(ProductEntity, { where: { id: In([...ids]) } }),
      plain ? new Map<string, ReadonlyMap<string, number>>() : this.variantsByProduct(manager, ids),
    ]);
    return { rows, variantsOf };
  }

  /** The checks of check() on rows already read. */
  private orderable(
    lines: readonly StockLine[],
    rows: readonly ProductEntity[],
    variantsOf: ReadonlyMap<string, ReadonlyMap<string, number>>,
  ): OrderableProduct[] {
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
      const orderable = {
        id: product.id,
        title: product.title,
        image: product.images[0] ?? '',
        unitPriceFils: product.salePriceFils ?? product.priceFils,
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
   * Takes each quantity with `SET stockQuantity = stockQuantity - q WHERE id = ? AND
   * stockQuantity >= q`. The first product that is short is a 409 `OUT_OF_STOCK` naming it and
   * what is left; the caller's transaction then rolls every change back. Give the quantities
   * in id order (quantitiesByProduct does). `tracked`: the products that track stock per size
   * and colour when the caller knows them already (products `check` returned with `variants`),
   * which saves a read. `version`: the catalog version read before the transaction began, given
   * by a new order; a product found sold out is then remembered under it (checkOrder).
   */
  async take(
    manager: EntityManager,
    quantities: readonly StockQuantity[],
    now = new Date(),
    tracked?: ReadonlySet<string>,
    version?: number,
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
      // per size and colour may have had its variants taken just now, so it is not kept).
      if (row && version !== undefined && !tracked.has(productId)) {
        this.soldOut.remember(version, row);
      }
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
