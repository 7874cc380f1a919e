// The docker compose topology without Docker: MariaDB, two API processes sharing
// the database and the image folder, and Debian's nginx running docker/nginx.conf (only its
// upstream servers, web root, port and temp folder filled in) in front of them.
//
// Needs backend/dist and frontend/dist (`npm run build`), nginx, and MySQL/MariaDB at
// TEST_MYSQL_URL's server (default mysql://root@127.0.0.1:3306). Creates and drops its own
// database `fd_topology_<random>`. Run: node --test docker/test/topology.test.mjs
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { renderNginxConf } from './nginx-template.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MAIN_JS = join(ROOT, 'backend/dist/main.js');
const MIGRATIONS_DIR = join(ROOT, 'backend/dist/database/migrations');
const WEB_ROOT = join(ROOT, 'frontend/dist');
// mysql2 and sharp are backend dependencies; resolve them from there.
const backendRequire = createRequire(join(ROOT, 'backend/package.json'));
const mysql = backendRequire('mysql2/promise');
const sharp = backendRequire('sharp');

const NGINX =
  process.env.NGINX_BIN || (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');
const ADMIN_PASSWORD = `topology-${randomBytes(6).toString('hex')}`;
const SESSION_SECRET = randomBytes(24).toString('hex');
const DB_NAME = `fd_topology_${randomBytes(5).toString('hex')}`;
const HELMET_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** The MySQL server of TEST_MYSQL_URL (its database part is ignored), or local root. */
function serverUrl() {
  const url = new URL(process.env.TEST_MYSQL_URL || 'mysql://root@127.0.0.1:3306/test');
  url.pathname = '/';
  return url;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A child process whose output is kept (the last lines) for the failure report. */
function launch(name, command, args, options) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  const proc = { name, child, lines: [], exit: null };
  const keep = (chunk) => {
    for (const line of String(chunk).split('\n')) {
      if (!line) continue;
      proc.lines.push(line);
      if (proc.lines.length > 4000) proc.lines.splice(0, 1000);
    }
  };
  // A missing binary is an exit too, not an unhandled error event.
  child.on('error', (error) => {
    keep(`${name} failed to start: ${error.message}`);
    proc.exit ??= { code: null, signal: null, error: error.message };
  });
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  proc.exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      proc.exit = { code, signal };
      resolve(proc.exit);
    }),
  );
  return proc;
}

function tail(proc, n = 40) {
  return `--- ${proc.name} (last ${n} lines) ---\n${proc.lines.slice(-n).join('\n')}`;
}

async function waitFor(proc, url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.exit)
      throw new Error(`${proc.name} exited (${JSON.stringify(proc.exit)})\n${tail(proc)}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${proc.name} did not answer ${url} within ${timeoutMs} ms\n${tail(proc)}`);
}

async function stop(proc) {
  if (!proc || proc.exit) return;
  proc.child.kill('SIGTERM');
  const done = await Promise.race([proc.exited, sleep(8000).then(() => null)]);
  if (!done) {
    proc.child.kill('SIGKILL');
    await proc.exited;
  }
}

/** Requests carry the session cookie and, for writes, a same-site Origin like a browser. */
async function call(base, path, { method = 'GET', cookie, json, body, headers = {} } = {}) {
  const h = { ...headers };
  if (cookie) h.cookie = cookie;
  if (method !== 'GET' && method !== 'HEAD') h.origin ??= base;
  if (json !== undefined) {
    h['content-type'] = 'application/json';
    body = JSON.stringify(json);
  }
  const res = await fetch(`${base}${path}`, { method, headers: h, body });
  const type = res.headers.get('content-type') ?? '';
  const data = type.includes('json') ? await res.json() : Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, data };
}

/** A response for an assertion message: the status and the start of the body. */
function show(res) {
  const body = Buffer.isBuffer(res.data)
    ? res.data.toString('utf8', 0, 300)
    : JSON.stringify(res.data);
  return `${res.status} ${body}`;
}

function helmetHeaders(headers) {
  return Object.fromEntries(HELMET_HEADERS.map((h) => [h, headers.get(h)]));
}

/**
 * The upstream addresses nginx tried for each proxied request, from the production access log
 * format (`upstream=$upstream_addr ...`, a list when a request was retried).
 */
function upstreamsFor(accessLog, pathPrefix) {
  return readFileSync(accessLog, 'utf8')
    .split('\n')
    .filter((line) => line.includes(`"GET ${pathPrefix}`) || line.includes(`"POST ${pathPrefix}`))
    .flatMap((line) => [...line.split('upstream=')[1].matchAll(/\d+\.\d+\.\d+\.\d+:\d+/g)])
    .map((m) => m[0]);
}

describe(
  'docker compose topology: two API replicas behind nginx on one MySQL',
  { timeout: 240_000 },
  () => {
    const procs = {};
    let tmp;
    let root; // a MySQL connection without a database, to create and drop ours
    let db; // a connection to the test database, to check what the replicas stored
    let A;
    let B;
    let WEB;
    let cookie;
    let accessLog;
    let metricsA;
    let metricsB;
    let failed = false;

    /** A step that records failure, so the processes' output is printed once at the end. */
    const step = (name, fn) =>
      test(name, async (t) => {
        try {
          await fn(t);
        } catch (error) {
          failed = true;
          throw error;
        }
      });

    const cleanup = async () => {
      await Promise.all(Object.values(procs).map((p) => stop(p)));
      if (failed) {
        for (const p of Object.values(procs)) console.error(tail(p, 60));
        if (accessLog && existsSync(accessLog)) {
          const log = {
            name: 'nginx access log',
            lines: readFileSync(accessLog, 'utf8').split('\n'),
          };
          console.error(tail(log, 60));
        }
      }
      await db?.end().catch(() => undefined);
      if (root) {
        await root.query(`DROP DATABASE IF EXISTS \`${DB_NAME}\``).catch(() => undefined);
        await root.end().catch(() => undefined);
      }
      if (tmp) rmSync(tmp, { recursive: true, force: true });
    };
    // A run interrupted by Ctrl-C or a crash must not leave servers behind.
    const killAll = () => {
      for (const p of Object.values(procs)) if (!p.exit) p.child.kill('SIGKILL');
    };
    process.once('exit', killAll);

    before(async () => {
      try {
        for (const [what, path] of [
          ['backend/dist/main.js', MAIN_JS],
          ['frontend/dist/index.html', join(WEB_ROOT, 'index.html')],
        ]) {
          if (!existsSync(path)) {
            throw new Error(`${what} is missing: run \`npm run build\` first (npm test does).`);
          }
        }
        try {
          root = await mysql.createConnection({
            uri: serverUrl().toString(),
            connectTimeout: 5000,
          });
        } catch (error) {
          throw new Error(
            `MySQL/MariaDB is not reachable at ${serverUrl().host} (${error.code ?? error.message}); ` +
              'start it or set TEST_MYSQL_URL (.ci/run does both).',
          );
        }
        await root.query(
          `CREATE DATABASE \`${DB_NAME}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
        );
        const dbUrl = serverUrl();
        dbUrl.pathname = `/${DB_NAME}`;
        db = await mysql.createConnection({ uri: dbUrl.toString() });

        tmp = mkdtempSync(join(tmpdir(), 'fd-topology-'));
        chmodSync(tmp, 0o755);
        const [portA, portB, portWeb] = [await freePort(), await freePort(), await freePort()];
        // Prometheus metrics on a port of each replica's own (compose: 9464), never through nginx.
        metricsA = `http://127.0.0.1:${await freePort()}`;
        metricsB = `http://127.0.0.1:${await freePort()}`;
        A = `http://127.0.0.1:${portA}`;
        B = `http://127.0.0.1:${portB}`;
        WEB = `http://127.0.0.1:${portWeb}`;

        const env = {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          DATABASE_URL: dbUrl.toString(),
          SESSION_SECRET,
          DATA_DIR: join(tmp, 'data'),
          UPLOAD_DIR: join(tmp, 'uploads'),
          TRUST_PROXY: 'loopback',
          SEED_DEMO: 'false',
          LOG_REQUESTS: 'false',
          ADMIN_USERNAME: 'admin',
          ADMIN_PASSWORD,
          // Every order here is one phone on 127.0.0.1 (SECURITY.md: limits a shared address needs raised).
          ORDER_RATE_LIMIT_PHONE: '1000000',
          ORDER_RATE_LIMIT_IP: '1000000',
        };
        // Both at the same moment against the empty database: the migration lock is under test.
        procs.a = launch('replica A', process.execPath, [MAIN_JS], {
          cwd: ROOT,
          env: { ...env, PORT: String(portA), METRICS_PORT: new URL(metricsA).port },
        });
        procs.b = launch('replica B', process.execPath, [MAIN_JS], {
          cwd: ROOT,
          env: { ...env, PORT: String(portB), METRICS_PORT: new URL(metricsB).port },
        });

        const runtime = join(tmp, 'nginx');
        const conf = renderNginxConf({
          servers: [`127.0.0.1:${portA}`, `127.0.0.1:${portB}`],
          root: WEB_ROOT,
          port: portWeb,
          runtimeDir: runtime,
        });
        mkdirSync(runtime, { mode: 0o755 });
        accessLog = join(runtime, 'access.log');
        writeFileSync(join(runtime, 'nginx.conf'), conf);
        const globals = ['daemon off;'];
        // As root, keep the workers on the same user rather than nginx's default `nobody`.
        if (process.getuid?.() === 0) globals.push('user root;');
        procs.nginx = launch(
          'nginx',
          NGINX,
          [
            '-p',
            `${runtime}/`,
            '-c',
            join(runtime, 'nginx.conf'),
            '-e',
            'stderr',
            '-g',
            globals.join(' '),
          ],
          { cwd: runtime },
        );

        await Promise.all([
          waitFor(procs.a, `${A}/api/health`, 90_000),
          waitFor(procs.b, `${B}/api/health`, 90_000),
          waitFor(procs.nginx, `${WEB}/nginx-health`, 20_000),
        ]);
      } catch (error) {
        failed = true;
        throw error;
      }
    });

    after(cleanup);

    step(
      'both replicas, started together on an empty database, migrate it exactly once',
      async () => {
        const files = readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.js'));
        assert.ok(files.length > 0, 'no compiled migrations found');
        const [rows] = await db.query('SELECT name, COUNT(*) AS n FROM migrations GROUP BY name');
        assert.equal(rows.length, files.length, 'one row per migration');
        for (const row of rows) assert.equal(Number(row.n), 1, `${row.name} recorded once`);
        const [users] = await db.query('SELECT username FROM users');
        assert.deepEqual(
          users.map((u) => u.username),
          ['admin'],
          'exactly one first admin',
        );
        assert.equal(procs.a.exit, null, 'replica A is running');
        assert.equal(procs.b.exit, null, 'replica B is running');
      },
    );

    step(
      'nginx serves the storefront with the production caching and security headers',
      async () => {
        const health = await call(WEB, '/api/health');
        assert.equal(health.status, 200);
        assert.deepEqual(health.data, { status: 'ok', database: 'up' });

        const index = readFileSync(join(WEB_ROOT, 'index.html'));
        for (const path of ['/admin', '/admin/orders']) {
          const res = await call(WEB, path);
          assert.equal(res.status, 200, path);
          assert.match(res.headers.get('content-type'), /^text\/html/, path);
          assert.equal(res.headers.get('cache-control'), 'no-cache', path);
          assert.ok(res.data.equals(index), `${path} answers index.html (the client-only admin)`);
        }
        // Every storefront page, robots.txt and the sitemap come from the API, which renders
        // the page on the server with its own title and meta tags (SEO, no-JavaScript).
        for (const path of ['/', '/track-order', '/checkout']) {
          const res = await call(WEB, path);
          assert.equal(res.status, 200, path);
          assert.equal(res.headers.get('cache-control'), 'no-cache', path);
          assert.match(res.data.toString(), /<div id="root"><div class="store">/, path);
        }
        const nowhere = await call(WEB, '/no/such/page');
        assert.equal(nowhere.status, 404, 'an unknown path is the rendered 404 page');
        const icon = await call(WEB, '/favicon.ico');
        assert.equal(icon.status, 200, 'favicon.ico is a file of the build');
        assert.equal((await call(WEB, '/server/render.js')).status, 404);
        const unknown = await call(WEB, '/product/no-such-product');
        assert.equal(unknown.status, 404);
        assert.match(unknown.data.toString(), /<title>Product Not Found \|/);
        const shop = await call(WEB, '/shop');
        assert.equal(shop.status, 200);
        assert.match(shop.data.toString(), /<title>[^<]*Shop[^<]*<\/title>/);
        assert.match(shop.data.toString(), /property="og:title"/);
        const robots = await call(WEB, '/robots.txt');
        assert.equal(robots.status, 200);
        assert.match(robots.data.toString(), /Sitemap: /);
        const sitemap = await call(WEB, '/sitemap.xml');
        assert.equal(sitemap.status, 200);
        assert.match(sitemap.headers.get('content-type'), /xml/);
        assert.match(sitemap.data.toString(), /<urlset/);
        // The same security headers as the API's own storefront (helmet in app.setup.ts).
        const fromNginx = await call(WEB, '/admin');
        const fromApi = await call(A, '/admin');
        assert.equal(fromApi.status, 200);
        assert.deepEqual(helmetHeaders(fromNginx.headers), helmetHeaders(fromApi.headers));
        assert.ok(fromNginx.headers.get('content-security-policy'));

        const assets = readdirSync(join(WEB_ROOT, 'assets'));
        const js = assets
          .filter((f) => f.endsWith('.js'))
          .map((f) => ({ f, size: readFileSync(join(WEB_ROOT, 'assets', f)).length }))
          .sort((x, y) => y.size - x.size)[0].f;
        const asset = await call(WEB, `/assets/${js}`, { headers: { 'accept-encoding': 'gzip' } });
        assert.equal(asset.status, 200);
        assert.equal(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable');
        assert.equal(asset.headers.get('content-encoding'), 'gzip');
        assert.match(asset.headers.get('content-type'), /javascript/);
        assert.ok(asset.data.equals(readFileSync(join(WEB_ROOT, 'assets', js))));
        const missing = await call(WEB, '/assets/missing.0000.js');
        assert.equal(missing.status, 404, 'a missing asset is a 404, not index.html');
      },
    );

    step(
      'a sign-in through nginx is honoured by both replicas (sessions in the database)',
      async () => {
        const login = await call(WEB, '/api/auth/login', {
          method: 'POST',
          json: { email: 'admin', password: ADMIN_PASSWORD },
        });
        assert.equal(login.status, 200, show(login));
        const setCookie = login.headers.get('set-cookie') ?? '';
        assert.match(setCookie, /freakdrop\.sid=/);
        cookie = setCookie.split(';')[0];

        for (const base of [A, B]) {
          const me = await call(base, '/api/admin/system', { cookie });
          assert.equal(me.status, 200, `${base} accepts the session`);
          assert.equal((await call(base, '/api/admin/system')).status, 401, `${base} without it`);
        }
        for (let i = 0; i < 6; i += 1) {
          assert.equal((await call(WEB, '/api/admin/system', { cookie })).status, 200);
        }
        await sleep(100); // the access log line is written after the response
        const used = new Set(upstreamsFor(accessLog, '/api/admin/system'));
        assert.deepEqual(
          [...used].sort(),
          [A, B].map((u) => u.replace('http://', '')).sort(),
          'nginx spread the admin calls over both replicas',
        );

        // Origin checks see the browser's host through nginx's X-Forwarded-Host.
        const crossSite = await call(WEB, '/api/admin/settings', {
          method: 'PUT',
          cookie,
          json: {},
          headers: { origin: 'https://evil.example' },
        });
        assert.equal(crossSite.status, 403);
      },
    );

    step(
      'nginx micro-caches public catalog reads, never product pages, the admin or a signed-in request',
      async () => {
        const list = `/api/products?limit=3&page=${1 + (Date.now() % 50)}`;
        const first = await call(WEB, list);
        assert.equal(first.status, 200, show(first));
        assert.equal(first.headers.get('cache-control'), 'public, max-age=1');
        assert.equal(first.headers.get('x-cache-status'), 'MISS');
        const again = await call(WEB, list);
        assert.equal(again.headers.get('x-cache-status'), 'HIT');
        assert.deepEqual(again.data, first.data);
        const signedIn = await call(WEB, list, { cookie });
        assert.equal(signedIn.headers.get('x-cache-status'), 'BYPASS');
        for (const path of ['/api/categories', '/api/settings']) {
          await call(WEB, path);
          assert.equal((await call(WEB, path)).headers.get('x-cache-status'), 'HIT', path);
        }
        // Product pages say no-cache: nginx stores nothing, each asks the API (fresh stock).
        const slug = first.data.products[0]?.slug;
        if (slug) {
          await call(WEB, `/api/products/${slug}`);
          const page = await call(WEB, `/api/products/${slug}`);
          assert.equal(page.headers.get('cache-control'), 'public, no-cache');
          assert.notEqual(page.headers.get('x-cache-status'), 'HIT');
        }
        const admin = await call(WEB, '/api/admin/system', { cookie });
        assert.equal(admin.status, 200);
        assert.equal(admin.headers.get('x-cache-status'), null);
      },
    );

    let imageUrl;
    step('an image uploaded through one replica is served by the other and by nginx', async () => {
      const png = await sharp({
        create: { width: 320, height: 240, channels: 3, background: { r: 200, g: 20, b: 160 } },
      })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('image', new Blob([png], { type: 'image/png' }), 'drip.png');
      const uploaded = await call(A, '/api/admin/uploads', { method: 'POST', cookie, body: form });
      assert.equal(uploaded.status, 201, show(uploaded));
      imageUrl = uploaded.data.url;
      assert.match(imageUrl, /^\/uploads\/[a-f0-9]{32}\.webp$/);

      const fromA = await call(A, imageUrl);
      const fromB = await call(B, imageUrl);
      const viaNginx = await call(WEB, imageUrl);
      for (const res of [fromA, fromB, viaNginx]) {
        assert.equal(res.status, 200);
        assert.equal(res.headers.get('content-type'), 'image/webp');
      }
      assert.ok(fromB.data.equals(fromA.data), 'replica B serves the bytes A stored');
      assert.ok(viaNginx.data.equals(fromA.data));
      assert.match(viaNginx.headers.get('cache-control'), /immutable/);

      // A large photo passes nginx's body limit (the default 1 MB would refuse it with 413).
      const noise = await sharp(randomBytes(1100 * 1100 * 3), {
        raw: { width: 1100, height: 1100, channels: 3 },
      })
        .png({ compressionLevel: 0 })
        .toBuffer();
      assert.ok(noise.length > 3_000_000 && noise.length < 5_000_000, `${noise.length} bytes`);
      const big = new FormData();
      big.append('image', new Blob([noise], { type: 'image/png' }), 'noise.png');
      const viaWeb = await call(WEB, '/api/admin/uploads', { method: 'POST', cookie, body: big });
      assert.equal(viaWeb.status, 201, show(viaWeb));
    });

    let deliveryAED;
    async function createProduct(slug, stockQuantity, priceAED) {
      const res = await call(WEB, '/api/admin/products', {
        method: 'POST',
        cookie,
        json: {
          sku: slug.toUpperCase(),
          slug,
          title: `Topology ${slug}`,
          description: 'A product made by the topology test.',
          category: 'TOPOLOGY',
          images: [imageUrl],
          priceAED,
          stockQuantity,
          sizes: [],
          colors: [],
        },
      });
      assert.equal(res.status, 201, show(res));
      return res.data;
    }
    const orderBody = (product) => ({
      customerName: 'Layla Haddad',
      phone: '+971 50 123 4567',
      city: 'Dubai',
      addressLine1: 'Villa 12, Street 4, Al Barsha',
      items: [{ productId: product.id, size: 'N/A', qty: 1 }],
      subtotalAED: product.priceAED,
      deliveryAED,
      totalAED: product.priceAED + deliveryAED,
    });
    const stockOf = async (id) => {
      const [[row]] = await db.query('SELECT stockQuantity FROM products WHERE id = ?', [id]);
      return Number(row.stockQuantity);
    };

    step(
      '40 concurrent orders for a 10-unit product over both replicas: exactly 10 placed',
      async () => {
        assert.ok(imageUrl, 'needs the uploaded image');
        const category = await call(WEB, '/api/admin/categories', {
          method: 'POST',
          cookie,
          json: { name: 'Topology', slug: 'TOPOLOGY' },
        });
        assert.equal(category.status, 201, show(category));
        deliveryAED = (await call(WEB, '/api/settings')).data.deliveryAED;
        assert.equal(typeof deliveryAED, 'number');
        const product = await createProduct('topology-ten', 10, 120);

        const results = await Promise.all(
          Array.from({ length: 40 }, (_, i) =>
            call(i % 2 ? B : A, '/api/orders', { method: 'POST', json: orderBody(product) }),
          ),
        );
        const statuses = results.map((r) => r.status);
        const placed = results.filter((r) => r.status === 201);
        assert.equal(placed.length, 10, `statuses: ${statuses.join(',')}`);
        assert.equal(
          statuses.filter((s) => s === 409).length,
          30,
          `statuses: ${statuses.join(',')}`,
        );
        assert.equal(await stockOf(product.id), 0);
        const [[sold]] = await db.query(
          'SELECT COUNT(*) AS n, COALESCE(SUM(qty), 0) AS qty FROM order_items WHERE productId = ?',
          [product.id],
        );
        assert.equal(Number(sold.n), 10);
        assert.equal(Number(sold.qty), 10);
        const numbers = placed.map((r) => r.data.orderNumber);
        assert.equal(new Set(numbers).size, 10);
      },
    );

    step(
      'nginx closes a client that stalls its headers or its body within about 10 s',
      async () => {
        const port = Number(new URL(WEB).port);
        /** Writes `text`, then nothing: resolves with what came back and when the socket closed. */
        const stall = (text) =>
          new Promise((resolve) => {
            const started = Date.now();
            const socket = connect(port, '127.0.0.1', () => socket.write(text));
            let answer = '';
            socket.setEncoding('utf8');
            socket.on('data', (chunk) => (answer += chunk));
            socket.on('error', () => undefined);
            socket.on('close', () => resolve({ answer, ms: Date.now() - started }));
            setTimeout(() => socket.destroy(), 30_000).unref();
          });
        const [headers, body] = await Promise.all([
          stall('GET /api/products HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: 1'),
          stall(
            'POST /api/orders HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
              'Content-Length: 500\r\n\r\n{"customerName":',
          ),
        ]);
        for (const [what, res] of [
          ['headers', headers],
          ['body', body],
        ]) {
          // client_header_timeout / client_body_timeout 10s; the API never saw the request.
          assert.ok(res.ms >= 8_000 && res.ms < 15_000, `${what} closed after ${res.ms} ms`);
          assert.ok(
            res.answer === '' || /^HTTP\/1\.1 408 /.test(res.answer),
            `${what}: ${res.answer}`,
          );
        }
      },
    );

    step(
      'a Host the shop does not answer for gets 400 through nginx, before any page',
      async () => {
        for (const path of ['/api/products', '/', '/robots.txt']) {
          const status = await new Promise((resolve, reject) => {
            const socket = connect(Number(new URL(WEB).port), '127.0.0.1', () =>
              socket.write(
                `GET ${path} HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`,
              ),
            );
            let answer = '';
            socket.setEncoding('utf8');
            socket.on('data', (chunk) => (answer += chunk));
            socket.on('error', reject);
            socket.on('close', () => resolve(answer));
          });
          assert.match(status, /^HTTP\/1\.1 400 /, `${path}: ${status.slice(0, 200)}`);
          assert.match(status, /"code":"VALIDATION_FAILED"/);
        }
        const ok = await call(WEB, '/api/products');
        assert.equal(ok.status, 200, show(ok));
      },
    );

    step(
      'each replica counts its orders on its metrics port; nginx hands on its request id',
      async () => {
        const scrape = async (base) => {
          const res = await fetch(`${base}/metrics`);
          assert.equal(res.status, 200);
          return res.text();
        };
        const placed = (text) =>
          Number(/^freakdrop_orders_placed_total (\d+)/m.exec(text)?.[1] ?? NaN);
        const [a, b] = [await scrape(metricsA), await scrape(metricsB)];
        const [[{ n }]] = await db.query('SELECT COUNT(*) AS n FROM orders');
        assert.ok(Number(n) > 0, 'the steps before placed orders');
        assert.equal(placed(a) + placed(b), Number(n), 'every order counted once, by its replica');
        for (const text of [a, b]) {
          assert.match(text, /^freakdrop_ready 1$/m);
          assert.match(text, /^freakdrop_db_pool_in_use_connections \d+$/m);
          assert.match(
            text,
            /freakdrop_http_request_duration_seconds_bucket\{.*route="\/api\/orders"/,
          );
        }
        // Not through nginx: /metrics there is a storefront path.
        const web = await call(WEB, '/metrics');
        assert.doesNotMatch(String(web.data), /freakdrop_orders_placed_total/);

        // nginx's $request_id (32 hex digits) reaches the API (TRUST_PROXY), which echoes it;
        // nginx's access log has it too, so one request is followed from nginx into the API.
        const res = await call(WEB, '/api/health/ready');
        assert.equal(res.status, 200, show(res));
        assert.deepEqual(res.data, {
          status: 'ok',
          database: 'up',
          migrations: 'applied',
          draining: false,
        });
        const id = res.headers.get('x-request-id');
        assert.match(id ?? '', /^[0-9a-f]{32}$/);
        await sleep(100);
        assert.ok(readFileSync(accessLog, 'utf8').includes(`rid=${id}`), 'the access log has it');
        // A cached catalog answer gets this request's id, not the one that filled the cache.
        const first = await call(WEB, '/api/categories');
        const second = await call(WEB, '/api/categories');
        assert.notEqual(first.headers.get('x-request-id'), second.headers.get('x-request-id'));
        assert.match(second.headers.get('x-request-id') ?? '', /^[0-9a-f]{32}$/);
        assert.equal((await call(WEB, '/api/health/live')).status, 200);
      },
    );

    step(
      'one replica killed mid-traffic: nginx keeps serving and no acknowledged order is lost',
      async (t) => {
        assert.ok(deliveryAED !== undefined, 'needs the previous step');
        const product = await createProduct('topology-many', 5000, 80);
        const started = Date.now();
        const RUN_MS = 4500;
        const KILL_AT_MS = 1500;
        let killedAt = Infinity;
        const gets = [];
        const orders = [];

        const getWorker = async (path) => {
          while (Date.now() - started < RUN_MS) {
            const at = Date.now();
            const res = await call(WEB, path).catch((e) => ({ status: `error ${e.message}` }));
            gets.push({ at, path, status: res.status });
          }
        };
        const orderWorker = async (worker) => {
          for (let n = 0; Date.now() - started < RUN_MS; n += 1) {
            const key = `topology-${worker}-${n}`;
            const at = Date.now();
            const res = await call(WEB, '/api/orders', {
              method: 'POST',
              json: orderBody(product),
              headers: { 'idempotency-key': key },
            }).catch((e) => ({ status: `error ${e.message}` }));
            orders.push({ key, at, status: res.status, orderNumber: res.data?.orderNumber });
          }
        };
        const killer = (async () => {
          await sleep(KILL_AT_MS);
          killedAt = Date.now();
          procs.b.child.kill('SIGKILL');
          await procs.b.exited;
        })();
        await Promise.all([
          getWorker('/api/products?limit=5&sort=newest'),
          getWorker(`/api/products/${product.slug}`),
          getWorker(imageUrl),
          getWorker('/api/health'),
          orderWorker(1),
          orderWorker(2),
          orderWorker(3),
          killer,
        ]);
        assert.equal(procs.b.exit?.signal, 'SIGKILL');
        await sleep(100);
        const hostB = B.replace('http://', '');
        const beforeKill = upstreamsFor(accessLog, '/api/orders').filter((u) => u === hostB);
        assert.ok(beforeKill.length > 0, 'replica B took orders before it was killed');

        // Reads are retried on the surviving replica: not one failed, before or after the kill.
        const badGets = gets.filter((g) => g.status !== 200);
        assert.deepEqual(badGets, [], 'every GET through nginx succeeded');
        assert.ok(gets.filter((g) => g.at > killedAt).length > 10, 'reads went on after the kill');

        // A POST that had reached B when it died may fail (nginx never replays an order); every
        // order started a moment after the kill is placed through A.
        const placed = orders.filter((o) => o.status === 201);
        const others = orders.filter((o) => o.status !== 201);
        t.diagnostic(
          `${gets.length} GETs (${gets.filter((g) => g.at > killedAt).length} after the kill), ` +
            `${orders.length} orders: ${placed.length} placed, ${others.length} cut off by the kill`,
        );
        assert.ok(
          placed.filter((o) => o.at > killedAt).length > 2,
          'orders went on after the kill',
        );
        for (const o of others) {
          assert.ok(
            o.at <= killedAt + 1000,
            `an order long after the kill failed: ${JSON.stringify(o)}`,
          );
          assert.equal(o.status, 502, JSON.stringify(o));
        }

        // Every acknowledged order is in the database.
        const numbers = placed.map((o) => o.orderNumber);
        const [rows] = await db.query('SELECT orderNumber FROM orders WHERE orderNumber IN (?)', [
          numbers,
        ]);
        assert.equal(rows.length, numbers.length, 'every 201 order exists');

        // The shop's answer to the unacknowledged ones: the client retries with the same key and
        // gets the order exactly once, whether or not B had stored it before dying.
        for (const o of others) {
          const retry = await call(WEB, '/api/orders', {
            method: 'POST',
            json: orderBody(product),
            headers: { 'idempotency-key': o.key },
          });
          assert.equal(retry.status, 201, show(retry));
        }
        const keys = orders.map((o) => o.key);
        const [perKey] = await db.query(
          'SELECT idempotencyKey, COUNT(*) AS n FROM orders WHERE idempotencyKey IN (?) GROUP BY idempotencyKey',
          [keys],
        );
        assert.equal(perKey.length, keys.length, 'every order attempt ended as one order');
        assert.ok(
          perKey.every((r) => Number(r.n) === 1),
          'no order was placed twice',
        );
        assert.equal(await stockOf(product.id), 5000 - keys.length, 'stock matches the orders');

        // And the shop still answers through nginx with one replica.
        assert.equal((await call(WEB, '/api/health')).status, 200);
        assert.equal((await call(WEB, '/api/admin/system', { cookie })).status, 200);
      },
    );
  },
);
