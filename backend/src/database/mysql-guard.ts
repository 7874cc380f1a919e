/**
 * mysql2 with deadlines, so a database that stops or freezes never hangs a request.
 *
 * mysql2's own query `timeout` starts only when the query is sent: a query queued behind one
 * that never returns (a frozen server) waits forever, and so does TypeORM's ROLLBACK after a
 * timed-out query in a transaction. The pools made here instead give every callback query on
 * every pooled connection a deadline from the moment it is asked for, and every
 * `getConnection` one too. Past it the caller gets an error with code `DB_TIMEOUT` (answered
 * as 503 by common/faults.ts) and the connection is destroyed, so its queue fails at once and
 * the pool opens a fresh one when the database is back. The rate limiter's queries run on the
 * same pool and get the same deadlines.
 */
import * as mysql2 from 'mysql2';
import type { Pool, PoolConnection, PoolOptions } from 'mysql2';

type Callback = (error: Error | null, ...rest: unknown[]) => void;

/**
 * Deadlines are for serving requests. Start-up work (migrations that rebuild a large table for
 * an index, waiting up to two minutes for another replica's migration lock, the demo seed)
 * legitimately takes longer, so it runs with them suspended.
 */
let suspended = 0;

export async function withoutDeadlines<T>(work: () => Promise<T>): Promise<T> {
  suspended += 1;
  try {
    return await work();
  } finally {
    suspended -= 1;
  }
}

export function timeoutError(what: string, ms: number): Error {
  return Object.assign(new Error(`${what} took longer than ${ms} ms`), { code: 'DB_TIMEOUT' });
}

function guardConnection(connection: PoolConnection, ms: number): void {
  const marked = connection as PoolConnection & { freakdropGuarded?: boolean };
  if (marked.freakdropGuarded) return;
  marked.freakdropGuarded = true;
  // A destroyed connection may report its lost socket more than once: never unhandled.
  connection.on('error', () => undefined);
  const query = connection.query.bind(connection) as (...args: unknown[]) => unknown;
  (connection as unknown as { query: (...args: unknown[]) => unknown }).query = (
    ...args: unknown[]
  ) => {
    const last = args.length - 1;
    const callback = args[last];
    // Promise and stream uses are left alone: TypeORM and the rate limiter pass a callback.
    if (typeof callback !== 'function' || suspended > 0) return query(...args);
    let settled = false;
    const timer = setTimeout(() => {
      if (settled) return;
      settled = true;
      (callback as Callback)(timeoutError('A database query', ms));
      connection.destroy();
      (connection as unknown as { stream?: { destroy?: () => void } }).stream?.destroy?.();
    }, ms);
    args[last] = (error: Error | null, ...rest: unknown[]) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      (callback as Callback)(error, ...rest);
    };
    return query(...args);
  };
}

/** A mysql2 pool whose connections and queries all have a deadline of `ms`. */
export function createGuardedPool(options: PoolOptions, ms: number): Pool {
  const pool = mysql2.createPool({ ...options, connectTimeout: ms });
  pool.on('connection', (connection) => guardConnection(connection, ms));
  const getConnection = pool.getConnection.bind(pool);
  (pool as unknown as { getConnection: (cb: Callback) => void }).getConnection = (cb: Callback) => {
    if (suspended > 0) {
      return getConnection((error, connection) => {
        if (!error) guardConnection(connection, ms);
        cb(error, connection);
      });
    }
    let settled = false;
    const timer = setTimeout(() => {
      if (settled) return;
      settled = true;
      cb(timeoutError('Getting a database connection', ms));
    }, ms);
    getConnection((error, connection) => {
      if (settled) {
        // Too late for the caller: give it back (or drop it if it failed).
        if (!error) connection.release();
        return;
      }
      settled = true;
      clearTimeout(timer);
      if (!error) guardConnection(connection, ms);
      cb(error, connection);
    });
  };
  return pool;
}

/** The mysql2 module as TypeORM's `driver` option, with guarded pools. */
export function guardedMysqlDriver(ms: number): typeof mysql2 {
  return {
    ...mysql2,
    createPool: (options: PoolOptions) => createGuardedPool(options, ms),
  } as typeof mysql2;
}
