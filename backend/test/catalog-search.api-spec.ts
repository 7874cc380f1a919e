import type { Category, Product, ProductListResponse } from '../src/contract';
import { createCategory, createProduct, productInput, useAdminApp } from './support/test-app';

/**
 * Search through the text index (SQLite FTS5 / MySQL FULLTEXT): every word of the query must
 * begin a word of the title, description, category name or SKU, ignoring case, on both
 * databases; punctuation and operators are text, never syntax.
 */
describe('catalog search', () => {
  const { t, admin } = useAdminApp(['Hoodies']);
  let tees: Category;
  let dripHoodie: Product;
  let neonHoodie: Product;
  let dripTee: Product;
  let xlTee: Product;
  let plain: Product;

  beforeAll(async () => {
    tees = await createCategory(admin, 'Tees');
    await createCategory(admin, 'Caps');
    dripHoodie = await createProduct(t, admin, 'HOODIES', {
      title: 'Toxic Drip Hoodie',
      description: 'Heavyweight cotton with a melting skull.',
      priceAED: 199,
    });
    neonHoodie = await createProduct(t, admin, 'HOODIES', {
      title: 'Neon Skull Hoodie',
      description: 'Glows under black light.',
      priceAED: 149,
    });
    dripTee = await createProduct(t, admin, 'TEES', {
      title: 'Drip Tee',
      description: 'About as loud as a tee can be.',
      priceAED: 89,
    });
    xlTee = await createProduct(t, admin, 'TEES', {
      title: 'XL Oversized Tee',
      description: 'Cut wide, drops to the knees.',
      sku: 'FD-TEE-XLO-777',
      priceAED: 99,
    });
    plain = await createProduct(t, admin, 'CAPS', {
      title: 'Plain Thing',
      description: 'Nothing to see here, really.',
      priceAED: 50,
    });
  });

  async function found(search: string, extra = ''): Promise<string[]> {
    const res = await t
      .http()
      .get(`/api/products?limit=50&search=${encodeURIComponent(search)}${extra}`)
      .expect(200);
    const body = res.body as ProductListResponse;
    expect(body.total).toBe(body.products.length);
    return body.products.map((p) => p.title);
  }

  it('matches the beginning of words, ignoring case', async () => {
    expect((await found('hood')).sort()).toEqual(['Neon Skull Hoodie', 'Toxic Drip Hoodie']);
    expect((await found('HOOD')).sort()).toEqual(['Neon Skull Hoodie', 'Toxic Drip Hoodie']);
    expect(await found('oodie')).toEqual([]);
  });

  it('needs every word, found in any of the fields', async () => {
    expect(await found('drip hood')).toEqual([dripHoodie.title]);
    expect(await found('hood drip')).toEqual([dripHoodie.title]);
    expect(await found('skull glows')).toEqual([neonHoodie.title]);
    expect(await found('drip nothing')).toEqual([]);
  });

  it('finds by description, category name and SKU', async () => {
    expect(await found('melting')).toEqual([dripHoodie.title]);
    expect(await found('caps')).toEqual([plain.title]);
    expect(await found('tees drip')).toEqual([dripTee.title]);
    expect(await found('xlo')).toEqual([xlTee.title]);
    expect(await found('FD-TEE-XLO')).toEqual([xlTee.title]);
  });

  it('finds short and common words too (below the index token size, stopwords)', async () => {
    expect(await found('xl')).toEqual([xlTee.title]);
    expect(await found('xl tee')).toEqual([xlTee.title]);
    expect(await found('about')).toEqual([dripTee.title]);
    expect(await found('to see')).toEqual([plain.title]);
  });

  it('keeps the chosen sort', async () => {
    expect(await found('hoodie', '&sort=price_asc')).toEqual([neonHoodie.title, dripHoodie.title]);
    expect(await found('hoodie', '&sort=price_desc')).toEqual([dripHoodie.title, neonHoodie.title]);
  });

  it.each(['"', '*', '+-', "')", 'drip"', 'hood*', '-drip', 'NEAR(drip hood)', '%', '_', '\\'])(
    'treats %j as text, never as syntax',
    async (query) => {
      const res = await t
        .http()
        .get(`/api/products?search=${encodeURIComponent(query)}`)
        .expect(200);
      expect(Array.isArray((res.body as ProductListResponse).products)).toBe(true);
    },
  );

  it('operators inside a query are ignored, the words still count', async () => {
    expect(await found('+drip -hood')).toEqual([dripHoodie.title]);
    expect(await found('"drip" hood*')).toEqual([dripHoodie.title]);
  });

  it('follows every product write', async () => {
    const input = await productInput(t, 'CAPS', { title: 'Venom Bucket Hat' });
    const created = (await admin.post('/api/admin/products').send(input).expect(201))
      .body as Product;
    expect(await found('venom')).toEqual(['Venom Bucket Hat']);
    await admin
      .put(`/api/admin/products/${created.id}`)
      .send({ ...input, title: 'Acid Bucket Hat' })
      .expect(200);
    expect(await found('venom')).toEqual([]);
    expect(await found('acid')).toEqual(['Acid Bucket Hat']);
    await admin.delete(`/api/admin/products/${created.id}`).expect(204);
    expect(await found('acid')).toEqual([]);
  });

  it('follows a category rename', async () => {
    await admin
      .put(`/api/admin/categories/${tees.id}`)
      .send({ name: 'Shirts', slug: 'TEES' })
      .expect(200);
    expect((await found('shirts')).sort()).toEqual(['Drip Tee', 'XL Oversized Tee']);
    expect(await found('tees drip')).toEqual([]);
  });
});
