/**
 * Crash safety, proven. The server runs as a child process on SQLite, four
 * clients stream orders, it is SIGKILLed three times at random moments and restarted each
 * time (test/support/crash-run.ts). Every acknowledged order must be stored with its lines,
 * no other order may exist, and stock must equal the start minus what was sold.
 * The same run on MariaDB: `npm run bench:crash` with BENCH_DATABASE_URL.
 */
import { runCrashTest } from './support/crash-run';

describe('crash safety (SIGKILL during a stream of orders, SQLite)', () => {
  it('loses no acknowledged order, writes none twice, and keeps stock exact', async () => {
    const result = await runCrashTest({ kills: 3, clients: 4 });
    console.log(`crash test: ${JSON.stringify(result)}`);
    expect(result.problems).toEqual([]);
    expect(result.kills).toBeGreaterThanOrEqual(3);
    expect(result.serverErrors).toBe(0);
    expect(result.acknowledged).toBeGreaterThan(20);
    expect(result.ordersStored).toBe(result.acknowledged);
  }, 180_000);
});
