/**
 * Where image bytes live. Two drivers: a local folder (default) and an S3-compatible bucket,
 * chosen by the config, so any number of API replicas can share one store.
 */
export interface StoredObject {
  body: Buffer;
  contentType: string;
}

export interface ObjectStorage {
  readonly driver: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** null when there is no such object. */
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** Size in bytes, or null when there is no such object (read before downloading an upload). */
  size(key: string): Promise<number | null>;
  /**
   * A URL a browser can PUT the object to directly, valid for `expiresInSeconds` (S3 only:
   * the local driver's uploads go through the API's own signed endpoint instead).
   */
  presignPut?(key: string, contentType: string, expiresInSeconds: number): Promise<string>;
}

export const OBJECT_STORAGE = Symbol('OBJECT_STORAGE');

/** Keys are chosen by the server: lowercase letters, digits, `-`, `.` and one optional folder. */
export const OBJECT_KEY_PATTERN = /^(?:[a-z]+\/)?[a-z0-9][a-z0-9.-]{0,80}$/;

export function assertObjectKey(key: string): void {
  if (!OBJECT_KEY_PATTERN.test(key) || key.includes('..'))
    throw new Error(`Invalid object key: ${key}`);
}
