import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertObjectKey, ObjectStorage, StoredObject } from './object-storage';

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp' };

/**
 * Files under UPLOAD_DIR; written to a temporary name and renamed, so readers never see half a
 * file, and the temporary file is removed when the write fails (ENOSPC, EROFS, EACCES...).
 */
export class LocalObjectStorage implements ObjectStorage {
  readonly driver = 'local' as const;

  constructor(private readonly root: string) {}

  async put(key: string, body: Buffer): Promise<void> {
    assertObjectKey(key);
    const path = join(this.root, key);
    await mkdir(dirname(path), { recursive: true }).catch(async (error: NodeJS.ErrnoException) => {
      // On a read-only file system Node reports ENOENT here; one plain mkdir tells the reason.
      if (error.code === 'ENOENT') await mkdir(dirname(path));
      throw error;
    });
    const tmp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(tmp, body);
      await rename(tmp, path);
    } catch (error) {
      // A full disk leaves half a file behind: never keep it.
      await rm(tmp, { force: true }).catch(() => undefined);
      throw error;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    assertObjectKey(key);
    try {
      const body = await readFile(join(this.root, key));
      const ext = key.split('.').pop() ?? '';
      return { body, contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream' };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async size(key: string): Promise<number | null> {
    assertObjectKey(key);
    try {
      return (await stat(join(this.root, key))).size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertObjectKey(key);
    await rm(join(this.root, key), { force: true });
  }
}
