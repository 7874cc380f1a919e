/**
 * The bench measures the shop against a bare reference server; its ratios mean something only
 * while both answer every scenario with the same JSON. This seeds ~200 products with the
 * bench's own seeder into a fresh test database and compares the app's answers (through
 * HTTP) with the reference's, for every read scenario and the self-check's corner cases.
 */
import { productSearchText } from '../src/catalog/search-text';
import { startReferenceServer } from '../bench/reference-server.mjs';
import type { ReferenceServer } from '../bench/reference-server.mjs';
import {
  compareAnswers,
  firstDifference,
  httpGetter,
  readScenarios,
  selfCheckPaths,
} from '../bench/scenarios.mjs';
import type { Answer } from '../bench/scenarios.mjs';
import { seedCatalog } from '../bench/seed.mjs';
import type { SeedInfo } from '../bench/seed.mjs';
import { MSG } from '../src/contract';
import type { Product, ProductListResponse } from '../src/contract';
import { createTestApp } from './support/test-app';
import type { TestApp } from './support/test-app';

const PRODUCTS = 200;
const SCENARIOS = ['list', 'category', 'search1', 'search2', 'detail', 'settings', 'health'];

describe('bench reference server', () => {
  let t: TestApp;
  let ref: ReferenceServer;
  let info: SeedInfo;
  const shop = async (path: string): Promise<Answer> => {
    const res = await t.http().get(path);
    return { status: res.status, body: res.body as unknown };
  };
  let reference: (path: string) => Promise<Answer>;

  beforeAll(async () => {
    t = await createTestApp();
    info = await seedCatalog(t.dataSource, {
      products: PRODUCTS,
      dropProducts: 1,
      batchSize: 50,
      searchText: productSearchText,
    });
    const db = t.config.database;
    ref = await startReferenceServer({
      database: db.type === 'sqlite' ? { type: 'sqlite', path: db.path } : db,
      messages: MSG,
    });
    reference = httpGetter(ref.url);
  });

  afterAll(async () => {
    await ref?.close();
    await t?.close();
  });

  it('seeds the catalog through the entities, with the settings row', async () => {
    const all = (await shop('/api/products?limit=50')).body as ProductListResponse;
    expect(all.total).toBe(PRODUCTS + 1);
    expect(info.categories).toHaveLength(8);
    expect(info.drops).toHaveLength(1);
    const drop = (await shop(`/api/products/${info.drops[0].slug}`)).body as {
      stockQuantity: number;
    };
    expect(drop.stockQuantity).toBe(50);
    const sale = all.products.filter((p) => p.salePriceAED !== null);
    expect(sale.length).toBeGreaterThan(0);
    for (const p of sale) expect(p.salePriceAED as number).toBeLessThan(p.priceAED);
    expect(new Set(all.products.map((p) => p.category)).size).toBeGreaterThan(1);
    expect((await shop('/api/settings')).body).toMatchObject({ deliveryAED: 20 });
    // searchText is set on every row once the column exists, and left out before.
    const meta = t.dataSource.getMetadata('products');
    const column = meta.findColumnWithPropertyName('searchText');
    expect(info.withSearchText).toBe(Boolean(column));
    if (column) {
      const rows: Array<{ n: number | string }> = await t.dataSource.query(
        'SELECT COUNT(*) AS n FROM products WHERE searchText IS NULL OR searchText = ?',
        [''],
      );
      expect(Number(rows[0].n)).toBe(0);
    }
  });

  it.each(SCENARIOS)('answers the %s scenario with the same JSON as the app', async (key) => {
    const scenario = readScenarios(info).find((s) => s.key === key);
    expect(scenario).toBeDefined();
    const paths = (scenario?.paths ?? []).slice(0, 24);
    const first = await shop(paths[0]);
    expect(first.status).toBe(200);
    expect(await compareAnswers(shop, reference, paths)).toEqual([]);
  });

  it('answers the corner cases of the self-check the same way', async () => {
    expect(await compareAnswers(shop, reference, selfCheckPaths(info))).toEqual([]);
  });

  it('the comparison ignores key order and reports any other difference', async () => {
    expect(firstDifference({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBeNull();
    expect(firstDifference({ a: [1, { c: 2 }] }, { a: [1, { c: 3 }] })).toMatchObject({
      path: '$.a.1.c',
    });
    const path = '/api/products?limit=12';
    const tampered = async (p: string): Promise<Answer> => {
      const answer = await reference(p);
      const body = answer.body as ProductListResponse;
      return { ...answer, body: { ...body, total: body.total + 1 } };
    };
    expect(await compareAnswers(shop, tampered, [path])).toEqual([
      { url: path, path: '$.total', shop: PRODUCTS + 1, reference: PRODUCTS + 2 },
    ]);
  });

  // Last: it takes stock from the drop product, which the answers compared above include.
  it('places drop orders like the shop: 201 with an order number, then 409 with the contract text', async () => {
    const drop = (await shop(`/api/products/${info.drops[0].slug}`)).body as Product;
    const order = (n: number, qty: number) => ({
      customerName: `Drop Shopper ${n}`,
      phone: '+971 50 123 4567',
      city: 'Dubai',
      addressLine1: 'Villa 12, Street 4, Jumeirah',
      items: [{ productId: drop.id, size: drop.sizes[0], color: drop.colors[0], qty }],
      subtotalAED: (drop.salePriceAED ?? drop.priceAED) * qty,
      deliveryAED: 20,
      totalAED: Math.round(((drop.salePriceAED ?? drop.priceAED) * qty + 20) * 100) / 100,
    });
    const post = async (body: object) => {
      const res = await fetch(`${ref.url}/api/orders`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const placed = await post(order(1, 10));
    expect(placed.status).toBe(201);
    expect(placed.body.orderNumber).toMatch(/^FD-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    // The order is the shop's: the admin API finds it with its line.
    const admin = await t.admin();
    const listed = await admin.get('/api/admin/orders').expect(200);
    expect(listed.body.orders[0]).toMatchObject({
      orderNumber: placed.body.orderNumber,
      status: 'PENDING',
      items: [{ productId: drop.id, qty: 10 }],
    });
    // Five shoppers for the last 40 units at once, 10 each: four get them.
    const rush = await Promise.all([2, 3, 4, 5, 6].map((n) => post(order(n, 10))));
    expect(rush.filter((r) => r.status === 201)).toHaveLength(4);
    expect(rush.find((r) => r.status === 409)?.body).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: MSG.notEnoughStock(drop.title, 0),
    });
    expect((await shop(`/api/products/${drop.slug}`)).body).toMatchObject({ stockQuantity: 0 });
    expect((await post(order(7, 1))).body).toMatchObject({
      message: `"${drop.title}" is out of stock`,
    });
  });
});
