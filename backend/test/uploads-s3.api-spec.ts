/**
 * The S3 driver against a real S3-compatible HTTP server (s3rver, in process, on a free port):
 * real PutObject / GetObject / HeadObject / DeleteObject calls and a real presigned PUT sent
 * with fetch. s3rver checks a presigned URL's expiry but not SigV4 signatures themselves.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
// s3rver ships no types; its constructor, run() and close() are all this test uses.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as new (options: Record<string, unknown>) => {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
};
import type TestAgent from 'supertest/lib/agent';
import { LIMITS, MSG, STORED_IMAGE_PATTERN } from '../src/contract';
import { OBJECT_STORAGE } from '../src/uploads/storage/object-storage';
import type { ObjectStorage } from '../src/uploads/storage/object-storage';
import { createTestApp, pngBytes, TestApp } from './support/test-app';

const BUCKET = 'freakdrop-test';
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

describe('image uploads (S3 driver)', () => {
  let server: InstanceType<typeof S3rver>;
  let endpoint: string;
  let s3Dir: string;
  let bucket: S3Client;
  let t: TestApp;
  let admin: TestAgent;
  let png: Buffer;

  beforeAll(async () => {
    s3Dir = mkdtempSync(join(tmpdir(), 'freakdrop-s3-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: BUCKET }],
    });
    const address = await server.run();
    endpoint = `http://127.0.0.1:${address.port}`;
    bucket = new S3Client({
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: KEYS,
    });
    t = await createTestApp({
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    });
    admin = await t.admin();
    png = await pngBytes(1600, 900, '#00ffcc');
  });
  afterAll(async () => {
    await t?.close();
    bucket?.destroy();
    await server?.close();
    rmSync(s3Dir, { recursive: true, force: true });
  });

  /** A presigned PUT for a PNG named `filename`, as the admin asks for one. */
  const signedUrl = async (filename: string) =>
    (
      await admin
        .post('/api/admin/uploads/url')
        .send({ filename, contentType: 'image/png' })
        .expect(201)
    ).body as { uploadURL: string };
  const inBucket = async (key: string) => {
    const res = await bucket.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    return Buffer.from(
      await (res.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray(),
    );
  };
  const existsInBucket = (key: string) =>
    bucket.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key })).then(
      () => true,
      () => false,
    );
  const nameOf = (url: string) => STORED_IMAGE_PATTERN.exec(url)?.[1] as string;

  it('uses the S3 driver when S3_BUCKET is set', () => {
    expect(t.app.get<ObjectStorage>(OBJECT_STORAGE).driver).toBe('s3');
  });

  it('stores a multipart upload in the bucket and serves it from there', async () => {
    const res = await admin
      .post('/api/admin/uploads')
      .attach('image', png, { filename: 'a.png', contentType: 'image/png' })
      .expect(201);
    const name = nameOf(res.body.url);
    const stored = await inBucket(`${name}.webp`);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'webp', width: 1440 });
    expect(await existsInBucket(`${name}-480.webp`)).toBe(true);
    expect(await existsInBucket(`${name}-960.webp`)).toBe(true);
    const served = await t.http().get(res.body.url).buffer(true).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(served.body as Buffer, stored)).toBe(0);
    // Nothing went to the local folder.
    expect(() => readdirSync(t.config.uploadDir)).toThrow();
    await t.http().get('/uploads/0123456789abcdef0123456789abcdef.webp').expect(404);
  });

  it('hands out a real presigned PUT to incoming/<token>, then confirms from the bucket', async () => {
    const { uploadURL } = await signedUrl('a.png');
    const url = new URL(uploadURL);
    expect(`${url.protocol}//${url.host}`).toBe(endpoint);
    expect(url.pathname).toMatch(new RegExp(`^/${BUCKET}/incoming/[a-f0-9]{48}$`));
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[a-f0-9]{64}$/);

    const put = await fetch(uploadURL, {
      method: 'PUT',
      body: png,
      headers: { 'Content-Type': 'image/png' },
    });
    expect(put.status).toBe(200);
    const key = url.pathname.replace(`/${BUCKET}/`, '');
    expect(Buffer.compare(await inBucket(key), png)).toBe(0);

    const imageURL = `${url.origin}${url.pathname}`;
    const res = await admin.post('/api/admin/uploads/confirm').send({ imageURL }).expect(201);
    expect(await existsInBucket(`${nameOf(res.body.url)}.webp`)).toBe(true);
    expect(await existsInBucket(key)).toBe(false); // the raw upload is removed
    await t.http().get(res.body.url).expect(200);
    // Confirmed once only.
    const again = await admin.post('/api/admin/uploads/confirm').send({ imageURL }).expect(400);
    expect(again.body.message).toBe(MSG.uploadUrlInvalid);
  });

  it('checks the bytes read back from the bucket: text is 415, over 5 MB is 413', async () => {
    for (const [bytes, status, message] of [
      [Buffer.from('plain text named .png'), 415, MSG.uploadNotImage],
      [Buffer.alloc(LIMITS.uploadMaxBytes + 1, 3), 413, MSG.uploadTooLarge],
    ] as const) {
      const { uploadURL } = await signedUrl('x.png');
      const put = await fetch(uploadURL, {
        method: 'PUT',
        body: bytes,
        headers: { 'Content-Type': 'image/png' },
      });
      expect(put.status).toBe(200);
      const res = await admin
        .post('/api/admin/uploads/confirm')
        .send({ imageURL: uploadURL.split('?')[0] })
        .expect(status);
      expect(res.body.message).toBe(message);
    }
  });

  it('presigned URLs expire at the bucket', async () => {
    const storage = t.app.get<ObjectStorage>(OBJECT_STORAGE);
    const uploadURL = await (storage.presignPut as NonNullable<ObjectStorage['presignPut']>).call(
      storage,
      'incoming/expiring',
      'image/png',
      1,
    );
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const put = await fetch(uploadURL, {
      method: 'PUT',
      body: png,
      headers: { 'Content-Type': 'image/png' },
    });
    expect(put.status).toBe(403);
    expect(await existsInBucket('incoming/expiring')).toBe(false);
  });

  it('reads a missing object as null and deletes idempotently', async () => {
    const storage = t.app.get<ObjectStorage>(OBJECT_STORAGE);
    expect(await storage.get('nothing-here.webp')).toBeNull();
    expect(await storage.size('nothing-here.webp')).toBeNull();
    await storage.put('probe.webp', Buffer.from('abc'), 'image/webp');
    expect(await storage.size('probe.webp')).toBe(3);
    expect(await storage.get('probe.webp')).toEqual({
      body: Buffer.from('abc'),
      contentType: 'image/webp',
    });
    await storage.delete('probe.webp');
    await storage.delete('probe.webp');
    expect(await storage.get('probe.webp')).toBeNull();
  });
});
