#!/usr/bin/env node
/**
 * `npm run bench:web` (build first: `npm run build`). Two measurements of the built shop:
 *
 * 1. Lighthouse 12 (mobile preset, its default: throttled 4G and a 4× slower CPU) on `/`,
 *    `/shop` and a product page of the demo shop on SQLite, `--runs` times each (3), with
 *    Debian's Chromium (CHROME_PATH, default /usr/bin/chromium, `--headless --no-sandbox
 *    --disable-gpu`). Prints the median of each figure.
 * 2. Server rendering throughput: a fresh SQLite database seeded with `--products` (10,000)
 *    products, then autocannon at `--connections` (32) for `--seconds` (15) on product pages
 *    (each request another product, so each page is a first render; then 2,000 products
 *    visited again and again, as the page cache serves them) and on `/shop` HTML. Prints req/s,
 *    latency percentiles and the server's CPU time per page. `--rows` picks rows.
 *
 * The machine is shared and busy: the load average is printed with the figures.
 */
import { spawn } from 'node:child_process';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { seedCatalog } from './seed.mjs';
import { freePort } from './health.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '..', '..');
const dist = join(repoRoot, 'backend', 'dist');
const require = createRequire(import.meta.url);
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const SECRET = 'bench-session-secret-0123456789abcdef0123456789abcdef';

const { values: opts } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    products: { type: 'string', default: '10000' },
    connections: { type: 'string', default: '32' },
    seconds: { type: 'string', default: '15' },
    'skip-lighthouse': { type: 'boolean', default: false },
    'skip-throughput': { type: 'boolean', default: false },
    /** Which throughput rows to run, e.g. `--rows first-render` to profile renders alone. */
    rows: { type: 'string', default: 'first-render,product,shop' },
    /** A folder to keep each Lighthouse report in (JSON), to see what an audit found. */
    reports: { type: 'string' },
  },
});

const log = (m) => console.log(`bench:web: ${m}`);
const cleanups = [];
async function cleanupAll() {
  while (cleanups.length)
    await cleanups
      .pop()()
      .catch(() => undefined);
}
function fail(message) {
  console.error(`bench:web: ${message}`);
  void cleanupAll().then(() => process.exit(1));
}
process.on('SIGINT', () => void cleanupAll().then(() => process.exit(130)));

for (const file of [
  'backend/dist/main.js',
  'frontend/dist/index.html',
  'frontend/dist/server/render.js',
]) {
  if (!existsSync(join(repoRoot, file))) fail(`${file} is missing: run "npm run build" first`);
}

/** The built shop on a fresh SQLite database in a temporary folder. */
async function startShop(label, env) {
  const dir = mkdtempSync(join(tmpdir(), 'fd-bench-web-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // BENCH_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") profiles the shop itself:
  // Node refuses --cpu-prof in NODE_OPTIONS.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, join(dist, 'main.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dir,
      DATABASE_URL: `sqlite://${join(dir, 'shop.sqlite')}`,
      LOG_REQUESTS: 'false',
      ADMIN_PASSWORD: 'bench-admin-password',
      SESSION_SECRET: SECRET,
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  // BENCH_SHOP_LOG: a file the shop's whole output goes to (with BENCH_NODE_ARGS=--trace-gc,
  // its garbage collections), rather than only the last lines on a failure.
  const logFile = process.env.BENCH_SHOP_LOG;
  const keep = (c) => {
    if (logFile) appendFileSync(logFile, c);
    output.push(...c.toString().split('\n').filter(Boolean).slice(-40));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((r) => child.on('exit', r));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  cleanups.push(stop);
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, dir, stop, pid: child.pid };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  console.error(output.slice(-40).join('\n'));
  fail(`${label} did not become healthy`);
  return undefined;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

async function lighthouseRuns(base, runs) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const { products } = await (await fetch(`${base}/api/products?limit=1`)).json();
  const pages = [
    ['/', '/'],
    ['/shop', '/shop'],
    ['product page', `/product/${products[0].slug}`],
    // The Arabic pages hold the same targets.
    ['/ar', '/ar'],
    ['/ar/shop', '/ar/shop'],
    ['product page (ar)', `/ar/product/${products[0].slug}`],
  ];
  const rows = [];
  for (const [name, path] of pages) {
    const results = [];
    // A run Lighthouse itself could not record (e.g. NO_NAVSTART on a busy machine) is no
    // measurement: it is logged and run again, twice at most per page.
    for (let i = 0; results.length < runs && i < runs + 2; i++) {
      const chrome = await chromeLauncher.launch({
        chromePath: CHROME_PATH,
        chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
      });
      try {
        const result = await lighthouse(`${base}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
        });
        const { categories, audits, runtimeError } = result.lhr;
        if (runtimeError) {
          log(`${name} run ${i + 1}: not recorded (${runtimeError.code}), run again`);
          continue;
        }
        if (opts.reports) {
          mkdirSync(opts.reports, { recursive: true });
          const file = `${name.replace(/\W+/g, '-')}-${i + 1}.json`;
          writeFileSync(join(opts.reports, file), JSON.stringify(result.lhr));
        }
        results.push({
          performance: categories.performance.score * 100,
          accessibility: categories.accessibility.score * 100,
          bestPractices: categories['best-practices'].score * 100,
          seo: categories.seo.score * 100,
          lcp: audits['largest-contentful-paint'].numericValue,
          tbt: audits['total-blocking-time'].numericValue,
          cls: audits['cumulative-layout-shift'].numericValue,
          fcp: audits['first-contentful-paint'].numericValue,
        });
        log(`${name} run ${i + 1}: performance ${results.at(-1).performance}`);
      } finally {
        await chrome.kill();
      }
    }
    const m = (key) => median(results.map((r) => r[key]));
    rows.push({
      page: name,
      perf: m('performance'),
      a11y: m('accessibility'),
      bp: m('bestPractices'),
      seo: m('seo'),
      fcp: m('fcp'),
      lcp: m('lcp'),
      tbt: m('tbt'),
      cls: m('cls'),
      runs: results.map((r) => r.performance).join('/'),
    });
  }
  return rows;
}

async function seed(dir, products) {
  require('reflect-metadata');
  const { loadConfig } = require(join(dist, 'config/config.js'));
  const { createDataSource } = require(join(dist, 'database/data-source.js'));
  const { productSearchText } = require(join(dist, 'catalog/search-text.js'));
  const config = loadConfig({
    DATABASE_URL: `sqlite://${join(dir, 'shop.sqlite')}`,
    DATA_DIR: dir,
    SESSION_SECRET: SECRET,
  });
  const dataSource = createDataSource(config.database);
  await dataSource.initialize();
  try {
    // Every product's slug: the first-render row asks for each product once.
    return await seedCatalog(dataSource, {
      products,
      searchText: productSearchText,
      sampleSize: products,
    });
  } finally {
    await dataSource.destroy();
  }
}

async function throughput(base, paths, connections, seconds, { from = 0 } = {}) {
  let next = from;
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [
      { method: 'GET', setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }) },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
    next,
  };
}

/**
 * CPU seconds (user + system) the shop's process has used so far, from /proc: per request it
 * says what one page costs the server even when neighbours make the wall-clock figures noisy.
 */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks
  } catch {
    return Number.NaN; // not Linux
  }
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

try {
  if (!opts['skip-lighthouse']) {
    log('Lighthouse: starting the demo shop (SQLite)');
    const shop = await startShop('the demo shop', { SEED_DEMO: 'true' });
    // One visit each first: the server's caches and the OS's file cache are warm for run 1.
    for (const p of ['/', '/shop', '/ar', '/ar/shop']) await fetch(`${shop.base}${p}`);
    const loadBefore = load();
    const rows = await lighthouseRuns(shop.base, Number(opts.runs));
    await shop.stop();
    console.log(
      `\nLighthouse 12, mobile preset, median of ${opts.runs} runs (load average before: ${loadBefore}, after: ${load()})\n`,
    );
    console.log(
      '| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | performance per run |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---|');
    for (const r of rows) {
      console.log(
        `| ${r.page} | ${r.perf} | ${r.a11y} | ${r.bp} | ${r.seo} | ${(r.fcp / 1000).toFixed(2)} s | ${(r.lcp / 1000).toFixed(2)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${r.runs} |`,
      );
    }
    console.log('');
  }

  if (!opts['skip-throughput']) {
    const products = Number(opts.products);
    log(`throughput: fresh SQLite database with ${products.toLocaleString('en-US')} products`);
    const shop = await startShop('the shop', { SEED_DEMO: 'false' });
    const info = await seed(shop.dir, products);
    log(`seeded in ${(info.ms / 1000).toFixed(1)} s`);
    const allProducts = info.slugs.map((s) => `/product/${encodeURIComponent(s)}`);
    // The served row revisits 2,000 products, spread over the catalog (a drop's shoppers look
    // at some products more than others; all of them fit in the page cache).
    const step = Math.max(1, Math.floor(allProducts.length / 2000));
    const productPaths = allProducts.filter((_, i) => i % step === 0).slice(0, 2000);
    const shopPaths = [
      '/shop',
      ...info.categories.map((c) => `/shop?category=${encodeURIComponent(c.slug)}`),
    ];
    const check = await fetch(`${shop.base}${productPaths[0]}`);
    const html = await check.text();
    if (check.status !== 200 || !html.includes('<div id="root"><div class="store">')) {
      fail(`${productPaths[0]} is not a server-rendered page (status ${check.status})`);
    }
    const connections = Number(opts.connections);
    const seconds = Number(opts.seconds);
    const rows = [];
    const chosen = new Set(opts.rows.split(','));
    for (const [id, name, paths] of [
      // Each request another product, each product once (the run goes on where its warm-up
      // stopped): no page is answered from the page cache and each one costs a whole render,
      // its product's reads included, as after a catalog write or for a crawler.
      ['first-render', 'product page HTML, a different product each time', allProducts],
      ['product', 'product page HTML, 2,000 products', productPaths],
      ['shop', '/shop HTML', shopPaths],
    ]) {
      if (!chosen.has(id)) continue;
      const warm = await throughput(shop.base, paths, connections, 3); // warm-up
      const before = load();
      const cpuBefore = cpuSeconds(shop.pid);
      const r = await throughput(shop.base, paths, connections, seconds, { from: warm.next });
      const cpuMs = ((cpuSeconds(shop.pid) - cpuBefore) * 1000) / r.total;
      rows.push({ name, ...r, cpuMs, load: before });
      log(`${name}: ${Math.round(r.rps)} req/s, p99 ${r.p99} ms, ${cpuMs.toFixed(2)} CPU ms each`);
    }
    await shop.stop();
    console.log(
      `\nServer rendering, ${products.toLocaleString('en-US')} products, SQLite, ${connections} connections, ${seconds} s each\n`,
    );
    console.log(
      '| page | req/s | p50 | p99 | server CPU per page | errors | non-2xx | load average (1/5/15 min) |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---|');
    for (const r of rows) {
      console.log(
        `| ${r.name} | ${Math.round(r.rps)} | ${r.p50} ms | ${r.p99} ms | ${r.cpuMs.toFixed(2)} ms | ${r.errors} | ${r.non2xx} | ${r.load} |`,
      );
    }
    console.log('');
  }
} finally {
  await cleanupAll();
}
