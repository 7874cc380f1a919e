/**
 * The staff console's products: the admin list (pages with the total, sorts, stock and status
 * filters, search), product status (a draft is invisible on every public read and cannot be
 * ordered, publishing shows it at once despite the caches), and bulk actions (each product's
 * outcome, one refusal never stops the others, activity lines, roles).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type TestAgent from 'supertest/lib/agent';
import { BULK_MSG, MSG } from '../src/contract';
import type {
  ActivityListResponse,
  Product,
  ProductBulkResponse,
  ProductListResponse,
} from '../src/contract';
import { checkoutBody } from './support/orders';
import { createStaff, signedIn } from './support/staff';
import { createCategory, createProduct, createTestApp, productInput } from './support/test-app';
import type { TestApp } from './support/test-app';

const INDEX = `<!doctype html><html><head><meta charset="utf-8" />
<!--seo--><title>Default title</title><!--/seo--></head><body><div id="root"></div></body></html>`;

describe('admin products list, draft status and bulk actions', () => {
  let t: TestApp;
  let dir: string;
  let admin: TestAgent;
  /** Made in this order (newest last). */
  const made: Record<string, Product> = {};

  const adminList = async (query = ''): Promise<ProductListResponse> =>
    (await admin.get(`/api/admin/products?${query}`).expect(200)).body as ProductListResponse;
  const publicList = async (query = ''): Promise<ProductListResponse> =>
    (await t.http().get(`/api/products?${query}`).expect(200)).body as ProductListResponse;
  const titles = (r: ProductListResponse) => r.products.map((p) => p.title);
  const bulk = async (body: object): Promise<ProductBulkResponse> =>
    (await admin.post('/api/admin/products/bulk').send(body).expect(200))
      .body as ProductBulkResponse;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'freakdrop-products-admin-'));
    writeFileSync(join(dir, 'index.html'), INDEX);
    mkdirSync(join(dir, 'assets'));
    t = await createTestApp({ STOREFRONT_DIR: dir });
    admin = await t.admin();
    await createCategory(admin, 'Hoodies', 'HOODIES');
    await createCategory(admin, 'Caps', 'CAPS');
    const specs: Array<[string, Partial<Parameters<typeof createProduct>[3]>]> = [
      ['Alpha Hoodie', { priceAED: 300, stockQuantity: 50, lowStockThreshold: 5 }],
      ['Bravo Hoodie', { priceAED: 100, stockQuantity: 0 }],
      ['Charlie Cap', { category: 'CAPS', priceAED: 50, stockQuantity: 3, lowStockThreshold: 5 }],
      ['Delta Cap', { category: 'CAPS', priceAED: 80, salePriceAED: 60, stockQuantity: 5 }],
      ['Echo Hoodie', { priceAED: 200, stockQuantity: 6, lowStockThreshold: 5 }],
    ];
    for (const [title, overrides] of specs) {
      const { category = 'HOODIES', ...rest } = overrides ?? {};
      made[title] = await createProduct(t, admin, category, {
        title,
        slug: title.toLowerCase().replace(/ /g, '-'),
        ...rest,
      });
      // Distinct creation times, for the newest-first order.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  });

  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  describe('GET /api/admin/products', () => {
    it('pages with the total, newest first by default', async () => {
      const first = await adminList('limit=2');
      expect(first.total).toBe(5);
      expect(titles(first)).toEqual(['Echo Hoodie', 'Delta Cap']);
      expect(titles(await adminList('limit=2&page=3'))).toEqual(['Alpha Hoodie']);
      expect(first.products[0].status).toBe('active');
    });

    it('sorts by name, price and stock', async () => {
      expect(titles(await adminList('sort=name_asc'))).toEqual([
        'Alpha Hoodie',
        'Bravo Hoodie',
        'Charlie Cap',
        'Delta Cap',
        'Echo Hoodie',
      ]);
      // The price a shopper pays: Delta's sale price (60).
      expect(titles(await adminList('sort=price_asc'))).toEqual([
        'Charlie Cap',
        'Delta Cap',
        'Bravo Hoodie',
        'Echo Hoodie',
        'Alpha Hoodie',
      ]);
      expect(titles(await adminList('sort=price_desc'))[0]).toBe('Alpha Hoodie');
      expect(titles(await adminList('sort=stock_asc'))).toEqual([
        'Bravo Hoodie',
        'Charlie Cap',
        'Delta Cap',
        'Echo Hoodie',
        'Alpha Hoodie',
      ]);
      expect(titles(await adminList('sort=stock_desc'))[0]).toBe('Alpha Hoodie');
    });

    it('filters by stock state: sold out, low (at or below the threshold), in stock', async () => {
      expect(await adminList('stock=sold_out')).toMatchObject({
        total: 1,
        products: [{ title: 'Bravo Hoodie' }],
      });
      const low = await adminList('stock=low&sort=name_asc');
      expect([titles(low), low.total]).toEqual([['Charlie Cap', 'Delta Cap'], 2]);
      const inStock = await adminList('stock=in_stock&sort=name_asc');
      expect([titles(inStock), inStock.total]).toEqual([['Alpha Hoodie', 'Echo Hoodie'], 2]);
      // With a category and a search too.
      expect(titles(await adminList('stock=low&category=caps&search=delta'))).toEqual([
        'Delta Cap',
      ]);
    });

    it('searches by name, filters by category, and answers 400 for unknown values', async () => {
      expect(titles(await adminList('search=hoodie&sort=name_asc'))).toEqual([
        'Alpha Hoodie',
        'Bravo Hoodie',
        'Echo Hoodie',
      ]);
      expect((await adminList('category=Caps')).total).toBe(2);
      expect(await adminList('category=nope')).toEqual({ products: [], total: 0 });
      for (const bad of ['sort=cheapest', 'stock=plenty', 'status=hidden', 'limit=101']) {
        const res = await admin.get(`/api/admin/products?${bad}`).expect(400);
        expect(res.body.code).toBe('VALIDATION_FAILED');
      }
    });

    it('is for staff who manage the catalog only', async () => {
      await t.http().get('/api/admin/products').expect(401);
      await createStaff(admin, 'packer-products', 'packer');
      const packer = await signedIn(t, 'packer-products');
      const res = await packer.get('/api/admin/products').expect(403);
      expect(res.body.code).toBe('FORBIDDEN_ROLE');
      await packer
        .post('/api/admin/products/bulk')
        .send({ ids: [made['Alpha Hoodie'].id], action: 'unpublish' })
        .expect(403);
      await createStaff(admin, 'manager-products', 'manager');
      const manager = await signedIn(t, 'manager-products');
      await manager.get('/api/admin/products').expect(200);
    });
  });

  describe('a draft', () => {
    let draft: Product;

    beforeAll(async () => {
      const res = await admin
        .post('/api/admin/products')
        .send(
          await productInput(t, 'HOODIES', {
            title: 'Secret Hoodie',
            slug: 'secret-hoodie',
            featured: true,
            stockQuantity: 7,
            status: 'draft',
          }),
        )
        .expect(201);
      draft = res.body as Product;
      expect(draft.status).toBe('draft');
    });

    it('is in the admin list (and its status filter), in no public list or search', async () => {
      expect(titles(await adminList('status=draft'))).toEqual(['Secret Hoodie']);
      expect((await adminList('status=active')).total).toBe(5);
      expect((await adminList()).total).toBe(6);
      for (const query of ['', 'category=HOODIES', 'featured=true', 'search=secret', 'limit=50']) {
        const list = await publicList(query);
        expect([query, titles(list)]).toEqual([
          query,
          expect.not.arrayContaining(['Secret Hoodie']),
        ]);
      }
      expect((await publicList('category=HOODIES')).total).toBe(3);
      expect(await publicList('search=secret')).toEqual({ products: [], total: 0 });
    });

    it('is a 404 on the API by slug and by id, and on its storefront page', async () => {
      for (const key of [draft.slug, draft.id]) {
        const res = await t.http().get(`/api/products/${key}`).expect(404);
        expect(res.body).toEqual({
          statusCode: 404,
          code: 'NOT_FOUND',
          message: MSG.productNotFoundTitle,
        });
      }
      await t.http().get(`/product/${draft.slug}`).expect(404);
      await t.http().get(`/ar/product/${draft.slug}`).expect(404);
      const sitemap = await t.http().get('/sitemap.xml').expect(200);
      expect(sitemap.text).not.toContain('secret-hoodie');
      expect(sitemap.text).toContain('alpha-hoodie');
    });

    it('cannot be ordered: the same answer as a product that does not exist', async () => {
      const res = await t
        .http()
        .post('/api/orders')
        .send(checkoutBody([{ product: draft, qty: 1 }]));
      expect(res.status).toBe(400);
      const unknownId = '00000000-0000-4000-8000-000000000000';
      const unknown = await t
        .http()
        .post('/api/orders')
        .send(checkoutBody([{ product: { ...draft, id: unknownId }, qty: 1 }]))
        .expect(400);
      const swap = (body: unknown, from: string) =>
        JSON.parse(JSON.stringify(body).split(from).join('<id>')) as unknown;
      expect(swap(res.body, draft.id)).toEqual(swap(unknown.body, unknownId));
      expect(res.body.errors).toEqual({ 'items.0.productId': MSG.unknownProduct(draft.id) });
    });

    it('keeps its status when an edit leaves it out (a client that knows only the spec)', async () => {
      const { status: _status, ...input } = await productInput(t, 'HOODIES', {
        title: 'Secret Hoodie',
        slug: 'secret-hoodie',
        sku: draft.sku,
        stockQuantity: 7,
      });
      const res = await admin.put(`/api/admin/products/${draft.id}`).send(input).expect(200);
      expect(res.body.status).toBe('draft');
      const created = await createProduct(t, admin, 'CAPS', { title: 'Plain Cap' });
      expect(created.status).toBe('active');
      await admin.delete(`/api/admin/products/${created.id}`).expect(204);
    });

    it('shows at once when published and hides at once when unpublished, despite the caches', async () => {
      const page = () => t.http().get(`/api/products/${draft.slug}`);
      const shopPage = () => t.http().get(`/product/${draft.slug}`);
      // Warm every cache with it hidden.
      for (let i = 0; i < 3; i++) {
        await page().expect(404);
        await shopPage().expect(404);
        await publicList('category=HOODIES');
      }
      expect(await bulk({ ids: [draft.id], action: 'publish' })).toEqual({
        results: [{ id: draft.id, ok: true }],
      });
      const shown = await page().expect(200);
      // Shoppers' answers hold active products only and carry no status.
      expect(shown.body).not.toHaveProperty('status');
      await shopPage().expect(200);
      expect(titles(await publicList('category=HOODIES'))).toContain('Secret Hoodie');
      // Warm them with it shown (the fast path answers repeats), then hide it.
      for (let i = 0; i < 3; i++) {
        await page().expect(200);
        await shopPage().expect(200);
        await publicList('category=HOODIES');
        await publicList('search=secret');
      }
      expect((await bulk({ ids: [draft.id], action: 'unpublish' })).results[0].ok).toBe(true);
      await page().expect(404);
      await t.http().get(`/api/products/${draft.id}`).expect(404);
      await shopPage().expect(404);
      expect(titles(await publicList('category=HOODIES'))).not.toContain('Secret Hoodie');
      expect((await publicList('search=secret')).total).toBe(0);
    });
  });

  describe('POST /api/admin/products/bulk', () => {
    const missing = '00000000-0000-4000-8000-000000000001';

    it('reports each product: one refused (unknown) does not stop the others', async () => {
      const ids = [made['Alpha Hoodie'].id, missing, made['Echo Hoodie'].id];
      const res = await bulk({ ids, action: 'unpublish' });
      expect(res.results).toEqual([
        { id: ids[0], ok: true },
        { id: missing, ok: false, code: 'NOT_FOUND', message: MSG.productNotFoundTitle },
        { id: ids[2], ok: true },
      ]);
      expect((await adminList('status=draft&sort=name_asc')).products.map((p) => p.title)).toEqual(
        expect.arrayContaining(['Alpha Hoodie', 'Echo Hoodie']),
      );
      await t.http().get('/api/products/alpha-hoodie').expect(404);
      expect((await bulk({ ids, action: 'publish' })).results.map((r) => r.ok)).toEqual([
        true,
        false,
        true,
      ]);
      await t.http().get('/api/products/alpha-hoodie').expect(200);
      // Each change is in the activity log, under the staff member who made it.
      const log = (
        await admin
          .get(`/api/admin/activity?entity=product&entityId=${made['Alpha Hoodie'].id}`)
          .expect(200)
      ).body as ActivityListResponse;
      const updates = log.entries.filter((e) => e.action === 'update');
      expect(updates.map((e) => e.changes)).toEqual([
        { status: ['draft', 'active'] },
        { status: ['active', 'draft'] },
      ]);
      expect(updates[0]).toMatchObject({ actor: { username: 'admin' } });
    });

    it('sets a price, refusing the products whose sale price would not be below it', async () => {
      const ids = [made['Alpha Hoodie'].id, made['Delta Cap'].id];
      const res = await bulk({ ids, action: 'price', priceAED: 55.5 });
      expect(res.results).toEqual([
        { id: ids[0], ok: true },
        { id: ids[1], ok: false, code: 'VALIDATION_FAILED', message: MSG.salePriceBelowPrice },
      ]);
      const alpha = (await t.http().get('/api/products/alpha-hoodie').expect(200)).body as Product;
      expect(alpha.priceAED).toBe(55.5);
      expect(titles(await adminList('sort=price_asc'))[0]).toBe('Charlie Cap');
    });

    it('changes prices by a percent, sale prices with them, rounded to fils', async () => {
      const ids = [made['Charlie Cap'].id, made['Delta Cap'].id];
      const res = await bulk({ ids, action: 'price', percent: -33.33 });
      expect(res.results.every((r) => r.ok)).toBe(true);
      const caps = await adminList('category=caps&sort=name_asc');
      // 50 × 0.6667 = 33.335 → 33.34 (half away from zero, in fils); 80 → 53.34; 60 → 40.
      expect(caps.products.map((p) => [p.priceAED, p.salePriceAED])).toEqual([
        [33.34, null],
        [53.34, 40],
      ]);
      // Below the contract's minimum price (1 AED): refused, the other one done.
      const cheap = await createProduct(t, admin, 'CAPS', { title: 'Cheap Cap', priceAED: 1.5 });
      const both = await bulk({ ids: [cheap.id, ids[0]], action: 'price', percent: -50 });
      expect(both.results).toEqual([
        { id: cheap.id, ok: false, code: 'VALIDATION_FAILED', message: MSG.priceMin },
        { id: ids[0], ok: true },
      ]);
      await admin.delete(`/api/admin/products/${cheap.id}`).expect(204);
    });

    it('sets stock; refuses products with stock per size and colour (STOCK_PER_VARIANT)', async () => {
      const grid = await createProduct(t, admin, 'HOODIES', {
        title: 'Grid Hoodie',
        sizes: ['S', 'M'],
        variantStock: [
          { size: 'S', color: null, stockQuantity: 2 },
          { size: 'M', color: null, stockQuantity: 3 },
        ],
        stockQuantity: undefined,
      });
      const ids = [made['Bravo Hoodie'].id, grid.id];
      const res = await bulk({ ids, action: 'stock', stockQuantity: 12 });
      expect(res.results).toEqual([
        { id: ids[0], ok: true },
        { id: grid.id, ok: false, code: 'STOCK_PER_VARIANT', message: BULK_MSG.stockPerVariant },
      ]);
      const bravo = (await t.http().get('/api/products/bravo-hoodie').expect(200)).body as Product;
      expect([bravo.stockQuantity, bravo.inStock]).toEqual([12, true]);
      expect((await adminList('stock=sold_out')).total).toBe(0);
      const back = await bulk({ ids: [ids[0]], action: 'stock', stockQuantity: 0 });
      expect(back.results[0].ok).toBe(true);
      expect(titles(await adminList('stock=sold_out'))).toEqual(['Bravo Hoodie']);
      made['Grid Hoodie'] = grid;
    });

    it('deletes as the single delete does, reporting those already gone', async () => {
      const doomed = await createProduct(t, admin, 'CAPS', { title: 'Doomed Cap' });
      const ids = [doomed.id, missing, made['Grid Hoodie'].id];
      const res = await bulk({ ids, action: 'delete' });
      expect(res.results.map((r) => [r.ok, r.code])).toEqual([
        [true, undefined],
        [false, 'NOT_FOUND'],
        [true, undefined],
      ]);
      await t.http().get(`/api/products/${doomed.id}`).expect(404);
      const again = await bulk({ ids: [doomed.id], action: 'delete' });
      expect(again.results[0]).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    });

    it('answers 400 for a call it cannot run at all', async () => {
      const id = made['Alpha Hoodie'].id;
      const cases: Array<[object, string]> = [
        [{ ids: [], action: 'publish' }, BULK_MSG.idsRequired],
        [{ ids: ['not-a-uuid'], action: 'publish' }, BULK_MSG.idsRequired],
        [{ ids: Array.from({ length: 501 }, () => id), action: 'publish' }, BULK_MSG.idsRequired],
        [{ ids: [id], action: 'archive' }, BULK_MSG.actionInvalid],
        [{ ids: [id], action: 'price' }, BULK_MSG.priceChoice],
        [{ ids: [id], action: 'price', priceAED: 10, percent: 5 }, BULK_MSG.priceChoice],
        [{ ids: [id], action: 'price', priceAED: 0 }, MSG.priceMin],
        [{ ids: [id], action: 'price', percent: -95 }, 'Percent must be at least -90'],
        [{ ids: [id], action: 'stock' }, BULK_MSG.stockRequired],
        [{ ids: [id], action: 'stock', stockQuantity: -1 }, MSG.stockMin],
      ];
      for (const [body, message] of cases) {
        const res = await admin.post('/api/admin/products/bulk').send(body);
        expect([body, res.status, res.body.code, res.body.message]).toEqual([
          body,
          400,
          'VALIDATION_FAILED',
          message,
        ]);
      }
    });
  });
});
