#!/usr/bin/env node
/**
 * `npm run bench:main-thread` (build first): the browser main thread's work after a storefront
 * page's first paint, a figure a busy machine changes little. Lighthouse's TBT counts wall time
 * under a 4× CPU throttle, which other processes on the machine stretch; this reads each task's
 * own CPU time (`tdur` in a Chromium trace, unthrottled) instead.
 *
 * For each page (`/`, `/ar`, a product page, its Arabic page) and run: a fresh headless Chromium
 * (CHROME_PATH, default /usr/bin/chromium) loads the page on the demo shop (SQLite), waits until
 * the app has hydrated (`<html data-app="ready">`) and 2.5 s more. Prints the medians of: the
 * main thread's CPU time in tasks after the first contentful paint, the longest such task, and
 * `4× TBT`: Σ max(0, 4 × task − 50 ms), the blocking time those tasks would make at
 * Lighthouse's 4× slower CPU.
 *
 * `--root DIR` measures the build of another checkout (its backend/dist and frontend/dist), so
 * two builds can be measured back to back; `--runs N` (3).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { becameHealthy, freePort } from './health.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const { values: opts } = parseArgs({
  options: {
    root: { type: 'string', default: resolve(here, '..', '..') },
    runs: { type: 'string', default: '3' },
  },
});
const root = resolve(opts.root);
const require = createRequire(join(root, 'frontend', 'package.json'));
const { chromium } = require('@playwright/test');
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** CPU milliseconds of each main-thread task after the first contentful paint, from a trace. */
function tasksAfterPaint(events) {
  const paint = events.filter((e) => e.name === 'firstContentfulPaint').at(-1);
  if (!paint) throw new Error('the trace has no first contentful paint');
  const main = events.find(
    (e) => e.pid === paint.pid && e.name === 'thread_name' && e.args.name === 'CrRendererMain',
  );
  return events
    .filter(
      (e) =>
        e.pid === paint.pid &&
        e.tid === main.tid &&
        e.ph === 'X' &&
        e.name === 'RunTask' &&
        e.ts >= paint.ts &&
        e.tdur != null,
    )
    .map((e) => e.tdur / 1000);
}

async function measure(url) {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    await page.goto(new URL('/api/health', url).href);
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'],
    });
    await page.goto(url, { waitUntil: 'load' });
    // A function, not a string: the shop's Content Security Policy forbids eval.
    await page.waitForFunction(
      () => globalThis.document.documentElement.dataset.app === 'ready',
      null,
      { timeout: 60_000 },
    );
    await page.waitForTimeout(2500);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
    const tasks = tasksAfterPaint(traceEvents);
    return {
      cpu: tasks.reduce((a, t) => a + t, 0),
      longest: Math.max(0, ...tasks),
      tbt4x: tasks.reduce((a, t) => a + Math.max(0, 4 * t - 50), 0),
    };
  } finally {
    await browser.close();
  }
}

const dir = mkdtempSync(join(tmpdir(), 'fd-bench-main-thread-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const shop = spawn(process.execPath, [join(root, 'backend', 'dist', 'main.js')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dir,
    DATABASE_URL: `sqlite://${join(dir, 'shop.sqlite')}`,
    LOG_REQUESTS: 'false',
    ADMIN_PASSWORD: 'bench-admin-password',
    SESSION_SECRET: 'bench-session-secret-0123456789abcdef0123456789abcdef',
    NODE_ENV: 'production',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  if (!(await becameHealthy(shop, base, 180))) throw new Error('the shop did not become healthy');
  const { products } = await (await fetch(`${base}/api/products?limit=1`)).json();
  const pages = [
    ['/', '/'],
    ['/ar', '/ar'],
    ['product page', `/product/${products[0].slug}`],
    ['product page (ar)', `/ar/product/${products[0].slug}`],
  ];
  const before = loadavg().map((l) => l.toFixed(2));
  const results = new Map(pages.map(([name]) => [name, []]));
  for (let run = 0; run < Number(opts.runs); run++) {
    for (const [name, path] of pages) results.get(name).push(await measure(`${base}${path}`));
  }
  const after = loadavg().map((l) => l.toFixed(2));
  console.log(
    `\n${root}: median of ${opts.runs} runs (load average before: ${before.join(' ')}, after: ${after.join(' ')})\n`,
  );
  console.log(
    '| page | main-thread CPU after first paint | longest task | 4× TBT | 4× TBT per run |',
  );
  console.log('|---|---:|---:|---:|---|');
  for (const [name, rows] of results) {
    const m = (key) => `${median(rows.map((r) => r[key])).toFixed(0)} ms`;
    const each = rows.map((r) => r.tbt4x.toFixed(0)).join('/');
    console.log(`| ${name} | ${m('cpu')} | ${m('longest')} | ${m('tbt4x')} | ${each} |`);
  }
} finally {
  shop.kill('SIGTERM');
  await new Promise((r) => shop.once('exit', r));
  rmSync(dir, { recursive: true, force: true });
}
