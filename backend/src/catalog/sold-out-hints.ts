import type { ProductEntity } from './product.entity';

/** What this process saw of a product whose stock was 0, and at which catalog version. */
interface Hint {
  version: number;
  row: ProductEntity;
  variants?: ReadonlyMap<string, number>;
}

/** Enough for a drop's products; past it the hints start over (they are only a shortcut). */
const MAX_HINTS = 10_000;

/**
 * Products this process has seen sold out (stock 0 on a committed read), each under the catalog
 * version read BEFORE that read. Stock only comes back through a write that moves the version
 * in its transaction (an admin edit, a cancelled or deleted order, the auto-cancel), so while the
 * version is the same the product is still sold out and an order for it can be answered 409
 * without asking the database. Any other version drops the hint; the database stays the
 * authority (the conditional stock update), a hint only spares the queries of a refusal.
 * Another replica's restock shows here when this replica reads the new version (within
 * VERSION_POLL_MS), like every cached public answer.
 */
export class SoldOutHints {
  private readonly hints = new Map<string, Hint>();

  /** Keeps `row` when its stock is 0; `version` must have been read before `row` was. */
  remember(version: number, row: ProductEntity, variants?: ReadonlyMap<string, number>): void {
    if (row.stockQuantity > 0) return;
    if (this.hints.size >= MAX_HINTS) this.hints.clear();
    // A product with no stock has none of any size and colour (its total is their sum).
    const none = variants && new Map([...variants.keys()].map((key) => [key, 0]));
    this.hints.set(row.id, { version, row, variants: none });
  }

  /** Drops what was seen of these products (their stock came back, or an admin wrote them). */
  forget(productIds: readonly string[]): void {
    for (const id of productIds) this.hints.delete(id);
  }

  /** True when the product was seen sold out at exactly `version` (undefined: not known now). */
  isSoldOut(productId: string, version: number | undefined): boolean {
    return this.hint(productId, version) !== undefined;
  }

  /**
   * The rows of `ids` as they were seen sold out, when every one of them is hinted at
   * `version`; else undefined (the caller reads the database).
   */
  rows(
    ids: readonly string[],
    version: number,
  ): { rows: ProductEntity[]; variantsOf: Map<string, ReadonlyMap<string, number>> } | undefined {
    const rows: ProductEntity[] = [];
    const variantsOf = new Map<string, ReadonlyMap<string, number>>();
    for (const id of ids) {
      const hint = this.hint(id, version);
      if (!hint) return undefined;
      rows.push(hint.row);
      if (hint.variants) variantsOf.set(id, hint.variants);
    }
    return { rows, variantsOf };
  }

  private hint(productId: string, version: number | undefined): Hint | undefined {
    const hint = this.hints.get(productId);
    if (!hint || version === undefined) return undefined;
    if (hint.version === version) return hint;
    // The catalog changed since: the stock may be back. (An older version is a stale read.)
    if (hint.version < version) this.hints.delete(productId);
    return undefined;
  }
}
