/**
 * `npm run bench:export` — the orders CSV export at scale: starts the built shop
 * (backend/dist/main.js) on a fresh database, seeds N orders (default 100,000, two lines each)
 * straight into the tables with multi-row INSERTs, signs in, downloads
 * GET /api/admin/orders/export.csv and reports the time to the first byte, the total time,
 * the size and rows, and the growth of the server's resident memory (RSS, sampled every 20 ms
 * from /proc) over its level just before the request.
 *
 *   npm run build -w backend && npm run bench:export -w backend -- [--orders 100000] [--db sqlite|mysql]
 *
 * Targets: first byte within 1 s, RSS growth under 50 MB. Exits 1 when missed.
 * MySQL: a database fd_bench_<random> on BENCH_MYSQL_URL (default mysql://root@127.0.0.1:3306/test),
 * dropped afterwards.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createBenchDatabase } from './databases.mjs';
import { freePort } from './health.mjs';
import {
  benchRun,
  dist,
  orderNumberOf,
  orderTime,
  seedOrders,
  signIn,
  startShop,
  twoLines,
} from './orders-bench.mjs';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '100000' },
    db: { type: 'string', default: 'sqlite' },
    'max-growth-mb': { type: 'string', default: '50' },
    'max-ttfb-ms': { type: 'string', default: '1000' },
  },
});
const ORDERS = Number(values.orders);
const run = benchRun('bench:export');
const { log, cleanups, cleanup, fail } = run;

/** Resident memory of a process, in bytes (Linux). */
function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) * 1024;
}

const CITIES = ['Dubai', 'Abu Dhabi', 'Sharjah', 'Ajman', 'Ras Al Khaimah', 'Fujairah', 'Al Ain'];
const STATUSES = ['PENDING', 'CONFIRMED', 'OUT_FOR_DELIVERY', 'DELIVERED', 'CANCELLED'];
const NAMES = ['Layla Haddad', 'Omar Al Farsi', 'Zoë "Z" Khan', '=Sara, Nasser', 'Ravi Menon'];

/** One order and its two lines as rows of the orders and order_items tables. */
function orderRows(i, start) {
  const orderNumber = orderNumberOf(i);
  const id = randomUUID();
  const at = orderTime(start, i);
  const status = STATUSES[i % STATUSES.length];
  const { items, subtotalFils: subtotal } = twoLines(id, 2);
  const order = [
    id,
    orderNumber,
    NAMES[i % NAMES.length],
    '+971501234567',
    null,
    CITIES[i % CITIES.length],
    `Villa ${i % 300}, Street ${i % 40}`,
    i % 3 ? null : 'Floor 2, "blue door"',
    null,
    subtotal,
    2_000,
    subtotal + 2_000 + 500,
    status,
    null,
    at,
    at,
    500,
    status === 'DELIVERED' || status === 'OUT_FOR_DELIVERY' ? 'Ravi' : null,
  ];
  return { order, items };
}

async function main() {
  if (!existsSync(join(dist, 'main.js'))) {
    await fail('backend/dist/main.js is missing: run "npm run build -w backend" first');
  }
  const db = await createBenchDatabase(values.db, { prefix: 'fd-bench-export-' });
  cleanups.push(db.drop);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const shop = await startShop(run, db, port);
  log(`${values.db}: seeding ${ORDERS.toLocaleString('en-US')} orders (2 lines each)…`);
  const seedMs = await seedOrders(db, ORDERS, orderRows);
  log(`seeded in ${(seedMs / 1000).toFixed(1)} s`);

  const cookie = await signIn(run, base);

  // Settle: let the server's heap after start-up and sign-in be collected before the baseline.
  await new Promise((r) => setTimeout(r, 2000));
  const pid = shop.child.pid;
  const baseline = rssOf(pid);
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 20);

  const t0 = performance.now();
  const res = await fetch(`${base}/api/admin/orders/export.csv`, {
    headers: { cookie, ...(process.env.BENCH_IDENTITY ? { 'accept-encoding': 'identity' } : {}) },
  });
  if (!res.ok) await fail(`export answered ${res.status}`);
  const reader = res.body.getReader();
  let ttfb = null;
  let bytes = 0;
  let rows = 0;
  const decoder = new TextDecoder();
  let sample = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (ttfb === null) ttfb = performance.now() - t0;
    bytes += value.length;
    for (const b of value) if (b === 10) rows += 1;
    if (sample.length < 1200) sample += decoder.decode(value, { stream: true });
  }
  const total = performance.now() - t0;
  clearInterval(sampler);
  peak = Math.max(peak, rssOf(pid));
  const growthMB = (peak - baseline) / 1024 / 1024;
  const dataRows = rows - 1;

  log('first lines:');
  console.log(sample.split('\r\n').slice(0, 4).join('\n'));
  const result = {
    database: values.db,
    orders: ORDERS,
    rows: dataRows,
    bytes,
    ttfbMs: Math.round(ttfb),
    totalMs: Math.round(total),
    rssBeforeMB: +(baseline / 1024 / 1024).toFixed(1),
    rssPeakMB: +(peak / 1024 / 1024).toFixed(1),
    rssGrowthMB: +growthMB.toFixed(1),
  };
  console.log(JSON.stringify(result, null, 2));
  if (process.env.BENCH_SHOW_SERVER) console.log(shop.output.slice(-40).join('\n'));
  await cleanup();
  const problems = [];
  if (dataRows !== ORDERS) problems.push(`${dataRows} rows for ${ORDERS} orders`);
  if (growthMB >= Number(values['max-growth-mb']))
    problems.push(`RSS grew ${growthMB.toFixed(1)} MB`);
  if (ttfb > Number(values['max-ttfb-ms']))
    problems.push(`first byte after ${Math.round(ttfb)} ms`);
  if (problems.length) {
    console.error(`[bench:export] missed: ${problems.join('; ')}`);
    process.exit(1);
  }
  log('within targets: first byte < 1 s, RSS growth < 50 MB');
}

run.run(main);
