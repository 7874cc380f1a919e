import { LIMITS, MSG } from '../src/contract';
import { createTestApp, TestApp } from './support/test-app';

describe('settings API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      CONTACT_EMAIL: 'env@freakdrop.ae',
      CONTACT_WHATSAPP: '+971 55 000 1111',
      CONTACT_INSTAGRAM: '@from.env',
    });
  });
  afterAll(async () => t.close());

  it('starts from the defaults: 20 AED, the default tagline, contacts from the environment', async () => {
    const res = await t.http().get('/api/settings').expect(200);
    expect(res.body).toEqual({
      deliveryAED: LIMITS.defaultDeliveryAED,
      brandTagline: 'Psycho Drip Streetwear',
      contactEmail: 'env@freakdrop.ae',
      whatsappNumber: '+971550001111',
      instagramHandle: '@from.env',
    });
  });

  it.each([
    [{ deliveryAED: -1, brandTagline: 'x' }, 'deliveryAED', MSG.deliveryMin],
    [{ deliveryAED: '5', brandTagline: 'x' }, 'deliveryAED', MSG.deliveryMin],
    [{ brandTagline: 'x' }, 'deliveryAED', MSG.deliveryMin],
    [{ deliveryAED: 10, brandTagline: '' }, 'brandTagline', MSG.taglineRequired],
    [{ deliveryAED: 10, brandTagline: '   ' }, 'brandTagline', MSG.taglineRequired],
    [{ deliveryAED: 10 }, 'brandTagline', MSG.taglineRequired],
    [{ deliveryAED: 10, brandTagline: 'x'.repeat(101) }, 'brandTagline', MSG.taglineMax],
    [
      { deliveryAED: 10, brandTagline: 'ok', contactEmail: 'nope' },
      'contactEmail',
      MSG.emailInvalid,
    ],
  ])('%j → 400 on %s', async (body, field, message) => {
    const admin = await t.admin();
    const res = await admin.put('/api/admin/settings').send(body).expect(400);
    expect(res.body.errors[field]).toBe(message);
  });

  it('saves, and the public settings show it', async () => {
    const admin = await t.admin();
    const tagline = 'T'.repeat(LIMITS.taglineMax);
    await admin
      .put('/api/admin/settings')
      .send({
        deliveryAED: 0,
        brandTagline: tagline,
        whatsappNumber: '+971 50 999 8888',
        instagramHandle: 'freaky',
      })
      .expect(200);
    const res = await t.http().get('/api/settings').expect(200);
    expect(res.body).toEqual({
      deliveryAED: 0,
      brandTagline: tagline,
      contactEmail: 'env@freakdrop.ae',
      whatsappNumber: '+971509998888',
      instagramHandle: '@freaky',
    });
    await admin
      .put('/api/admin/settings')
      .send({ deliveryAED: 15.5, brandTagline: '  Drip harder  ' })
      .expect(200);
    expect((await t.http().get('/api/settings')).body).toMatchObject({
      deliveryAED: 15.5,
      brandTagline: 'Drip harder',
    });
  });

  it('keeps an optional Arabic tagline, public only once set; blank or null clears it', async () => {
    const admin = await t.admin();
    const base = { deliveryAED: 20, brandTagline: 'Psycho Drip Streetwear' };
    await admin.put('/api/admin/settings').send(base).expect(200);
    // Never set: the public answer keeps its original fields, without this one.
    expect(Object.keys((await t.http().get('/api/settings')).body as object).sort()).toEqual([
      'brandTagline',
      'contactEmail',
      'deliveryAED',
      'instagramHandle',
      'whatsappNumber',
    ]);
    expect((await admin.get('/api/admin/settings').expect(200)).body.brandTaglineAr).toBeNull();

    const saved = await admin
      .put('/api/admin/settings')
      .send({ ...base, brandTaglineAr: '  ستريت وير سايكو دريب  ' })
      .expect(200);
    expect(saved.body.brandTaglineAr).toBe('ستريت وير سايكو دريب');
    expect((await t.http().get('/api/settings')).body).toMatchObject({
      brandTagline: 'Psycho Drip Streetwear',
      brandTaglineAr: 'ستريت وير سايكو دريب',
    });
    // Left out: kept (a client that knows only the original fields does not erase it).
    await admin.put('/api/admin/settings').send(base).expect(200);
    expect((await t.http().get('/api/settings')).body.brandTaglineAr).toBe('ستريت وير سايكو دريب');

    const tooLong = await admin
      .put('/api/admin/settings')
      .send({ ...base, brandTaglineAr: 'ط'.repeat(LIMITS.taglineArMax + 1) })
      .expect(400);
    expect(tooLong.body.errors.brandTaglineAr).toBe(
      `Arabic brand tagline must be at most ${LIMITS.taglineArMax} characters`,
    );
    await admin
      .put('/api/admin/settings')
      .send({ ...base, brandTaglineAr: 'ط'.repeat(LIMITS.taglineArMax) })
      .expect(200);

    for (const cleared of ['   ', null]) {
      await admin
        .put('/api/admin/settings')
        .send({ ...base, brandTaglineAr: 'x' })
        .expect(200);
      await admin
        .put('/api/admin/settings')
        .send({ ...base, brandTaglineAr: cleared })
        .expect(200);
      expect((await t.http().get('/api/settings')).body).not.toHaveProperty('brandTaglineAr');
      expect((await admin.get('/api/admin/settings')).body.brandTaglineAr).toBeNull();
    }
  });

  it('reports real system information to the admin', async () => {
    const admin = await t.admin();
    const res = await admin.get('/api/admin/system').expect(200);
    expect(res.body).toMatchObject({ version: 'v1.0.0', environment: 'test' });
    expect(res.body.platform).toContain(process.version);
    expect(res.body.database).toMatch(process.env.TEST_DB_KIND === 'mysql' ? /MySQL/ : /SQLite/);
  });
});
