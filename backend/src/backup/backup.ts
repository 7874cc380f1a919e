/**
 * Backups: one timestamped `.tar.gz` holding a consistent snapshot of the database
 * and the images it references, made while the shop keeps taking orders, and a restore into an
 * empty database. See README.md, "Backups and restore".
 *
 * - SQLite: SQLite's online backup API (better-sqlite3 `backup()`), all pages in one step, so
 *   the copy is one consistent state even while the server writes; `database.sqlite`.
 * - MySQL/MariaDB: every table read through the driver inside ONE transaction started with
 *   `START TRANSACTION WITH CONSISTENT SNAPSHOT` at REPEATABLE READ: InnoDB's snapshot is the
 *   same consistent point `mysqldump --single-transaction` uses, without needing a dump
 *   client of the server's own version on the API's machine (the API image has none, and
 *   MariaDB's mysqldump and MySQL 8.4 disagree on details). Rows go to `database.json`; restore
 *   recreates the schema with the app's own migrations and inserts them.
 * - Images: the snapshot's `stored_images` rows name them; each file (original and variants)
 *   is read through the configured storage driver (local folder or S3) into `uploads/`.
 *   Image names are never rewritten, so files read a moment after the snapshot are the same.
 *
 * Sessions and rate-limit counters are left out: a restored shop starts with everyone signed out.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, statSync } from 'node:fs';
import {
  copyFile,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rename,
  rm,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createConnection } from 'mysql2/promise';
import type { Connection } from 'mysql2/promise';
import * as tar from 'tar';
import type { AppConfig } from '../config/config';
import { IMAGE_VARIANT_WIDTHS } from '../contract';
import { createDataSource } from '../database/data-source';
import { MIGRATIONS } from '../database/data-source';
import { LocalObjectStorage } from '../uploads/storage/local-storage';
import type { ObjectStorage } from '../uploads/storage/object-storage';
import { S3ObjectStorage } from '../uploads/storage/s3-storage';

export const BACKUP_FORMAT = 'freakdrop-backup';
export const BACKUP_VERSION = 1;

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
  'cash_remittances',
] as const;
/** Kept out of backups, emptied by a restore. */
const EPHEMERAL_TABLES = ['sessions', 'rate_limits'];

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  database: 'sqlite' | 'mysql';
  migrations: string[];
  rows: Record<string, number>;
  images: number;
  files: number;
  missingFiles: string[];
}

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

export function storageFor(config: AppConfig): ObjectStorage {
  return config.s3 ? new S3ObjectStorage(config.s3) : new LocalObjectStorage(config.uploadDir);
}

function imageKeys(name: string): string[] {
  return [`${name}.webp`, ...IMAGE_VARIANT_WIDTHS.map((w) => `${name}-${w}.webp`)];
}

/** `freakdrop-backup-2026-11-24T01-02-03Z.tar.gz` */
export function backupFileName(now = new Date()): string {
  return `freakdrop-backup-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}.tar.gz`;
}

/**
 * Writes a backup to `out` (a file path; written under a temporary name and renamed when
 * complete) and returns its manifest.
 */
export async function createBackup(config: AppConfig, out: string): Promise<BackupManifest> {
  const work = await mkdtemp(join(tmpdir(), 'fd-backup-'));
  try {
    const snapshot =
      config.database.type === 'sqlite'
        ? await snapshotSqlite(config.database.path, work)
        : await snapshotMysql(config.database.url, work);

    const storage = storageFor(config);
    await mkdir(join(work, 'uploads'));
    let files = 0;
    const missingFiles: string[] = [];
    try {
      for (const name of snapshot.images) {
        for (const key of imageKeys(name)) {
          const object = await storage.get(key);
          if (!object) {
            missingFiles.push(key);
            continue;
          }
          await writeFile(join(work, 'uploads', key), object.body);
          files += 1;
        }
      }
    } finally {
      (storage as Partial<S3ObjectStorage>).onModuleDestroy?.();
    }

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      database: config.database.type,
      migrations: snapshot.migrations,
      rows: snapshot.rows,
      images: snapshot.images.length,
      files,
      missingFiles,
    };
    await writeFile(join(work, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

    const partial = `${out}.${randomBytes(4).toString('hex')}.partial`;
    await mkdir(dirname(resolve(out)), { recursive: true });
    const entries = ['manifest.json', snapshot.file, 'uploads'];
    await tar.create({ gzip: true, file: partial, cwd: work, portable: true }, entries);
    await rename(partial, out);
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

interface Snapshot {
  file: string;
  migrations: string[];
  rows: Record<string, number>;
  images: string[];
}

async function snapshotSqlite(path: string, work: string): Promise<Snapshot> {
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

async function snapshotMysql(url: string, work: string): Promise<Snapshot> {
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

export class RestoreError extends Error {}

/** Restores the backup file into the configured database, which must be empty, and storage. */
export async function restoreBackup(config: AppConfig, file: string): Promise<BackupManifest> {
  if (!existsSync(file) || !statSync(file).isFile())
    throw new RestoreError(`No such file: ${file}`);
  const work = await mkdtemp(join(tmpdir(), 'fd-restore-'));
  try {
    await pipeline(createReadStream(file), tar.extract({ cwd: work, strict: true }));
    const manifest = JSON.parse(
      await readFile(join(work, 'manifest.json'), 'utf8'),
    ) as BackupManifest;
    if (manifest.format !== BACKUP_FORMAT || manifest.version !== BACKUP_VERSION) {
      throw new RestoreError(`${file} is not a FreakDrop backup (version ${BACKUP_VERSION})`);
    }
    if (manifest.database !== config.database.type) {
      throw new RestoreError(
        `This backup is of a ${manifest.database === 'sqlite' ? 'SQLite' : 'MySQL'} database: point DATABASE_URL at an empty ${manifest.database === 'sqlite' ? 'sqlite:<file>' : 'mysql://… database'}`,
      );
    }
    const known = MIGRATIONS.map((m) => new m().name as string);
    const unknown = manifest.migrations.filter((m) => !known.includes(m));
    if (unknown.length) {
      throw new RestoreError(
        `The backup comes from a newer version (migration ${unknown[0]}): upgrade first`,
      );
    }
    if (config.database.type === 'sqlite') {
      await restoreSqlite(config.database.path, join(work, 'database.sqlite'));
    } else {
      await restoreMysql(config, join(work, 'database.json'), manifest.migrations);
    }

    const storage = storageFor(config);
    try {
      const dir = join(work, 'uploads');
      for (const key of await readdir(dir)) {
        await storage.put(key, await readFile(join(dir, key)), 'image/webp');
      }
    } finally {
      (storage as Partial<S3ObjectStorage>).onModuleDestroy?.();
    }
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
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

async function restoreMysql(config: AppConfig, dump: string, migrations: string[]): Promise<void> {
  if (config.database.type !== 'mysql') return;
  const c = await mysqlConnection(config.database.url);
  try {
    const [tables] = await c.query(
      'SELECT COUNT(*) AS n FROM information_schema.tables WHERE table_schema = DATABASE()',
    );
    if (Number((tables as Array<{ n: number }>)[0].n) > 0) {
      throw new RestoreError(
        `Database ${config.database.database} is not empty: restore needs an empty database (CREATE DATABASE … CHARACTER SET utf8mb4)`,
      );
    }
  } finally {
    await c.end();
  }

  // The schema as the backup had it: its own migrations, no more.
  const atBackup = MIGRATIONS.filter((m) => migrations.includes(new m().name as string));
  const schema = createDataSource(config.database);
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
  const c2 = await mysqlConnection(config.database.url);
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
  const forward = createDataSource(config.database);
  await forward.initialize();
  try {
    await forward.runMigrations({ transaction: 'each' });
  } finally {
    await forward.destroy();
  }
}
