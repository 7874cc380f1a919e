/**
 * Recognises a broken unique key by the driver's error number, never by its wording:
 * - SQLite (better-sqlite3): code `SQLITE_CONSTRAINT_UNIQUE` (extended result code 2067); the
 *   error then lists the constrained columns as `table.column`.
 * - MySQL / MariaDB (mysql2): errno 1062 (`ER_DUP_ENTRY`); the error then names the key,
 *   `'UQ_x'` (MariaDB) or `'table.UQ_x'` (MySQL 8).
 *
 * The migrations name every unique index `UQ_<table>_<column>`, so a (table, column) pair
 * identifies the key on both databases.
 */
const SQLITE_UNIQUE = 'SQLITE_CONSTRAINT_UNIQUE';
const MYSQL_DUP_ENTRY = 1062;

interface DriverError {
  code?: unknown;
  errno?: unknown;
  message?: unknown;
  sqlMessage?: unknown;
}

/** TypeORM wraps the driver's error (QueryFailedError.driverError); both shapes are accepted. */
function driverErrorOf(error: unknown): DriverError | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const wrapped = (error as { driverError?: unknown }).driverError;
  return (wrapped && typeof wrapped === 'object' ? wrapped : error) as DriverError;
}

/** True when `error` broke the unique key on `table.column` (any other error: false). */
export function isUniqueViolation(error: unknown, table: string, column: string): boolean {
  const e = driverErrorOf(error);
  if (!e) return false;
  if (e.code === SQLITE_UNIQUE && typeof e.message === 'string') {
    // "UNIQUE constraint failed: products.sku" (a key on several columns lists them all).
    const listed = e.message.slice(e.message.lastIndexOf(':') + 1).split(',');
    return listed.some((c) => c.trim() === `${table}.${column}`);
  }
  if (e.errno === MYSQL_DUP_ENTRY && typeof e.sqlMessage === 'string') {
    // "Duplicate entry 'x' for key 'UQ_products_sku'" (MySQL 8: 'products.UQ_products_sku').
    const key = /'([^']+)'\s*$/.exec(e.sqlMessage)?.[1] ?? '';
    return key.split('.').pop() === `UQ_${table}_${column}`;
  }
  return false;
}
