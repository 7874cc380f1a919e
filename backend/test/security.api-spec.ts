/**
 * A hostile client with real concurrency, on SQLite and (TEST_MYSQL_URL) MariaDB.
 * Every request of a burst is sent at once (Promise.all over separate connections).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Response } from 'supertest';
import { DataSource } from 'typeorm';
import { hashPassword } from '../src/auth/passwords';
import { loadConfig } from '../src/config/config';
import { buildDataSourceOptions, MIGRATIONS } from '../src/database/data-source';
import { MSG } from '../src/contract';
import type { Product } from '../src/contract';
import { runAdminCli } from '../src/cli/admin';
import { checkoutBody } from './support/orders';
import {
  ADMIN,
  createCategory,
  createProduct,
  createTestApp,
  freshDatabase,
  pngBytes,
  TestApp,
  useTestApp,
  statuses,
  signIn,
  expectError,
  postOrder,
} from './support/test-app';

describe('security: sign-in', () => {
  const t = useTestApp({}, { perTest: true });

  it('100 wrong passwords at once: exactly 5 are checked, the rest 429, and then the right one waits', async () => {
    const burst = await Promise.all(
      Array.from({ length: 100 }, (_, i) => signIn(t, 'admin', `wrong-password-${i}`)),
    );
    expect(statuses(burst)).toEqual({ 401: 5, 429: 95 });
    const throttled = burst.find((r) => r.status === 429)!;
    expect(throttled.body).toMatchObject({ code: 'THROTTLED', message: MSG.tooManyLogins });
    expect(throttled.body.retryAfterSeconds).toBeGreaterThan(0);
    await signIn(t, ADMIN.username, ADMIN.password).expect(429);
  });

  it('a right password hidden in a burst of 100 is checked only if it is among the first 5', async () => {
    const burst = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        signIn(t, 'admin', i === 50 ? ADMIN.password : `wrong-password-${i}`),
      ),
    );
    const counts = statuses(burst);
    expect((counts[401] ?? 0) + (counts[200] ?? 0)).toBe(5);
    expect(counts[429]).toBe(95);
  });

  it('spellings of one name are one account and one throttle: case, spaces, full-width, on both databases', async () => {
    for (const variant of ['Admin', ' admin', 'admin ', 'ＡＤＭＩＮ', 'ADMIN\t']) {
      const res = await signIn(t, variant, ADMIN.password).expect(200);
      expect(res.body.user.username).toBe('admin');
    }
    // An accent is another name, not the admin (MySQL's default collation would fold it).
    await signIn(t, 'ädmin', ADMIN.password).expect(401);
    const variants = ['admin', 'Admin', 'admin ', ' ADMIN', 'ａｄｍｉｎ'];
    const wrong = await Promise.all(variants.map((v) => signIn(t, v, 'not-the-password')));
    expect(statuses(wrong)).toEqual({ 401: 5 });
    for (const variant of [...variants, 'aDmIn  ']) {
      await signIn(t, variant, ADMIN.password).expect(429);
    }
  });

  it('an address spraying many names is stopped too (LOGIN_IP_RATE_LIMIT, default 20)', async () => {
    const burst = await Promise.all(
      Array.from({ length: 60 }, (_, i) => signIn(t, `user-${i}`, 'wrong-password')),
    );
    expect(statuses(burst)).toEqual({ 401: 20, 429: 40 });
  });

  it('a password reset with the CLI signs every old session out', async () => {
    const first = await t.admin();
    const second = await t.admin();
    await first.get('/api/auth/me').expect(200);
    const url =
      t.config.database.type === 'sqlite'
        ? `sqlite:${t.config.database.path}`
        : t.config.database.url;
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      expect(
        await runAdminCli(['reset-password', ' Admin', 'brand-new-password-1'], {
          DATABASE_URL: url,
          DATA_DIR: t.config.dataDir,
        }),
      ).toBe(0);
    } finally {
      log.mockRestore();
    }
    await first.get('/api/auth/me').expect(401);
    await second.get('/api/admin/orders').expect(401);
    await signIn(t, 'admin', ADMIN.password).expect(401);
    await signIn(t, 'admin', 'brand-new-password-1').expect(200);
  });

  it('a password change in the console ends the other sessions and keeps this one', async () => {
    const mine = await t.admin();
    const other = await t.admin();
    await mine
      .put('/api/admin/account/password')
      .send({ currentPassword: 'wrong-one', newPassword: 'console-password-1' })
      .expect(400);
    const res = await mine
      .put('/api/admin/account/password')
      .send({ currentPassword: ADMIN.password, newPassword: 'console-password-1' })
      .expect(200);
    expect(res.body.user).toEqual({ id: expect.any(String), username: 'admin' });
    await mine.get('/api/auth/me').expect(200);
    await other.get('/api/auth/me').expect(401);
    await signIn(t, 'admin', 'console-password-1').expect(200);
  });
});

describe('security: orders', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<TestApp['admin']>>;
  beforeAll(async () => {
    // '' = the shipped defaults (test/support raises them for the other suites).
    t = await createTestApp({ ORDER_RATE_LIMIT_PHONE: '', ORDER_RATE_LIMIT_IP: '' });
    admin = await t.admin();
    await createCategory(admin, 'Drops');
  });
  afterAll(async () => t.close());

  const product = (stockQuantity: number, sizes: Product['sizes'] = []) =>
    createProduct(t, admin, 'DROPS', { stockQuantity, sizes, priceAED: 50 });
  const stockOf = async (p: Product) =>
    ((await t.http().get(`/api/products/${p.id}`).expect(200)).body as Product).stockQuantity;
  const phone = (i: number) => `+97150${String(1000000 + i)}`;
  const order = (p: Product, qty = 1, buyerPhone = phone(0)) => ({
    ...checkoutBody([{ product: p, qty }]),
    phone: buyerPhone,
  });
  const countOrders = async () =>
    Number(
      ((await t.dataSource.query('SELECT COUNT(*) AS n FROM orders')) as Array<{ n: unknown }>)[0]
        .n,
    );

  it('one request cannot take more than 10 units of one product, across sizes', async () => {
    const hoodie = await product(11, ['S', 'M']);
    const body = checkoutBody([
      { product: hoodie, qty: 10 },
      { product: hoodie, qty: 1 },
    ]);
    body.items[1].size = 'M';
    const res = await t.http().post('/api/orders').send(body).expect(400);
    expect(res.body).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: MSG.tooManyUnits(hoodie.title, 10),
      errors: { 'items.0.qty': MSG.tooManyUnits(hoodie.title, 10) },
    });
    expect(await stockOf(hoodie)).toBe(11);
  });

  it('30 orders at once from one phone: 10 are placed, 20 get 429, stock moves by 10', async () => {
    const tee = await product(50);
    const burst = await Promise.all(
      Array.from({ length: 30 }, () =>
        t
          .http()
          .post('/api/orders')
          .send(order(tee, 1, phone(1))),
      ),
    );
    expect(statuses(burst)).toEqual({ 201: 10, 429: 20 });
    expect(burst.find((r) => r.status === 429)!.body).toMatchObject({
      code: 'THROTTLED',
      message: MSG.tooManyOrders,
    });
    expect(await stockOf(tee)).toBe(40);
  });

  it('a replayed Idempotency-Key is not another order: 15 retries leave the phone its 10 orders', async () => {
    const cap = await product(30);
    for (let i = 0; i < 15; i++) {
      await postOrder(t, order(cap, 1, phone(2)), 'retry-key-1').expect(201);
    }
    for (let i = 0; i < 9; i++) {
      await postOrder(t, order(cap, 1, phone(2))).expect(201);
    }
    await postOrder(t, order(cap, 1, phone(2))).expect(429);
    expect(await stockOf(cap)).toBe(20);
  });

  it('80 orders at once from one address with 80 phones: 60 are placed (ORDER_RATE_LIMIT_IP)', async () => {
    const fresh = await createTestApp({ ORDER_RATE_LIMIT_PHONE: '', ORDER_RATE_LIMIT_IP: '' });
    try {
      const agent = await fresh.admin();
      await createCategory(agent, 'Drops');
      const cap = await createProduct(fresh, agent, 'DROPS', { stockQuantity: 200, priceAED: 50 });
      const burst = await Promise.all(
        Array.from({ length: 80 }, (_, i) =>
          fresh
            .http()
            .post('/api/orders')
            .send({ ...checkoutBody([{ product: cap, qty: 1 }]), phone: phone(100 + i) }),
        ),
      );
      expect(statuses(burst)).toEqual({ 201: 60, 429: 20 });
    } finally {
      await fresh.close();
    }
  });

  it('an Idempotency-Key replayed with another body is 409 and stores nothing; the same body replays', async () => {
    const cap = await product(20);
    const key = 'checkout-7f3a';
    const first = await postOrder(t, order(cap, 1, phone(3)), key).expect(201);
    const again = await postOrder(t, order(cap, 1, phone(3)), key).expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.orderNumber).toBe(first.body.orderNumber);
    const before = await countOrders();
    const other = { ...order(cap, 2, phone(4)), customerName: 'Someone Else' };
    const refused = await postOrder(t, other, key).expect(409);
    expectError(refused, 409, 'IDEMPOTENCY_KEY_REUSED', MSG.idempotencyKeyReused);
    expect(JSON.stringify(refused.body)).not.toContain(first.body.orderNumber);
    expect(await countOrders()).toBe(before);
    expect(await stockOf(cap)).toBe(19);
  });

  it('one new key sent at once with 10 different bodies: one order, nine 409s', async () => {
    const cap = await product(20);
    const burst = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t
          .http()
          .post('/api/orders')
          .set('Idempotency-Key', 'race-key-1')
          .send(order(cap, 1, phone(10 + i))),
      ),
    );
    expect(statuses(burst)).toEqual({ 201: 1, 409: 9 });
    expect(await stockOf(cap)).toBe(19);
  });

  it('a key expires after 24 hours and may then place a new order', async () => {
    const cap = await product(20);
    await postOrder(t, order(cap, 1, phone(5)), 'old-key-1').expect(201);
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await t.dataSource
      .createQueryBuilder()
      .update('orders')
      .set({ createdAt: dayAgo })
      .where('idempotencyKey = :key', { key: 'old-key-1' })
      .execute();
    const res = await postOrder(t, order(cap, 2, phone(6)), 'old-key-1').expect(201);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    expect(await stockOf(cap)).toBe(17);
  });
});

describe('security: hostile requests', () => {
  const t = useTestApp();

  /** Everything the process writes to its logs while `run` runs. */
  async function logsDuring(run: () => Promise<unknown>): Promise<string> {
    const lines: string[] = [];
    const capture = (chunk: unknown) => {
      lines.push(String(chunk));
      return true;
    };
    const out = jest.spyOn(process.stdout, 'write').mockImplementation(capture);
    const err = jest.spyOn(process.stderr, 'write').mockImplementation(capture);
    const con = jest.spyOn(console, 'error').mockImplementation((...a) => capture(a.join(' ')));
    try {
      await run();
    } finally {
      out.mockRestore();
      err.mockRestore();
      con.mockRestore();
    }
    return lines.join('\n');
  }

  it('3,000 levels of JSON on anonymous and admin routes: 400 in the error shape, no stack trace logged', async () => {
    const deep = `${'['.repeat(3000)}${']'.repeat(3000)}`;
    const body = `{"customerName":${deep}}`;
    const admin = await t.admin();
    let answers: Response[] = [];
    const logs = await logsDuring(async () => {
      answers = await Promise.all([
        ...Array.from({ length: 10 }, () =>
          t.http().post('/api/orders').set('Content-Type', 'application/json').send(body),
        ),
        t.http().post('/api/auth/login').set('Content-Type', 'application/json').send(body),
        admin.put('/api/admin/settings').set('Content-Type', 'application/json').send(body),
      ]);
    });
    for (const res of answers) {
      expect(res.status).toBe(400);
      expectError(res, 400, 'VALIDATION_FAILED', MSG.bodyTooDeep);
    }
    expect(logs).not.toMatch(/\n\s+at /);
  });

  it('malformed JSON gets the generic message, not the parser’s', async () => {
    const logs = await logsDuring(async () => {
      const res = await t
        .http()
        .post('/api/orders')
        .set('Content-Type', 'application/json')
        .send('{"customerName": "x",')
        .expect(400);
      expectError(res, 400, 'VALIDATION_FAILED', MSG.badRequest);
    });
    expect(logs).not.toMatch(/\n\s+at /);
  });

  it('state-changing routes take JSON only: form, text and multipart bodies are 415', async () => {
    const attempts = await Promise.all([
      t.http().post('/api/orders').type('form').send('customerName=x&phone=1'),
      t.http().post('/api/auth/login').type('form').send(`email=admin&password=${ADMIN.password}`),
      t.http().post('/api/orders').set('Content-Type', 'text/plain').send('{"a":1}'),
      t.http().post('/api/orders').attach('image', Buffer.from('x'), 'x.png'),
    ]);
    for (const res of attempts) {
      expect(res.status).toBe(415);
      expect(res.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: MSG.jsonOnly });
    }
    // A body-less write and the image upload routes are unaffected.
    const admin = await t.admin();
    await admin.post('/api/auth/logout').expect(200);
  });

  it('X-Forwarded-Host is ignored without TRUST_PROXY: a forged one does not pass the same-origin check', async () => {
    const res = await t
      .http()
      .post('/api/auth/login')
      .set('Origin', 'https://evil.example')
      .set('X-Forwarded-Host', 'evil.example')
      .send({ email: ADMIN.username, password: ADMIN.password });
    expect(res.status).toBe(403);
    const proxied = await createTestApp({ TRUST_PROXY: 'loopback', ALLOWED_HOSTS: 'shop.example' });
    try {
      // Behind a trusted proxy the forwarded host and scheme are the shop's own.
      await proxied
        .http()
        .post('/api/auth/login')
        .set('Origin', 'https://shop.example')
        .set('X-Forwarded-Host', 'shop.example')
        .set('X-Forwarded-Proto', 'https')
        .send({ email: ADMIN.username, password: ADMIN.password })
        .expect(200);
    } finally {
      await proxied.close();
    }
  });

  it('customer and admin answers say no-store; public catalog answers do not', async () => {
    const admin = await t.admin();
    const answers = await Promise.all([
      admin.get('/api/admin/orders'),
      admin.get('/api/auth/me'),
      t.http().get('/api/orders/track?orderNumber=FD-AAAA-AAAA&phone=%2B971501234567'),
      signIn(t, 'nobody', 'wrong-password'),
    ]);
    for (const res of answers) expect(res.headers['cache-control']).toBe('no-store');
    const products = await t.http().get('/api/products').expect(200);
    expect(products.headers['cache-control']).not.toBe('no-store');
  });

  it('the SQLite file is readable by the shop’s user only', () => {
    if (t.config.database.type !== 'sqlite') return;
    expect(statSync(t.config.database.path).mode & 0o777).toBe(0o600);
  });

  it('an image over 24 megapixels is refused from its header; parallel uploads all finish', async () => {
    const admin = await t.admin();
    const huge = await pngBytes(7000, 7000);
    const res = await admin.post('/api/admin/uploads').attach('image', huge, 'huge.png');
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: MSG.uploadTooManyPixels });
    const small = await pngBytes(1200, 900);
    const uploads = await Promise.all(
      Array.from({ length: 6 }, () =>
        admin.post('/api/admin/uploads').attach('image', small, 'ok.png'),
      ),
    );
    expect(statuses(uploads)).toEqual({ 201: 6 });
  });
});

describe('security: public URLs without PUBLIC_URL', () => {
  it('robots.txt and the sitemap come from the Host header, so no shared cache may keep them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'freakdrop-security-'));
    writeFileSync(join(dir, 'index.html'), '<html><head><!--seo--></head><body></body></html>');
    // A forged Host is refused outright now (allowed hosts); an allowed alias still names itself.
    const bare = await createTestApp({ STOREFRONT_DIR: dir, ALLOWED_HOSTS: 'alias.example' });
    const pinned = await createTestApp({
      STOREFRONT_DIR: dir,
      PUBLIC_URL: 'https://shop.example',
      ALLOWED_HOSTS: 'alias.example',
    });
    try {
      for (const path of ['/robots.txt', '/sitemap.xml']) {
        await bare.http().get(path).set('Host', 'evil.example').expect(400);
        const alias = await bare.http().get(path).set('Host', 'alias.example').expect(200);
        expect(alias.headers['cache-control']).toBe('private, no-cache');
        const fixed = await pinned.http().get(path).set('Host', 'alias.example').expect(200);
        expect(fixed.headers['cache-control']).toMatch(/^public/);
        expect(fixed.text).not.toContain('alias.example');
      }
    } finally {
      await bare.close();
      await pinned.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('security: the migration to canonical usernames', () => {
  it('canonicalises existing admins, keeps a clashing one, and they sign in by any spelling', async () => {
    const db = await freshDatabase();
    const config = loadConfig({ DATABASE_URL: db.url, DATA_DIR: db.dir, NODE_ENV: 'test' });
    const old = new DataSource({
      ...buildDataSourceOptions(config.database),
      migrations: MIGRATIONS.filter((m) => m.name !== 'SecurityHardening1764500000000'),
    });
    await old.initialize();
    await old.runMigrations();
    // MySQL's old case-insensitive unique key never let `kept` and `KEPT` both exist.
    const clash = config.database.type === 'sqlite';
    const hash = await hashPassword('old-password-1');
    const now = new Date().toISOString().replace('T', ' ').replace('Z', '');
    for (const username of [' Ops.Team', ...(clash ? ['kept'] : []), 'KEPT']) {
      await old.query(
        'INSERT INTO users (id, username, passwordHash, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)',
        [randomUUID(), username, hash, now, now],
      );
    }
    await old.destroy();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const t = await createTestApp({ DATABASE_URL: db.url, DATA_DIR: db.dir });
    try {
      const rows = (await t.dataSource.query('SELECT username FROM users')) as Array<{
        username: string;
      }>;
      expect(rows.map((r) => r.username).sort()).toEqual(
        clash ? ['KEPT', 'kept', 'ops.team'] : ['kept', 'ops.team'],
      );
      if (clash) expect(warn.mock.calls.flat().join(' ')).toContain('KEPT');
      await signIn(t, 'OPS.team ', 'old-password-1').expect(200);
      await signIn(t, ' Kept', 'old-password-1').expect(200);
    } finally {
      warn.mockRestore();
      await t.close();
      await db.drop();
    }
  });
});
