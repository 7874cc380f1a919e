/**
 * Reads straight through the driver, for the one query a hot path costs (a product page's
 * row): a cached prepared statement on SQLite, a server-side prepared statement on a pooled
 * connection on MySQL/MariaDB. TypeORM's query-runner round (a runner per call, events,
 * parameter escaping) is left out; the rows come back raw and `hydrateRow` turns one into an
 * entity with TypeORM's own per-column conversion.
 */
import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import { dialectOf } from './dialect';

/** Runs one SELECT (`?` placeholders) and resolves with its rows, column name → raw value. */
export type DirectRead = (sql: string, params: readonly unknown[]) => Promise<unknown[]>;

/** The parts of better-sqlite3 and mysql2 used here (TypeORM types its drivers' handles as any). */
interface SqliteHandle {
  prepare(sql: string): { all(...params: unknown[]): unknown[] };
}
interface MysqlPool {
  execute(sql: string, params: unknown[], done: (error: Error | null, rows: unknown) => void): void;
}

/** A reader bound to `dataSource`'s driver; the driver's handles are looked up on every read. */
export function directReader(dataSource: DataSource): DirectRead {
  const driver = dataSource.driver as unknown as {
    databaseConnection?: SqliteHandle;
    pool?: MysqlPool;
  };
  if (dialectOf(dataSource) === 'mysql') {
    return (sql, params) =>
      new Promise((resolve, reject) => {
        const pool = driver.pool;
        if (!pool) return reject(new Error('The database pool is closed'));
        pool.execute(sql, params as unknown[], (error, rows) =>
          error ? reject(error) : resolve(rows as unknown[]),
        );
      });
  }
  const statements = new Map<string, { all(...params: unknown[]): unknown[] }>();
  return (sql, params) => {
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

/** The entity's selectable columns (`select: false` ones left out), quoted, comma separated. */
export function selectableColumns(
  dataSource: DataSource,
  target: EntityTarget<ObjectLiteral>,
): string {
  return dataSource
    .getMetadata(target)
    .columns.filter((column) => column.isSelect)
    .map((column) => dataSource.driver.escape(column.databaseName))
    .join(', ');
}

/** An entity from a raw row read with selectableColumns, each column as TypeORM converts it. */
export function hydrateRow<T extends ObjectLiteral>(
  dataSource: DataSource,
  Entity: new () => T,
  row: Record<string, unknown>,
): T {
  const entity = new Entity();
  for (const column of dataSource.getMetadata(Entity).columns) {
    if (!column.isSelect) continue;
    const value = dataSource.driver.prepareHydratedValue(row[column.databaseName], column);
    Object.assign(entity, { [column.propertyName]: value });
  }
  return entity;
}
