import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { directReader, hydrateRow, selectableColumns } from '../database/direct-reads';
import type { DirectRead } from '../database/direct-reads';
import { ProductEntity } from './product.entity';

/** What decides whether a product's cached page is current: its id, stock and update time. */
export interface ProductHead {
  id: string;
  stockQuantity: number;
  updatedAt: unknown;
}

/** A products row as the driver returns it (column name → raw value), head included. */
export type ProductRow = ProductHead & Record<string, unknown>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Reads a product's head on every product-page request, straight through the driver
 * (`database/direct-reads.ts`): it is the one query a cached product page costs.
 */
@Injectable()
export class ProductHeads {
  private readonly read: DirectRead;
  private readonly bySlug: string;
  private readonly bySlugOrId: string;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    // The whole row but the search text: a page that is not cached yet is built from this same
    // read, so every product-page request costs one query, hit or miss.
    const columns = selectableColumns(dataSource, ProductEntity);
    // Drafts are not found: every public read of a product page (the API, the fast path, the
    // storefront's pages and their caches) starts here.
    this.bySlug = `SELECT ${columns} FROM products WHERE slug = ? AND status = 'active'`;
    this.bySlugOrId = `SELECT ${columns} FROM products WHERE (slug = ? OR id = ?) AND status = 'active'`;
    this.read = directReader(dataSource);
  }

  /** Reads already made for a request, by slug: its page's key and its data share one row. */
  private readonly byRequest = new WeakMap<object, Map<string, Promise<ProductRow | null>>>();

  /**
   * The active product a slug (or an id) names, or null (also for a draft). A slug match wins over an id match. With a
   * `request`, the row is read once for it: the page cache's key, its route's key and the
   * page's data are then one snapshot, in one query.
   */
  find(slugOrId: string, request?: object): Promise<ProductRow | null> {
    if (!request) return this.lookup(slugOrId);
    let reads = this.byRequest.get(request);
    if (!reads) {
      reads = new Map();
      this.byRequest.set(request, reads);
    }
    let read = reads.get(slugOrId);
    if (!read) {
      read = this.lookup(slugOrId);
      reads.set(slugOrId, read);
    }
    return read;
  }

  private async lookup(slugOrId: string): Promise<ProductRow | null> {
    const byId = UUID.test(slugOrId);
    const rows = (await this.read(
      byId ? this.bySlugOrId : this.bySlug,
      byId ? [slugOrId, slugOrId] : [slugOrId],
    )) as ProductRow[];
    return rows.find((row) => row.id !== slugOrId) ?? rows[0] ?? null;
  }

  /** The entity of a row read by find(), hydrated by TypeORM's own per-column conversion. */
  hydrate(row: ProductRow): ProductEntity {
    return hydrateRow(this.dataSource, ProductEntity, row);
  }
}

/** The cache key of a product page: changes whenever its stock or anything else of it does. */
export function productPageKey(head: ProductHead): string {
  const updated = head.updatedAt instanceof Date ? head.updatedAt.getTime() : head.updatedAt;
  return `product:${head.id}:${head.stockQuantity}:${String(updated)}`;
}
