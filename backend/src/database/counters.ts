/**
 * Counters a transaction moves with one conditional write, so the database decides who gets
 * the last unit under concurrency: the rows it changed say whether it counted. Writes go through
 * the transaction's own connection.
 */
import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import { dialectOf } from './dialect';

/** A write through the transaction's own connection; resolves with the rows it changed. */
export async function rowsChangedBy(
  manager: EntityManager,
  sql: string,
  params: unknown[],
): Promise<number> {
  const runner = manager.queryRunner;
  if (!runner) throw new Error('rowsChangedBy runs inside a transaction');
  const result = (await runner.query(sql, params, true)) as { affected?: number };
  return result.affected ?? 0;
}

/** A date as a raw statement's parameter for `entity`'s datetime column `property`. */
export function dateParam<T extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  property: string,
  value: Date,
): unknown {
  const column = manager.connection
    .getMetadata(entity)
    .findColumnWithPropertyName(property) as ColumnMetadata;
  return manager.connection.driver.preparePersistentValue(value, column);
}

/** A counter row: its table, its key (column → value) and the counting column. */
export interface CounterRow {
  table: string;
  key: Record<string, string>;
  column: string;
}

/**
 * Before the transaction that counts: on MySQL/MariaDB the counter row is created at 0 unless
 * it exists (`INSERT IGNORE`, its own statement), so concurrent transactions only UPDATE it (two
 * inserting the same new key wait on each other's key locks). SQLite: nothing, `countBelow`
 * creates it (its transactions run one at a time).
 */
export async function prepareCounter(manager: EntityManager, row: CounterRow): Promise<void> {
  if (dialectOf(manager) !== 'mysql') return;
  const columns = [...Object.keys(row.key), row.column];
  await manager.query(
    `INSERT IGNORE INTO ${row.table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
    [...Object.values(row.key), 0],
  );
}

/**
 * Inside a transaction: adds 1 to the counter when it is below `limit` (creating the row at 1
 * when missing); true when it counted. SQLite: one upsert whose update is conditional. MySQL:
 * the conditional UPDATE (the row was prepared), and only when it changed nothing a read of
 * whether the row exists, to create it when it was not there.
 */
export async function countBelow(
  manager: EntityManager,
  row: CounterRow,
  limit: number,
): Promise<boolean> {
  if (limit < 1) return false;
  const keys = Object.keys(row.key);
  const values = Object.values(row.key);
  if (dialectOf(manager) === 'sqlite') {
    const changed = await rowsChangedBy(
      manager,
      `INSERT INTO ${row.table} (${[...keys, row.column].join(', ')}) VALUES (${keys.map(() => '?').join(', ')}, 1) ` +
        `ON CONFLICT (${keys.join(', ')}) DO UPDATE SET ${row.column} = ${row.column} + 1 WHERE ${row.column} < ?`,
      [...values, limit],
    );
    return changed === 1;
  }
  const where = keys.map((k) => `${k} = ?`).join(' AND ');
  const moved = await rowsChangedBy(
    manager,
    `UPDATE ${row.table} SET ${row.column} = ${row.column} + 1 WHERE ${where} AND ${row.column} < ?`,
    [...values, limit],
  );
  if (moved === 1) return true;
  const found = (await manager.query(
    `SELECT 1 AS found FROM ${row.table} WHERE ${where}`,
    values,
  )) as unknown[];
  if (found.length > 0) return false;
  await manager.query(
    `INSERT INTO ${row.table} (${[...keys, row.column].join(', ')}) VALUES (${keys.map(() => '?').join(', ')}, 1)`,
    values,
  );
  return true;
}
