import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import type { EntityManager } from 'typeorm';
import { readsCommittedOnly } from '../database/dialect';
import { ProductChanged, StockReturned } from '../events/domain-events';
import { SoldOutHints } from './sold-out-hints';
import { idsOf, StockLedger } from './stock-ledger.service';
import { assertAvailable, orderableLines } from './stock-lines';
import type { Loaded, OrderableProduct, StockLine, StockQuantity } from './stock-lines';

/**
 * What a new order may skip, kept in memory under the catalog version: products seen sold out
 * (a sold-out drop's late orders are answered without the database), products known to have no
 * stock per size and colour, and reads of the same products already in flight. The ledger
 * (StockLedger) stays the authority: its conditional update decides, a hint only spares the
 * queries of a refusal. Hints fall when the version moves (any replica's write, seen within
 * VERSION_POLL_MS) and, on this replica, at once when a product is changed or gets stock back
 * (their events).
 */
@Injectable()
export class SoldOutGate {
  /** Products seen sold out, per catalog version: a sold-out drop's late orders skip the database. */
  private readonly soldOut = new SoldOutHints();
  /**
   * Products without stock per size and colour, at a catalog version: variant rows come and go
   * only with product writes, which move the version, so a new order of these needs no
   * variant read. (Their quantities change with orders; whether they exist does not.)
   */
  private plain: { version: number; ids: Set<string> } = { version: -1, ids: new Set() };
  /** checkOrder's reads in flight, by products, with the version they started under. */
  private readonly reading = new Map<string, { version: number; loaded: Promise<Loaded> }>();

  constructor(private readonly ledger: StockLedger) {}

  /**
   * StockLedger.check() for a new order, outside any transaction, with `version` the catalog
   * version read just before. When every product of the cart was seen sold out at that
   * version, the lines are checked on those rows without a query (the same 400s, and a stock
   * of 0). Rows read as committed are remembered when sold out, and products without stock per
   * size and colour have their variant read skipped at that version after.
   */
  async checkOrder(
    manager: EntityManager,
    lines: readonly StockLine[],
    version: number,
  ): Promise<OrderableProduct[]> {
    const ids = idsOf(lines);
    const known = this.soldOut.rows(ids, version);
    if (known) return orderableLines(lines, known.rows, known.variantsOf);
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
    return orderableLines(lines, rows, variantsOf);
  }

  /** One read of checkOrder; what it saw committed is remembered under `version`. */
  private async loadOnce(
    manager: EntityManager,
    ids: readonly string[],
    version: number,
    plain: boolean,
  ): Promise<Loaded> {
    const committedBefore = readsCommittedOnly(manager);
    const loaded = await this.ledger.load(manager, ids, plain);
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
    if (now.some((product, i) => product !== products[i])) assertAvailable(quantities, now);
  }

  /**
   * StockLedger.take for a new order, in its transaction: a product found sold out is
   * remembered under `version`, the catalog version read before the transaction began.
   */
  take(
    manager: EntityManager,
    quantities: readonly StockQuantity[],
    now: Date,
    tracked: ReadonlySet<string>,
    version: number,
  ): Promise<void> {
    return this.ledger.take(manager, quantities, now, tracked, (row) =>
      this.soldOut.remember(version, row),
    );
  }

  /** An admin wrote the product: what was seen of it may be wrong now. */
  @OnEvent(ProductChanged.event)
  productChanged(event: ProductChanged): void {
    this.soldOut.forget([event.productId]);
    this.plain.ids.delete(event.productId);
  }

  /** Orders gave stock back: these products may be orderable again. */
  @OnEvent(StockReturned.event)
  stockReturned(event: StockReturned): void {
    this.soldOut.forget(event.productIds);
  }
}
