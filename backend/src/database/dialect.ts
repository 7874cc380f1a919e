/**
 * The small differences between SQLite (better-sqlite3) and MySQL/MariaDB (mysql2), each behind
 * a named function, so code outside `database/` asks for what it needs and never which database
 * it runs on. Only files of `database/` call `dialectOf`.
 */
import type { DataSource, EntityManager } from 'typeorm';

export type Dialect = 'sqlite' | 'mysql';

/** The dialect a data source (or an entity manager's) speaks; MariaDB speaks MySQL's. */
export function dialectOf(source: DataSource | EntityManager): Dialect {
  const { type } = 'options' in source ? source.options : source.connection.options;
  return type === 'mysql' || type === 'mariadb' ? 'mysql' : 'sqlite';
}

/**
 * connect-typeorm's options that depend on the database: MySQL/MariaDB cannot `LIMIT` inside
 * an `IN` subquery, so there the store selects the expired sessions' ids first.
 */
export function sessionStoreOptions(dataSource: DataSource): { limitSubquery: boolean } {
  return { limitSubquery: dialectOf(dataSource) !== 'mysql' };
}

/**
 * SQL for the calendar day (`YYYY-MM-DD`) of a UTC DATETIME `column` shifted by `offsetMinutes`
 * (a shop's time zone): the key to group a day's rows by. `offsetMinutes` must be an integer;
 * it is written into the SQL, never a client's value.
 */
export function localDaySql(dataSource: DataSource, column: string, offsetMinutes: number): string {
  const offset = Math.trunc(offsetMinutes);
  return dialectOf(dataSource) === 'mysql'
    ? `DATE_FORMAT(DATE_ADD(${column}, INTERVAL ${offset} MINUTE), '%Y-%m-%d')`
    : `strftime('%Y-%m-%d', ${column}, '${offset >= 0 ? '+' : ''}${offset} minutes')`;
}

/**
 * Whether a read through `manager` sees committed rows only. Inside a transaction: no (its
 * own writes may still roll back). MySQL outside one: yes, every read has a pooled connection
 * of its own. SQLite: TypeORM shares one connection, so a read while any transaction is open on
 * it sees that transaction's writes; ask before and after the read (better-sqlite3's own
 * `inTransaction` flag).
 */
export function readsCommittedOnly(manager: EntityManager): boolean {
  if (manager.queryRunner) return false;
  const { type } = manager.connection.options;
  if (type === 'mysql' || type === 'mariadb') return true;
  if (type !== 'better-sqlite3') return false;
  // The better-sqlite3 Database under TypeORM's driver (TypeORM types it as any).
  const driver = manager.connection.driver as unknown as {
    databaseConnection?: { inTransaction?: boolean };
  };
  return driver.databaseConnection?.inTransaction === false;
}

/**
 * A DATETIME as a raw query returns it: a Date from mysql2 (UTC, the data source's timezone),
 * UTC text `YYYY-MM-DD HH:MM:SS[.fff]` from SQLite.
 */
export function rawDateTime(value: Date | string): Date {
  return value instanceof Date ? value : new Date(`${value.replace(' ', 'T')}Z`);
}

/**
 * What ends a SELECT that locks the rows it reads until the transaction ends (MySQL's
 * `FOR UPDATE`, so two transactions checking the same rows take turns). SQLite: nothing, its
 * writing transactions already run one at a time (transactions.ts).
 */
export function lockingReadSuffix(manager: EntityManager): string {
  return dialectOf(manager) === 'mysql' ? ' FOR UPDATE' : '';
}

/**
 * What ends a SELECT that claims rows for this transaction while others claim theirs: MySQL 8
 * and MariaDB ≥ 10.6 `FOR UPDATE SKIP LOCKED` (rows another transaction holds are passed over,
 * so senders on several replicas each take different rows without waiting). SQLite: nothing,
 * its writing transactions run one at a time (a single writer).
 */
export function skipLockedSuffix(manager: EntityManager): string {
  return dialectOf(manager) === 'mysql' ? ' FOR UPDATE SKIP LOCKED' : '';
}
