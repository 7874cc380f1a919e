/**
 * The shop's writes publish typed events on one bus (src/events/) after their commit, having
 * moved the catalog version in their own transaction; the caches listen. Proven with two app
 * instances on one database, like two replicas behind nginx: the replica that wrote sees its
 * write at once (its events), the other one within a second (the version row it polls) — the
 * public answers, the storefront's page cache and the sold-out hints alike.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EventEmitter2 } from '@nestjs/event-emitter';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import type {
  Category,
  Order,
  PlaceOrderResponse,
  Product,
  ProductInput,
  Settings,
} from '../src/contract';
import {
  CategoryChanged,
  OrderDeleted,
  OrderPlaced,
  OrderStatusChanged,
  ProductChanged,
  SettingsChanged,
  StockReturned,
} from '../src/events/domain-events';
import type { DomainEvent } from '../src/events/domain-events';
import { AutoCancelService } from '../src/orders/auto-cancel.service';
import { OrderEntity } from '../src/orders/order.entity';
import { createCategory, createTestApp, dbKind, productInput, within } from './support/test-app';
import type { TestApp } from './support/test-app';

const INDEX = `<!doctype html><html><head><meta charset="utf-8" />
<!--seo--><title>Default title</title><!--/seo-->
</head><body><div id="root"></div></body></html>`;

async function versionOf(t: TestApp): Promise<number> {
  const rows = (await t.dataSource.query(
    'SELECT version FROM catalog_version WHERE id = 1',
  )) as Array<{ version: number | string }>;
  return Number(rows[0].version);
}

describe(`domain events and invalidation across replicas (${dbKind()})`, () => {
  let a: TestApp;
  let b: TestApp;
  let admin: TestAgent;
  let dir: string;
  let category: Category;
  let input: ProductInput;
  let product: Product;
  let phone = 0;
  /** Every event replica a published, in order. */
  let seen: DomainEvent[] = [];
  /** The version row as replica b read it when a published each catalog event. */
  const versionAtEvent: Array<Promise<number>> = [];

  const names = () => seen.map((event) => event.name);
  const place = (app: TestApp, qty = 1) => {
    phone += 1;
    return app
      .http()
      .post('/api/orders')
      .send({
        customerName: 'Layla Haddad',
        phone: `+97155300${String(phone).padStart(4, '0')}`,
        city: 'Dubai',
        addressLine1: 'Villa 12, Street 4, Jumeirah',
        items: [{ productId: product.id, size: 'N/A', color: null, qty }],
        subtotalAED: 100 * qty,
        deliveryAED: 20,
        totalAED: 100 * qty + 20,
      });
  };
  const setStock = (stockQuantity: number) =>
    admin
      .put(`/api/admin/products/${product.id}`)
      .send({ ...input, stockQuantity })
      .expect(200);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'freakdrop-events-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), INDEX);
    a = await createTestApp({ STOREFRONT_DIR: dir, AUTO_CANCEL_EVERY_SECONDS: '0' });
    admin = await a.admin();
    category = await createCategory(admin, 'Events', 'EVENTS');
    input = await productInput(a, 'EVENTS', {
      slug: 'event-hoodie',
      title: 'Event Hoodie',
      priceAED: 100,
      stockQuantity: 5,
    });
    product = (await admin.post('/api/admin/products').send(input).expect(201)).body as Product;
    const db = a.config.database;
    b = await createTestApp({
      DATABASE_URL: db.type === 'sqlite' ? `sqlite:${db.path}` : db.url,
      DATA_DIR: a.config.dataDir,
      STOREFRONT_DIR: dir,
      AUTO_CANCEL_EVERY_SECONDS: '0',
    });
    const bus = a.app.get(EventEmitter2);
    bus.onAny((_name, event) => {
      seen.push(event as DomainEvent);
    });
    // Read through the other replica's connection: it sees only what a committed.
    for (const event of [ProductChanged, CategoryChanged, SettingsChanged, StockReturned]) {
      bus.on(event.event, () => versionAtEvent.push(versionOf(b)));
    }
  });

  afterAll(async () => {
    await b.close();
    await a.close();
    rmSync(dir, { recursive: true, force: true });
  });

  beforeEach(() => {
    seen = [];
    versionAtEvent.length = 0;
  });

  it('publishes a typed event for each write, after the version row was committed with it', async () => {
    const before = await versionOf(a);
    const input = await productInput(a, 'EVENTS', { title: 'Short Lived Tee' });
    const created = (await admin.post('/api/admin/products').send(input).expect(201))
      .body as Product;
    await admin.delete(`/api/admin/products/${created.id}`).expect(204);
    await admin
      .put(`/api/admin/categories/${category.id}`)
      .send({ name: 'Events', slug: 'EVENTS' })
      .expect(200);
    await admin
      .put('/api/admin/settings')
      .send({ deliveryAED: 20, brandTagline: 'Events tagline' })
      .expect(200);
    expect(seen).toEqual([
      expect.objectContaining({ productId: created.id, change: 'created' }),
      expect.objectContaining({ productId: created.id, change: 'deleted' }),
      expect.objectContaining({ categoryId: category.id, change: 'updated' }),
      expect.any(SettingsChanged),
    ]);
    expect(seen[0]).toBeInstanceOf(ProductChanged);
    expect(seen[2]).toBeInstanceOf(CategoryChanged);
    // Each write moved the version once, in its transaction: committed when its event ran.
    expect(await Promise.all(versionAtEvent)).toEqual([
      before + 1,
      before + 2,
      before + 3,
      before + 4,
    ]);

    // Orders: placing one publishes OrderPlaced and leaves the version alone (stock taken by
    // orders shows through the product page's own stock read).
    seen = [];
    const placed = (await place(a).expect(201)).body as PlaceOrderResponse;
    expect(await versionOf(a)).toBe(before + 4);
    expect(seen).toEqual([
      expect.objectContaining({ name: OrderPlaced.event, productIds: [product.id] }),
    ]);
    expect(seen[0]).toMatchObject({ orderNumber: placed.orderNumber });

    // Cancelling gives the stock back: the status change, and the stock returned.
    seen = [];
    const id = placed.order.id;
    await admin.put(`/api/admin/orders/${id}/status`).send({ status: 'CANCELLED' }).expect(200);
    expect(names()).toEqual([OrderStatusChanged.event, StockReturned.event]);
    expect(seen[0]).toMatchObject({ orderId: id, from: 'PENDING', to: 'CANCELLED', by: 'admin' });
    expect(seen[1]).toMatchObject({ productIds: [product.id], orderIds: [id] });
    expect(await versionOf(a)).toBe(before + 5);

    // Deleting a cancelled order returns nothing more; deleting a pending one does.
    seen = [];
    await admin.delete(`/api/admin/orders/${id}`).expect(204);
    expect(names()).toEqual([OrderDeleted.event]);
    const pending = ((await place(a).expect(201)).body as PlaceOrderResponse).order;
    seen = [];
    await admin.delete(`/api/admin/orders/${pending.id}`).expect(204);
    expect(names()).toEqual([OrderDeleted.event, StockReturned.event]);
    expect(await versionOf(a)).toBe(before + 6);

    // A refused write publishes nothing and leaves the version where it was.
    seen = [];
    await admin
      .post('/api/admin/products')
      .send({ ...(await productInput(a, 'EVENTS')), sku: product.sku })
      .expect(409);
    expect(seen).toEqual([]);
    expect(await versionOf(a)).toBe(before + 6);
  });

  it('shows a write at once on the replica that made it, and within a second on the other', async () => {
    const pagePath = `/product/${product.slug}`;
    const servers = [a.app.getHttpServer(), b.app.getHttpServer()];
    const categoriesOf = async (server: unknown) =>
      (
        await request(server as never)
          .get('/api/categories')
          .expect(200)
      ).body as Category[];
    const settingsOf = async (server: unknown) =>
      (
        await request(server as never)
          .get('/api/settings')
          .expect(200)
      ).body as Settings;
    const pageOf = async (server: unknown) =>
      (
        await request(server as never)
          .get(pagePath)
          .expect(200)
      ).text;
    // Both replicas keep these answers (categories and settings a minute, a product page
    // 5–10 s): what follows proves invalidation, not expiry.
    for (const server of servers) {
      await categoriesOf(server);
      await settingsOf(server);
      await pageOf(server);
    }
    expect(await pageOf(servers[1])).toContain('"category":"Events"');

    // The writer: at once, no waiting. Each read just before its write makes this replica's
    // version fresh (it is polled every 200 ms): only the write's event can retire the answer.
    await categoriesOf(servers[0]);
    await admin
      .put(`/api/admin/categories/${category.id}`)
      .send({ name: 'Evented', slug: 'EVENTS' })
      .expect(200);
    expect((await categoriesOf(servers[0])).map((c) => c.name)).toContain('Evented');
    await settingsOf(servers[0]);
    await admin
      .put('/api/admin/settings')
      .send({ deliveryAED: 20, brandTagline: 'Seen everywhere' })
      .expect(200);
    expect((await settingsOf(servers[0])).brandTagline).toBe('Seen everywhere');
    expect(await pageOf(servers[0])).toContain('"category":"Evented"');
    // The other replica: within a second.
    const took = Math.max(
      await within(1000, async () =>
        (await categoriesOf(servers[1])).some((c) => c.name === 'Evented'),
      ),
      await within(
        1000,
        async () => (await settingsOf(servers[1])).brandTagline === 'Seen everywhere',
      ),
      await within(1000, async () => (await pageOf(servers[1])).includes('"category":"Evented"')),
    );
    expect(took).toBeLessThanOrEqual(1000);
  });

  it('lets the other replica sell again within a second when an order gives its stock back', async () => {
    await setStock(1);
    const first = ((await place(a).expect(201)).body as PlaceOrderResponse).order;
    // b sees the product sold out and remembers it (the sold-out hints).
    expect((await place(b)).status).toBe(409);
    expect((await place(b)).status).toBe(409);
    await admin
      .put(`/api/admin/orders/${first.id}/status`)
      .send({ status: 'CANCELLED' })
      .expect(200);
    let second: Order | undefined;
    await within(1000, async () => {
      const res = await place(b);
      if (res.status === 201) second = (res.body as PlaceOrderResponse).order;
      return res.status === 201;
    });
    expect((await place(b)).status).toBe(409);

    // The same through the auto-cancel on replica a.
    await admin
      .put('/api/admin/settings')
      .send({ deliveryAED: 20, brandTagline: 'Seen everywhere', autoCancelUnconfirmedHours: 1 })
      .expect(200);
    await a.dataSource
      .getRepository(OrderEntity)
      .update(second?.id as string, { createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000) });
    expect((await place(b)).status).toBe(409);
    seen = [];
    expect(await a.app.get(AutoCancelService).runOnce()).toBe(1);
    expect(names()).toEqual([OrderStatusChanged.event, StockReturned.event]);
    expect(seen[0]).toMatchObject({ orderId: second?.id, to: 'CANCELLED', by: 'system' });
    await within(1000, async () => (await place(b)).status === 201);
  });
});
