/**
 * Backups: one timestamped `.tar.gz` holding a consistent snapshot of the database
 * (database/snapshots.ts: SQLite's online backup, or one InnoDB consistent-snapshot read of
 * every table on MySQL/MariaDB) and the images it references, made while the shop keeps taking
 * orders, and a restore into an empty database. See README.md, "Backups and restore".
 *
 * Images: the snapshot's `stored_images` rows name them; each file (original and variants)
 * is read through the configured storage (local folder or S3) into `uploads/`. Image names
 * are never rewritten, so files read a moment after the snapshot are the same.
 *
 * Sessions and rate-limit counters are left out: a restored shop starts with everyone signed out.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import type { AppConfig, DatabaseConfig } from '../config/config';
import { IMAGE_VARIANT_WIDTHS } from '../contract';
import { MIGRATIONS } from '../database/data-source';
import { RestoreError, restoreDatabase, snapshotDatabase } from '../database/snapshots';
import { LocalObjectStorage } from '../uploads/storage/local-storage';
import type { ObjectStorage } from '../uploads/storage/object-storage';
import { S3ObjectStorage } from '../uploads/storage/s3-storage';

export const BACKUP_FORMAT = 'freakdrop-backup';
export const BACKUP_VERSION = 1;
export { BACKUP_TABLES } from '../database/snapshots';
export { RestoreError };

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  database: DatabaseConfig['type'];
  migrations: string[];
  rows: Record<string, number>;
  images: number;
  files: number;
  missingFiles: string[];
}

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
    const snapshot = await snapshotDatabase(config.database, work);

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
    await restoreDatabase(config.database, work, manifest.migrations);

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
