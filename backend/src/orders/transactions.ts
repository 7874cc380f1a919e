import type { DataSource, EntityManager } from 'typeorm';

/**
 * TypeORM shares ONE connection for better-sqlite3 and treats a second transaction begun while
 * one is open as a savepoint inside it, so two concurrent orders would interleave. Each
 * transaction here waits for the previous one on the same database.
 */
const sqliteQueues = new WeakMap<DataSource, Promise<unknown>>();

const DEADLOCK_CODES = new Set(['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT']);
const MAX_ATTEMPTS = 4;

function isDeadlock(error: unknown): boolean {
  const e = error as { code?: string; driverError?: { code?: string } } | undefined;
  return DEADLOCK_CODES.has(e?.driverError?.code ?? e?.code ?? '');
}

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
 * Runs `work` in one transaction. On MySQL with READ COMMITTED (the rows a conditional update
 * rejected are re-read as they are now, not as the snapshot saw them) and retried when InnoDB
 * picks it as a deadlock victim; on SQLite one at a time. `ready` runs just before the
 * transaction begins (on MySQL once its connection is taken), and may refuse by throwing.
 */
export async function inTransaction<T>(
  dataSource: DataSource,
  work: (manager: EntityManager) => Promise<T>,
  ready?: () => void,
): Promise<T> {
  if (dataSource.options.type === 'mysql') {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await mysqlTransaction(dataSource, work, ready);
      } catch (error) {
        if (!isDeadlock(error) || attempt >= MAX_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, 10 * attempt + Math.random() * 20));
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
