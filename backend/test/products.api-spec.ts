import { LIMITS, MSG } from '../src/contract';
import type { Product } from '../src/contract';
import {
  createCategory,
  createProduct,
  createTestApp,
  productInput,
  TestApp,
  useTestApp,
  expectError,
} from './support/test-app';

describe('products API', () => {
  const t = useTestApp();
  beforeAll(async () => {
    const admin = await t.admin();
    await createCategory(admin, 'T-Shirts', 'TSHIRTS');
    await createCategory(admin, '3D Prints', '3D-PRINTS');
    await createCategory(admin, 'Hoodies', 'HOODIES');
  });

  describe('admin form rules', () => {
    it('answers every required-field message of the contract at once', async () => {
      const admin = await t.admin();
      const res = await admin.post('/api/admin/products').send({}).expect(400);
      expect(res.body.statusCode).toBe(400);
      expect(res.body.errors).toMatchObject({
        sku: MSG.skuRequired,
        title: MSG.titleRequired,
        slug: MSG.slugRequired,
        description: MSG.descriptionMin,
        category: MSG.categoryRequired,
        images: MSG.imagesRequired,
        priceAED: MSG.priceMin,
        stockQuantity: MSG.stockMin,
      });
    });

    it.each([
      ['description', 'too short', MSG.descriptionMin],
      ['priceAED', 0, MSG.priceMin],
      ['priceAED', -5, MSG.priceMin],
      ['priceAED', '100', MSG.priceMin],
      ['stockQuantity', -1, MSG.stockMin],
      ['stockQuantity', 1.5, MSG.stockMin],
      ['lowStockThreshold', -1, MSG.lowStockMin],
      ['images', [], MSG.imagesRequired],
      ['images', ['https://evil.example/x.png'], MSG.imageNotStored],
      ['sizes', ['XXXL'], MSG.sizeInvalid],
      ['colors', ['Teal'], MSG.colorInvalid],
      ['sku', '  ', MSG.skuRequired],
      ['title', '', MSG.titleRequired],
      ['slug', '', MSG.slugRequired],
      ['category', '', MSG.categoryRequired],
    ])('%s = %j → 400 "%s"', async (field, value, message) => {
      const admin = await t.admin();
      const body = { ...(await productInput(t, 'TSHIRTS')), [field]: value };
      const res = await admin.post('/api/admin/products').send(body).expect(400);
      expect(res.body.errors[field]).toBe(message);
      expect(res.body.message).toBe(message);
    });

    it('refuses more than 3 images, images it did not store, a sale price not below the price, an unknown category', async () => {
      const admin = await t.admin();
      const base = await productInput(t, 'TSHIRTS');
      const four = [
        ...base.images,
        ...(await productInput(t, 'TSHIRTS')).images,
        ...(await productInput(t, 'TSHIRTS')).images,
        ...(await productInput(t, 'TSHIRTS')).images,
      ];
      const tooMany = await admin
        .post('/api/admin/products')
        .send({ ...base, images: four })
        .expect(400);
      expect(tooMany.body.errors.images).toBe(
        `${MSG.tooManyImagesTitle}: ${MSG.tooManyImagesBody}`,
      );
      const unknown = await admin
        .post('/api/admin/products')
        .send({ ...base, images: ['/uploads/0123456789abcdef0123456789abcdef.webp'] })
        .expect(400);
      expect(unknown.body.errors.images).toBe(MSG.imageNotStored);
      const sale = await admin
        .post('/api/admin/products')
        .send({ ...base, salePriceAED: 100 })
        .expect(400);
      expect(sale.body.errors.salePriceAED).toBe(MSG.salePriceBelowPrice);
      const category = await admin
        .post('/api/admin/products')
        .send({ ...base, category: 'NOPE' })
        .expect(400);
      expect(category.body.errors.category).toBe(MSG.categoryNotFound);
      await admin
        .post('/api/admin/products')
        .send({ ...base, hacked: true })
        .expect(400);
    });

    it('stores a valid product with defaults and derived fields', async () => {
      const admin = await t.admin();
      const input = await productInput(t, 'tshirts', {
        sizes: ['XL', 'S', 'S'],
        colors: ['Red', 'Black'],
        salePriceAED: '' as unknown as null,
      });
      delete (input as { lowStockThreshold?: number }).lowStockThreshold;
      const res = await admin.post('/api/admin/products').send(input).expect(201);
      const p = res.body as Product & { passwordHash?: string };
      expect(p).toMatchObject({
        sku: input.sku,
        slug: input.slug,
        category: 'TSHIRTS',
        categoryName: 'T-Shirts',
        priceAED: 100,
        salePriceAED: null,
        lowStockThreshold: LIMITS.defaultLowStockThreshold,
        inStock: true,
        sizes: ['S', 'XL'],
        colors: ['Black', 'Red'],
      });
      const zero = await createProduct(t, admin, 'TSHIRTS', { stockQuantity: 0 });
      expect(zero.inStock).toBe(false);
    });

    it('keeps sku and slug unique (409)', async () => {
      const admin = await t.admin();
      const first = await createProduct(t, admin, 'TSHIRTS');
      const dupSku = await admin
        .post('/api/admin/products')
        .send(await productInput(t, 'TSHIRTS', { sku: first.sku }))
        .expect(409);
      expect(dupSku.body).toMatchObject({ code: 'SKU_TAKEN', message: MSG.skuTaken });
      const dupSlug = await admin
        .post('/api/admin/products')
        .send(await productInput(t, 'TSHIRTS', { slug: first.slug }))
        .expect(409);
      expect(dupSlug.body).toMatchObject({ code: 'SLUG_TAKEN', message: MSG.slugTaken });
    });

    it('updates with PUT, deletes with DELETE, and 404s what is gone', async () => {
      const admin = await t.admin();
      const p = await createProduct(t, admin, 'TSHIRTS');
      const body = {
        ...(await productInput(t, 'HOODIES')),
        sku: p.sku,
        slug: p.slug,
        title: 'Renamed Tee',
        priceAED: 80.5,
        salePriceAED: 60.25,
      };
      const res = await admin.put(`/api/admin/products/${p.id}`).send(body).expect(200);
      expect(res.body).toMatchObject({
        id: p.id,
        title: 'Renamed Tee',
        category: 'HOODIES',
        priceAED: 80.5,
        salePriceAED: 60.25,
      });
      await admin.delete(`/api/admin/products/${p.id}`).expect(204);
      await t.http().get(`/api/products/${p.id}`).expect(404);
      await admin.delete(`/api/admin/products/${p.id}`).expect(404);
    });
  });

  describe('public reads', () => {
    let t2: TestApp;
    const titles = [
      'Alpha Tee',
      'bravo tee',
      'Charlie Tee',
      'Delta Hoodie',
      'Echo Print',
      'Foxtrot 100% Tee',
    ];
    beforeAll(async () => {
      t2 = await createTestApp();
      const admin = await t2.admin();
      await createCategory(admin, 'T-Shirts', 'TSHIRTS');
      await createCategory(admin, '3D Prints', '3D-PRINTS');
      await createCategory(admin, 'Hoodies', 'HOODIES');
      // 15 products with distinct prices; some on sale so price sorts must use the sale price.
      for (let i = 0; i < 15; i++) {
        const title = titles[i] ?? `Zulu ${String(i).padStart(2, '0')}`;
        const category = title.includes('Hoodie')
          ? 'HOODIES'
          : title.includes('Print')
            ? '3D-PRINTS'
            : 'TSHIRTS';
        await createProduct(t2, admin, category, {
          title,
          slug: `p-${i}`,
          sku: `FD-SRT-${String(i).padStart(3, '0')}`,
          priceAED: 100 + i * 10,
          salePriceAED: i % 4 === 0 ? 50 + i : null,
          featured: i % 5 === 0,
          description:
            i === 3 ? 'Glow in the DARK goo print hoodie' : 'A plain product description',
        });
      }
    });
    afterAll(async () => t2.close());

    const list = async (query: string) =>
      (await t2.http().get(`/api/products?${query}`).expect(200)).body as {
        products: Product[];
        total: number;
      };

    it('pages with a default of 12 and a total', async () => {
      const p1 = await list('');
      expect(p1.products).toHaveLength(12);
      expect(p1.total).toBe(15);
      const p2 = await list('page=2');
      expect(p2.products).toHaveLength(3);
      const ids = new Set([...p1.products, ...p2.products].map((p) => p.id));
      expect(ids.size).toBe(15);
      expect((await list('limit=50')).products).toHaveLength(15);
    });

    it.each([
      'limit=51',
      'limit=0',
      'limit=abc',
      'page=0',
      'page=-1',
      'sort=random',
      'featured=maybe',
    ])('rejects %s with 400', async (q) => {
      const res = await t2.http().get(`/api/products?${q}`).expect(400);
      expect(typeof res.body.message).toBe('string');
    });

    it('sorts over the whole catalog, across pages, using the sale price', async () => {
      const all = [
        ...(await list('sort=price_asc&limit=7')).products,
        ...(await list('sort=price_asc&limit=7&page=2')).products,
        ...(await list('sort=price_asc&limit=7&page=3')).products,
      ];
      const prices = all.map((p) => p.salePriceAED ?? p.priceAED);
      expect(prices).toHaveLength(15);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const desc = (await list('sort=price_desc&limit=50')).products.map(
        (p) => p.salePriceAED ?? p.priceAED,
      );
      expect(desc).toEqual([...desc].sort((a, b) => b - a));
      const names = (await list('sort=name_asc&limit=50')).products.map((p) =>
        p.title.toLowerCase(),
      );
      expect(names).toEqual([...names].sort());
      const newest = (await list('sort=newest&limit=50')).products.map((p) => p.createdAt);
      expect(newest).toEqual([...newest].sort().reverse());
      expect((await list('limit=50')).products.map((p) => p.id)).toEqual(
        (await list('sort=newest&limit=50')).products.map((p) => p.id),
      );
    });

    it('matches the category parameter ignoring case and punctuation', async () => {
      expect(
        (await list('category=T-Shirts&limit=50')).products.every((p) => p.category === 'TSHIRTS'),
      ).toBe(true);
      expect((await list('category=T-Shirts')).total).toBe(13);
      expect((await list('category=tshirts')).total).toBe(13);
      expect((await list('category=Hoodies')).total).toBe(1);
      expect((await list('category=3d-prints')).total).toBe(1);
      expect((await list('category=3D%20PRINTS')).total).toBe(1);
      expect(await list('category=Nope')).toEqual({ products: [], total: 0 });
    });

    it('filters featured and searches title, description and sku without case', async () => {
      const featured = await list('featured=true&limit=50');
      expect(featured.total).toBe(3);
      expect(featured.products.every((p) => p.featured)).toBe(true);
      expect((await list('search=BRAVO')).products.map((p) => p.title)).toEqual(['bravo tee']);
      expect((await list('search=dark goo')).products.map((p) => p.title)).toEqual([
        'Delta Hoodie',
      ]);
      expect((await list('search=fd-srt-007')).total).toBe(1);
      // LIKE wildcards are literal.
      expect((await list('search=100%25')).products.map((p) => p.title)).toEqual([
        'Foxtrot 100% Tee',
      ]);
      expect((await list('search=_')).total).toBe(0);
      expect(
        (await list('search=tee&category=tshirts&featured=true')).products
          .map((p) => p.title)
          .sort(),
      ).toEqual(['Alpha Tee', 'Foxtrot 100% Tee']);
    });

    it('finds one product by slug or by id, and 404s an unknown one', async () => {
      const { products } = await list('limit=1');
      const bySlug = await t2.http().get(`/api/products/${products[0].slug}`).expect(200);
      const byId = await t2.http().get(`/api/products/${products[0].id}`).expect(200);
      expect(bySlug.body).toEqual(byId.body);
      const missing = await t2.http().get('/api/products/no-such-thing').expect(404);
      expectError(missing, 404, 'NOT_FOUND', MSG.productNotFoundTitle);
    });
  });
});
