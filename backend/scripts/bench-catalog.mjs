// Load benchmark of the storefront's hot read paths against the built API.
//   npm run build && npm run bench            (SQLite, demo catalog)
//   BENCH_DATABASE_URL=mysql://root@127.0.0.1:3306/fd_bench npm run bench
// Starts its own server on a fresh database, fires requests with autocannon for a few
// seconds per route, prints requests/s and latency percentiles. It measures; it asserts nothing.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.BENCH_PORT ?? 3917);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const dataDir = mkdtempSync(join(tmpdir(), 'fd-bench-'));
const base = `http://127.0.0.1:${port}`;

const server = spawn(process.execPath, [join(root, 'backend/dist/main.js')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? `sqlite:${join(dataDir, 'bench.sqlite')}`,
    SEED_DEMO: 'true',
    ADMIN_PASSWORD: 'bench-password-1',
    LOG_REQUESTS: 'false',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForHealth() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not become healthy');
}

const routes = [
  ['product list (page 1)', '/api/products'],
  ['category + price sort', '/api/products?category=T-Shirts&sort=price_asc'],
  ['search', '/api/products?search=drip'],
  ['featured per category', '/api/products?category=HOODIES&featured=true&limit=4'],
  ['product by slug', '/api/products/toxic-drip-hoodie'],
  ['categories', '/api/categories'],
  ['settings', '/api/settings'],
];

try {
  await waitForHealth();
  console.log(`FreakDrop catalog benchmark: ${connections} connections, ${seconds} s per route\n`);
  console.log(
    'route'.padEnd(26),
    'req/s'.padStart(8),
    'p50 ms'.padStart(8),
    'p97.5'.padStart(8),
    'p99'.padStart(8),
    'errors'.padStart(7),
  );
  for (const [name, path] of routes) {
    const result = await autocannon({ url: base + path, connections, duration: seconds });
    const errors = result.errors + result.non2xx;
    console.log(
      name.padEnd(26),
      result.requests.average.toFixed(0).padStart(8),
      String(result.latency.p50).padStart(8),
      String(result.latency.p97_5).padStart(8),
      String(result.latency.p99).padStart(8),
      String(errors).padStart(7),
    );
  }
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
