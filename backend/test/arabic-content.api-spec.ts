import type { Category, Product, ProductListResponse } from '../src/contract';
import { LIMITS } from '../src/contract';
import {
  createCategory,
  createProduct,
  dbKind,
  productInput,
  useAdminApp,
} from './support/test-app';

/**
 * A product's optional Arabic title and description and a category's Arabic name,
 * in every answer (null when none), and found by the one text index in either language, with
 * Arabic spelling variants (hamza on alef, taa marbuta, harakat) folded on both sides.
 */
describe('Arabic content', () => {
  const { t, admin } = useAdminApp();
  let hoodies: Category;
  let hoodie: Product;
  let plain: Product;

  beforeAll(async () => {
    hoodies = (
      await admin
        .post('/api/admin/categories')
        .send({ name: 'Hoodies', slug: 'HOODIES', nameAr: '  هوديز  ' })
        .expect(201)
    ).body as Category;
    await createCategory(admin, 'Caps');
    hoodie = await createProduct(t, admin, 'HOODIES', {
      title: 'Toxic Drip Hoodie',
      titleAr: 'هودي توكسيك دريب',
      descriptionAr: 'هودي قطن ثقيل بطبعة سلايم تتوهج تحت الضوء الأسود.',
    });
    await createProduct(t, admin, 'CAPS', {
      title: 'Eyeball Dad Cap',
      // Shadda and taa marbuta, as staff may type them.
      titleAr: 'قُبّعة كاب العين',
      descriptionAr: 'قبعة قطن مغسول بعين مطرزة.',
    });
    plain = await createProduct(t, admin, 'CAPS', {
      title: 'Plain Bucket Hat',
      titleAr: '   ',
      descriptionAr: '',
    });
  });

  async function found(search: string): Promise<string[]> {
    const res = await t
      .http()
      .get(`/api/products?limit=50&search=${encodeURIComponent(search)}`)
      .expect(200);
    const body = res.body as ProductListResponse;
    expect(body.total).toBe(body.products.length);
    return body.products.map((p) => p.title).sort();
  }

  it('answers the Arabic fields, trimmed, in admin, list and detail answers', async () => {
    expect(hoodies.nameAr).toBe('هوديز');
    expect(hoodie).toMatchObject({
      titleAr: 'هودي توكسيك دريب',
      descriptionAr: 'هودي قطن ثقيل بطبعة سلايم تتوهج تحت الضوء الأسود.',
      categoryName: 'Hoodies',
      categoryNameAr: 'هوديز',
    });
    const detail = (await t.http().get(`/api/products/${hoodie.slug}`).expect(200)).body as Product;
    expect(detail).toMatchObject({ titleAr: hoodie.titleAr, categoryNameAr: 'هوديز' });
    const list = (await t.http().get('/api/products?limit=50').expect(200))
      .body as ProductListResponse;
    expect(list.products.find((p) => p.id === hoodie.id)).toMatchObject({
      titleAr: hoodie.titleAr,
      descriptionAr: hoodie.descriptionAr,
      categoryNameAr: 'هوديز',
    });
    const categories = (await t.http().get('/api/categories').expect(200)).body as Category[];
    expect(categories.find((c) => c.slug === 'CAPS')?.nameAr).toBeNull();
  });

  it('stores blank Arabic fields as null (the storefront then shows the English)', async () => {
    expect(plain).toMatchObject({ titleAr: null, descriptionAr: null, categoryNameAr: null });
    const detail = (await t.http().get(`/api/products/${plain.slug}`).expect(200)).body as Product;
    expect(detail).toMatchObject({ title: 'Plain Bucket Hat', titleAr: null, descriptionAr: null });
  });

  it.each<[search: string, titles: string[]]>([
    // By an Arabic word of its title, its English title, or either category name.
    ['هودي', ['Toxic Drip Hoodie']],
    ['توكسيك', ['Toxic Drip Hoodie']],
    ['toxic', ['Toxic Drip Hoodie']],
    ['هوديز', ['Toxic Drip Hoodie']],
    ['سلايم', ['Toxic Drip Hoodie']],
    ['هودي دريب', ['Toxic Drip Hoodie']],
    ['هودي cap', []],
    // Arabic spellings folded: harakat, hamza on alef, taa marbuta, tatweel.
    // Stored as "قُبّعة": found as typed without marks, with heh for taa marbuta, or with marks.
    ['قبعة', ['Eyeball Dad Cap']],
    ['قبعه', ['Eyeball Dad Cap']],
    ['قُبَّعَة', ['Eyeball Dad Cap']],
    ['قبـــعة', ['Eyeball Dad Cap']],
    // Stored with a hamza (الأسود), found without it, and the other way round.
    ['الاسود', ['Toxic Drip Hoodie']],
    ['إلعين', ['Eyeball Dad Cap']],
    // Short Arabic words and prefixes (below the index token size).
    ['هو', ['Toxic Drip Hoodie']],
    ['قب', ['Eyeball Dad Cap']],
    ['كا', ['Eyeball Dad Cap']],
  ])('the search %j finds %j', async (search, titles) => {
    expect(await found(search)).toEqual(titles);
  });

  it('keeps the Arabic text when a write leaves it out, clears it on blank or null', async () => {
    const input = await productInput(t, 'CAPS', {
      title: 'Acid Bucket Hat',
      titleAr: 'قبعة الحمض',
    });
    const created = (await admin.post('/api/admin/products').send(input).expect(201))
      .body as Product;
    expect(created.titleAr).toBe('قبعة الحمض');
    const { titleAr: _left, ...withoutArabic } = input;
    void _left;
    const kept = (
      await admin.put(`/api/admin/products/${created.id}`).send(withoutArabic).expect(200)
    ).body as Product;
    expect(kept.titleAr).toBe('قبعة الحمض');
    expect(await found('الحمض')).toEqual(['Acid Bucket Hat']);

    const renamed = (
      await admin
        .put(`/api/admin/products/${created.id}`)
        .send({ ...input, titleAr: 'قبعة فينوم' })
        .expect(200)
    ).body as Product;
    expect(renamed.titleAr).toBe('قبعة فينوم');
    // The cached product page follows the write.
    const page = (await t.http().get(`/api/products/${created.slug}`).expect(200)).body as Product;
    expect(page.titleAr).toBe('قبعة فينوم');
    expect(await found('الحمض')).toEqual([]);
    expect(await found('فينوم')).toEqual(['Acid Bucket Hat']);

    for (const blank of ['', '  ', null]) {
      const cleared = (
        await admin
          .put(`/api/admin/products/${created.id}`)
          .send({ ...input, titleAr: blank })
          .expect(200)
      ).body as Product;
      expect(cleared.titleAr).toBeNull();
    }
    expect(await found('فينوم')).toEqual([]);
    await admin.delete(`/api/admin/products/${created.id}`).expect(204);
  });

  it('follows a category Arabic rename in answers and search; absent keeps it', async () => {
    await admin
      .put(`/api/admin/categories/${hoodies.id}`)
      .send({ name: 'Hoodies', slug: 'HOODIES', nameAr: 'كنزات' })
      .expect(200);
    expect(await found('كنزات')).toEqual(['Toxic Drip Hoodie']);
    expect(await found('هوديز')).toEqual([]);
    const detail = (await t.http().get(`/api/products/${hoodie.slug}`).expect(200)).body as Product;
    expect(detail.categoryNameAr).toBe('كنزات');
    const list = (await t.http().get('/api/products?category=HOODIES').expect(200))
      .body as ProductListResponse;
    expect(list.products[0].categoryNameAr).toBe('كنزات');

    const kept = (
      await admin
        .put(`/api/admin/categories/${hoodies.id}`)
        .send({ name: 'Hoodies', slug: 'HOODIES' })
        .expect(200)
    ).body as Category;
    expect(kept.nameAr).toBe('كنزات');
    const cleared = (
      await admin
        .put(`/api/admin/categories/${hoodies.id}`)
        .send({ name: 'Hoodies', slug: 'HOODIES', nameAr: '' })
        .expect(200)
    ).body as Category;
    expect(cleared.nameAr).toBeNull();
    expect(await found('كنزات')).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    [
      'an over-long Arabic title',
      { titleAr: 'ه'.repeat(LIMITS.titleMax + 1) },
      'titleAr',
      `Arabic title must be at most ${LIMITS.titleMax} characters`,
    ],
    [
      'an over-long Arabic description',
      { descriptionAr: 'ه'.repeat(LIMITS.descriptionMax + 1) },
      'descriptionAr',
      `Arabic description must be at most ${LIMITS.descriptionMax} characters`,
    ],
    ['an Arabic title that is not text', { titleAr: 42 }, 'titleAr', 'Arabic title must be text'],
  ])('refuses %s with a 400 on the field', async (_label, patch, field, message) => {
    const input = await productInput(t, 'CAPS', { title: 'Too Long Hat' });
    const res = await admin
      .post('/api/admin/products')
      .send({ ...input, ...patch })
      .expect(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors[field]).toBe(message);
  });

  it('accepts an Arabic title of exactly the maximum length', async () => {
    const input = await productInput(t, 'CAPS', {
      title: 'Longest Arabic Hat',
      titleAr: 'ه'.repeat(LIMITS.titleMax),
    });
    const res = await admin.post('/api/admin/products').send(input).expect(201);
    await admin.delete(`/api/admin/products/${(res.body as Product).id}`).expect(204);
  });

  it('refuses an over-long Arabic category name', async () => {
    const message = `Arabic name must be at most ${LIMITS.categoryNameMax} characters`;
    const res = await admin
      .post('/api/admin/categories')
      .send({ name: 'Bags', slug: 'BAGS', nameAr: 'ش'.repeat(LIMITS.categoryNameMax + 1) })
      .expect(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors.nameAr).toBe(message);
  });

  it('searches through the text index (EXPLAIN)', async () => {
    const mysql = dbKind() === 'mysql';
    const sql = mysql
      ? "EXPLAIN SELECT p.id FROM products p WHERE MATCH(p.searchText) AGAINST ('+هودي*' IN BOOLEAN MODE)"
      : `EXPLAIN QUERY PLAN SELECT p.id FROM products p WHERE p.rowid IN (SELECT rowid FROM products_fts WHERE products_fts MATCH '"هودي"*')`;
    const plan = JSON.stringify(await t.dataSource.query(sql));
    expect(plan).toMatch(mysql ? /fulltext/i : /VIRTUAL TABLE INDEX/);
  });
});
