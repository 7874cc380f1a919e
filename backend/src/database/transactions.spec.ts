import type { DataSource, EntityManager } from 'typeorm';
import {
  inTransaction,
  isRetryableLockError,
  retryDelayMs,
  TRANSACTION_ATTEMPTS,
} from './transactions';

/** TypeORM's QueryFailedError keeps mysql2's error as `driverError` and copies its fields. */
function mysqlError(errno: number, code: string): Error {
  const driverError = Object.assign(new Error(code), { errno, code });
  return Object.assign(new Error(code), { errno, code, driverError });
}
const deadlock = () => mysqlError(1213, 'ER_LOCK_DEADLOCK');
const lockWaitTimeout = () => mysqlError(1205, 'ER_LOCK_WAIT_TIMEOUT');

/** A MySQL data source whose query runners only count what is done with them. */
function fakeMysql() {
  const calls = { begin: 0, commit: 0, rollback: 0, release: 0, isolation: [] as unknown[] };
  const manager = {} as EntityManager;
  const dataSource = {
    options: { type: 'mysql' },
    createQueryRunner: () => ({
      manager,
      connect: async () => undefined,
      startTransaction: async (level: unknown) => {
        calls.begin += 1;
        calls.isolation.push(level);
      },
      commitTransaction: async () => {
        calls.commit += 1;
      },
      rollbackTransaction: async () => {
        calls.rollback += 1;
      },
      release: async () => {
        calls.release += 1;
      },
    }),
  } as unknown as DataSource;
  return { dataSource, calls, manager };
}

describe('inTransaction on MySQL/MariaDB', () => {
  it('runs a deadlock victim again in a new transaction and commits it once', async () => {
    const { dataSource, calls, manager } = fakeMysql();
    const seen: EntityManager[] = [];
    const result = await inTransaction(dataSource, async (m) => {
      seen.push(m);
      if (seen.length === 1) throw deadlock();
      return 'placed';
    });
    expect(result).toBe('placed');
    expect(seen).toEqual([manager, manager]);
    expect(calls).toEqual({
      begin: 2,
      commit: 1,
      rollback: 1,
      release: 2,
      isolation: ['READ COMMITTED', 'READ COMMITTED'],
    });
  });

  it('retries a lock wait timeout, known by its number alone too', async () => {
    const { dataSource, calls } = fakeMysql();
    let runs = 0;
    const byNumber = Object.assign(new Error('Lock wait timeout exceeded'), { errno: 1205 });
    await inTransaction(dataSource, async () => {
      runs += 1;
      if (runs === 1) throw lockWaitTimeout();
      if (runs === 2) throw byNumber;
    });
    expect(runs).toBe(3);
    expect(calls.commit).toBe(1);
  });

  it('gives up after TRANSACTION_ATTEMPTS runs with the last deadlock', async () => {
    const { dataSource, calls } = fakeMysql();
    let runs = 0;
    const error = deadlock();
    await expect(
      inTransaction(dataSource, async () => {
        runs += 1;
        throw error;
      }),
    ).rejects.toBe(error);
    expect(runs).toBe(TRANSACTION_ATTEMPTS);
    expect(calls.commit).toBe(0);
    expect(calls.rollback).toBe(TRANSACTION_ATTEMPTS);
    expect(calls.release).toBe(TRANSACTION_ATTEMPTS);
  });

  it('never reruns work for any other error', async () => {
    const { dataSource } = fakeMysql();
    let runs = 0;
    const duplicate = mysqlError(1062, 'ER_DUP_ENTRY');
    await expect(
      inTransaction(dataSource, async () => {
        runs += 1;
        throw duplicate;
      }),
    ).rejects.toBe(duplicate);
    expect(runs).toBe(1);
  });

  it('calls ready before each transaction begins; what it throws is never retried', async () => {
    const { dataSource, calls } = fakeMysql();
    const refusal = new Error('sold out');
    await expect(
      inTransaction(
        dataSource,
        async () => undefined,
        () => {
          throw refusal;
        },
      ),
    ).rejects.toBe(refusal);
    expect(calls.begin).toBe(0);
    expect(calls.release).toBe(1);
  });
});

describe('isRetryableLockError', () => {
  it.each([
    [deadlock(), true],
    [lockWaitTimeout(), true],
    [{ driverError: { errno: 1213 } }, true],
    [{ code: 'ER_LOCK_WAIT_TIMEOUT' }, true],
    [mysqlError(1062, 'ER_DUP_ENTRY'), false],
    [Object.assign(new Error('timeout'), { code: 'DB_TIMEOUT' }), false],
    [{ code: 'SQLITE_BUSY' }, false],
    [new Error('plain'), false],
    [undefined, false],
  ])('%o → %s', (error, retryable) => {
    expect(isRetryableLockError(error)).toBe(retryable);
  });
});

describe('retryDelayMs', () => {
  it('doubles from 10 ms, each pause up to twice its base', () => {
    expect([1, 2, 3].map((a) => retryDelayMs(a, () => 0))).toEqual([10, 20, 40]);
    expect([1, 2, 3].map((a) => retryDelayMs(a, () => 0.999))).toEqual([
      expect.closeTo(20, 0),
      expect.closeTo(40, 0),
      expect.closeTo(80, 0),
    ]);
  });
});

describe('inTransaction on SQLite', () => {
  it('runs the transactions of one database one after another', async () => {
    let open = 0;
    let most = 0;
    const order: string[] = [];
    const dataSource = {
      options: { type: 'better-sqlite3' },
      transaction: async (work: (m: EntityManager) => Promise<unknown>) => {
        open += 1;
        most = Math.max(most, open);
        try {
          return await work({} as EntityManager);
        } finally {
          open -= 1;
        }
      },
    } as unknown as DataSource;
    const slow = (name: string, ms: number) => async () => {
      order.push(`${name} begins`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      order.push(`${name} ends`);
      return name;
    };
    const failing = inTransaction(dataSource, async () => {
      throw new Error('rolled back');
    });
    const results = await Promise.all([
      failing.catch((error: Error) => error.message),
      inTransaction(dataSource, slow('a', 20)),
      inTransaction(dataSource, slow('b', 1)),
    ]);
    expect(results).toEqual(['rolled back', 'a', 'b']);
    expect(most).toBe(1);
    expect(order).toEqual(['a begins', 'a ends', 'b begins', 'b ends']);
  });
});
