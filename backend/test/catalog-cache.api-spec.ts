import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import type { Category, Product, ProductListResponse, Settings } from '../src/contract';
import {
  createCategory,
  createProduct,
  createTestApp,
  productInput,
  TestApp,
  useAdminApp,
  expectError,
  within,
} from './support/test-app';

/** A second app instance on the same database, like a second replica behind nginx. */
async function replicaOf(t: TestApp): Promise<TestApp> {
  const db = t.config.database;
  return createTestApp({
    DATABASE_URL: db.type === 'sqlite' ? `sqlite:${db.path}` : db.url,
    DATA_DIR: t.config.dataDir,
  });
}

/** The public product page on one replica, by slug or id (straight to its server, no agent). */
function productPage(replica: TestApp, slugOrId: string) {
  return request(replica.app.getHttpServer()).get(`/api/products/${slugOrId}`);
}

function orderFor(product: Product, qty: number) {
  const subtotal = product.priceAED * qty;
  return {
    customerName: 'Layla Haddad',
    phone: '+971501234567',
    email: '',
    city: 'Dubai',
    addressLine1: 'Villa 12, Street 4, Jumeirah',
    addressLine2: '',
    notes: '',
    items: [{ productId: product.id, size: 'N/A', color: null, qty }],
    subtotalAED: subtotal,
    deliveryAED: 20,
    totalAED: subtotal + 20,
  };
}

describe('public catalog answers: ETag, Cache-Control, freshness across replicas', () => {
  let a: TestApp;
  let b: TestApp;
  let admin: TestAgent;
  let category: Category;
  let product: Product;

  beforeAll(async () => {
    a = await createTestApp();
    admin = await a.admin();
    category = await createCategory(admin, 'Hoodies');
    product = await createProduct(a, admin, 'HOODIES', {
      title: 'Cache Hoodie',
      priceAED: 100,
      stockQuantity: 10,
    });
    b = await replicaOf(a);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it.each(['/api/products', '/api/categories', '/api/settings', '/api/products?search=cache'])(
    '%s carries a strong ETag, a public Cache-Control and answers 304 to If-None-Match',
    async (path) => {
      const first = await request(a.app.getHttpServer()).get(path).expect(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[^"]+"$/);
      expect(first.headers['cache-control']).toBe('public, max-age=1');
      expect(first.headers['content-type']).toMatch(/^application\/json/);
      await request(a.app.getHttpServer()).get(path).set('If-None-Match', etag).expect(304);
      await request(a.app.getHttpServer())
        .get(path)
        .set('If-None-Match', '"something-else"')
        .expect(200);
    },
  );

  it('a cached answer is served again with the same body and headers, gzipped when asked', async () => {
    const server = a.app.getHttpServer();
    const path = '/api/products?limit=50&sort=name_asc';
    const first = await request(server).get(path).set('Accept-Encoding', 'identity').expect(200);
    const again = await request(server).get(path).set('Accept-Encoding', 'identity').expect(200);
    expect(again.text).toBe(first.text);
    for (const header of [
      'content-type',
      'etag',
      'cache-control',
      'content-security-policy',
      'x-content-type-options',
      'strict-transport-security',
    ]) {
      expect(again.headers[header]).toBe(first.headers[header]);
    }
    expect(again.headers.vary).toMatch(/Accept-Encoding/);
    const gzipped = await request(server).get(path).set('Accept-Encoding', 'gzip').expect(200);
    expect(JSON.parse(gzipped.text)).toEqual(JSON.parse(first.text));
    if (first.text.length >= 1024) expect(gzipped.headers['content-encoding']).toBe('gzip');
    const head = await request(server).head(path).expect(200);
    expect(head.headers.etag).toBe(first.headers.etag);
    const bypass = await request(server)
      .get(path)
      .set('If-None-Match', first.headers.etag as string)
      .set('Cache-Control', 'no-cache')
      .expect(200);
    expect(bypass.text).toBe(first.text);
  });

  it('a product page is revalidated every time and answers 304 while unchanged', async () => {
    const first = await productPage(a, product.slug).expect(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect((first.body as Product).id).toBe(product.id);
    await productPage(a, product.slug)
      .set('If-None-Match', first.headers.etag as string)
      .expect(304);
    const byId = await productPage(a, product.id).expect(200);
    expect(byId.body).toEqual(first.body);
  });

  it('a stock change from an order shows on the product page at once, on every replica', async () => {
    const before = await productPage(b, product.slug).expect(200);
    expect((before.body as Product).stockQuantity).toBe(10);
    await a.http().post('/api/orders').send(orderFor(product, 3)).expect(201);
    const after = await productPage(b, product.slug)
      .set('If-None-Match', before.headers.etag as string)
      .expect(200);
    expect((after.body as Product).stockQuantity).toBe(7);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('an admin write on one replica is visible on the other within a second', async () => {
    const server = b.app.getHttpServer();
    // Warm the other replica's cache first, so the test proves invalidation, not a cold read.
    await request(server).get('/api/products?search=renamed').expect(200);
    await request(server).get('/api/categories').expect(200);
    await request(server).get('/api/settings').expect(200);

    const input = await productInput(a, 'HOODIES', { title: 'Renamed Hoodie' });
    const created = (await admin.post('/api/admin/products').send(input).expect(201))
      .body as Product;
    const listed = await within(1000, async () => {
      const res = await request(server).get('/api/products?search=renamed').expect(200);
      return (res.body as ProductListResponse).products.some((p) => p.id === created.id);
    });
    await admin
      .put(`/api/admin/categories/${category.id}`)
      .send({ name: 'Heavy Hoodies', slug: 'HOODIES' })
      .expect(200);
    const renamed = await within(1000, async () => {
      const res = await request(server).get('/api/categories').expect(200);
      return (res.body as Category[]).some((c) => c.name === 'Heavy Hoodies');
    });
    await admin
      .put('/api/admin/settings')
      .send({ deliveryAED: 25, brandTagline: 'Fresh from the other replica' })
      .expect(200);
    const settled = await within(1000, async () => {
      const res = await request(server).get('/api/settings').expect(200);
      return (res.body as Settings).deliveryAED === 25;
    });
    await admin.delete(`/api/admin/products/${created.id}`).expect(204);
    await request(server).get(`/api/products/${created.slug}`).expect(404);
    expect(Math.max(listed, renamed, settled)).toBeLessThanOrEqual(1000);
  });

  it('the replica that wrote sees its own write at once', async () => {
    await request(a.app.getHttpServer()).get('/api/products?search=instant').expect(200);
    const input = await productInput(a, 'HOODIES', { title: 'Instant Hoodie' });
    await admin.post('/api/admin/products').send(input).expect(201);
    const res = await request(a.app.getHttpServer())
      .get('/api/products?search=instant')
      .expect(200);
    expect((res.body as ProductListResponse).total).toBe(1);
  });
});

describe('unknown ids answer 404 in the error shape', () => {
  const { t, admin } = useAdminApp();

  const ids = ['not-a-uuid', '00000000-0000-4000-8000-000000000000', '%20', 'x'.repeat(300)];
  const routes: Array<[string, string, Record<string, unknown> | undefined]> = [
    ['get', '/api/admin/orders/', undefined],
    ['put', '/api/admin/orders/{id}/status', { status: 'CONFIRMED' }],
    ['delete', '/api/admin/orders/', undefined],
    ['put', '/api/admin/categories/', { name: 'Caps', slug: 'CAPS' }],
    ['delete', '/api/admin/categories/', undefined],
    ['delete', '/api/admin/products/', undefined],
    ['get', '/api/products/', undefined],
  ];

  it.each(routes.flatMap(([method, path, body]) => ids.map((id) => [method, path, id, body])))(
    '%s %s with %s → 404',
    async (method, path, id, body) => {
      const url = (path as string).includes('{id}')
        ? (path as string).replace('{id}', encodeURIComponent(id as string))
        : `${path as string}${encodeURIComponent(id as string)}`;
      const agent = admin as unknown as Record<string, (u: string) => request.Test>;
      let call = agent[method as string](url);
      if (body) call = call.send(body as object);
      const res = await call.expect(404);
      expectError(res, 404, 'NOT_FOUND', expect.any(String));
    },
  );

  it('PUT /api/admin/products/:id with an unknown id → 404', async () => {
    await createCategory(admin, 'Caps');
    const input = await productInput(t, 'CAPS');
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const res = await admin.put(`/api/admin/products/${id}`).send(input).expect(404);
      expectError(res, 404, 'NOT_FOUND', expect.any(String));
    }
  });
});
