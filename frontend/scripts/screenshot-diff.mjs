#!/usr/bin/env node
/**
 * Shows that a change to the styles leaves the look as it was: screenshots of the same pages
 * from two production builds, compared pixel by pixel.
 *
 *   npm run screenshots:diff -w frontend -- --base /path/to/other/checkout [--work .] [--max 1]
 *
 * Each checkout (`--base`, and `--work`, this one by default) must be built (`npm run build`).
 * Each gets its own server on a free port with a fresh SQLite demo database, as the journeys'
 * (e2e/run.mjs). The pages: `/`, `/shop`, a product page, the checkout with an item in the cart
 * (English and Arabic), and the admin orders screen signed in with one order placed (its random
 * number shown as FD-0000-0000 on both sides), each at 375 and 1280 px wide,
 * full page, with motion reduced, animations stopped, the clock fixed and videos at their first
 * frame. Prints the share of differing pixels per page and exits 1 when one is over `--max`
 * percent (a page whose height changed counts the rows one has and the other lacks as
 * different). The images and a diff of each go to e2e-artifacts/screenshot-diff/ (git ignores it).
 */
/* global document, window, requestAnimationFrame, NodeFilter -- page.evaluate callbacks run in the browser */
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = dirname(fileURLToPath(import.meta.url));
const frontendDir = resolve(here, '..');
const require = createRequire(join(frontendDir, 'package.json'));
const { chromium } = require('@playwright/test');
const pixelmatch = require('pixelmatch').default ?? require('pixelmatch');
const { PNG } = require('pngjs');

const { values: options } = parseArgs({
  options: {
    base: { type: 'string' },
    work: { type: 'string', default: resolve(frontendDir, '..') },
    max: { type: 'string', default: '1' },
    out: { type: 'string', default: join(frontendDir, 'e2e-artifacts', 'screenshot-diff') },
    // Only the shots whose name ("checkout ar 375", "admin-orders en 1280") contains this.
    only: { type: 'string', default: '' },
  },
});
if (!options.base) {
  console.error(
    'screenshot-diff: --base <checkout> is required (a built checkout to compare with)',
  );
  process.exit(2);
}
const MAX_PERCENT = Number(options.max);
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const ADMIN = { email: 'admin', password: 'screenshot-admin-pass-123' };
const WIDTHS = [375, 1280];
/** Rendered on both sides, so relative dates ("today") and the year read the same. */
const FIXED_TIME = new Date('2026-06-15T10:00:00Z');

function freePort() {
  return new Promise((done, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** A production server of the checkout at `root` on a fresh SQLite demo database. */
async function startShop(root, label) {
  for (const file of ['backend/dist/main.js', 'frontend/dist/index.html']) {
    if (!existsSync(join(root, file)))
      throw new Error(`${label}: ${file} is missing; build it first`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), `freakdrop-shots-${label}-`));
  const port = await freePort();
  const env = { ...process.env };
  for (const key of Object.keys(env)) {
    if (/^(S3_|UPLOAD_DIR$|SESSION_SECRET$|TRUST_PROXY$|CONTACT_|DATABASE_URL$)/.test(key)) {
      delete env[key];
    }
  }
  Object.assign(env, {
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: `sqlite:${join(dataDir, 'db.sqlite')}`,
    SEED_DEMO: 'true',
    ADMIN_USERNAME: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_REQUESTS: 'false',
    NODE_ENV: 'production',
  });
  const logFile = join(dataDir, 'server.log');
  const log = openSync(logFile, 'w');
  const server = spawn(process.execPath, ['backend/dist/main.js'], {
    cwd: root,
    env,
    stdio: ['ignore', log, log],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise((done) => {
      const cleanup = () => {
        rmSync(dataDir, { recursive: true, force: true });
        done();
      };
      if (server.exitCode !== null || server.signalCode !== null) return cleanup();
      const killer = setTimeout(() => server.kill('SIGKILL'), 10_000);
      server.once('exit', () => {
        clearTimeout(killer);
        cleanup();
      });
      server.kill('SIGTERM');
    });
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const output = readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n');
  await stop();
  throw new Error(`${label}: the server at ${root} did not start:\n${output}`);
}

/** The cart the checkout shows: one line of the shop's first product. */
async function cartOf(url) {
  const list = await (await fetch(`${url}/api/products?limit=1`)).json();
  const product = list.products?.[0] ?? list.items?.[0] ?? list[0];
  const price = product.salePriceAED ?? product.priceAED;
  return {
    slug: product.slug,
    cart: {
      items: [
        {
          productId: product.id,
          title: product.title,
          priceAED: price,
          size: product.sizes?.[0] ?? 'N/A',
          ...(product.colors?.length ? { color: product.colors[0] } : {}),
          qty: 1,
          image: product.images[0] ?? '',
          slug: product.slug,
        },
      ],
      subtotalAED: price,
    },
  };
}

/** One order in the console's list: the cart's line, to a Dubai address, at the shop's fee. */
async function placeOrder(url, cart) {
  const { deliveryAED } = await (await fetch(`${url}/api/settings`)).json();
  const [line] = cart.items;
  const res = await fetch(`${url}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      customerName: 'Layla Haddad',
      phone: '+971501112233',
      city: 'Dubai',
      addressLine1: 'Villa 12, Al Wasl Road',
      items: [{ productId: line.productId, size: line.size, color: line.color, qty: line.qty }],
      subtotalAED: cart.subtotalAED,
      deliveryAED,
      totalAED: cart.subtotalAED + deliveryAED,
    }),
  });
  if (!res.ok) throw new Error(`placing an order failed (${res.status}): ${await res.text()}`);
}

/** The page as it rests: every image in (lazy ones too), fonts in, videos at their first frame. */
async function settle(page) {
  await quiet(page);
  // Lazy images load near the viewport: scroll through once, then back to the top.
  await page.evaluate(async () => {
    const step = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await step();
    }
    window.scrollTo(0, 0);
    await step();
  });
  await quiet(page);
  await page.evaluate(async () => {
    const atMost = (promise, ms) =>
      Promise.race([promise, new Promise((r) => setTimeout(r, ms))]).catch(() => undefined);
    await atMost(document.fonts.ready, 5_000);
    for (const video of document.querySelectorAll('video')) {
      video.pause();
      video.currentTime = 0;
    }
    await atMost(Promise.allSettled([...document.images].map((img) => img.decode())), 5_000);
  });
  await page.waitForTimeout(300);
}

/** No request for half a second, or 5 s at most (a streaming video may never go quiet). */
function quiet(page) {
  return page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

/** Every screenshot of one shop, by name. */
async function shoot(browser, shop, label) {
  const { slug, cart } = await cartOf(shop.url);
  await placeOrder(shop.url, cart);
  const pages = [
    ['home', '/'],
    ['shop', '/shop'],
    ['product', `/product/${slug}`],
    ['checkout', '/checkout'],
  ];
  const shots = new Map();
  for (const width of WIDTHS) {
    for (const lang of ['en', 'ar']) {
      for (const [name, path] of pages) {
        if (!`${name} ${lang} ${width}`.includes(options.only)) continue;
        const context = await browser.newContext({
          baseURL: shop.url,
          viewport: { width, height: 800 },
          deviceScaleFactor: 1,
          reducedMotion: 'reduce',
        });
        await context.addInitScript(
          ([key, value]) => window.localStorage.setItem(key, value),
          [
            'freakdrop_cart',
            JSON.stringify(name === 'checkout' ? cart : { items: [], subtotalAED: 0 }),
          ],
        );
        const page = await context.newPage();
        await page.clock.setFixedTime(FIXED_TIME);
        await page.goto(lang === 'ar' ? `/ar${path === '/' ? '' : path}` : path);
        await settle(page);
        console.log(`screenshot-diff: ${label} ${name} ${lang} ${width}`);
        shots.set(
          `${name} ${lang} ${width}`,
          await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' }),
        );
        await context.close();
      }
    }
    // The console is English only.
    if (!`admin-orders en ${width}`.includes(options.only)) continue;
    const context = await browser.newContext({
      baseURL: shop.url,
      viewport: { width, height: 800 },
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
    });
    const login = await context.request.post('/api/auth/login', { data: ADMIN });
    if (!login.ok()) throw new Error(`${label}: admin sign-in failed (${login.status()})`);
    const page = await context.newPage();
    await page.clock.setFixedTime(FIXED_TIME);
    await page.goto('/admin/orders');
    await page.getByRole('table').first().waitFor();
    await settle(page);
    // Order numbers are random: the same one on both sides, so the table's columns match.
    await page.evaluate(() => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        node.textContent = node.textContent.replace(
          /\bFD-[A-Z0-9]{4}-[A-Z0-9]{4}\b/g,
          'FD-0000-0000',
        );
      }
    });
    shots.set(
      `admin-orders en ${width}`,
      await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' }),
    );
    console.log(`screenshot-diff: ${label} admin-orders en ${width}`);
    await context.close();
  }
  return shots;
}

/** The share of differing pixels, over the larger of the two sizes; writes a diff image. */
function compare(a, b, file) {
  const one = PNG.sync.read(a);
  const two = PNG.sync.read(b);
  const width = Math.max(one.width, two.width);
  const height = Math.max(one.height, two.height);
  const pad = (png) => {
    if (png.width === width && png.height === height) return png.data;
    const out = new PNG({ width, height });
    out.data.fill(0);
    PNG.bitblt(png, out, 0, 0, png.width, png.height, 0, 0);
    return out.data;
  };
  const diff = new PNG({ width, height });
  const changed = pixelmatch(pad(one), pad(two), diff.data, width, height, { threshold: 0.1 });
  writeFileSync(file, PNG.sync.write(diff));
  return { percent: (100 * changed) / (width * height), one, two };
}

async function main() {
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  const shops = [];
  try {
    const started = await Promise.allSettled([
      startShop(resolve(options.base), 'base'),
      startShop(resolve(options.work), 'work'),
    ]);
    for (const s of started) if (s.status === 'fulfilled') shops.push(s.value);
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
    const [base, work] = shops;
    const before = await shoot(browser, base, 'base');
    const after = await shoot(browser, work, 'work');
    rmSync(options.out, { recursive: true, force: true });
    mkdirSync(options.out, { recursive: true });
    const rows = [];
    for (const [name, shot] of before) {
      const file = name.replaceAll(' ', '-');
      writeFileSync(join(options.out, `${file}.before.png`), shot);
      writeFileSync(join(options.out, `${file}.after.png`), after.get(name));
      const { percent, one, two } = compare(
        shot,
        after.get(name),
        join(options.out, `${file}.diff.png`),
      );
      rows.push({ name, size: `${one.width}x${one.height} / ${two.width}x${two.height}`, percent });
    }
    console.log(`| page | lang | width | size before / after | differing pixels |`);
    console.log(`|---|---|---|---|---|`);
    for (const { name, size, percent } of rows) {
      const [page, lang, width] = name.split(' ');
      console.log(`| ${page} | ${lang} | ${width} | ${size} | ${percent.toFixed(3)} % |`);
    }
    const over = rows.filter((r) => r.percent > MAX_PERCENT);
    if (over.length > 0) {
      console.error(
        `screenshot-diff: over ${MAX_PERCENT} %: ${over.map((r) => r.name).join(', ')} (images in ${options.out})`,
      );
      process.exitCode = 1;
    } else {
      console.log(`screenshot-diff: every page within ${MAX_PERCENT} % (images in ${options.out})`);
    }
  } finally {
    await browser.close();
    for (const shop of shops) await shop.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
