/**
 * The one way the shop runs a transaction (`inTransaction`), on either database.
 *
 * MySQL/MariaDB: READ COMMITTED (a conditional UPDATE whose WHERE no longer matches the
 * committed row does not wait for its lock, and no gap locks), and retried when InnoDB gives up
 * on it over a lock: ER_LOCK_DEADLOCK (1213, it was picked as a deadlock's victim and rolled
 * back) or ER_LOCK_WAIT_TIMEOUT (1205, a lock was held past innodb_lock_wait_timeout). Both are
 * a matter of timing, not of the data: the whole work, run again from its start in a new
 * transaction once the other one moved on, goes through. Attempts are bounded
 * (TRANSACTION_ATTEMPTS) with a short randomised pause between them, so two victims of one
 * deadlock do not collide again in step, and a lock that stays busy still ends in an error
 * (answered 503 with Retry-After, common/faults.ts) instead of a request that never ends.
 *
 * SQLite: TypeORM shares ONE connection for better-sqlite3 and treats a second transaction
 * begun while one is open as a savepoint inside it, so two concurrent transactions would
 * interleave. Each transaction here waits for the previous one on the same database; there is
 * no deadlock to retry (writers wait for each other through busy_timeout).
 */
import type { DataSource, EntityManager } from 'typeorm';
import { dialectOf } from './dialect';

/** How many times a transaction runs at most when its lock keeps being refused. */
export const TRANSACTION_ATTEMPTS = 4;

/** ER_LOCK_DEADLOCK, ER_LOCK_WAIT_TIMEOUT: by MySQL's error number, and mysql2's code for it. */
const RETRYABLE_ERRNOS = new Set([1213, 1205]);
const RETRYABLE_CODES = new Set(['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT']);

/** True for a lock InnoDB gave up on (TypeORM's QueryFailedError or mysql2's own error). */
export function isRetryableLockError(error: unknown): boolean {
  for (const e of [error, (error as { driverError?: unknown } | undefined)?.driverError]) {
    if (!e || typeof e !== 'object') continue;
    const { errno, code } = e as { errno?: unknown; code?: unknown };
    if (RETRYABLE_ERRNOS.has(Number(errno)) || RETRYABLE_CODES.has(String(code))) return true;
  }
  return false;
}

/** The pause before attempt `attempt + 1`: 10, 20, 40 ms doubled, each up to twice that. */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = 10 * 2 ** (attempt - 1);
  return base + random() * base;
}

/**
 * Queues the transactions of one SQLite database: a WeakMap so a closed data source (tests
 * open many) leaves nothing behind.
 */
const sqliteQueues = new WeakMap<DataSource, Promise<unknown>>();

/**
 * TypeORM's DataSource.transaction, with `ready` called once the connection is taken from the
 * pool and before the transaction begins: what it throws is thrown with no statement sent (a
 * drop's late orders may have waited for the connection while their product sold out).
 */
async function mysqlTransaction<T>(
  dataSource: DataSource,
  work: (manager: EntityManager) => Promise<T>,
  ready?: () => void,
): Promise<T> {
  const runner = dataSource.createQueryRunner();
  try {
    await runner.connect();
    ready?.();
    await runner.startTransaction('READ COMMITTED');
    try {
      const result = await work(runner.manager);
      await runner.commitTransaction();
      return result;
    } catch (error) {
      // The original error goes up even when the rollback fails too.
      await runner.rollbackTransaction().catch(() => undefined);
      throw error;
    }
  } finally {
    await runner.release();
  }
}

/**
 * Runs `work` in one transaction and resolves with what it returned once committed. `work`
 * may run more than once on MySQL/MariaDB (see above), each time in a fresh transaction after
 * the last one rolled back: it must not change anything outside the database that a rerun
 * would repeat (publish, bump caches and the like after the commit, with what it returned).
 * `ready` runs just before each transaction begins (on MySQL once its connection is taken),
 * and may refuse by throwing.
 */
export async function inTransaction<T>(
  dataSource: DataSource,
  work: (manager: EntityManager) => Promise<T>,
  ready?: () => void,
): Promise<T> {
  if (dialectOf(dataSource) === 'mysql') {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await mysqlTransaction(dataSource, work, ready);
      } catch (error) {
        if (!isRetryableLockError(error) || attempt >= TRANSACTION_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs(attempt)));
      }
    }
  }
  const previous = sqliteQueues.get(dataSource) ?? Promise.resolve();
  const run = previous.then(() => {
    ready?.();
    return dataSource.transaction(work);
  });
  sqliteQueues.set(
    dataSource,
    run.catch(() => undefined),
  );
  return run;
}
