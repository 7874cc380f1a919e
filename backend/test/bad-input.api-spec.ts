import { ERROR_CODES } from '../src/contract';
import type { Product } from '../src/contract';
import { createCategory, createProduct, useAdminApp } from './support/test-app';

/**
 * Bad input always gets a clear 4xx with a message and a known code, never a 500: every body field of every
 * write endpoint and every query parameter, replaced by values of the wrong type and shape.
 */
const WEIRD: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  '',
  ' ',
  [],
  [1],
  {},
  { a: 1 },
  'a'.repeat(5000),
  "'; DROP TABLE x;--",
  '\u0000',
];
const WEIRD_QUERY = [
  'x',
  '-1',
  '0',
  '99999999999999999999',
  '%',
  '[]',
  '',
  'a'.repeat(3000),
  '1e5',
];
const WEIRD_RAW = ['[]', 'null', '"x"', '1', '{"__proto__":{"x":1}}'];

describe('bad input never gets a 500', () => {
  const { t, admin } = useAdminApp();
  let product: Product;
  let categoryId: string;
  beforeAll(async () => {
    categoryId = (await createCategory(admin, 'Fuzz', 'FUZZ')).id;
    product = await createProduct(t, admin, 'FUZZ', { sizes: ['M'] });
  });
  // The admin calls above must have run signed in, not been turned away with 401.
  afterEach(async () => {
    await admin.get('/api/auth/me').expect(200);
  });

  async function expectNo500(
    method: 'get' | 'post' | 'put',
    path: string,
    body?: unknown,
    raw?: string,
  ) {
    let req = admin[method](path);
    if (raw !== undefined) req = req.set('Content-Type', 'application/json').send(raw);
    else if (body !== undefined) req = req.send(body as object);
    const res = await req;
    const where = `${method.toUpperCase()} ${path} ${raw ?? JSON.stringify(body)?.slice(0, 80)}`;
    expect([where, res.status < 500]).toEqual([where, true]);
    if (res.status >= 400) {
      expect(typeof res.body.message).toBe('string');
      expect([where, ERROR_CODES.includes(res.body.code)]).toEqual([where, true]);
    }
  }

  it('for every field of every write endpoint', async () => {
    const form = {
      sku: 'FD-FUZ-ZZZ-001',
      slug: 'fuzz-product',
      title: 'Fuzz',
      description: 'long enough description',
      category: 'FUZZ',
      images: product.images,
      priceAED: 10,
      stockQuantity: 1,
    };
    const order = {
      customerName: 'Layla',
      phone: '+971 50 123 4567',
      city: 'Dubai',
      addressLine1: 'Villa 12 Street',
      items: [{ productId: product.id, size: 'M', qty: 1 }],
      subtotalAED: 100,
      deliveryAED: 20,
      totalAED: 120,
    };
    const endpoints: Array<['post' | 'put', string, Record<string, unknown>]> = [
      ['post', '/api/orders', order],
      ['post', '/api/admin/products', form],
      ['put', `/api/admin/products/${product.id}`, form],
      ['post', '/api/admin/categories', { name: 'N', slug: 'S' }],
      ['put', `/api/admin/categories/${categoryId}`, { name: 'N', slug: 'S' }],
      ['put', '/api/admin/settings', { deliveryAED: 1, brandTagline: 'x' }],
      ['post', '/api/auth/login', { email: 'nobody', password: 'x' }],
      ['post', '/api/admin/uploads/url', { filename: 'a.png', contentType: 'image/png' }],
      ['post', '/api/admin/uploads/confirm', { imageURL: '/api/uploads/signed/abc' }],
      [
        'put',
        '/api/admin/orders/00000000-0000-4000-8000-000000000000/status',
        { status: 'PENDING' },
      ],
    ];
    for (const [method, path, body] of endpoints) {
      for (const field of Object.keys(body)) {
        for (const value of WEIRD) await expectNo500(method, path, { ...body, [field]: value });
      }
      for (const raw of WEIRD_RAW) await expectNo500(method, path, undefined, raw);
    }
    for (const field of ['productId', 'size', 'color', 'qty']) {
      for (const value of WEIRD) {
        await expectNo500('post', '/api/orders', {
          ...order,
          items: [{ ...order.items[0], [field]: value }],
        });
      }
    }
  });

  it('for every query parameter of the list and lookup endpoints', async () => {
    const paths = ['/api/products', '/api/admin/orders', '/api/orders/track', '/api/products/x'];
    const params = [
      'page',
      'limit',
      'sort',
      'category',
      'featured',
      'search',
      'status',
      'orderNumber',
      'phone',
    ];
    for (const path of paths) {
      for (const param of params) {
        for (const value of WEIRD_QUERY) {
          await expectNo500('get', `${path}?${param}=${encodeURIComponent(value)}`);
          // A repeated parameter arrives as an array.
          await expectNo500('get', `${path}?${param}=${encodeURIComponent(value)}&${param}=y`);
        }
      }
    }
    for (const path of [
      `/api/products/${encodeURIComponent('%%%')}`,
      `/api/products/${'x'.repeat(3000)}`,
      '/api/admin/orders/not-a-uuid',
      '/api/uploads/signed/zz?expires=1&sig=2',
    ]) {
      await expectNo500('get', path);
    }
  });
});
