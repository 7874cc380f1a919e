/**
 * Faults outside the request's control — the database stopped or frozen, the disk full, the
 * image storage not answering — turned into answers a client can act on instead of a 500:
 *
 * - **503** `Service Unavailable` with `Retry-After` when the database cannot be reached (or a
 *   query outlived DB_TIMEOUT_SECONDS, or SQLite stayed locked, or could not read or write its
 *   file — a full disk included: a shopper can only come back later);
 * - **507** `Insufficient Storage` when an image cannot be written: the disk is full or
 *   read-only, or the image bucket fails or times out (the admin who uploads can act on it).
 *
 * Both keep the error shape clients read, `{statusCode, message}`; nothing of the driver's message leaks.
 */
import { HttpException, HttpStatus } from '@nestjs/common';
import { MSG } from '../contract';

/** What `Retry-After` says on a 503: the client may try again after this many seconds. */
export const RETRY_AFTER_SECONDS = 5;

/** A database that cannot answer now: connection refused, lost, timed out, server going away. */
const DB_UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR',
  'PROTOCOL_ENQUEUE_AFTER_QUIT',
  'ER_SERVER_SHUTDOWN',
  'ER_CON_COUNT_ERROR',
  'ER_TOO_MANY_USER_CONNECTIONS',
  'ER_LOCK_WAIT_TIMEOUT',
  'ER_LOCK_DEADLOCK',
  'ER_CONNECTION_KILLED',
  'ER_QUERY_INTERRUPTED',
  'ER_NET_READ_ERROR',
  'ER_NET_READ_INTERRUPTED',
  'ER_NET_ERROR_ON_WRITE',
  'ER_NET_WRITE_INTERRUPTED',
  'ER_CLIENT_INTERACTION_TIMEOUT',
  'DB_TIMEOUT',
]);
/** mysql2's own errors that carry no code, matched by their (fixed) text. */
const DB_UNAVAILABLE_MESSAGES = [
  "Can't add new command when connection is in closed state",
  'Pool is closed',
  'Queue limit reached',
  'Connection lost',
];
/** SQLite: locked past busy_timeout, or the file cannot be read or written. */
const SQLITE_UNAVAILABLE = /^SQLITE_(BUSY|LOCKED|IOERR|READONLY|CANTOPEN|PROTOCOL)/;
/** A full disk or quota. */
const FULL_CODES = new Set(['ENOSPC', 'EDQUOT']);
/** A folder or file system that does not let the shop write. */
const NOT_WRITABLE_CODES = new Set(['EACCES', 'EPERM', 'EROFS']);

interface ErrorLike {
  code?: unknown;
  name?: unknown;
  message?: unknown;
  driverError?: unknown;
  cause?: unknown;
  $metadata?: { httpStatusCode?: number };
}

/** The error and what it wraps (TypeORM's QueryFailedError.driverError, `cause`). */
function chain(error: unknown): ErrorLike[] {
  const out: ErrorLike[] = [];
  let current = error as ErrorLike | undefined;
  while (current && typeof current === 'object' && out.length < 5) {
    out.push(current);
    current = (current.driverError ?? current.cause) as ErrorLike | undefined;
  }
  return out;
}

function codeOf(e: ErrorLike): string {
  return typeof e.code === 'string' ? e.code : '';
}

/** A 503 with MSG.serviceUnavailable when `error` means the database cannot answer now. */
export function databaseFault(error: unknown): HttpException | null {
  for (const e of chain(error)) {
    const code = codeOf(e);
    const message = typeof e.message === 'string' ? e.message : '';
    if (
      DB_UNAVAILABLE_CODES.has(code) ||
      code === 'SQLITE_FULL' ||
      SQLITE_UNAVAILABLE.test(code) ||
      DB_UNAVAILABLE_MESSAGES.some((m) => message.startsWith(m))
    ) {
      return new ServiceUnavailableFault();
    }
  }
  return null;
}

export class ServiceUnavailableFault extends HttpException {
  constructor(message: string = MSG.serviceUnavailable) {
    super({ statusCode: HttpStatus.SERVICE_UNAVAILABLE, message }, HttpStatus.SERVICE_UNAVAILABLE);
  }
}

export type StorageFaultKind = 'full' | 'not-writable' | 'unavailable';

const STORAGE_MESSAGES: Record<StorageFaultKind, string> = {
  full: MSG.storageFull,
  'not-writable': MSG.storageNotWritable,
  unavailable: MSG.storageUnavailable,
};

export function storageFault(kind: StorageFaultKind): HttpException {
  return new HttpException(
    { statusCode: HttpStatus.INSUFFICIENT_STORAGE, message: STORAGE_MESSAGES[kind] },
    HttpStatus.INSUFFICIENT_STORAGE,
  );
}

/**
 * A failed write to the image storage as a 507: a file system error (full, read-only, not
 * permitted, I/O) or the bucket's (a 5xx, a timeout, a refused connection). An HttpException
 * passes through unchanged; anything else is still a storage failure — the write did not happen.
 */
export function storageWriteFault(error: unknown): HttpException {
  if (error instanceof HttpException) return error;
  for (const e of chain(error)) {
    const code = codeOf(e);
    if (FULL_CODES.has(code)) return storageFault('full');
    if (NOT_WRITABLE_CODES.has(code)) return storageFault('not-writable');
  }
  return storageFault('unavailable');
}
