/**
 * What a discount code costs an order: the built shop places orders without a code and with one
 * (`--code plain`: a 10% code; `--code limited`: with a number of uses and uses per phone, so
 * every path runs), in the same run, on the same database and products, alternating, the side
 * going first swapping each round. See bench/README.md ("Orders with a code").
 *
 *   npm run build -w backend && npm run bench -w backend -- --scenario order-promo --db sqlite,mysql
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { createRequire } from 'node:module';
import { cpus } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createBenchDatabase } from './databases.mjs';
import { becameHealthy, freePort } from './health.mjs';
import { seedCatalog } from './seed.mjs';
import { send } from './send.mjs';

const backend = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = resolve(backend, '..');
const dist = join(backend, 'dist');
const require = createRequire(import.meta.url);
const log = (message) => process.stderr.write(`· ${message}\n`);
const ADMIN_PASSWORD = 'bench-admin-password-1';
const CODE = 'BENCH10';

function options(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      scenario: { type: 'string' },
      db: { type: 'string', default: 'sqlite' },
      orders: { type: 'string', default: '400' },
      connections: { type: 'string', default: '8' },
      rounds: { type: 'string', default: '4' },
      json: { type: 'string' },
      code: { type: 'string', default: 'plain' },
    },
  });
  if (!['plain', 'limited'].includes(values.code)) throw new Error('--code: plain or limited');
  const int = (name) => {
    const n = Number(values[name]);
    if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a whole number ≥ 1`);
    return n;
  };
  return {
    dbs: values.db.split(',').map((d) => (d.trim() === 'mariadb' ? 'mysql' : d.trim())),
    orders: int('orders'),
    connections: int('connections'),
    rounds: int('rounds'),
    code: values.code,
    json: values.json ? resolve(process.env.INIT_CWD ?? process.cwd(), values.json) : undefined,
  };
}

function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime, fields 14 and 15 of proc(5), in clock ticks of 1/100 s.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

let phoneSeq = 0;
const nextPhone = () => `+97152${String(1_000_000 + (phoneSeq += 1)).slice(-7)}`;

/** `orders` orders over `connections` keep-alive connections, each a fresh phone number. */
async function placeMany(base, bodies, { orders, connections }) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  const failures = {};
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < orders) {
        const body = bodies[next % bodies.length];
        next += 1;
        const res = await send(agent, base, 'POST', '/api/orders', { ...body, phone: nextPhone() });
        if (res.status === 201) latencies.push(res.ms);
        else failures[res.status] = (failures[res.status] ?? 0) + 1;
      }
    }),
  );
  const wallMs = performance.now() - started;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    latencies,
    placed: latencies.length,
    failures,
    wallMs,
    perSecond: (latencies.length / wallMs) * 1000,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

async function measure(kind, opts) {
  const db = await createBenchDatabase(kind, { log });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let shop;
  try {
    // The catalog, through the project's own entities (seed.mjs), with stock to spare.
    require('reflect-metadata');
    const { loadConfig } = require(join(dist, 'config/config.js'));
    const { createDataSource } = require(join(dist, 'database/data-source.js'));
    const { productSearchText } = require(join(dist, 'catalog/search-text.js'));
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: db.url,
      DATA_DIR: db.dir,
      SEED_DEMO: 'false',
      LOG_REQUESTS: 'false',
      ADMIN_PASSWORD,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      ORDER_RATE_LIMIT_PHONE: '1000000',
      ORDER_RATE_LIMIT_IP: '1000000',
      TRACK_RATE_LIMIT: '100000',
      API_DOCS: 'off',
    };
    shop = spawn(process.execPath, [join(dist, 'main.js')], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const errors = [];
    shop.stderr.on('data', (c) => errors.push(c.toString()));
    if (!(await becameHealthy(shop, base)))
      throw new Error(`shop did not start: ${errors.join('')}`);
    const config = loadConfig({
      DATABASE_URL: db.url,
      DATA_DIR: db.dir,
      SESSION_SECRET: env.SESSION_SECRET,
    });
    const dataSource = createDataSource(config.database);
    await dataSource.initialize();
    await seedCatalog(dataSource, { products: 40, searchText: productSearchText });
    await dataSource.query('UPDATE products SET stockQuantity = 10000000');
    const products = await dataSource.query('SELECT id, sizes FROM products ORDER BY id LIMIT 40');
    await dataSource.destroy();

    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const login = await send(agent, base, 'POST', '/api/auth/login', {
      email: 'admin',
      password: ADMIN_PASSWORD,
    });
    if (login.status !== 200) throw new Error(`sign-in: ${login.status}`);
    const cookie = login.cookie.map((c) => c.split(';')[0]).join('; ');
    const origin = { Cookie: cookie, Origin: base };
    const made = await send(
      agent,
      base,
      'POST',
      '/api/admin/promotions',
      {
        code: CODE,
        kind: 'percent',
        value: 10,
        // `limited`: every path of a code runs (the counter read, its conditional update on one
        // row all orders share, the per-phone row); `plain`: a code without limits.
        ...(opts.code === 'limited' ? { maxRedemptions: 1_000_000, maxPerPhone: 1_000 } : {}),
      },
      origin,
    );
    if (made.status !== 201)
      throw new Error(`promotion: ${made.status} ${JSON.stringify(made.body)}`);

    // Each product's checkout body, with the server's figures: without a code from the 409
    // TOTALS_CHANGED of a wrong total, with the code from POST /api/promotions/check.
    const plain = [];
    const coded = [];
    for (const p of products) {
      const sizes = typeof p.sizes === 'string' ? JSON.parse(p.sizes || '[]') : p.sizes;
      const items = [{ productId: p.id, size: sizes.length ? sizes[0] : 'N/A', qty: 1 }];
      const base0 = {
        customerName: 'Bench Buyer',
        city: 'Dubai',
        addressLine1: 'Villa 12, Street 4, Al Jimi',
        items,
      };
      const stale = await send(agent, base, 'POST', '/api/orders', {
        ...base0,
        phone: nextPhone(),
        subtotalAED: 0,
        deliveryAED: 0,
        totalAED: 0,
      });
      const { subtotalAED, deliveryAED, totalAED } = stale.body.current;
      plain.push({ ...base0, subtotalAED, deliveryAED, totalAED });
      const check = await send(agent, base, 'POST', '/api/promotions/check', {
        code: CODE,
        items,
        city: 'Dubai',
      });
      if (check.status !== 200)
        throw new Error(`check: ${check.status} ${JSON.stringify(check.body)}`);
      coded.push({
        ...base0,
        subtotalAED: check.body.subtotalAED,
        deliveryAED: check.body.deliveryAED,
        totalAED: check.body.totalAED,
        discountAED: check.body.discountAED,
        promoCode: CODE.toLowerCase(),
      });
    }
    agent.destroy();

    const sides = { plain, coded };
    const runs = { plain: [], coded: [] };
    // Unrecorded warm-up of both paths (JIT, statement caches, the pool).
    for (const side of ['plain', 'coded']) {
      await placeMany(base, sides[side], { orders: 100, connections: opts.connections });
    }
    for (let round = 0; round < opts.rounds; round += 1) {
      const order = round % 2 === 0 ? ['plain', 'coded'] : ['coded', 'plain'];
      for (const side of order) {
        const cpuBefore = cpuSeconds(shop.pid);
        const run = await placeMany(base, sides[side], opts);
        run.cpuMsPerOrder = ((cpuSeconds(shop.pid) - cpuBefore) * 1000) / run.placed;
        runs[side].push(run);
        log(
          `${kind} round ${round + 1} ${side}: ${run.perSecond.toFixed(0)} orders/s, p50 ${run.p50.toFixed(1)} ms, ` +
            `CPU ${run.cpuMsPerOrder.toFixed(2)} ms/order${Object.keys(run.failures).length ? `, failures ${JSON.stringify(run.failures)}` : ''}`,
        );
      }
    }
    const all = (side) => runs[side].flatMap((r) => r.latencies).sort((a, b) => a - b);
    const sum = (side, key) => runs[side].reduce((s, r) => s + r[key], 0);
    const total = (side) => ({
      placed: sum(side, 'placed'),
      perSecond: (sum(side, 'placed') / sum(side, 'wallMs')) * 1000,
      p50: percentile(all(side), 50),
      p99: percentile(all(side), 99),
      cpuMsPerOrder:
        runs[side].reduce((s, r) => s + r.cpuMsPerOrder * r.placed, 0) / sum(side, 'placed'),
      failures: runs[side].reduce(
        (n, r) => n + Object.values(r.failures).reduce((a, b) => a + b, 0),
        0,
      ),
    });
    const result = { kind, plain: total('plain'), coded: total('coded') };
    for (const side of ['plain', 'coded']) for (const r of runs[side]) delete r.latencies;
    return { ...result, runs };
  } finally {
    if (shop && shop.exitCode === null) {
      shop.kill('SIGTERM');
      await new Promise((r) => shop.once('exit', r));
    }
    await db.drop();
  }
}

function printTable(results, opts) {
  console.log(
    `\n${opts.rounds} rounds × ${opts.orders} orders per side, ${opts.connections} connections, one unit of one of 40 products per order, ${opts.code === 'limited' ? 'a 10% code with maxRedemptions and maxPerPhone' : 'a 10% code without limits'}\n`,
  );
  console.log(
    '| database | side | orders | orders/s | p50 ms | p99 ms | shop CPU ms/order | failures |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    for (const side of ['plain', 'coded']) {
      const s = r[side];
      console.log(
        `| ${r.kind} | ${side === 'plain' ? 'no code' : `code ${CODE}`} | ${s.placed} | ${s.perSecond.toFixed(0)} | ${s.p50.toFixed(1)} | ${s.p99.toFixed(1)} | ${s.cpuMsPerOrder.toFixed(2)} | ${s.failures} |`,
      );
    }
  }
  console.log(
    '\n| database | time per order: code ÷ no code | p50: code ÷ no code | CPU: code ÷ no code |',
  );
  console.log('|---|---|---|---|');
  for (const r of results) {
    console.log(
      `| ${r.kind} | ${(r.plain.perSecond / r.coded.perSecond).toFixed(3)} | ${(r.coded.p50 / r.plain.p50).toFixed(3)} | ${(r.coded.cpuMsPerOrder / r.plain.cpuMsPerOrder).toFixed(3)} |`,
    );
  }
}

/** Runs the scenario; resolves with the exit code. */
export async function main(argv) {
  const opts = options(argv);
  console.log(
    `FreakDrop order-promo bench — ${new Date().toISOString()}, Node ${process.version}, ${cpus().length} CPU(s)`,
  );
  const results = [];
  for (const kind of opts.dbs) results.push(await measure(kind, opts));
  printTable(results, opts);
  if (opts.json)
    writeFileSync(
      opts.json,
      JSON.stringify({ date: new Date().toISOString(), opts, results }, null, 2),
    );
  const failed = results.some((r) => r.plain.failures + r.coded.failures > 0);
  return failed ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(await main(process.argv.slice(2)));
}
