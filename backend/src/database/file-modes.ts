import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';

/** Folders the shop creates for its data: only its own user may list or enter them. */
export const PRIVATE_DIR_MODE = 0o700;
/** The database and its WAL files: only the shop's user may read them (customers' addresses). */
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Before SQLite opens `path`: its folder is created 0700 when missing, and the file is created
 * (empty, which SQLite takes as a new database) or narrowed to 0600. SQLite gives the -wal and
 * -shm files the mode of the database file. A folder that already exists is left as the
 * operator made it: it may be shared (e.g. /tmp).
 */
export function prepareSqliteFile(path: string): void {
  mkdirSync(dirname(path), { recursive: true, mode: PRIVATE_DIR_MODE });
  if (existsSync(path)) {
    for (const file of [path, `${path}-wal`, `${path}-shm`]) {
      if (existsSync(file)) chmodSync(file, PRIVATE_FILE_MODE);
    }
  } else {
    closeSync(openSync(path, 'a', PRIVATE_FILE_MODE));
  }
}
