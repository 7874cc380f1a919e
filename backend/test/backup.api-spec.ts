/**
 * `npm run backup` and `npm run restore` (src/cli) round-trip the shop, on SQLite
 * and on MySQL: orders, products, categories, images and settings come back identical; a backup
 * taken while orders keep coming is consistent (every order whole, stock = start − sold); and a
 * restore refuses a database that is not empty.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type TestAgent from 'supertest/lib/agent';
import type { AppConfig } from '../src/config/config';
import type { PlaceOrderResponse, Product } from '../src/contract';
import { runBackupCli } from '../src/cli/backup';
import { runRestoreCli } from '../src/cli/restore';
import { checkConsistency, checkoutBody, randomLines } from './support/orders';
import type { AcknowledgedOrder } from './support/orders';
import { createCategory, createProduct, createTestApp, freshDatabase } from './support/test-app';
import type { TestApp } from './support/test-app';

function envOf(config: AppConfig, uploadDir = config.uploadDir): Record<string, string> {
  const url =
    config.database.type === 'sqlite' ? `sqlite:${config.database.path}` : config.database.url;
  return {
    DATABASE_URL: url,
    DATA_DIR: config.dataDir,
    UPLOAD_DIR: uploadDir,
    SESSION_SECRET: 'test-session-secret-0123456789',
    NODE_ENV: 'test',
  };
}

/** Everything a shopper and the admin can read, to compare two shops. */
async function shopState(t: TestApp) {
  const admin = await t.admin();
  const orders = (await admin.get('/api/admin/orders?limit=100').expect(200)).body as {
    orders: Array<{ items: Array<{ image: string }> }>;
  };
  const products = (await t.http().get('/api/products?limit=48').expect(200)).body as {
    products: Product[];
  };
  const images: Record<string, string> = {};
  for (const p of products.products) {
    for (const url of p.images) {
      for (const variant of [
        url,
        url.replace('.webp', '-480.webp'),
        url.replace('.webp', '-960.webp'),
      ]) {
        const res = await t.http().get(variant).buffer(true).expect(200);
        images[variant] = (res.body as Buffer).toString('base64');
      }
    }
  }
  return {
    orders,
    products,
    categories: (await t.http().get('/api/categories').expect(200)).body as unknown,
    settings: (await t.http().get('/api/settings').expect(200)).body as unknown,
    stats: (await admin.get('/api/admin/stats').expect(200)).body as unknown,
    images,
  };
}

describe('backup and restore', () => {
  let t: TestApp;
  let admin: TestAgent;
  let products: Product[];
  let backups: string;
  const quiet = () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    return () => {
      log.mockRestore();
      error.mockRestore();
    };
  };

  beforeAll(async () => {
    backups = mkdtempSync(join(tmpdir(), 'fd-backups-'));
    t = await createTestApp();
    admin = await t.admin();
    await createCategory(admin, 'Hoodies');
    await createCategory(admin, 'T-Shirts', 'TSHIRTS');
    products = [
      await createProduct(t, admin, 'HOODIES', {
        sizes: ['S', 'M'],
        colors: ['Black', 'Purple'],
        salePriceAED: 79.5,
        priceAED: 99,
        featured: true,
        stockQuantity: 500,
      }),
      await createProduct(t, admin, 'TSHIRTS', { stockQuantity: 500 }),
      await createProduct(t, admin, 'TSHIRTS', {
        stockQuantity: 500,
        title: 'Glow Tee ☠ ünïcode',
        titleAr: 'تيشيرت التوهج',
        descriptionAr: 'تيشيرت قطن يتوهج في الظلام.',
      }),
    ];
    const categories = (await t.http().get('/api/categories').expect(200)).body as Array<{
      id: string;
      slug: string;
    }>;
    const tees = categories.find((c) => c.slug === 'TSHIRTS')!;
    await admin
      .put(`/api/admin/categories/${tees.id}`)
      .send({ name: 'T-Shirts', slug: 'TSHIRTS', nameAr: 'تيشيرتات' })
      .expect(200);
    await admin
      .put('/api/admin/settings')
      .send({
        deliveryAED: 20,
        brandTagline: 'Restored from the grave',
        contactEmail: 'ops@freakdrop.ae',
        whatsappNumber: '+971509876543',
        instagramHandle: '@freakdrop.restored',
      })
      .expect(200);
    for (let i = 0; i < 4; i++) {
      const res = await t
        .http()
        .post('/api/orders')
        .send(checkoutBody(randomLines(products), `Backup Buyer ${i}`))
        .expect(201);
      const order = (res.body as PlaceOrderResponse).order;
      if (i === 1)
        await admin
          .put(`/api/admin/orders/${order.id}/status`)
          .send({ status: 'CONFIRMED' })
          .expect(200);
      if (i === 2)
        await admin
          .put(`/api/admin/orders/${order.id}/status`)
          .send({ status: 'CANCELLED' })
          .expect(200);
    }
  });

  afterAll(async () => {
    await t?.close();
    rmSync(backups, { recursive: true, force: true });
  });

  /** A new empty database and upload folder, restored from `file`; returns the app on it. */
  async function restoreInto(
    file: string,
  ): Promise<{ app: TestApp; code: number; drop: () => Promise<void> }> {
    const db = await freshDatabase();
    const uploadDir = join(db.dir, 'restored-uploads');
    const env = {
      DATABASE_URL: db.url,
      DATA_DIR: db.dir,
      UPLOAD_DIR: uploadDir,
      SESSION_SECRET: 'test-session-secret-0123456789',
      NODE_ENV: 'test',
    };
    const restore = quiet();
    const code = await runRestoreCli([file], env).finally(restore);
    const app = await createTestApp({
      DATABASE_URL: db.url,
      DATA_DIR: db.dir,
      UPLOAD_DIR: uploadDir,
    });
    return {
      app,
      code,
      drop: async () => {
        await app.app.close();
        await db.drop();
      },
    };
  }

  it('round-trips orders, products, categories, images and settings identically', async () => {
    const before = await shopState(t);
    const out = join(backups, 'quiet');
    const done = quiet();
    expect(await runBackupCli(['--out', out], envOf(t.config)).finally(done)).toBe(0);
    const [file] = readdirSync(out);
    expect(file).toMatch(/^freakdrop-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/);

    const restored = await restoreInto(join(out, file));
    try {
      expect(restored.code).toBe(0);
      const after = await shopState(restored.app);
      expect(after).toEqual(before);
      expect(Object.keys(after.images).length).toBe(9);
      // The Arabic texts came back, and the text index finds them.
      const search = await restored.app
        .http()
        .get(`/api/products?search=${encodeURIComponent('التوهج تيشيرتات')}`)
        .expect(200);
      expect(search.body.products).toEqual([
        expect.objectContaining({ titleAr: 'تيشيرت التوهج', categoryNameAr: 'تيشيرتات' }),
      ]);
      // Sessions are not restored; the admin signs in with the same password.
      await restored.app.admin();
    } finally {
      await restored.drop();
    }
  });

  it('a backup taken while orders keep coming is one consistent moment', async () => {
    const start = new Map<string, number>();
    for (const p of products) {
      start.set(
        p.id,
        ((await t.http().get(`/api/products/${p.id}`).expect(200)).body as Product).stockQuantity,
      );
    }
    // Stock before the stream = start minus what every order placed so far holds.
    const stored = await checkConsistency((sql) => t.dataSource.query(sql), [], new Map());
    expect(stored.problems).toEqual([]);

    const acknowledged: AcknowledgedOrder[] = [];
    let running = true;
    const stream = (async () => {
      while (running) {
        const lines = randomLines(products);
        const res = await t.http().post('/api/orders').send(checkoutBody(lines));
        if (res.status === 201) {
          acknowledged.push({
            orderNumber: (res.body as PlaceOrderResponse).orderNumber,
            lines: lines.map((l) => ({ productId: l.product.id, qty: l.qty })),
          });
        }
      }
    })();
    while (acknowledged.length < 5) await new Promise((r) => setTimeout(r, 10));
    const before = acknowledged.length;
    const out = join(backups, 'busy');
    const done = quiet();
    const code = await runBackupCli(['--out', out], envOf(t.config)).finally(done);
    const during = acknowledged.length;
    while (acknowledged.length < during + 5) await new Promise((r) => setTimeout(r, 10));
    running = false;
    await stream;
    expect(code).toBe(0);

    const restored = await restoreInto(join(out, readdirSync(out)[0]));
    try {
      expect(restored.code).toBe(0);
      // Stock in the copy = stock at the start of this test − what the copy's new orders hold.
      const orderRows = (await restored.app.dataSource.query(
        'SELECT orderNumber FROM orders',
      )) as Array<{
        orderNumber: string;
      }>;
      const inCopy = new Set(orderRows.map((r) => r.orderNumber));
      const streamed = acknowledged.filter((a) => inCopy.has(a.orderNumber));
      // Every order answered before the backup began is in it; orders after it may or may not be.
      expect(acknowledged.slice(0, before).every((a) => inCopy.has(a.orderNumber))).toBe(true);
      expect(streamed.length).toBeGreaterThanOrEqual(before);
      const sold = new Map<string, number>();
      for (const a of streamed)
        for (const l of a.lines) sold.set(l.productId, (sold.get(l.productId) ?? 0) + l.qty);
      for (const p of products) {
        const row = (await restored.app.dataSource.query(
          `SELECT stockQuantity FROM products WHERE id = '${p.id}'`,
        )) as Array<{
          stockQuantity: number;
        }>;
        expect(Number(row[0].stockQuantity)).toBe((start.get(p.id) ?? 0) - (sold.get(p.id) ?? 0));
      }
      const whole = await checkConsistency(
        (sql) => restored.app.dataSource.query(sql),
        streamed,
        new Map(),
      );
      expect(whole.problems).toEqual([]);
    } finally {
      await restored.drop();
    }
  });

  it('refuses to restore into a database that is not empty', async () => {
    const out = join(backups, 'quiet');
    const file = join(out, readdirSync(out)[0]);
    const errors: string[] = [];
    const spy = jest.spyOn(console, 'error').mockImplementation((m: string) => void errors.push(m));
    try {
      expect(await runRestoreCli([file], envOf(t.config))).toBe(1);
      expect(await runRestoreCli([], envOf(t.config))).toBe(2);
    } finally {
      spy.mockRestore();
    }
    expect(errors[0]).toMatch(/^Restore refused: .* not empty: restore needs an empty database/);
  });
});
