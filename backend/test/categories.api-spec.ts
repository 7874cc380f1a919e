import { MSG } from '../src/contract';
import { createCategory, createProduct, useTestApp, expectError } from './support/test-app';

describe('categories API', () => {
  const t = useTestApp();

  it('creates with an upper-case slug and lists publicly, by name', async () => {
    const admin = await t.admin();
    await admin
      .post('/api/admin/categories')
      .send({ name: 'Zombie Wear', slug: 'zombie-wear' })
      .expect(201);
    await createCategory(admin, 'Alien Caps', 'alien-caps');
    const res = await t.http().get('/api/categories').expect(200);
    expect(res.body.map((c: { slug: string }) => c.slug)).toEqual(['ALIEN-CAPS', 'ZOMBIE-WEAR']);
    expect(Object.keys(res.body[0]).sort()).toEqual(['id', 'name', 'nameAr', 'slug']);
  });

  it('refuses a slug with spaces (on create and on update) with a clear message', async () => {
    const admin = await t.admin();
    for (const slug of ['zombie wear', 'A\tB', 'x  y']) {
      const res = await admin
        .post('/api/admin/categories')
        .send({ name: 'Zombie Wear', slug })
        .expect(400);
      expect(res.body).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        errors: { slug: MSG.categorySlugSpaces },
      });
    }
    const cat = await createCategory(admin, 'Ghoul Wear', 'ghoul-wear');
    const res = await admin
      .put(`/api/admin/categories/${cat.id}`)
      .send({ name: 'Ghoul Wear', slug: 'ghoul wear' })
      .expect(400);
    expect(res.body.errors).toEqual({ slug: MSG.categorySlugSpaces });
    // Spaces around it are trimmed, as before: only spaces inside are refused.
    await admin
      .put(`/api/admin/categories/${cat.id}`)
      .send({ name: 'Ghoul Wear', slug: '  ghoul-wear ' })
      .expect(200);
  });

  it('answers the contract messages for a missing name and slug', async () => {
    const admin = await t.admin();
    const res = await admin.post('/api/admin/categories').send({ name: ' ', slug: '' }).expect(400);
    expect(res.body).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: MSG.categoryNameRequired,
      errors: { name: MSG.categoryNameRequired, slug: MSG.slugRequired },
    });
    const missing = await admin.post('/api/admin/categories').send({}).expect(400);
    expect(missing.body.errors).toEqual({ name: MSG.categoryNameRequired, slug: MSG.slugRequired });
  });

  it('refuses unknown fields', async () => {
    const admin = await t.admin();
    await admin
      .post('/api/admin/categories')
      .send({ name: 'X', slug: 'XX', colour: 'red' })
      .expect(400);
  });

  it('answers 409 for a duplicate slug, also when it differs only in case or punctuation', async () => {
    const admin = await t.admin();
    await createCategory(admin, 'T-Shirts', 'TSHIRTS');
    const dup = await admin
      .post('/api/admin/categories')
      .send({ name: 'Tees', slug: 'tshirts' })
      .expect(409);
    expectError(dup, 409, 'CATEGORY_SLUG_TAKEN', MSG.categorySlugTaken);
    await admin.post('/api/admin/categories').send({ name: 'Tees', slug: 'T-SHIRTS' }).expect(409);
  });

  it('updates name and slug, and 404s an unknown id', async () => {
    const admin = await t.admin();
    const cat = await createCategory(admin, 'Old Name', 'OLDNAME');
    const res = await admin
      .put(`/api/admin/categories/${cat.id}`)
      .send({ name: 'New Name', slug: 'newname' })
      .expect(200);
    expect(res.body).toEqual({ id: cat.id, name: 'New Name', nameAr: null, slug: 'NEWNAME' });
    // Keeping its own slug is not a clash.
    await admin
      .put(`/api/admin/categories/${cat.id}`)
      .send({ name: 'Newer', slug: 'NEWNAME' })
      .expect(200);
    await admin
      .put('/api/admin/categories/8b0f5c1e-1111-4d6a-9a55-000000000000')
      .send({ name: 'A', slug: 'A' })
      .expect(404);
  });

  it('refuses (409) to delete a category that products use, and deletes it once empty', async () => {
    const admin = await t.admin();
    const cat = await createCategory(admin, 'Used', 'USED');
    const product = await createProduct(t, admin, 'USED');
    const res = await admin.delete(`/api/admin/categories/${cat.id}`).expect(409);
    expect(res.body).toMatchObject({ code: 'CATEGORY_IN_USE', message: MSG.categoryInUse(1) });
    await admin.delete(`/api/admin/products/${product.id}`).expect(204);
    await admin.delete(`/api/admin/categories/${cat.id}`).expect(204);
    await admin.delete(`/api/admin/categories/${cat.id}`).expect(404);
  });
});
