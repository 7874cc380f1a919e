/**
 * An image upload when the storage cannot take it. The local driver writes into a
 * tiny tmpfs of its own (a really full disk: ENOSPC), then the same tmpfs remounted read-only
 * (EROFS); where mounting is not allowed (not root) the app is built with a local driver that
 * fails its writes with the same errors (overrideProvider(OBJECT_STORAGE)). The S3 driver talks to a bucket that answers 5xx, then to one that
 * never answers. Every time: 507 with a clear message in the error shape, no file left behind
 * (not even half of one), no image row, and the upload works again once the storage is back.
 */
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type TestAgent from 'supertest/lib/agent';
import { MSG } from '../src/contract';
import { LocalObjectStorage } from '../src/uploads/storage/local-storage';
import { OBJECT_STORAGE } from '../src/uploads/storage/object-storage';
import { createTestApp, pngBytes, expectError } from './support/test-app';
import type { TestApp } from './support/test-app';

/** Random noise compresses badly: its WebP is far bigger than a tiny disk. */
function noisyPng(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
  for (let i = 0; i < raw.length; i += 7) raw[i] = Math.floor(Math.random() * 256);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

function mount(args: string[]): boolean {
  return spawnSync('mount', args, { stdio: 'ignore' }).status === 0;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
}

async function imageRows(t: TestApp): Promise<number> {
  const rows = (await t.dataSource.query('SELECT COUNT(*) AS n FROM stored_images')) as Array<{
    n: number | string;
  }>;
  return Number(rows[0].n);
}

/** An upload the storage could not take: 507 in the error shape, with `message`. */
function expectStorageRefusal(res: { status: number; body: unknown }, message: string): void {
  expect({ status: res.status, body: res.body }).toEqual({
    status: 507,
    body: { statusCode: 507, code: 'INSUFFICIENT_STORAGE', message },
  });
}

/** The local driver, whose writes fail with `failing`'s error code while it is set. */
class FaultyLocalStorage extends LocalObjectStorage {
  failing: string | null = null;

  override async put(key: string, body: Buffer): Promise<void> {
    const code = this.failing;
    if (code) throw Object.assign(new Error(`${code}: injected`), { code });
    return super.put(key, body);
  }
}

describe('storage faults: local folder', () => {
  let t: TestApp;
  let admin: TestAgent;
  let uploadDir: string;
  let mounted = false;
  let faulty: FaultyLocalStorage;

  beforeAll(async () => {
    uploadDir = mkdtempSync(join(tmpdir(), 'fd-tiny-disk-'));
    // 96 KiB: room for small images, not for a big noisy one.
    mounted =
      process.getuid?.() === 0 && mount(['-t', 'tmpfs', '-o', 'size=96k', 'tmpfs', uploadDir]);
    if (!mounted)
      console.warn('storage faults: cannot mount a tmpfs here; injecting the errors instead');
    faulty = new FaultyLocalStorage(uploadDir);
    t = await createTestApp(
      { UPLOAD_DIR: uploadDir },
      {
        overrides: (module) =>
          mounted ? module : module.overrideProvider(OBJECT_STORAGE).useValue(faulty),
      },
    );
    admin = await t.admin();
  });

  afterAll(async () => {
    await t?.close();
    if (mounted) spawnSync('umount', [uploadDir]);
    rmSync(uploadDir, { recursive: true, force: true });
  });

  /** Makes the driver's writes fail with `code` when no real tmpfs could be mounted. */
  function inject(code: string): () => void {
    if (mounted) return () => undefined;
    faulty.failing = code;
    return () => {
      faulty.failing = null;
    };
  }

  it('a full disk: 507 "storage is full", no partial file, no image row; then small images still fit', async () => {
    const big = await noisyPng(1400, 1000);
    const rowsBefore = await imageRows(t);
    const restore = inject('ENOSPC');
    try {
      const res = await admin.post('/api/admin/uploads').attach('image', big, 'big.png');
      expectStorageRefusal(res, MSG.storageFull);
    } finally {
      restore();
    }
    expect(filesUnder(uploadDir)).toEqual([]);
    expect(await imageRows(t)).toBe(rowsBefore);

    const small = await admin
      .post('/api/admin/uploads')
      .attach('image', await pngBytes(32, 32), 'small.png');
    expect(small.status).toBe(201);
    expect(await imageRows(t)).toBe(rowsBefore + 1);
    expect(filesUnder(uploadDir)).toHaveLength(3);
  });

  it('a read-only folder: 507 "not writable" for direct and signed uploads; the link works again once writable', async () => {
    const rowsBefore = await imageRows(t);
    const filesBefore = filesUnder(uploadDir).sort();
    const png = await pngBytes(40, 40, '#ff2bd6');
    const link = (
      await admin
        .post('/api/admin/uploads/url')
        .send({ filename: 'a.png', contentType: 'image/png' })
    ).body as { uploadURL: string };

    let restore: () => void = () => undefined;
    if (mounted) expect(mount(['-o', 'remount,ro', uploadDir])).toBe(true);
    else restore = inject('EROFS');
    try {
      const direct = await admin.post('/api/admin/uploads').attach('image', png, 'a.png');
      expectStorageRefusal(direct, MSG.storageNotWritable);
      const signed = await t.http().put(link.uploadURL).set('Content-Type', 'image/png').send(png);
      expect(signed.status).toBe(507);
      expectError(signed, 507, 'INSUFFICIENT_STORAGE', MSG.storageNotWritable);
    } finally {
      if (mounted) mount(['-o', 'remount,rw', uploadDir]);
      restore();
    }
    expect(filesUnder(uploadDir).sort()).toEqual(filesBefore);
    expect(await imageRows(t)).toBe(rowsBefore);

    // Writable again: the same signed link still works (nothing was stored the first time).
    await t.http().put(link.uploadURL).set('Content-Type', 'image/png').send(png).expect(200);
    const confirmed = await admin
      .post('/api/admin/uploads/confirm')
      .send({ imageURL: link.uploadURL.split('?')[0] })
      .expect(201);
    expect((confirmed.body as { url: string }).url).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    expect(await imageRows(t)).toBe(rowsBefore + 1);
  });
});

type Mode = 'ok' | 'error500' | 'slowdown503' | 'hang';

describe('storage faults: S3 driver', () => {
  let t: TestApp;
  let admin: TestAgent;
  let server: Server;
  let mode: Mode = 'ok';
  const objects = new Map<string, Buffer>();
  const hung: ServerResponse[] = [];

  /** A tiny S3 stand-in: PUT/GET/HEAD/DELETE by path when `ok`, else the chosen failure. */
  function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (mode === 'hang') return void hung.push(res);
      if (mode !== 'ok') {
        const [status, code] = mode === 'error500' ? [500, 'InternalError'] : [503, 'SlowDown'];
        res.writeHead(status, { 'Content-Type': 'application/xml' });
        return void res.end(
          `<?xml version="1.0"?><Error><Code>${code}</Code><Message>x</Message></Error>`,
        );
      }
      const key = req.url ?? '';
      if (req.method === 'PUT') objects.set(key, Buffer.concat(chunks));
      if (req.method === 'DELETE') objects.delete(key);
      const body = objects.get(key);
      if ((req.method === 'GET' || req.method === 'HEAD') && !body) {
        res.writeHead(404, { 'Content-Type': 'application/xml' });
        return void res.end('<Error><Code>NoSuchKey</Code></Error>');
      }
      res.writeHead(req.method === 'DELETE' ? 204 : 200, {
        ETag: '"etag"',
        ...(body && req.method !== 'PUT' ? { 'Content-Length': String(body.length) } : {}),
      });
      res.end(req.method === 'GET' ? body : undefined);
    });
  }

  beforeAll(async () => {
    server = createServer(handle);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    t = await createTestApp({
      S3_BUCKET: 'shop',
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'test',
      S3_SECRET_ACCESS_KEY: 'test',
      S3_TIMEOUT_SECONDS: '1',
    });
    admin = await t.admin();
  });

  afterAll(async () => {
    await t?.close();
    for (const res of hung) res.destroy();
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  it.each<[Mode, string]>([
    ['error500', '500 InternalError'],
    ['slowdown503', '503 SlowDown'],
    ['hang', 'no answer (timeout)'],
  ])('a bucket that answers %s (%s): 507, nothing stored, no image row', async (failure) => {
    const rowsBefore = await imageRows(t);
    const objectsBefore = objects.size;
    mode = failure;
    const started = Date.now();
    let res;
    try {
      res = await admin.post('/api/admin/uploads').attach('image', await pngBytes(), 'a.png');
    } finally {
      mode = 'ok';
    }
    expectStorageRefusal(res, MSG.storageUnavailable);
    // Two attempts of at most S3_TIMEOUT_SECONDS (1 s) each, plus the SDK's backoff.
    expect(Date.now() - started).toBeLessThan(6000);
    expect(objects.size).toBe(objectsBefore);
    expect(await imageRows(t)).toBe(rowsBefore);
  });

  it('the bucket answers again: the upload works', async () => {
    const rowsBefore = await imageRows(t);
    await admin
      .post('/api/admin/uploads')
      .attach('image', await pngBytes(), 'a.png')
      .expect(201);
    expect(await imageRows(t)).toBe(rowsBefore + 1);
    expect(objects.size).toBeGreaterThanOrEqual(3);
  });
});
