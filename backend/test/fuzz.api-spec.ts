/**
 * Hostile input in `npm test`: FUZZ_RUNS generated requests (default 1500) per database from the
 * API's own OpenAPI document (test/support/fuzz.ts). `npm run bench:fuzz` runs 10,000.
 */
import type { AddressInfo } from 'node:net';
import type { PlaceOrderResponse, Product } from '../src/contract';
import { checkAnswer, runFuzz, send } from './support/fuzz';
import { numericLimitRequests } from './support/numeric-limits';
import { checkoutBody } from './support/orders';
import {
  ADMIN,
  createCategory,
  createProduct,
  createTestApp,
  dbKind,
  productInput,
} from './support/test-app';
import type { TestApp } from './support/test-app';

const RUNS = Number(process.env.FUZZ_RUNS ?? 1500);

const FINGERPRINT = `SELECT
  (SELECT COUNT(*) FROM products) AS products,
  (SELECT COUNT(*) FROM categories) AS categories,
  (SELECT COUNT(*) FROM orders) AS orders,
  (SELECT COUNT(*) FROM order_items) AS items,
  (SELECT COUNT(*) FROM order_status_changes) AS changes,
  (SELECT COUNT(*) FROM stored_images) AS images,
  (SELECT COUNT(*) FROM upload_tokens) AS tokens,
  (SELECT COUNT(*) FROM users) AS users,
  (SELECT version FROM catalog_version WHERE id = 1) AS catalog,
  (SELECT MAX(updatedAt) FROM orders) AS ordersUpdated,
  (SELECT MAX(updatedAt) FROM settings) AS settingsUpdated,
  (SELECT MAX(updatedAt) FROM users) AS usersUpdated`;

describe(`fuzz from the OpenAPI document (${RUNS} requests)`, () => {
  let t: TestApp;
  let port: number;
  let cookie = '';

  const signIn = async () => {
    const res = await t
      .http()
      .post('/api/auth/login')
      .send({ email: ADMIN.username, password: ADMIN.password })
      .expect(200);
    cookie = String((res.headers['set-cookie'] as unknown as string[])[0]).split(';')[0];
  };

  /** One piece of `product` ordered, as the shop answered it. */
  const placeOne = async (product: Product) =>
    (
      await t
        .http()
        .post('/api/orders')
        .send(checkoutBody([{ product, qty: 1 }]))
        .expect(201)
    ).body as PlaceOrderResponse;

  beforeAll(async () => {
    t = await createTestApp({ TRACK_RATE_LIMIT: '1000000', LOGIN_RATE_LIMIT: '1000000' });
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
    await signIn();
  });
  afterAll(async () => t?.close());

  it('no 5xx, the error shape on every 4xx, nothing stored by a rejected request, healthy after', async () => {
    const admin = await t.admin();
    const category = await createCategory(admin, 'Hoodies');
    const product: Product = await createProduct(t, admin, 'HOODIES', {
      sizes: ['M', 'L'],
      colors: ['Black'],
      stockQuantity: 1000,
    });
    const placed = await placeOne(product);
    // The whole document, admin routes included (the public one leaves them out).
    const doc = (await admin.get('/api/admin/docs-json').expect(200)).body;

    const started = Date.now();
    const report = await runFuzz(
      doc,
      {
        port,
        adminCookie: () => cookie,
        ids: [
          product.id,
          product.slug,
          category.id,
          placed.order.id,
          placed.orderNumber,
          'HOODIES',
        ],
        fingerprint: async () => JSON.stringify(await t.dataSource.query(FINGERPRINT)),
        // A generated sign-in or sign-out may end the admin's session: sign in again.
        afterEach: async (req) => {
          if (!req.path.startsWith('/api/auth/') || !req.headers.Cookie) return;
          const me = await t.http().get('/api/auth/me').set('Cookie', cookie);
          if (me.status !== 200) await signIn();
        },
      },
      RUNS,
    );
    console.log(
      `fuzz (${dbKind()}): ${report.requests} requests over ${report.operations} operations in ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s, seed ${report.seed}, statuses ` +
        `${JSON.stringify(report.byStatus)}, ${report.failures.length} failures`,
    );
    expect(report.failures.slice(0, 20)).toEqual([]);
    expect(report.requests).toBe(RUNS);

    // Still healthy: the health check, a real order and the admin console.
    await t.http().get('/api/health').expect(200, { status: 'ok', database: 'up' });
    const fresh = (await t.http().get(`/api/products/${product.id}`)).body as Product | undefined;
    if (fresh?.id) {
      await t
        .http()
        .post('/api/orders')
        .send(checkoutBody([{ product: fresh, qty: 1 }]))
        .expect(201);
    }
    await (await t.admin()).get('/api/admin/orders').expect(200);
  }, 600_000);

  it('what the fuzz found stays fixed: deep JSON, validator crashes, an over-long address', async () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    const nested = await send(port, {
      method: 'POST',
      path: '/api/orders',
      headers: { 'Content-Type': 'application/json' },
      body: Buffer.from(deep),
      label: 'deep',
    });
    expect([nested.status, JSON.parse(nested.text)]).toEqual([
      400,
      // In the error shape, with its code, like every other 400.
      { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Request body is nested too deeply' },
    ]);
    const order = { ...checkoutBody([]), subtotalAED: 6e-323, email: 'a\ud800@x.ae' };
    const crashers = await t.http().post('/api/orders').send(order);
    expect(crashers.status).toBe(400);
    expect(crashers.body).toMatchObject({ statusCode: 400 });
    const long = await send(port, {
      method: 'GET',
      path: `/api/products?search=${'x'.repeat(20000)}`,
      headers: {},
      label: 'long',
    });
    expect([long.status, JSON.parse(long.text)]).toEqual([
      431,
      {
        statusCode: 431,
        code: 'REQUEST_HEADERS_TOO_LARGE',
        message: 'The request address or headers are too long',
      },
    ]);
  });

  it("every numeric field of every operation at its type's limits: 4xx or success, never 5xx", async () => {
    const admin = await t.admin();
    const doc = (await admin.get('/api/admin/docs-json').expect(200)).body;
    const category = await createCategory(admin, 'Limits');
    const product: Product = await createProduct(t, admin, 'LIMITS', { stockQuantity: 1000 });
    const placed = await placeOne(product);
    const requests = numericLimitRequests(doc, {
      bodies: {
        'POST /api/orders': checkoutBody([{ product, qty: 1 }]),
        'POST /api/admin/products': await productInput(t, 'LIMITS'),
        'PUT /api/admin/products/{id}': await productInput(t, 'LIMITS'),
        'PUT /api/admin/settings': { deliveryAED: 20, brandTagline: 'Psycho Drip Streetwear' },
      },
      pathValue: (path) =>
        path.includes('/orders/')
          ? placed.order.id
          : path.includes('/categories/')
            ? category.id
            : product.id,
    });
    const failures: string[] = [];
    const byStatus: Record<number, number> = {};
    for (const req of requests) {
      const res = await send(port, { ...req, headers: { ...req.headers, Cookie: cookie } });
      byStatus[res.status] = (byStatus[res.status] ?? 0) + 1;
      const problem = checkAnswer(res);
      if (problem) failures.push(`${req.label}: ${problem}`);
      if (req.path.startsWith('/api/auth/')) await signIn();
    }
    console.log(
      `numeric limits (${dbKind()}): ${requests.length} requests, statuses ${JSON.stringify(byStatus)}`,
    );
    expect(requests.length).toBeGreaterThan(200);
    expect(failures.slice(0, 20)).toEqual([]);
    await t.http().get('/api/health').expect(200);
  }, 300_000);
});
