/**
 * A database's consistent snapshot for a backup, and its restore into an empty database
 * (backup/backup.ts puts it in the archive beside the images and the manifest).
 *
 * - SQLite: SQLite's online backup API (better-sqlite3 `backup()`), all pages in one step, so
 *   the copy is one consistent state even while the server writes; `database.sqlite`.
 * - MySQL/MariaDB: every table read through the driver inside ONE transaction started with
 *   `START TRANSACTION WITH CONSISTENT SNAPSHOT` at REPEATABLE READ: InnoDB's snapshot is the
 *   same consistent point `mysqldump --single-transaction` uses, without needing a dump
 *   client of the server's own version on the API's machine (the API image has none, and
 *   MariaDB's mysqldump and MySQL 8.4 disagree on details). Rows go to `database.json`; restore
 *   recreates the schema with the app's own migrations and inserts them.
 *
 * Sessions and rate-limit counters are left out: a restored shop starts with everyone signed out.
 */
import { existsSync, createWriteStream } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import type { Connection } from 'mysql2/promise';
import type { DatabaseConfig } from '../config/config';
import { createDataSource, MIGRATIONS } from './data-source';

type MysqlConfig = Extract<DatabaseConfig, { type: 'mysql' }>;

/** The shop's tables in an order that satisfies their foreign keys. */
export const BACKUP_TABLES = [
  'users',
  'categories',
  'products',
  'product_variant_stock',
  'settings',
  'catalog_version',
  'stored_images',
  'upload_tokens',
  'orders',
  'order_items',
  'order_status_changes',
  'order_notes',
  'blocked_phones',
  'cash_remittances',
  'activity_log',
  'admin_two_factor',
  'admin_recovery_codes',
  'promotions',
  'promotion_redemptions',
  'promotion_phone_uses',
  'outbox_messages',
  'whatsapp_opt_outs',
  'vat_documents',
  'vat_sequences',
] as const;
/** Kept out of backups, emptied by a restore. */
export const EPHEMERAL_TABLES = ['sessions', 'rate_limits'];

interface SqliteDatabase {
  prepare(sql: string): { all(...params: unknown[]): unknown[]; run(...p: unknown[]): unknown };
  backup(file: string, options: { progress: () => number }): Promise<unknown>;
  close(): void;
}
// better-sqlite3 ships no types; TypeORM loads it the same way.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const Sqlite = require('better-sqlite3') as new (
  path: string,
  options?: { readonly?: boolean; fileMustExist?: boolean },
) => SqliteDatabase;

/** A restore that cannot go on (not a backup, a newer one, a database not empty): the message is for the operator. */
export class RestoreError extends Error {}

/** What a snapshot holds: its file in the work folder, and what the manifest tells of it. */
export interface DatabaseSnapshot {
  /** `database.sqlite` or `database.json`, inside the work folder. */
  file: string;
  migrations: string[];
  rows: Record<string, number>;
  /** The stored images' names the snapshot's rows reference. */
  images: string[];
}

/** Writes a consistent snapshot of the configured database into the folder `work`. */
export function snapshotDatabase(db: DatabaseConfig, work: string): Promise<DatabaseSnapshot> {
  return db.type === 'sqlite' ? snapshotSqlite(db.path, work) : snapshotMysql(db.url, work);
}

/**
 * Restores the snapshot that `snapshotDatabase` wrote into `work` into the configured
 * database, which must be empty (RestoreError otherwise). `migrations`: those the snapshot's
 * schema had; MySQL's schema is rebuilt with them, then migrated forward to this version.
 */
export function restoreDatabase(
  db: DatabaseConfig,
  work: string,
  migrations: string[],
): Promise<void> {
  return db.type === 'sqlite'
    ? restoreSqlite(db.path, join(work, 'database.sqlite'))
    : restoreMysql(db, join(work, 'database.json'), migrations);
}

async function snapshotSqlite(path: string, work: string): Promise<DatabaseSnapshot> {
  if (!existsSync(path)) throw new Error(`No database at ${path}`);
  const source = new Sqlite(path, { fileMustExist: true });
  const copy = join(work, 'database.sqlite');
  try {
    // All pages in one step: one read transaction, so the copy is one consistent state.
    await source.backup(copy, { progress: () => 0x7fffffff });
  } finally {
    source.close();
  }
  const db = new Sqlite(copy);
  try {
    for (const table of EPHEMERAL_TABLES) db.prepare(`DELETE FROM ${table}`).run();
    const migrations = (
      db.prepare('SELECT name FROM migrations ORDER BY id').all() as Array<{
        name: string;
      }>
    ).map((m) => m.name);
    const rows: Record<string, number> = {};
    for (const table of BACKUP_TABLES) {
      rows[table] = Number(
        (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).all()[0] as { n: number }).n,
      );
    }
    const images = (
      db.prepare('SELECT name FROM stored_images ORDER BY name').all() as Array<{
        name: string;
      }>
    ).map((r) => r.name);
    db.prepare('VACUUM').run();
    return { file: 'database.sqlite', migrations, rows, images };
  } finally {
    db.close();
  }
}

/** A Date is kept as `{"$date": iso}` so a restore writes the same instant back. */
function encodeValue(value: unknown): unknown {
  if (value instanceof Date) return { $date: value.toISOString() };
  if (Buffer.isBuffer(value)) return { $base64: value.toString('base64') };
  return value;
}

function decodeValue(value: unknown): unknown {
  if (value && typeof value === 'object') {
    const v = value as { $date?: string; $base64?: string };
    if (v.$date) return new Date(v.$date);
    if (v.$base64) return Buffer.from(v.$base64, 'base64');
  }
  return value;
}

async function mysqlConnection(url: string): Promise<Connection> {
  return createConnection({
    uri: url.replace(/^mariadb:/, 'mysql:'),
    timezone: 'Z',
    supportBigNumbers: true,
    bigNumberStrings: true,
    dateStrings: false,
    charset: 'utf8mb4_unicode_ci',
  });
}

async function snapshotMysql(url: string, work: string): Promise<DatabaseSnapshot> {
  const c = await mysqlConnection(url);
  try {
    await c.query('SET SESSION TRANSACTION ISOLATION LEVEL REPEATABLE READ');
    await c.query('START TRANSACTION WITH CONSISTENT SNAPSHOT, READ ONLY');
    const [migrationRows] = await c.query('SELECT name FROM migrations ORDER BY id');
    const migrations = (migrationRows as Array<{ name: string }>).map((m) => m.name);
    const rows: Record<string, number> = {};
    const out = createWriteStream(join(work, 'database.json'));
    const write = (s: string) =>
      new Promise<void>((ok) => (out.write(s) ? ok() : out.once('drain', () => ok())));
    await write('{"tables":{');
    let first = true;
    let images: string[] = [];
    for (const table of BACKUP_TABLES) {
      const [result, fields] = await c.query({
        sql: `SELECT * FROM \`${table}\``,
        rowsAsArray: true,
      });
      const columns = (fields as Array<{ name: string }>).map((f) => f.name);
      const data = result as unknown[][];
      rows[table] = data.length;
      if (table === 'stored_images') {
        const at = columns.indexOf('name');
        images = data.map((r) => String(r[at])).sort();
      }
      await write(
        `${first ? '' : ','}${JSON.stringify(table)}:{"columns":${JSON.stringify(columns)},"rows":[`,
      );
      for (let i = 0; i < data.length; i++) {
        await write(`${i ? ',' : ''}${JSON.stringify(data[i].map(encodeValue))}`);
      }
      await write(']}');
      first = false;
    }
    await write('}}\n');
    await new Promise<void>((ok, fail) =>
      out.end((error?: Error | null) => (error ? fail(error) : ok())),
    );
    await c.query('COMMIT');
    return { file: 'database.json', migrations, rows, images };
  } finally {
    await c.end();
  }
}

async function restoreSqlite(path: string, copy: string): Promise<void> {
  if (existsSync(path)) {
    const db = new Sqlite(path, { readonly: true });
    let tables: unknown[];
    try {
      tables = db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        .all();
    } finally {
      db.close();
    }
    if (tables.length) {
      throw new RestoreError(
        `${path} is not empty: restore needs an empty database (move the file away first)`,
      );
    }
  }
  await mkdir(dirname(path), { recursive: true });
  for (const suffix of ['-wal', '-shm']) await rm(`${path}${suffix}`, { force: true });
  const partial = `${path}.restoring`;
  await copyFile(copy, partial);
  await rename(partial, path);
}

async function restoreMysql(db: MysqlConfig, dump: string, migrations: string[]): Promise<void> {
  const c = await mysqlConnection(db.url);
  try {
    const [tables] = await c.query(
      'SELECT COUNT(*) AS n FROM information_schema.tables WHERE table_schema = DATABASE()',
    );
    if (Number((tables as Array<{ n: number }>)[0].n) > 0) {
      throw new RestoreError(
        `Database ${db.database} is not empty: restore needs an empty database (CREATE DATABASE … CHARACTER SET utf8mb4)`,
      );
    }
  } finally {
    await c.end();
  }

  // The schema as the backup had it: its own migrations, no more.
  const atBackup = MIGRATIONS.filter((m) => migrations.includes(new m().name as string));
  const schema = createDataSource(db);
  schema.setOptions({ migrations: atBackup });
  await schema.initialize();
  try {
    await schema.runMigrations({ transaction: 'each' });
  } finally {
    await schema.destroy();
  }

  const data = JSON.parse(await readFile(dump, 'utf8')) as {
    tables: Record<string, { columns: string[]; rows: unknown[][] }>;
  };
  const c2 = await mysqlConnection(db.url);
  try {
    await c2.query('SET FOREIGN_KEY_CHECKS = 0');
    await c2.query('START TRANSACTION');
    for (const table of BACKUP_TABLES) {
      const entry = data.tables[table];
      if (!entry) continue;
      // Rows a migration put in (the catalog version) are replaced by the backup's.
      await c2.query(`DELETE FROM \`${table}\``);
      const cols = entry.columns.map((col) => `\`${col}\``).join(', ');
      for (let i = 0; i < entry.rows.length; i += 200) {
        const batch = entry.rows.slice(i, i + 200).map((r) => r.map(decodeValue));
        await c2.query(`INSERT INTO \`${table}\` (${cols}) VALUES ?`, [batch]);
      }
    }
    await c2.query('COMMIT');
    await c2.query('SET FOREIGN_KEY_CHECKS = 1');
  } finally {
    await c2.end();
  }

  // Then forward to this version's schema, as the API would at start.
  const forward = createDataSource(db);
  await forward.initialize();
  try {
    await forward.runMigrations({ transaction: 'each' });
  } finally {
    await forward.destroy();
  }
}
