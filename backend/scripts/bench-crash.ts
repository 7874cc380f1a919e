/**
 * `npm run bench:crash` — the crash-safety run of test/crash.fault-spec.ts on any database,
 * MariaDB/MySQL included: the built server, SIGKILLed CRASH_KILLS times (default 5) during a
 * stream of orders from CRASH_CLIENTS clients (default 6).
 *   npm run build && BENCH_DATABASE_URL=mysql://root@127.0.0.1:3306/test npm run bench:crash
 * With a MySQL URL it creates a database of its own on that server and drops it afterwards;
 * without one it runs on a temporary SQLite file. Exits 1 if anything was lost or doubled.
 */
import { randomBytes } from 'node:crypto';
import { createConnection } from 'mysql2/promise';
import { runCrashTest } from '../test/support/crash-run';

async function main(): Promise<number> {
  const server = process.env.BENCH_DATABASE_URL;
  let databaseUrl: string | undefined;
  let drop = async () => undefined as unknown;
  if (server && !server.startsWith('sqlite:')) {
    const url = new URL(server.replace(/^mariadb:/, 'mysql:'));
    const name = `fd_crash_${randomBytes(4).toString('hex')}`;
    const admin = await createConnection({ uri: url.toString() });
    await admin.query(
      `CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    );
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    drop = async () => {
      await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await admin.end();
    };
  }
  const started = Date.now();
  try {
    const result = await runCrashTest({
      databaseUrl,
      built: true,
      kills: Number(process.env.CRASH_KILLS ?? 5),
      clients: Number(process.env.CRASH_CLIENTS ?? 6),
      log: (line) => console.log(line),
    });
    const db = databaseUrl ? 'MySQL/MariaDB' : 'SQLite';
    console.log(`\ncrash bench on ${db}, ${((Date.now() - started) / 1000).toFixed(0)} s`);
    console.log(`  SIGKILLs:                 ${result.kills}`);
    console.log(`  order requests sent:      ${result.requests}`);
    console.log(
      `  cut by a kill, retried:   ${result.retriedAfterKill} (${result.replayed} replayed an order already stored)`,
    );
    console.log(`  orders acknowledged:      ${result.acknowledged}`);
    console.log(
      `  orders stored:            ${result.ordersStored} (${result.itemsStored} lines, ${result.unitsSold} units)`,
    );
    console.log(`  5xx answers:              ${result.serverErrors}`);
    console.log(
      `  problems:                 ${result.problems.length ? result.problems.join('; ') : 'none'}`,
    );
    return result.problems.length || result.serverErrors ? 1 : 0;
  } finally {
    await drop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
