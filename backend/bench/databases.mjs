/**
 * The fresh database a bench runs on, with its `drop`: a SQLite file in a new temporary folder,
 * or a database fd_bench_<random> on BENCH_MYSQL_URL's server (default
 * mysql://root@127.0.0.1:3306/test), dropped with its folder afterwards.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const require = createRequire(import.meta.url);

/** The MySQL/MariaDB server did not answer; nothing was left behind. */
export class DatabaseUnreachable extends Error {}

/**
 * `kind`: sqlite or mysql; `prefix`: the temporary folder's; `log`: told when the MySQL
 * database is created and dropped.
 */
export async function createBenchDatabase(kind, { prefix = 'fd-bench-', log = () => {} } = {}) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  if (kind === 'sqlite') {
    return {
      kind,
      dir,
      url: `sqlite:${join(dir, 'bench.sqlite')}`,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  // Loaded only here: a SQLite bench needs no MySQL driver.
  const mysql = require('mysql2/promise');
  const server = process.env.BENCH_MYSQL_URL || 'mysql://root@127.0.0.1:3306/test';
  const name = `fd_bench_${randomBytes(5).toString('hex')}`;
  let admin;
  try {
    admin = await mysql.createConnection({ uri: server });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new DatabaseUnreachable(
      `cannot reach MySQL/MariaDB at ${server} (${error.code ?? error.message}); set BENCH_MYSQL_URL`,
    );
  }
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  log(`created database ${name} on ${server.replace(/\/\/[^@]*@/, '//')}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    kind,
    dir,
    name,
    url: url.toString(),
    drop: async () => {
      log(`dropping database ${name}`);
      const c = await mysql.createConnection({ uri: server });
      await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await c.end();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
