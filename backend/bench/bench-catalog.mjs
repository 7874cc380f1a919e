/**
 * FreakDrop catalog bench: the built shop against a bare reference server, same database, same
 * requests, in the same run, alternating. See bench/README.md.
 *
 *   npm run build && npm run bench:catalog -w backend -- --db sqlite,mysql
 */
import { spawn } from 'node:child_process';
import { Agent, get as httpGet } from 'node:http';
import {
  closeSync,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { cpus } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import mysql from 'mysql2/promise';
import { createBenchDatabase, DatabaseUnreachable } from './databases.mjs';
import { runDrop } from './drop.mjs';
import { becameHealthy, freePort } from './health.mjs';
import { summarizeProfile } from './profile-summary.mjs';
import { compareAnswers, httpGetter, readScenarios, selfCheckPaths } from './scenarios.mjs';
import { seedCatalog } from './seed.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const backend = resolve(here, '..');
const repoRoot = resolve(backend, '..');
const dist = join(backend, 'dist');
const require = createRequire(import.meta.url);

const HELP = `Usage: npm run bench:catalog [-w backend] -- [options]   (build first: npm run build)

  --db sqlite|mysql[,…]   databases to measure, one table each (default sqlite)
                          mysql: a fresh database on BENCH_MYSQL_URL
                          (default mysql://root@127.0.0.1:3306/test), dropped afterwards
  --products N            products to seed (default 10000)
  --connections N         concurrent connections of the load generator (default 32)
  --seconds N             seconds per run (default 5)
  --rounds N              alternations shop/reference per scenario (default 2)
  --warmup N              seconds of unrecorded load per side and scenario first (default 1)
  --scenario a,b          subset of: list, category, search1, search2, detail, settings,
                          health, drop (default all)
  --shoppers N            shoppers in the drop (default 500; 50 units)
  --drop-connections M    cold: each shopper opens its connection with the POST, all in one
                          tick (default); warm: each shopper's keep-alive connection is opened
                          first by a GET of the product page, then all POSTs in one tick
  --growth                list p50 at --growth-products (default 1000,100000), CATALOG_CACHE=off;
                          scenarios list, category and list@1, category@1 (key@N: N connections)
  --observability MODE    off: the shop with metrics off and no request log (default);
                          on: the shop with METRICS_PORT (scraped every 5 s) and a JSON log
                          line per request (to a file); compare: both shops, each a side of
                          its own alternating with the reference, and on ÷ off per scenario;
                          compare-off: the same with both shops off (the spread between two
                          processes of one build, to read a compare's ratio against)
  --json FILE             also write every figure as JSON
  --cpu-prof DIR          run the shop under node --cpu-prof and summarise the load windows
  --help

Env: CATALOG_CACHE is passed to the shop; BENCH_MYSQL_URL as above.`;

const SCENARIO_KEYS = ['list', 'category', 'search1', 'search2', 'detail', 'settings', 'health'];

function options() {
  const { values } = parseArgs({
    options: {
      db: { type: 'string', default: 'sqlite' },
      products: { type: 'string', default: '10000' },
      connections: { type: 'string', default: '32' },
      seconds: { type: 'string', default: '5' },
      rounds: { type: 'string', default: '2' },
      warmup: { type: 'string', default: '1' },
      scenario: { type: 'string' },
      shoppers: { type: 'string', default: '500' },
      'drop-connections': { type: 'string', default: 'cold' },
      growth: { type: 'boolean', default: false },
      'growth-products': { type: 'string', default: '1000,100000' },
      json: { type: 'string' },
      'cpu-prof': { type: 'string' },
      observability: { type: 'string', default: 'off' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(HELP);
    process.exit(0);
  }
  const int = (name, min) => {
    const n = Number(values[name].replace(/[_,]/g, ''));
    if (!Number.isInteger(n) || n < min) fail(`--${name} must be a whole number ≥ ${min}`);
    return n;
  };
  const dbs = values.db.split(',').map((d) => (d.trim() === 'mariadb' ? 'mysql' : d.trim()));
  for (const d of dbs) if (!['sqlite', 'mysql'].includes(d)) fail(`--db: unknown "${d}"`);
  const scenarios = values.scenario
    ? values.scenario.split(',').map((s) => s.trim())
    : [...SCENARIO_KEYS, 'drop'];
  for (const s of scenarios) {
    const [key, n] = s.split('@');
    if (![...SCENARIO_KEYS, 'drop'].includes(key) || (n !== undefined && !/^[1-9]\d*$/.test(n))) {
      fail(`--scenario: unknown "${s}"`);
    }
  }
  const dropConnections = values['drop-connections'];
  if (!['cold', 'warm'].includes(dropConnections)) fail('--drop-connections: cold or warm');
  if (!['off', 'on', 'compare', 'compare-off'].includes(values.observability)) {
    fail('--observability: off, on, compare or compare-off');
  }
  return {
    dbs,
    dropConnections,
    observability: values.observability,
    products: int('products', 1),
    connections: int('connections', 1),
    seconds: int('seconds', 1),
    rounds: int('rounds', 1),
    warmup: Number(values.warmup),
    scenarios,
    scenarioGiven: Boolean(values.scenario),
    shoppers: int('shoppers', 51),
    growth: values.growth,
    growthProducts: values['growth-products'].split(',').map((n) => Number(n.replace(/_/g, ''))),
    json: values.json ? resolve(process.env.INIT_CWD ?? process.cwd(), values.json) : undefined,
    cpuProf: values['cpu-prof']
      ? resolve(process.env.INIT_CWD ?? process.cwd(), values['cpu-prof'])
      : undefined,
  };
}

function fail(message) {
  console.error(`bench: ${message}`);
  process.exit(1);
}

const log = (message) => process.stderr.write(`· ${message}\n`);

// ── processes and databases, all cleaned up on exit or Ctrl-C ──────────────────────────────
const cleanups = [];
async function cleanupAll() {
  while (cleanups.length) {
    try {
      await cleanups.pop()();
    } catch (error) {
      console.error(`bench: cleanup: ${error.message}`);
    }
  }
}
process.on('SIGINT', () => cleanupAll().finally(() => process.exit(130)));
process.on('SIGTERM', () => cleanupAll().finally(() => process.exit(143)));

/** A fresh database; an unreachable MySQL/MariaDB server ends the bench. */
async function createDatabase(kind) {
  try {
    return await createBenchDatabase(kind, { log });
  } catch (error) {
    if (error instanceof DatabaseUnreachable) fail(error.message);
    throw error;
  }
}

/**
 * A child process whose output is kept (last lines shown if it fails) and stopped on exit.
 * `stdoutFile`: its stdout goes to that file instead (a log collector's pipe would read it;
 * the bench's own process must not spend its CPU on it).
 */
function startProcess(label, args, env, { stdoutFile } = {}) {
  const out = stdoutFile ? openSync(stdoutFile, 'w') : 'pipe';
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env,
    stdio: ['ignore', out, 'pipe'],
  });
  if (stdoutFile) closeSync(out);
  const output = [];
  const keep = (chunk) => {
    output.push(...chunk.toString().split('\n').filter(Boolean));
    if (output.length > 60) output.splice(0, output.length - 60);
  };
  child.stdout?.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolveExit) => child.on('exit', (code) => resolveExit(code)));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  };
  cleanups.push(stop);
  return { label, child, output, exited, stop };
}

async function waitForHealth(proc, base, seconds = 120) {
  if (await becameHealthy(proc.child, base, seconds)) return;
  console.error(proc.output.join('\n'));
  fail(`${proc.label} did not become healthy at ${base}`);
}

/** The project's own code, built: config loader, DataSource options, search text, messages. */
function project() {
  for (const file of ['main.js', 'database/data-source.js', 'config/config.js']) {
    if (!existsSync(join(dist, file))) {
      fail(
        `backend/dist/${file} is missing: run "npm run build" first (the bench runs the built shop)`,
      );
    }
  }
  require('reflect-metadata');
  const { loadConfig } = require(join(dist, 'config/config.js'));
  const { createDataSource } = require(join(dist, 'database/data-source.js'));
  const { MSG } = require(join(dist, 'contract/index.js'));
  let productSearchText;
  try {
    ({ productSearchText } = require(join(dist, 'catalog/search-text.js')));
  } catch {
    fail('backend/dist/catalog/search-text.js is missing: merge main and run "npm run build"');
  }
  return { loadConfig, createDataSource, MSG, productSearchText };
}

async function seed(code, db, products, dropProducts) {
  const config = code.loadConfig({
    DATABASE_URL: db.url,
    DATA_DIR: db.dir,
    SESSION_SECRET: 'bench-session-secret-0123456789abcdef0123456789abcdef',
  });
  const dataSource = code.createDataSource(config.database);
  await dataSource.initialize();
  try {
    let last = 0;
    return await seedCatalog(dataSource, {
      products,
      dropProducts,
      searchText: code.productSearchText,
      onProgress: (done, total) => {
        if (done - last >= 20_000 || done === total) {
          log(`seeded ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')}`);
          last = done;
        }
      },
    });
  } finally {
    await dataSource.destroy();
  }
}

const hrMicros = () => Number(process.hrtime.bigint() / 1000n);

/** One connection, one request at a time, timed to the microsecond: the service time alone. */
async function sequential(base, paths, seconds) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const get = (path) =>
    new Promise((resolveGet) => {
      const started = performance.now();
      httpGet(base + path, { agent }, (res) => {
        res.resume();
        res.on('end', () =>
          resolveGet({ status: res.statusCode, ms: performance.now() - started }),
        );
      }).on('error', () => resolveGet({ status: 0, ms: performance.now() - started }));
    });
  const startedUs = hrMicros();
  const end = performance.now() + seconds * 1000;
  const times = [];
  let errors = 0;
  let non2xx = 0;
  for (let i = 0; performance.now() < end; i++) {
    const r = await get(paths[i % paths.length]);
    if (r.status === 0) errors++;
    else if (r.status < 200 || r.status > 299) non2xx++;
    times.push(r.ms);
  }
  agent.destroy();
  times.sort((a, b) => a - b);
  const at = (p) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)];
  return {
    rps: times.length / seconds,
    total: times.length,
    p50: at(50),
    p99: at(99),
    errors,
    non2xx,
    window: [startedUs, hrMicros()],
  };
}

async function load(base, paths, connections, seconds) {
  if (connections === 1) return sequential(base, paths, seconds);
  let next = 0;
  const started = hrMicros();
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }),
      },
    ],
  });
  // Nothing answered within the run: the latency is longer than the run, not 0.
  const none = result.requests.total === 0;
  return {
    rps: result.requests.average,
    total: result.requests.total,
    p50: none ? Infinity : result.latency.p50,
    p99: none ? Infinity : result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    window: [started, hrMicros()],
  };
}

/**
 * Waits until a server has worked off what the last run left in flight (autocannon closes its
 * sockets at the end of a run, but the server still runs the queued requests and their
 * queries), so no run pays for the one before: /api/health must answer in under 100 ms, and on
 * MySQL no query of the bench database may still be running.
 */
async function settle(base, db) {
  const deadline = Date.now() + 180_000;
  const started = Date.now();
  while (Date.now() < deadline) {
    const t = performance.now();
    try {
      await fetch(`${base}/api/health`);
    } catch {
      // counted as slow
    }
    if (performance.now() - t < 100) break;
  }
  if (db.kind === 'mysql') {
    const c = await mysql.createConnection({ uri: db.url });
    try {
      while (Date.now() < deadline) {
        const [rows] = await c.query(
          "SELECT COUNT(*) AS n FROM information_schema.PROCESSLIST WHERE DB = ? AND COMMAND = 'Query' AND ID <> CONNECTION_ID()",
          [db.name],
        );
        if (Number(rows[0].n) === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
    } finally {
      await c.end();
    }
  }
  const waited = Date.now() - started;
  if (waited > 1000)
    log(`waited ${(waited / 1000).toFixed(1)} s for ${base} to finish the last run's requests`);
}

const mean = (xs) => xs.reduce((a, b) => a + b, 0) / (xs.length || 1);
const max = (xs) => Math.max(...xs);

/**
 * CPU seconds (user + system) a process has used so far, from /proc (Linux; NaN elsewhere):
 * per request, the cost a busy shared machine does not blur the way it blurs req/s.
 */
function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, fields 14 and 15 of proc(5), in clock ticks of 1/100 s.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

function aggregate(runs) {
  return {
    rps: mean(runs.map((r) => r.rps)),
    cpuUs: mean(runs.map((r) => r.cpuUs)),
    p50: max(runs.map((r) => r.p50)),
    p99: max(runs.map((r) => r.p99)),
    errors: runs.reduce((a, r) => a + r.errors, 0),
    non2xx: runs.reduce((a, r) => a + r.non2xx, 0),
    runs: runs.map(({ window: _w, ...r }) => r),
  };
}

/** One database, start to finish: fresh db, shop, seed, reference, self-check, load, drop. */
async function measure(code, kind, opts, { products, scenarios, shopEnv = {} }) {
  const label = kind === 'sqlite' ? 'SQLite' : 'MariaDB/MySQL';
  log(`${label}: fresh database, ${products.toLocaleString('en-US')} products`);
  const db = await createDatabase(kind);
  cleanups.push(db.drop);
  const shopPort = await freePort();
  const shopBase = `http://127.0.0.1:${shopPort}`;
  const nodeArgs = opts.cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${opts.cpuProf}`] : [];
  const profilesBefore = opts.cpuProf && existsSync(opts.cpuProf) ? readdirSync(opts.cpuProf) : [];
  const baseShopEnv = {
    ...process.env,
    ...shopEnv,
    DATABASE_URL: db.url,
    DATA_DIR: db.dir,
    SEED_DEMO: 'false',
    LOG_REQUESTS: 'false',
    ADMIN_PASSWORD: 'bench-admin-password',
    SESSION_SECRET: 'bench-session-secret-0123456789abcdef0123456789abcdef',
    NODE_ENV: 'production',
    // Every synthetic shopper comes from 127.0.0.1: the per-address order limit (SECURITY.md)
    // is raised for them, as an operator would behind a shared address. The limits stay on.
    ORDER_RATE_LIMIT_IP: '1000000',
    ORDER_RATE_LIMIT_PHONE: '1000000',
  };
  // Metrics and request logs off (the shop's defaults without METRICS_PORT), or on as a
  // compose replica runs: METRICS_PORT scraped every 5 s, one JSON line per request.
  const observed = [];
  const observedEnv = async (name) => {
    const metricsPort = await freePort();
    const logFile = join(db.dir, `${name}.log`);
    const scraper = setInterval(() => {
      httpGet(`http://127.0.0.1:${metricsPort}/metrics`, (res) => res.resume()).on(
        'error',
        () => undefined,
      );
    }, 5000);
    observed.push({ name, logFile, stop: () => clearInterval(scraper) });
    cleanups.push(async () => clearInterval(scraper));
    return {
      env: { METRICS_PORT: String(metricsPort), LOG_REQUESTS: 'true', LOG_FORMAT: 'json' },
      logFile,
    };
  };
  const onEnv = opts.observability === 'on' ? await observedEnv('shop') : null;
  const shop = startProcess(
    'the shop',
    [...nodeArgs, join(dist, 'main.js')],
    { ...baseShopEnv, ...onEnv?.env, PORT: String(shopPort) },
    { stdoutFile: onEnv?.logFile },
  );
  await waitForHealth(shop, shopBase);
  let observedShop;
  let observedBase;
  if (opts.observability.startsWith('compare')) {
    // A second shop on the same database, metrics and request logs on: a side of its own.
    // `compare-off` starts it with them off too: two processes of the same build and settings,
    // whose ratio is the spread a compare's ratio has to be read against.
    const port = await freePort();
    observedBase = `http://127.0.0.1:${port}`;
    const on = opts.observability === 'compare' ? await observedEnv('observed') : { env: {} };
    observedShop = startProcess(
      'the observed shop',
      [join(dist, 'main.js')],
      { ...baseShopEnv, ...on.env, PORT: String(port) },
      { stdoutFile: on.logFile },
    );
    await waitForHealth(observedShop, observedBase);
  }

  // Two drop products per round: one for the shop, one for the reference (and two more for an
  // unrecorded warm-up drop).
  const dropWarmup = scenarios.includes('drop') && opts.warmup > 0;
  const sideNames = ['shop', 'reference', ...(observedBase ? ['observed'] : [])];
  const drops = scenarios.includes('drop')
    ? sideNames.length * (opts.rounds + (dropWarmup ? 1 : 0))
    : 0;
  const info = await seed(code, db, products, drops);
  log(
    `${label}: seeded ${products.toLocaleString('en-US')} products in ${(info.ms / 1000).toFixed(1)} s`,
  );

  const refPort = await freePort();
  const refBase = `http://127.0.0.1:${refPort}`;
  const ref = startProcess(
    'the reference server',
    [join(here, 'reference-server.mjs'), '--database-url', db.url, '--port', String(refPort)],
    { ...process.env },
  );
  await waitForHealth(ref, refBase);

  const differences = await compareAnswers(
    httpGetter(shopBase),
    httpGetter(refBase),
    selfCheckPaths(info),
  );
  if (differences.length) {
    console.error(`\nSELF-CHECK FAILED on ${label}: the reference does not answer like the shop.`);
    for (const d of differences.slice(0, 10)) {
      console.error(
        `  ${d.url}  at ${d.path}:\n    shop: ${JSON.stringify(d.shop)?.slice(0, 300)}\n    ref:  ${JSON.stringify(d.reference)?.slice(0, 300)}`,
      );
    }
    console.error(
      `  (${differences.length} difference(s)); fix the reference before trusting any ratio.`,
    );
    await cleanupAll();
    process.exit(1);
  }
  log(`${label}: self-check passed (${selfCheckPaths(info).length} URLs, identical JSON)`);

  const sides = { shop: shopBase, reference: refBase, observed: observedBase };
  // `key@N`: the same scenario with N connections (e.g. list@1: the latency of one request alone).
  const all = readScenarios(info);
  const chosen = scenarios
    .filter((key) => key !== 'drop')
    .map((key) => {
      const [base, n] = key.split('@');
      const s = all.find((x) => x.key === base);
      return n
        ? {
            ...s,
            key,
            name: `${s.name}, ${n} connection${n === '1' ? '' : 's'}`,
            connections: Number(n),
          }
        : s;
    });
  if (opts.warmup > 0) {
    for (const s of chosen) {
      for (const side of sideNames) {
        await load(sides[side], s.paths, s.connections ?? opts.connections, opts.warmup);
        await settle(sides[side], db);
      }
    }
  }
  const runs = Object.fromEntries(
    chosen.map((s) => [s.key, Object.fromEntries(sideNames.map((side) => [side, []]))]),
  );
  /** The sides in a round's order: each goes first in turn. */
  const orderOf = (round) =>
    sideNames.length === 2
      ? round % 2 === 0
        ? ['shop', 'reference']
        : ['reference', 'shop']
      : sideNames.map((_, i) => sideNames[(i + round) % sideNames.length]);
  const pids = {
    shop: shop.child.pid,
    reference: ref.child.pid,
    observed: observedShop?.child.pid,
  };
  for (let round = 0; round < opts.rounds; round++) {
    for (const s of chosen) {
      const order = orderOf(round);
      for (const side of order) {
        const cpuBefore = cpuSeconds(pids[side]);
        const r = await load(sides[side], s.paths, s.connections ?? opts.connections, opts.seconds);
        r.cpuUs = ((cpuSeconds(pids[side]) - cpuBefore) * 1e6) / Math.max(r.total, 1);
        await settle(sides[side], db);
        runs[s.key][side].push(r);
        log(
          `${label} round ${round + 1} ${s.key} ${side}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms`,
        );
      }
    }
  }

  // The drop on both sides, alternating like the reads (the side going first swaps each
  // round), each on a product of its own; the other side idles meanwhile.
  const dropResults = [];
  const dropProducts = [...info.drops];
  /** One drop of `product` on a side, once that side's server has settled. */
  const dropOn = async (side, product) => {
    await settle(sides[side], db);
    return runDrop(sides[side], {
      slug: product.slug,
      shoppers: opts.shoppers,
      connections: opts.dropConnections,
      expectedMessage: (title) => code.MSG.notEnoughStock(title, 0),
    });
  };
  if (dropWarmup) {
    // A first drop per side, not recorded: the order path's JIT, the pool and the statement
    // caches warm, as in a shop that took orders before its drop.
    for (const side of sideNames) {
      const r = await dropOn(side, dropProducts.shift());
      log(
        `${label} drop warm-up ${side}: ${JSON.stringify(r.byStatus)}, p99 ${r.p99.toFixed(0)} ms`,
      );
    }
  }
  for (let round = 0; round < dropProducts.length / sideNames.length; round++) {
    for (const side of orderOf(round)) {
      const product = dropProducts[sideNames.length * round + sideNames.indexOf(side)];
      const r = await dropOn(side, product);
      dropResults.push({ side, round: round + 1, ...r });
      log(
        `${label} drop round ${round + 1} ${side} (${r.connections}): ${JSON.stringify(r.byStatus)}, p50 ${r.p50.toFixed(0)} ms, p99 ${r.p99.toFixed(0)} ms`,
      );
    }
  }

  await ref.stop();
  await shop.stop();
  await observedShop?.stop();
  for (const o of observed) {
    o.stop();
    log(`${label}: ${o.name} (metrics and logs on) wrote ${statSync(o.logFile).size} bytes of log`);
  }
  let profile;
  if (opts.cpuProf) {
    const file = readdirSync(opts.cpuProf).find(
      (f) => f.endsWith('.cpuprofile') && !profilesBefore.includes(f),
    );
    if (file) {
      const windows = [
        ...Object.values(runs).flatMap((r) => r.shop.map((x) => x.window)),
        ...dropResults.filter((d) => d.side === 'shop').map((d) => d.window),
      ];
      profile = {
        file: join(opts.cpuProf, file),
        ...summarizeProfile(join(opts.cpuProf, file), windows),
      };
    }
  }
  await db.drop();
  cleanups.splice(cleanups.indexOf(db.drop), 1);

  return {
    db: kind,
    label,
    products,
    seedMs: info.ms,
    searchTextColumn: info.withSearchText,
    catalogCache: shopEnv.CATALOG_CACHE ?? process.env.CATALOG_CACHE ?? '(shop default)',
    observability: opts.observability,
    scenarios: chosen.map((s) => {
      const shopAgg = aggregate(runs[s.key].shop);
      const refAgg = aggregate(runs[s.key].reference);
      const observedAgg = runs[s.key].observed ? aggregate(runs[s.key].observed) : undefined;
      return {
        key: s.key,
        name: s.name,
        shop: shopAgg,
        reference: refAgg,
        ratio: shopAgg.rps / refAgg.rps,
        ...(observedAgg && { observed: observedAgg, observedRatio: observedAgg.rps / shopAgg.rps }),
      };
    }),
    drops: dropResults.map(({ window: _w, ...d }) => d),
    profile,
  };
}

// ── printing ─────────────────────────────────────────────────────────────────────────────────
const ms = (x) =>
  !Number.isFinite(x)
    ? `>${opts.seconds * 1000}`
    : x >= 100
      ? x.toFixed(0)
      : x >= 10
        ? x.toFixed(1)
        : x.toFixed(2);
const times = (x) => (Number.isFinite(x) ? `${x.toFixed(2)}×` : 'n/a');
const ratioText = (a, b) => {
  if (!Number.isFinite(b) || !(b > 0)) return 'n/a';
  if (!Number.isFinite(a))
    return `> ${(opts.seconds * 1000) / b >= 10 ? ((opts.seconds * 1000) / b).toFixed(0) : ((opts.seconds * 1000) / b).toFixed(1)} (no answer within a run)`;
  return (a / b).toFixed(2);
};
const int = (x) => Math.round(x).toLocaleString('en-US');
const micros = (x) => (Number.isFinite(x) ? x.toFixed(0) : 'n/a');

function printTable(result, opts) {
  const lines = [];
  lines.push(
    `### ${result.label} — ${int(result.products)} products, seeded in ${(result.seedMs / 1000).toFixed(1)} s`,
    '',
    `${opts.connections} connections, ${opts.seconds} s per run, ${opts.rounds} round(s) alternating shop/reference; ` +
      `req/s = mean of rounds, p50/p99 = worst round; CATALOG_CACHE=${result.catalogCache}; ` +
      `searchText column: ${result.searchTextColumn ? 'yes' : 'no'}; ` +
      `metrics and request logs: ${
        result.observability === 'compare'
          ? 'off (shop) and on (observed)'
          : result.observability === 'compare-off'
            ? 'off in both shops (the second one is "observed")'
            : result.observability
      }`,
    '',
  );
  if (result.scenarios.length) {
    lines.push(
      '| scenario | shop req/s | ref req/s | shop/ref | shop p50 ms | shop p99 ms | ref p99 ms | errors/non-2xx shop · ref |',
      '|---|---:|---:|---:|---:|---:|---:|---|',
    );
  }
  for (const s of result.scenarios) {
    lines.push(
      `| ${s.name} | ${int(s.shop.rps)} | ${int(s.reference.rps)} | ${times(s.ratio)} | ${ms(s.shop.p50)} | ${ms(s.shop.p99)} | ${ms(s.reference.p99)} | ${s.shop.errors}/${s.shop.non2xx} · ${s.reference.errors}/${s.reference.non2xx} |`,
    );
  }
  if (result.scenarios.some((s) => s.observed)) {
    lines.push(
      '',
      'Metrics and JSON request logs on (observed) ÷ off (shop), same run:',
      '',
      '| scenario | off req/s | on req/s | on ÷ off | off p99 ms | on p99 ms | CPU µs/request off · on | CPU on ÷ off |',
      '|---|---:|---:|---:|---:|---:|---:|---:|',
    );
    for (const s of result.scenarios) {
      lines.push(
        `| ${s.name} | ${int(s.shop.rps)} | ${int(s.observed.rps)} | ${times(s.observedRatio)} | ${ms(s.shop.p99)} | ${ms(s.observed.p99)} | ${micros(s.shop.cpuUs)} · ${micros(s.observed.cpuUs)} | ${times(s.observed.cpuUs / s.shop.cpuUs)} |`,
      );
    }
  }
  if (result.drops.length) printDrops(result.drops, lines);
  const byKey = Object.fromEntries(result.scenarios.map((s) => [s.key, s]));
  if (byKey.list && (byKey.search1 || byKey.search2)) {
    const part = (key, name) =>
      byKey[key] ? `${name} ${times(byKey[key].shop.rps / byKey.list.shop.rps)}` : '';
    lines.push(
      '',
      `Shop search ÷ shop list page 1: ${[part('search1', 'one word'), part('search2', 'two words')].filter(Boolean).join(', ')}`,
    );
  }
  if (result.profile) {
    lines.push(
      '',
      `CPU profile of the shop during its load runs: ${result.profile.file}`,
      '',
      result.profile.text,
    );
  }
  console.log(`${lines.join('\n')}\n`);
}

/** The drop, each run of each side, then shop ÷ reference over the worst rounds. */
function printDrops(drops, lines) {
  const { shoppers, units, connections } = drops[0];
  if (lines.length && lines[lines.length - 1] !== '') lines.push('');
  lines.push(
    `Drop: ${shoppers} shoppers, ${units} units, **${connections} connections** ` +
      (connections === 'warm'
        ? '(each keep-alive connection opened by a GET first, then all POSTs in one tick)'
        : '(each shopper opens its connection with the POST, all in one tick)'),
    '',
    '| drop | round | 201 | 409 | 5xx or no answer | p50 ms | p99 ms | max ms | wall ms | check (other statuses; 0: no answer) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  );
  for (const d of drops) {
    const others = Object.entries(d.byStatus)
      .filter(([status]) => !['201', '409'].includes(status))
      .map(([status, n]) => `${n}×${status}`)
      .join(' ');
    lines.push(
      `| ${d.side} | ${d.round} | ${d.created} | ${d.conflicts} | ${d.serverErrors} | ${ms(d.p50)} | ${ms(d.p99)} | ${ms(d.max)} | ${ms(d.wallMs)} | ${d.ok ? 'OK' : `FAILED: ${d.problems.join('; ')}`}${others ? ` (${others})` : ''} |`,
    );
  }
  const worst = (side, key) => max(drops.filter((d) => d.side === side).map((d) => d[key]));
  if (drops.some((d) => d.side === 'reference')) {
    const ratio = (key) =>
      `${ms(worst('shop', key))} ÷ ${ms(worst('reference', key))} = ${times(worst('shop', key) / worst('reference', key))}`;
    // Each round's two drops ran back to back: their ratio is the least disturbed by the rest
    // of the machine.
    const perRound = [...new Set(drops.map((d) => d.round))].map((round) => {
      const of = (side) => drops.find((d) => d.round === round && d.side === side);
      return of('shop').p99 / of('reference').p99;
    });
    const sorted = [...perRound].sort((a, b) => a - b);
    const median = sorted[Math.floor((sorted.length - 1) / 2)];
    lines.push(
      '',
      `Drop shop ÷ reference, worst round: p50 ${ratio('p50')}, p99 ${ratio('p99')}, wall ${ratio('wallMs')}`,
      `Drop shop ÷ reference p99, round by round: ${perRound.map(times).join(', ')}; median ${times(median)}`,
    );
  }
  if (drops.some((d) => d.side === 'observed')) {
    const of = (side, key) => `${ms(worst(side, key))}`;
    lines.push(
      `Drop metrics and logs on (observed) vs off (shop), worst round: p50 ${of('observed', 'p50')} vs ${of('shop', 'p50')}, ` +
        `p99 ${of('observed', 'p99')} vs ${of('shop', 'p99')} = ${times(worst('observed', 'p99') / worst('shop', 'p99'))}`,
    );
  }
}

function printGrowth(results) {
  const lines = [
    '### Growth: list p50 (shop, CATALOG_CACHE=off) by catalog size',
    '',
    '| database | scenario | products | shop p50 ms | ref p50 ms | shop req/s | ref req/s |',
    '|---|---|---:|---:|---:|---:|---:|',
  ];
  for (const r of results) {
    for (const s of r.scenarios) {
      lines.push(
        `| ${r.label} | ${s.name} | ${int(r.products)} | ${ms(s.shop.p50)} | ${ms(s.reference.p50)} | ${int(s.shop.rps)} | ${int(s.reference.rps)} |`,
      );
    }
  }
  lines.push('');
  for (const kind of [...new Set(results.map((r) => r.db))]) {
    const rs = results.filter((r) => r.db === kind).sort((a, b) => a.products - b.products);
    if (rs.length < 2) continue;
    const [small, large] = [rs[0], rs[rs.length - 1]];
    for (const s of small.scenarios) {
      const l = large.scenarios.find((x) => x.key === s.key);
      lines.push(
        `${small.label} ${s.name}: p50 at ${int(large.products)} ÷ p50 at ${int(small.products)} = ` +
          `shop ${ratioText(l.shop.p50, s.shop.p50)}, reference ${ratioText(l.reference.p50, s.reference.p50)}`,
      );
    }
  }
  console.log(`${lines.join('\n')}\n`);
}

// ── main ─────────────────────────────────────────────────────────────────────────────────────
// `--scenario order-promo`: orders with a discount code against orders without (its own script).
{
  const argv = process.argv.slice(2);
  const at = argv.indexOf('--scenario');
  if (at >= 0 && argv[at + 1] === 'order-promo') {
    const { main } = await import('./bench-order-promo.mjs');
    process.exit(await main(argv));
  }
}
const opts = options();
const code = project();
const results = [];
console.log(
  `FreakDrop catalog bench — ${new Date().toISOString()}, Node ${process.version}, ${cpus().length} CPU(s)\n`,
);
try {
  if (opts.growth) {
    const scenarios = opts.scenarioGiven
      ? opts.scenarios
      : ['list', 'category', 'list@1', 'category@1'];
    for (const kind of opts.dbs) {
      for (const products of opts.growthProducts) {
        const r = await measure(code, kind, opts, {
          products,
          scenarios: scenarios.filter((s) => s !== 'drop'),
          shopEnv: { CATALOG_CACHE: 'off' },
        });
        results.push(r);
        printTable(r, opts);
      }
    }
    printGrowth(results);
  } else {
    for (const kind of opts.dbs) {
      const r = await measure(code, kind, opts, {
        products: opts.products,
        scenarios: opts.scenarios,
      });
      results.push(r);
      printTable(r, opts);
    }
  }
} finally {
  await cleanupAll();
}
if (opts.json) {
  writeFileSync(
    opts.json,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        node: process.version,
        cpus: cpus().length,
        options: opts,
        results,
      },
      null,
      2,
    ),
  );
  log(`wrote ${opts.json}`);
}
const failedDrops = results.flatMap((r) => r.drops.filter((d) => !d.ok));
process.exit(failedDrops.length ? 1 : 0);
