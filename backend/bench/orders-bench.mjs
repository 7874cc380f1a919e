/**
 * What the console's order benches (bench-export, bench-admin-search) share: the run's clean-up
 * list and failure exit, starting the built shop on a bench database, signing in as the admin,
 * the order numbers, and seeding N orders with their lines straight into the tables (a
 * transaction per 10,000 orders on SQLite, multi-row INSERTs of 1,000 on MySQL), so each bench
 * keeps only the rows it seeds and what it measures.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { becameHealthy } from './health.mjs';

const require = createRequire(import.meta.url);
const backend = join(dirname(fileURLToPath(import.meta.url)), '..');
export const dist = join(backend, 'dist');
const ADMIN_PASSWORD = 'bench-admin-password';

/**
 * The run of a bench named `name`: `log` prefixes its lines, `cleanups` run in reverse order
 * by `cleanup` (on success, on failure and on Ctrl-C), `fail` prints, cleans up and exits 1.
 */
export function benchRun(name) {
  const log = (...args) => console.log(`[${name}]`, ...args);
  const cleanups = [];
  async function cleanup() {
    for (const fn of cleanups.reverse()) await fn().catch(() => undefined);
  }
  function fail(message) {
    console.error(`[${name}] ${message}`);
    return cleanup().then(() => process.exit(1));
  }
  process.on('SIGINT', () => cleanup().then(() => process.exit(130)));
  /** Runs `main`, and on an uncaught error prints it, cleans up and exits 1. */
  function run(main) {
    main().catch(async (error) => {
      console.error(error);
      await cleanup();
      process.exit(1);
    });
  }
  return { log, cleanups, cleanup, fail, run };
}

/**
 * Starts backend/dist/main.js on `db` and `port` (no demo data, no request log, production),
 * keeping its last 200 lines of output, and waits for its health; stopping it joins the run's
 * clean-ups. `BENCH_NODE_ARGS` adds node flags (e.g. --cpu-prof).
 */
export async function startShop(run, db, port) {
  const child = spawn(
    process.execPath,
    [...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean), join(dist, 'main.js')],
    {
      cwd: backend,
      env: {
        ...process.env,
        PORT: String(port),
        DATABASE_URL: db.url,
        DATA_DIR: db.dir,
        SEED_DEMO: 'false',
        LOG_REQUESTS: 'false',
        ADMIN_USERNAME: 'admin',
        ADMIN_PASSWORD,
        SESSION_SECRET: 'bench-session-secret-0123456789abcdef0123456789abcdef',
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const output = [];
  const keep = (chunk) => {
    output.push(...chunk.toString().split('\n').filter(Boolean));
    if (output.length > 200) output.splice(0, output.length - 200);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((r) => child.on('exit', r));
  run.cleanups.push(async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await exited;
  });
  const shop = { child, output };
  if (!(await becameHealthy(child, `http://127.0.0.1:${port}`))) {
    console.error(output.join('\n'));
    await run.fail('the shop did not become healthy');
  }
  return shop;
}

/** Signs in as the shop's admin; the session's Cookie header. */
export async function signIn(run, base) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin', password: ADMIN_PASSWORD }),
  });
  if (!login.ok) await run.fail(`sign-in failed: ${login.status}`);
  return login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** The i-th order number, FD-XXXX-XXXX in the shop's alphabet, distinct for each i. */
export function orderNumberOf(i) {
  const num = i.toString(32).toUpperCase().padStart(8, '0');
  const group = (s) => [...s].map((c) => ALPHABET[parseInt(c, 32)]).join('');
  return `FD-${group(num.slice(0, 4))}-${group(num.slice(4))}`;
}

/** A seeded order's time, as the orders table stores it (`YYYY-MM-DD hh:mm:ss.sss`). */
export function orderTime(start, i) {
  return new Date(start + i * 30_000).toISOString().replace('T', ' ').replace('Z', '');
}

/**
 * A seeded order's two lines as order_items rows: `hoodies` of a 149.50 AED hoodie (size M,
 * black) and one 60 AED cap without a size; `subtotalFils` is what they add up to.
 */
export function twoLines(orderId, hoodies) {
  return {
    items: [
      [
        randomUUID(),
        orderId,
        null,
        0,
        'Toxic Drip Hoodie',
        '/uploads/x.webp',
        'M',
        'Black',
        hoodies,
        14_950,
      ],
      [randomUUID(), orderId, null, 1, 'Skull Cap', '/uploads/y.webp', 'N/A', null, 1, 6_000],
    ],
    subtotalFils: 14_950 * hoodies + 6_000,
  };
}

export const ORDER_COLUMNS = [
  'id',
  'orderNumber',
  'customerName',
  'phone',
  'email',
  'city',
  'addressLine1',
  'addressLine2',
  'notes',
  'subtotalFils',
  'deliveryFils',
  'totalFils',
  'status',
  'idempotencyKey',
  'createdAt',
  'updatedAt',
  'codFeeFils',
  'courier',
];
const ITEM_COLUMNS = [
  'id',
  'orderId',
  'productId',
  'position',
  'title',
  'image',
  'size',
  'color',
  'qty',
  'unitPriceFils',
];

/**
 * Inserts `count` orders: `orderRows(i, start)` gives order i's row (values in `orderColumns`'
 * order) and its items' rows (ITEM_COLUMNS), `start` the first order's time, one every 30 s up
 * to now. Returns the milliseconds it took.
 */
export async function seedOrders(db, count, orderRows, orderColumns = ORDER_COLUMNS) {
  const started = Date.now();
  const start = Date.now() - count * 30_000;
  const BATCH = 1000;
  const orderList = orderColumns.join(', ');
  const itemList = ITEM_COLUMNS.join(', ');
  if (db.kind === 'sqlite') {
    const Database = require('better-sqlite3');
    const conn = new Database(db.url.slice('sqlite:'.length));
    conn.pragma('busy_timeout = 10000');
    const insertOrder = conn.prepare(
      `INSERT INTO orders (${orderList}) VALUES (${Array(orderColumns.length).fill('?').join(', ')})`,
    );
    const insertItem = conn.prepare(
      `INSERT INTO order_items (${itemList}) VALUES (${Array(ITEM_COLUMNS.length).fill('?').join(', ')})`,
    );
    const insertBatch = conn.transaction((from, to) => {
      for (let i = from; i < to; i += 1) {
        const { order, items } = orderRows(i, start);
        insertOrder.run(order);
        for (const item of items) insertItem.run(item);
      }
    });
    for (let i = 0; i < count; i += BATCH * 10) insertBatch(i, Math.min(count, i + BATCH * 10));
    conn.close();
  } else {
    const mysql = require('mysql2/promise');
    const conn = await mysql.createConnection({ uri: db.url });
    for (let i = 0; i < count; i += BATCH) {
      const orders = [];
      const items = [];
      for (let j = i; j < Math.min(count, i + BATCH); j += 1) {
        const rows = orderRows(j, start);
        orders.push(rows.order);
        items.push(...rows.items);
      }
      await conn.query(`INSERT INTO orders (${orderList}) VALUES ?`, [orders]);
      await conn.query(`INSERT INTO order_items (${itemList}) VALUES ?`, [items]);
    }
    await conn.end();
  }
  return Date.now() - started;
}
