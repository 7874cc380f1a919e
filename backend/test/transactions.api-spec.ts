/**
 * database/transactions.ts on a real database: on MariaDB/MySQL two transactions that lock
 * two rows in opposite order deadlock, and InnoDB's victim is run again and commits once; a
 * lock held past innodb_lock_wait_timeout is waited out the same way. On SQLite concurrent
 * transactions are queued, so a read-then-write in each loses no update.
 */
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { parseDatabaseUrl } from '../src/config/config';
import { buildDataSourceOptions } from '../src/database/data-source';
import { inTransaction } from '../src/database/transactions';
import { dbKind, freshDatabase } from './support/test-app';

let dataSource: DataSource;
let drop: () => Promise<void>;

beforeAll(async () => {
  const db = await freshDatabase();
  drop = db.drop;
  // The options the app runs with (MySQL: the guarded pool, deadlines of 30 s).
  dataSource = new DataSource(buildDataSourceOptions(parseDatabaseUrl(db.url), 30));
  await dataSource.initialize();
  await dataSource.query('CREATE TABLE tx_probe (id INT PRIMARY KEY, n INT NOT NULL)');
});

afterAll(async () => {
  await dataSource?.destroy();
  await drop?.();
});

beforeEach(async () => {
  await dataSource.query('DELETE FROM tx_probe');
  await dataSource.query('INSERT INTO tx_probe (id, n) VALUES (1, 0), (2, 0)');
});

async function counts(): Promise<number[]> {
  const rows = (await dataSource.query('SELECT n FROM tx_probe ORDER BY id')) as Array<{
    n: number | string;
  }>;
  return rows.map((row) => Number(row.n));
}

const onMysql = dbKind() === 'mysql' ? it : it.skip;
const onSqlite = dbKind() === 'sqlite' ? it : it.skip;

onMysql('runs the deadlock victim again and commits each transaction once', async () => {
  // Both transactions hold their first row before either asks for its second.
  let holding = 0;
  let bothHold: () => void = () => undefined;
  const barrier = new Promise<void>((resolve) => (bothHold = resolve));
  const runs = { forward: 0, backward: 0 };
  const errors: string[] = [];
  const bump = async (manager: EntityManager, id: number) => {
    try {
      await manager.query('UPDATE tx_probe SET n = n + 1 WHERE id = ?', [id]);
    } catch (error) {
      errors.push(String((error as { code?: string }).code));
      throw error;
    }
  };
  const transfer = (name: keyof typeof runs, first: number, second: number) =>
    inTransaction(dataSource, async (manager) => {
      runs[name] += 1;
      await bump(manager, first);
      holding += 1;
      if (holding === 2) bothHold();
      await barrier;
      await bump(manager, second);
      return name;
    });

  const results = await Promise.all([transfer('forward', 1, 2), transfer('backward', 2, 1)]);

  expect(results).toEqual(['forward', 'backward']);
  expect(errors).toEqual(['ER_LOCK_DEADLOCK']);
  // One of them ran twice (InnoDB picks the victim), the other once.
  expect([runs.forward, runs.backward].sort()).toEqual([1, 2]);
  // Each committed once: both rows moved by exactly two.
  expect(await counts()).toEqual([2, 2]);
});

onMysql('waits out a lock held past innodb_lock_wait_timeout, then commits once', async () => {
  // Another session holds row 1 for 1.5 s; this one gives up on a lock after 1 s.
  let runs = 0;
  const errors: string[] = [];
  let locked: () => void = () => undefined;
  const holding = new Promise<void>((resolve) => (locked = resolve));
  const holder = inTransaction(dataSource, async (manager) => {
    await manager.query('UPDATE tx_probe SET n = n + 10 WHERE id = 1');
    locked();
    await new Promise((resolve) => setTimeout(resolve, 1500));
  });
  await holding;
  await inTransaction(dataSource, async (manager) => {
    runs += 1;
    await manager.query('SET SESSION innodb_lock_wait_timeout = 1');
    try {
      await manager.query('UPDATE tx_probe SET n = n + 1 WHERE id = 1');
    } catch (error) {
      errors.push(String((error as { code?: string }).code));
      throw error;
    } finally {
      await manager.query('SET SESSION innodb_lock_wait_timeout = DEFAULT').catch(() => undefined);
    }
  });
  await holder;
  expect(errors).toEqual(['ER_LOCK_WAIT_TIMEOUT']);
  expect(runs).toBe(2);
  expect(await counts()).toEqual([11, 0]);
});

onSqlite('runs concurrent transactions one after another: no update is lost', async () => {
  const increment = () =>
    inTransaction(dataSource, async (manager) => {
      const [row] = (await manager.query('SELECT n FROM tx_probe WHERE id = 1')) as Array<{
        n: number;
      }>;
      // Another request's transaction would run here if they were not queued.
      await new Promise((resolve) => setTimeout(resolve, 5));
      await manager.query('UPDATE tx_probe SET n = ? WHERE id = 1', [Number(row.n) + 1]);
    });
  await Promise.all([increment(), increment(), increment()]);
  expect(await counts()).toEqual([3, 0]);
});
