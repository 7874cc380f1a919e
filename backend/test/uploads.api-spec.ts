import sharp from 'sharp';
import { LIMITS, MSG, STORED_IMAGE_PATTERN } from '../src/contract';
import { UploadsService } from '../src/uploads/uploads.service';
import { OBJECT_STORAGE } from '../src/uploads/storage/object-storage';
import type { ObjectStorage } from '../src/uploads/storage/object-storage';
import { createCategory, pngBytes, productInput, useAdminApp } from './support/test-app';

const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
);
const TEXT_AS_PNG = Buffer.from('this is plain text pretending to be a PNG image\n');

describe('image uploads (local driver)', () => {
  const { t, admin } = useAdminApp();
  let png: Buffer;

  beforeAll(async () => {
    png = await pngBytes(2000, 1200, '#ff00ff');
  });

  /** Checks a stored image is served as WebP, cached and nosniff, with its variants. */
  async function expectServed(url: string, width: number): Promise<void> {
    expect(url).toMatch(STORED_IMAGE_PATTERN);
    const res = await t.http().get(url).buffer(true).expect(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(res.body as Buffer).metadata()).toMatchObject({ format: 'webp', width });
    for (const variant of [480, 960]) {
      const v = await t
        .http()
        .get(url.replace('.webp', `-${variant}.webp`))
        .buffer(true)
        .expect(200);
      // Never enlarged: a small image keeps its width in every variant.
      expect((await sharp(v.body as Buffer).metadata()).width).toBe(Math.min(variant, width));
    }
  }

  describe('multipart POST /api/admin/uploads', () => {
    it('stores a real PNG as WebP of at most 1440 px with variants', async () => {
      const res = await admin
        .post('/api/admin/uploads')
        .attach('image', png, { filename: 'art.png', contentType: 'image/png' })
        .expect(201);
      await expectServed(res.body.url, 1440);
      // The shop stored it, so a product may use it.
      await createCategory(admin, 'Clothes');
      const input = await productInput(t, 'CLOTHES', { images: [res.body.url] });
      await admin.post('/api/admin/products').send(input).expect(201);
    });

    it.each([
      {
        what: 'a text file named .png (415), whatever its declared type',
        bytes: () => TEXT_AS_PNG,
        filename: 'fake.png',
        error: { statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: MSG.uploadNotImage },
      },
      {
        what: 'a file over 5 MB (413)',
        bytes: () => Buffer.alloc(LIMITS.uploadMaxBytes + 1, 7),
        filename: 'big.png',
        error: { statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: MSG.uploadTooLarge },
      },
    ])('refuses $what', async ({ bytes, filename, error }) => {
      const res = await admin
        .post('/api/admin/uploads')
        .attach('image', bytes(), { filename, contentType: 'image/png' })
        .expect(error.statusCode);
      expect(res.body).toEqual(error);
    });

    it('refuses an SVG with a script (415)', async () => {
      const res = await admin
        .post('/api/admin/uploads')
        .attach('image', SVG_WITH_SCRIPT, { filename: 'x.png', contentType: 'image/png' })
        .expect(415);
      expect(res.body.message).toBe(MSG.uploadNotImage);
    });

    it('refuses an empty or corrupt image and a missing file', async () => {
      const empty = await admin
        .post('/api/admin/uploads')
        .attach('image', Buffer.alloc(0), { filename: 'e.png', contentType: 'image/png' });
      expect([400, 415]).toContain(empty.status);
      const truncated = png.subarray(0, 200);
      const corrupt = await admin
        .post('/api/admin/uploads')
        .attach('image', truncated, { filename: 'c.png', contentType: 'image/png' });
      expect([400, 415]).toContain(corrupt.status);
      expect([MSG.uploadCorrupt, MSG.uploadNotImage]).toContain(corrupt.body.message);

      let res = await admin.post('/api/admin/uploads').field('other', 'x').expect(400);
      expect(res.body.message).toBe(MSG.uploadMissing);
      res = await admin.post('/api/admin/uploads').attach('picture', png, 'a.png').expect(400);
      expect(res.body.message).toBe(MSG.uploadMissing);
    });

    it('does not let a product use an image this shop did not store', async () => {
      const input = await productInput(t, 'CLOTHES', {
        images: ['/uploads/0123456789abcdef0123456789abcdef.webp'],
      });
      const res = await admin.post('/api/admin/products').send(input).expect(400);
      expect(res.body.message).toBe(MSG.imageNotStored);
    });
  });

  describe('presigned flow', () => {
    const getUrl = async (contentType = 'image/png') =>
      (
        await admin
          .post('/api/admin/uploads/url')
          .send({ filename: 'art.png', contentType })
          .expect(201)
      ).body.uploadURL as string;
    const withoutQuery = (url: string) => url.split('?')[0];
    /** The browser's PUT of `bytes` to a signed URL. */
    const putTo = (uploadURL: string, bytes: Buffer = png) =>
      t.http().put(uploadURL).set('Content-Type', 'image/png').send(bytes);
    /** The admin confirming what was put to a signed URL. */
    const confirm = (uploadURL: string) =>
      admin.post('/api/admin/uploads/confirm').send({ imageURL: withoutQuery(uploadURL) });

    it('uploads a real PNG: URL, PUT without a session, confirm', async () => {
      const uploadURL = await getUrl();
      expect(uploadURL).toMatch(
        /^\/api\/uploads\/signed\/[a-f0-9]{48}\?expires=\d+&sig=[a-f0-9]{64}$/,
      );
      await putTo(uploadURL).expect(200);
      const res = await confirm(uploadURL).expect(201);
      await expectServed(res.body.url, 1440);
      // An absolute URL (as a browser may resolve it) is accepted too.
      const second = await getUrl();
      await t
        .http()
        .put(second)
        .set('Content-Type', 'application/octet-stream')
        .send(await pngBytes(100, 80))
        .expect(200);
      const abs = await admin
        .post('/api/admin/uploads/confirm')
        .send({ imageURL: `http://shop.example${withoutQuery(second)}` })
        .expect(201);
      await expectServed(abs.body.url, 100);
    });

    it('uses a signed URL once: a second PUT and a second confirm are refused', async () => {
      const uploadURL = await getUrl();
      await putTo(uploadURL).expect(200);
      const again = await putTo(uploadURL).expect(403);
      expect(again.body.message).toBe(MSG.uploadUrlInvalid);
      await confirm(uploadURL).expect(201);
      const twice = await confirm(uploadURL).expect(400);
      expect(twice.body.message).toBe(MSG.uploadUrlInvalid);
    });

    it('refuses an expired signed URL', async () => {
      const service = t.app.get(UploadsService);
      const { uploadURL } = await service.createUploadUrl(
        'image/png',
        new Date(Date.now() - 11 * 60 * 1000),
      );
      const res = await putTo(uploadURL).expect(403);
      expect(res.body.message).toBe(MSG.uploadUrlInvalid);
      await confirm(uploadURL).expect(400);

      // Expired in the database while the signed time still looks valid: refused as well.
      const fresh = await getUrl();
      const token = /signed\/([a-f0-9]+)/.exec(fresh)?.[1];
      await t.dataSource.query('UPDATE upload_tokens SET expiresAt = ? WHERE id = ?', [
        '2000-01-01 00:00:00.000',
        token,
      ]);
      await putTo(fresh).expect(403);
    });

    it('refuses unsigned, forged and tampered URLs', async () => {
      const uploadURL = await getUrl();
      const [path, query] = uploadURL.split('?');
      const params = new URLSearchParams(query);
      const sig = params.get('sig') as string;
      const expires = params.get('expires') as string;
      const forgedSig = `${sig[0] === 'a' ? 'b' : 'a'}${sig.slice(1)}`;
      for (const url of [
        path,
        `${path}?expires=${expires}`,
        `${path}?expires=${expires}&sig=${forgedSig}`,
        `${path}?expires=${Number(expires) + 3600000}&sig=${sig}`,
        `${path}?expires=${expires}&sig=not-hex`,
        `/api/uploads/signed/${'0'.repeat(48)}?expires=${expires}&sig=${sig}`,
      ]) {
        const res = await putTo(url);
        expect({ url, status: res.status, code: res.body.code, message: res.body.message }).toEqual(
          {
            url,
            status: 403,
            code: 'FORBIDDEN',
            message: MSG.uploadUrlInvalid,
          },
        );
      }
      // The signature is checked before the body is read: a big body with a forged one is 403.
      const big = Buffer.alloc(LIMITS.uploadMaxBytes + 1, 1);
      await t
        .http()
        .put(`${path}?expires=${expires}&sig=${forgedSig}`)
        .set('Content-Type', 'image/png')
        .send(big)
        .expect(403);
      // The real one still works afterwards.
      await putTo(uploadURL).expect(200);
    });

    it('checks the bytes at confirm: text named .png and SVG are 415, nothing is stored', async () => {
      const storage = t.app.get<ObjectStorage>(OBJECT_STORAGE);
      const storedImages = async () =>
        Number((await t.dataSource.query('SELECT COUNT(*) AS n FROM stored_images'))[0].n);
      const before = await storedImages();
      for (const bytes of [TEXT_AS_PNG, SVG_WITH_SCRIPT]) {
        const uploadURL = await getUrl();
        await putTo(uploadURL, bytes).expect(200);
        const key = `incoming/${/signed\/([a-f0-9]+)/.exec(uploadURL)?.[1]}`;
        expect(await storage.size(key)).toBe(bytes.length);
        const res = await confirm(uploadURL).expect(415);
        expect(res.body.message).toBe(MSG.uploadNotImage);
        expect(await storage.size(key)).toBeNull(); // the raw upload is removed
      }
      expect(await storedImages()).toBe(before);
    });

    it('refuses an oversize PUT (413), a JSON body (415) and an empty one (400)', async () => {
      const big = await getUrl();
      const res = await t
        .http()
        .put(big)
        .set('Content-Type', 'image/png')
        .send(Buffer.alloc(LIMITS.uploadMaxBytes + 1, 1))
        .expect(413);
      expect(res.body.message).toBe(MSG.uploadTooLarge);
      const json = await getUrl();
      await t.http().put(json).set('Content-Type', 'application/json').send({ a: 1 }).expect(415);
      const empty = await getUrl();
      await t.http().put(empty).set('Content-Type', 'image/png').send(Buffer.alloc(0)).expect(400);
      // None of these spent the URL: a real image still goes through.
      await putTo(empty).expect(200);
    });

    it('refuses a non-image type up front and confirms of unknown or not-uploaded URLs', async () => {
      for (const contentType of ['image/svg+xml', 'text/html', 'application/octet-stream']) {
        const res = await admin
          .post('/api/admin/uploads/url')
          .send({ filename: 'x', contentType })
          .expect(415);
        expect(res.body.message).toBe(MSG.uploadNotImage);
      }
      await admin.post('/api/admin/uploads/url').send({ filename: 'x' }).expect(400);
      const notUploaded = await getUrl();
      await confirm(notUploaded).expect(400);
      for (const imageURL of [
        '/api/uploads/signed/' + 'f'.repeat(48),
        'not a url at all',
        '/uploads/x.webp',
        'http://[',
      ]) {
        const res = await admin.post('/api/admin/uploads/confirm').send({ imageURL }).expect(400);
        expect(res.body.message).toBe(MSG.uploadUrlInvalid);
      }
    });
  });

  it('answers 401 on every admin upload route without a session', async () => {
    for (const path of [
      '/api/admin/uploads',
      '/api/admin/uploads/url',
      '/api/admin/uploads/confirm',
    ]) {
      const res = await t.http().post(path).send({});
      expect({ path, status: res.status }).toEqual({ path, status: 401 });
    }
  });
});
