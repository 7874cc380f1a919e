import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
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

/** The parts of better-sqlite3 and mysql2 used here (TypeORM types its drivers' handles as any). */
interface SqliteHandle {
  prepare(sql: string): { all(...params: unknown[]): unknown[] };
}
interface MysqlPool {
  execute(sql: string, params: unknown[], done: (error: Error | null, rows: unknown) => void): void;
}

/**
 * Reads a product's head on every product-page request, straight through the driver: a
 * prepared statement on SQLite, a server-side prepared statement on MySQL. It is the one
 * query a cached product page costs, so TypeORM's query-runner round (a runner per call,
 * events, parameter escaping) is left out of it.
 */
@Injectable()
export class ProductHeads {
  private readonly read: (sql: string, params: string[]) => Promise<unknown[]>;
  private readonly bySlug: string;
  private readonly bySlugOrId: string;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    // The whole row but the search text: a page that is not cached yet is built from this same
    // read, so every product-page request costs one query, hit or miss.
    const columns = this.metadata.columns
      .filter((column) => column.isSelect)
      .map((column) => dataSource.driver.escape(column.databaseName))
      .join(', ');
    this.bySlug = `SELECT ${columns} FROM products WHERE slug = ?`;
    this.bySlugOrId = `SELECT ${columns} FROM products WHERE slug = ? OR id = ?`;
    const driver = dataSource.driver as unknown as {
      databaseConnection?: SqliteHandle;
      pool?: MysqlPool;
    };
    if (dataSource.options.type === 'mysql') {
      this.read = (sql, params) =>
        new Promise((resolve, reject) => {
          const pool = driver.pool;
          if (!pool) return reject(new Error('The database pool is closed'));
          pool.execute(sql, params, (error, rows) =>
            error ? reject(error) : resolve(rows as unknown[]),
          );
        });
    } else {
      const statements = new Map<string, { all(...params: unknown[]): unknown[] }>();
      this.read = (sql, params) => {
        const connection = driver.databaseConnection;
        if (!connection) return Promise.reject(new Error('The database is closed'));
        let statement = statements.get(sql);
        if (!statement) {
          statement = connection.prepare(sql);
          statements.set(sql, statement);
        }
        return Promise.resolve(statement.all(...params));
      };
    }
  }

  /** Reads already made for a request, by slug: its page's key and its data share one row. */
  private readonly byRequest = new WeakMap<object, Map<string, Promise<ProductRow | null>>>();

  /**
   * The product a slug (or an id) names, or null. A slug match wins over an id match. With a
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
    const entity = new ProductEntity();
    for (const column of this.metadata.columns) {
      if (!column.isSelect) continue;
      const value = this.dataSource.driver.prepareHydratedValue(row[column.databaseName], column);
      Object.assign(entity, { [column.propertyName]: value });
    }
    return entity;
  }

  private get metadata() {
    return this.dataSource.getMetadata(ProductEntity);
  }
}

/** The cache key of a product page: changes whenever its stock or anything else of it does. */
export function productPageKey(head: ProductHead): string {
  const updated = head.updatedAt instanceof Date ? head.updatedAt.getTime() : head.updatedAt;
  return `product:${head.id}:${head.stockQuantity}:${String(updated)}`;
}
