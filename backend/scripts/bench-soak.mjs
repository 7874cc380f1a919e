// Soak: a mixed load against the built server for a long time, watching for leaks and decay.
//   npm run build && npm run bench:soak                      (SQLite, 10 minutes)
//   npm run bench:soak -- --minutes 2                        (shorter)
//   BENCH_DATABASE_URL=mysql://root@127.0.0.1:3306/test npm run bench:soak
// Starts its own server on a fresh database with the demo catalog (a database of its own on
// the MySQL server of BENCH_DATABASE_URL, dropped afterwards). SOAK_CLIENTS virtual shoppers
// (default 8) loop over: browse (lists, product pages, categories, settings), search, order,
// track an order, and admin edits (stock and price changes, order status changes). Every
// 30 s it prints requests/s, p99 latency, errors and the server's memory (RSS); at the end the
// totals, and the memory growth after warm-up (the first 20% of the run, at least 60 s).
// Exits 1 if any request failed (5xx or no answer) or memory grew by more than 20%.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import mysql from 'mysql2/promise';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const arg = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? undefined : process.argv[i + 1];
};
const seconds = Number(arg('seconds') ?? Number(arg('minutes') ?? 10) * 60);
const clients = Number(process.env.SOAK_CLIENTS ?? 8);
const windowSeconds = Number(arg('window') ?? (seconds >= 300 ? 30 : 10));
const warmup = Math.max(60, seconds * 0.2);

const port = await new Promise((ok) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const p = s.address().port;
    s.close(() => ok(p));
  });
});
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'fd-soak-'));

let databaseUrl = `sqlite:${join(dataDir, 'soak.sqlite')}`;
let dropDatabase = async () => undefined;
const server = process.env.BENCH_DATABASE_URL;
if (server && !server.startsWith('sqlite:')) {
  const url = new URL(server.replace(/^mariadb:/, 'mysql:'));
  const name = `fd_soak_${randomBytes(4).toString('hex')}`;
  const admin = await mysql.createConnection({ uri: url.toString() });
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dropDatabase = async () => {
    await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await admin.end();
  };
}

const child = spawn(process.execPath, [join(root, 'backend/dist/main.js')], {
  cwd: root,
  env: {
    PATH: process.env.PATH,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'true',
    ADMIN_PASSWORD: 'soak-admin-password',
    LOG_REQUESTS: 'false',
    TRACK_RATE_LIMIT: '1000000',
    LOGIN_RATE_LIMIT: '1000000',
    // One address and phone for every synthetic order (SECURITY.md).
    ORDER_RATE_LIMIT_PHONE: '1000000',
    ORDER_RATE_LIMIT_IP: '1000000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

const rss = () => {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1];
    return Number(kb) / 1024;
  } catch {
    return NaN;
  }
};

async function waitForHealth() {
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not become healthy');
}

async function json(path, init) {
  const res = await fetch(base + path, init);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return res.json();
}

const stats = { window: [], total: { requests: 0, errors: 0, conflicts: 0, byKind: {} } };
let latencies = [];
let windowRequests = 0;
let windowErrors = 0;
const allLatencies = [];
const errorSamples = [];

/** One request, timed and counted; 409 (sold out, stale totals) is the shop working, not an error. */
async function call(kind, path, init) {
  const started = performance.now();
  let status = 0;
  let body = null;
  try {
    const res = await fetch(base + path, init);
    status = res.status;
    body = await res.text();
  } catch (error) {
    body = String(error);
  }
  const ms = performance.now() - started;
  latencies.push(ms);
  allLatencies.push(ms);
  windowRequests += 1;
  stats.total.requests += 1;
  stats.total.byKind[kind] = (stats.total.byKind[kind] ?? 0) + 1;
  const failed =
    status === 0 || status >= 500 || (status >= 400 && status !== 409 && status !== 404);
  if (status === 409) stats.total.conflicts += 1;
  if (failed) {
    windowErrors += 1;
    stats.total.errors += 1;
    if (errorSamples.length < 10)
      errorSamples.push(`${kind} ${path} → ${status} ${String(body).slice(0, 160)}`);
  }
  return { status, body };
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];

async function main() {
  await waitForHealth();
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin', password: 'soak-admin-password' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  const { products } = await json('/api/products?limit=48');
  const categories = await json('/api/categories');
  const settings = await json('/api/settings');
  const delivery = settings.deliveryAED ?? 20;
  const adminJson = (method, body) => ({
    method,
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify(body),
  });
  // Enough stock for the whole run.
  for (const p of products) {
    await call(
      'admin edit',
      `/api/admin/products/${p.id}`,
      adminJson('PUT', adminInput(p, { stockQuantity: 500_000 })),
    );
  }
  const placed = [];
  let ordersPlaced = 0;
  const terms = ['drip', 'skull', 'neon', 'hoodie', 'tee', 'toxic', 'glow', 'zombie'];

  const actions = [
    [
      30,
      'browse',
      async () => {
        const c = pick(categories);
        const sort = pick(['newest', 'price_asc', 'price_desc', 'name_asc']);
        await call(
          'browse',
          `/api/products?category=${encodeURIComponent(c.slug)}&sort=${sort}&page=${1 + Math.floor(Math.random() * 2)}`,
        );
        await call('browse', `/api/products/${pick(products).slug}`);
        if (Math.random() < 0.3) await call('browse', '/api/categories');
        if (Math.random() < 0.3) await call('browse', '/api/settings');
      },
    ],
    [15, 'search', () => call('search', `/api/products?search=${pick(terms)}`)],
    [
      25,
      'order',
      async () => {
        const lines = [...products]
          .sort(() => Math.random() - 0.5)
          .slice(0, 1 + Math.floor(Math.random() * 3));
        const items = lines.map((p) => ({
          productId: p.id,
          size: p.sizes.length ? p.sizes[0] : 'N/A',
          qty: 1 + Math.floor(Math.random() * 2),
        }));
        const current = new Map(
          (await Promise.all(lines.map((p) => json(`/api/products/${p.id}`)))).map((p) => [
            p.id,
            p,
          ]),
        );
        const subtotal = items.reduce((s, i) => {
          const p = current.get(i.productId);
          return s + Math.round((p.salePriceAED ?? p.priceAED) * 100) * i.qty;
        }, 0);
        const res = await call('order', '/api/orders', {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'Idempotency-Key': randomBytes(8).toString('hex'),
          },
          body: JSON.stringify({
            customerName: 'Soak Shopper',
            phone: '+971501234567',
            city: 'Dubai',
            addressLine1: 'Tower 7, Sheikh Zayed Road',
            items,
            subtotalAED: subtotal / 100,
            deliveryAED: delivery,
            totalAED: (subtotal + Math.round(delivery * 100)) / 100,
          }),
        });
        if (res.status === 201) {
          const { orderNumber, order } = JSON.parse(res.body);
          placed.push({ orderNumber, id: order.id });
          ordersPlaced += 1;
          if (placed.length > 500) placed.shift();
        }
      },
    ],
    [
      15,
      'track',
      async () => {
        if (!placed.length) return;
        const o = pick(placed);
        await call('track', `/api/orders/track?orderNumber=${o.orderNumber}&phone=%2B971501234567`);
      },
    ],
    [
      15,
      'admin',
      async () => {
        const r = Math.random();
        if (r < 0.4 && placed.length) {
          const o = pick(placed);
          await call(
            'admin edit',
            `/api/admin/orders/${o.id}/status`,
            adminJson('PUT', { status: pick(['CONFIRMED', 'OUT_FOR_DELIVERY', 'DELIVERED']) }),
          );
        } else if (r < 0.7) {
          const p = pick(products);
          const fresh = await json(`/api/products/${p.id}`);
          await call(
            'admin edit',
            `/api/admin/products/${p.id}`,
            adminJson(
              'PUT',
              adminInput(fresh, {
                priceAED: fresh.priceAED,
                stockQuantity: fresh.stockQuantity + 5,
              }),
            ),
          );
        } else if (r < 0.85) {
          await call('admin read', '/api/admin/orders?limit=20', { headers: { Cookie: cookie } });
        } else {
          await call('admin read', '/api/admin/stats', { headers: { Cookie: cookie } });
        }
      },
    ],
  ];
  const weightTotal = actions.reduce((s, [w]) => s + w, 0);
  const choose = () => {
    let r = Math.random() * weightTotal;
    for (const a of actions) if ((r -= a[0]) < 0) return a;
    return actions[0];
  };

  const started = Date.now();
  const deadline = started + seconds * 1000;
  console.log(
    `FreakDrop soak: ${databaseUrl.startsWith('sqlite:') ? 'SQLite' : 'MySQL/MariaDB'}, ${clients} clients, ${seconds} s, windows of ${windowSeconds} s, warm-up ${warmup.toFixed(0)} s`,
  );
  console.log('   t(s)    req/s   p50 ms   p99 ms   errors   RSS MB');
  const startRss = rss();
  const samples = [];
  const ticker = setInterval(() => {
    const sorted = latencies.sort((a, b) => a - b);
    const q = (p) =>
      sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : 0;
    const t = Math.round((Date.now() - started) / 1000);
    const mem = rss();
    samples.push({ t, mem });
    console.log(
      String(t).padStart(7),
      (windowRequests / windowSeconds).toFixed(0).padStart(8),
      q(0.5).toFixed(1).padStart(8),
      q(0.99).toFixed(1).padStart(8),
      String(windowErrors).padStart(8),
      mem.toFixed(0).padStart(8),
    );
    stats.window.push({
      t,
      rps: windowRequests / windowSeconds,
      p99: q(0.99),
      errors: windowErrors,
      mem,
    });
    latencies = [];
    windowRequests = 0;
    windowErrors = 0;
  }, windowSeconds * 1000);

  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (Date.now() < deadline) {
        const [, , run] = choose();
        await run().catch((error) => {
          stats.total.errors += 1;
          if (errorSamples.length < 10) errorSamples.push(String(error));
        });
      }
    }),
  );
  clearInterval(ticker);

  const sorted = allLatencies.sort((a, b) => a - b);
  const q = (p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
  const afterWarmup = samples.filter((s) => s.t >= warmup);
  const median = (list) => {
    const v = list.map((s) => s.mem).sort((a, b) => a - b);
    return v[Math.floor(v.length / 2)];
  };
  // Memory after warm-up: the first two samples past it against the last two.
  const warm = median(afterWarmup.slice(0, 2));
  const end = median(afterWarmup.slice(-2));
  const growth = (end - warm) / warm;
  const elapsed = (Date.now() - started) / 1000;
  console.log('\ntotals');
  console.log(
    `  requests        ${stats.total.requests} (${(stats.total.requests / elapsed).toFixed(0)}/s)  ${JSON.stringify(stats.total.byKind)}`,
  );
  console.log(
    `  latency         p50 ${q(0.5).toFixed(1)} ms, p99 ${q(0.99).toFixed(1)} ms, max ${sorted[sorted.length - 1].toFixed(1)} ms`,
  );
  console.log(
    `  errors          ${stats.total.errors} (409 conflicts, not errors: ${stats.total.conflicts})`,
  );
  console.log(`  orders placed   ${ordersPlaced}`);
  console.log(
    `  memory (RSS)    start ${startRss.toFixed(0)} MB, after warm-up ${warm.toFixed(0)} MB, end ${end.toFixed(0)} MB: ${(growth * 100).toFixed(1)}% after warm-up (limit 20%)`,
  );
  for (const e of errorSamples) console.log(`  error: ${e}`);
  return stats.total.errors === 0 && growth <= 0.2 ? 0 : 1;
}

function adminInput(p, overrides) {
  return {
    sku: p.sku,
    slug: p.slug,
    title: p.title,
    description: p.description,
    category: p.category,
    images: p.images,
    priceAED: p.priceAED,
    salePriceAED: p.salePriceAED,
    featured: p.featured,
    stockQuantity: p.stockQuantity,
    lowStockThreshold: p.lowStockThreshold,
    sizes: p.sizes,
    colors: p.colors,
    ...overrides,
  };
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(error);
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
