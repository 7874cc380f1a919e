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
import type { ProductListResponse } from '../src/contract';
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
});
