/**
 * `npm run bench:admin-search` — the console's order search at scale: starts the built shop
 * (backend/dist/main.js) on a fresh database, seeds N orders (default 100,000, two lines each,
 * varied names, phones, cities, couriers and totals) straight into the tables, signs in and
 * times GET /api/admin/orders with each kind of search (a whole phone, a part of a phone, a part
 * of a name, a whole and a part of an order number, filters with a date range, the sort by
 * total), each `--runs` times after two unrecorded ones, and prints the median and p95 per search,
 * plus the query plans (EXPLAIN) of the list's query for each.
 *
 *   npm run build -w backend && npm run bench:admin-search -w backend -- [--orders 100000] [--db sqlite|mysql]
 *
 * Target: every search's median under 50 ms. Exits 1 when missed.
 * MySQL: a database fd_bench_<random> on BENCH_MYSQL_URL (default mysql://root@127.0.0.1:3306/test),
 * dropped afterwards.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createBenchDatabase } from './databases.mjs';
import { freePort } from './health.mjs';
import {
  benchRun,
  dist,
  ORDER_COLUMNS,
  orderNumberOf,
  orderTime,
  twoLines,
  seedOrders,
  signIn,
  startShop,
} from './orders-bench.mjs';
const { orderSearchText } = createRequire(import.meta.url)('../dist/orders/order-search-text.js');

const require = createRequire(import.meta.url);

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '100000' },
    db: { type: 'string', default: 'sqlite' },
    runs: { type: 'string', default: '20' },
    'max-ms': { type: 'string', default: '50' },
  },
});
const ORDERS = Number(values.orders);
const run = benchRun('bench:admin-search');
const { log, cleanups, cleanup, fail } = run;

const CITIES = ['Dubai', 'Abu Dhabi', 'Sharjah', 'Ajman', 'Ras Al Khaimah', 'Fujairah', 'Al Ain'];
const STATUSES = ['PENDING', 'CONFIRMED', 'OUT_FOR_DELIVERY', 'DELIVERED', 'CANCELLED'];
const FIRST = [
  'Layla',
  'Omar',
  'Sara',
  'Ravi',
  'Mariam',
  'Ahmed',
  'Fatima',
  'Yousef',
  'Noor',
  'Khalid',
  'Aisha',
  'Hamdan',
];
const LAST = [
  'Haddad',
  'Al Farsi',
  'Khan',
  'Menon',
  'Al Zaabi',
  'Nasser',
  'Qasim',
  'Al Mansoori',
  'Saleh',
  'Rahman',
  'Bakr',
  'Darwish',
  'Hussain',
];
const COURIERS = ['Ravi', 'Omar', 'Aramex'];

/** A deterministic pseudo-random integer for order i and salt s. */
function pick(i, s, n) {
  let x = (i * 2654435761 + s * 40503) >>> 0;
  x = (x ^ (x >>> 13)) >>> 0;
  x = Math.imul(x, 0x5bd1e995) >>> 0;
  x = (x ^ (x >>> 15)) >>> 0;
  return x % n;
}

/** One order and its two lines as rows of the orders and order_items tables. */
function orderRows(i, start) {
  const orderNumber = orderNumberOf(i);
  const id = randomUUID();
  const at = orderTime(start, i);
  const status = STATUSES[pick(i, 1, STATUSES.length)];
  const name = `${FIRST[pick(i, 2, FIRST.length)]} ${LAST[pick(i, 3, LAST.length)]}`;
  // About one phone per two orders: repeat customers, as a shop has.
  const national = `5${String(pick(i >> 1, 4, 100_000_000)).padStart(8, '0')}`;
  const phone = `+971${national}`;
  const qty = 1 + pick(i, 5, 3);
  const { items, subtotalFils: subtotal } = twoLines(id, qty);
  const courier =
    status === 'DELIVERED' || status === 'OUT_FOR_DELIVERY' ? COURIERS[pick(i, 6, 3)] : null;
  const order = [
    id,
    orderNumber,
    name,
    phone,
    null,
    CITIES[pick(i, 7, CITIES.length)],
    `Villa ${i % 300}, Street ${i % 40}`,
    null,
    null,
    subtotal,
    2_000,
    subtotal + 2_000 + 500,
    status,
    null,
    at,
    at,
    500,
    courier,
    orderSearchText(name, orderNumber, phone),
  ];
  return { order, items, phone, orderNumber };
}

/** The orders table's columns with the search text the list's search reads. */
const SEARCH_ORDER_COLUMNS = [...ORDER_COLUMNS, 'searchText'];

async function main() {
  if (!existsSync(join(dist, 'main.js'))) {
    await fail('backend/dist/main.js is missing: run "npm run build -w backend" first');
  }
  const db = await createBenchDatabase(values.db, { prefix: 'fd-bench-search-' });
  if (!process.env.BENCH_KEEP) cleanups.push(db.drop);
  else log(`keeping ${db.url}`);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  await startShop(run, db, port);
  log(`${values.db}: seeding ${ORDERS.toLocaleString('en-US')} orders (2 lines each)…`);
  const seedMs = await seedOrders(db, ORDERS, orderRows, SEARCH_ORDER_COLUMNS);
  log(`seeded in ${(seedMs / 1000).toFixed(1)} s`);

  const cookie = await signIn(run, base);

  const probe = orderRows(Math.floor(ORDERS / 2), 0);
  const national = probe.phone.slice(4);
  const SEARCHES = [
    [
      'whole phone, local form',
      { q: `0${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5)}` },
    ],
    ['whole phone, +971 form', { q: `+971 ${national}` }],
    ['part of a phone (7 digits)', { q: national.slice(2) }],
    ['part of a name', { q: 'mansoori' }],
    ['first and last name', { q: 'noor darwish' }],
    ['whole order number', { q: probe.orderNumber.toLowerCase().replace(/-/g, '') }],
    ['part of an order number (its last group)', { q: probe.orderNumber.slice(-4) }],
    [
      '2 statuses + city + 30 days',
      { status: 'PENDING,CONFIRMED', city: 'Sharjah', from: day(-30), to: day(0) },
    ],
    ['courier + status, by total', { courier: 'Ravi', status: 'OUT_FOR_DELIVERY', sort: 'total' }],
    ['name + status + city', { q: 'khan', status: 'PENDING', city: 'Dubai,Ajman' }],
    ['no filter, page 100', { page: '100' }],
  ];
  const runs = Number(values.runs);
  const rows = [];
  for (const [label, query] of SEARCHES) {
    const url = `${base}/api/admin/orders?${new URLSearchParams(query)}`;
    const times = [];
    let total = 0;
    for (let r = 0; r < runs + 2; r += 1) {
      const t0 = performance.now();
      const res = await fetch(url, { headers: { cookie } });
      const body = await res.json();
      const ms = performance.now() - t0;
      if (!res.ok) await fail(`${label}: ${res.status} ${JSON.stringify(body)}`);
      total = body.total;
      if (r >= 2) times.push(ms);
    }
    times.sort((x, y) => x - y);
    const p50 = times[Math.floor(times.length / 2)];
    const p95 = times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)];
    rows.push({
      search: label,
      query: new URLSearchParams(query).toString(),
      found: total,
      p50Ms: +p50.toFixed(1),
      p95Ms: +p95.toFixed(1),
    });
  }
  console.table(rows);
  await explainPlans(
    db,
    SEARCHES.map(([label, query]) => [label, query]),
  );
  await cleanup();
  const slow = rows.filter((r) => r.p50Ms >= Number(values['max-ms']));
  console.log(JSON.stringify({ database: values.db, orders: ORDERS, runs, searches: rows }));
  if (slow.length) {
    console.error(
      `[bench:admin-search] missed: ${slow.map((r) => `${r.search} ${r.p50Ms} ms`).join('; ')}`,
    );
    process.exit(1);
  }
  log(`within target: every search's median < ${values['max-ms']} ms`);
}

/** A day relative to today, YYYY-MM-DD (UTC: near enough for a 30-day window). */
function day(offset) {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The plan of each search's page query, built by the list's own OrderFilters, printed so a
 * reader sees which index each uses.
 */
async function explainPlans(db, searches) {
  const { OrderFilters } = require(join(dist, 'orders/order-filter.js'));
  const { OrderEntity } = require(join(dist, 'orders/order.entity.js'));
  const { buildDataSourceOptions } = require(join(dist, 'database/data-source.js'));
  const { parseDatabaseUrl } = require(join(dist, 'config/config.js'));
  const { DataSource } = require('typeorm');
  const ds = new DataSource(buildDataSourceOptions(parseDatabaseUrl(db.url)));
  await ds.initialize();
  const filters = new OrderFilters(ds);
  try {
    for (const [label, query] of searches) {
      const list = (v) => (v === undefined ? undefined : String(v).split(','));
      const filter = {
        ...query,
        status: list(query.status),
        city: list(query.city),
        courier: list(query.courier),
      };
      const qb = (
        await filters.apply(ds.getRepository(OrderEntity).createQueryBuilder('o'), filter)
      )
        .orderBy(query.sort === 'total' ? 'o.totalFils' : 'o.createdAt', 'DESC')
        .limit(50);
      const [sql, params] = qb.getQueryAndParameters();
      const plan = await ds.query(
        db.kind === 'sqlite' ? `EXPLAIN QUERY PLAN ${sql}` : `EXPLAIN ${sql}`,
        params,
      );
      const text =
        db.kind === 'sqlite'
          ? plan.map((p) => p.detail).join(' | ')
          : plan
              .map((p) => `${p.table}: ${p.type} key=${p.key} rows=${p.rows} ${p.Extra ?? ''}`)
              .join(' | ');
      console.log(`plan  ${label}: ${text}`);
    }
  } finally {
    await ds.destroy();
  }
}

run.run(main);
