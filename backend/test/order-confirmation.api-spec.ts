/**
 * Confirming cash-on-delivery orders before they ship — why a status changed and who
 * changed it, a customer's history, blocked numbers, the templates and the auto-cancel
 * setting, the auto-cancel job (two app instances on one database) and the dashboard's rates.
 */
import {
  CONFIRMATION_MSG,
  DEFAULT_CONFIRMATION_TEMPLATE_AR,
  DEFAULT_CONFIRMATION_TEMPLATE_EN,
  MSG,
} from '../src/contract';
import type {
  AdminSettings,
  AdminStats,
  BlockedPhone,
  BlockedPhoneList,
  Order,
  OrderListResponse,
  PlaceOrderRequest,
  PlaceOrderResponse,
  Product,
  TrackedOrder,
} from '../src/contract';
import { OrderEntity } from '../src/orders/order.entity';
import { AutoCancelService } from '../src/orders/auto-cancel.service';
import {
  createCategory,
  createProduct,
  createTestApp,
  dbKind,
  freshDatabase,
  TestApp,
  useAdminApp,
  expectError,
} from './support/test-app';

const HOUR_MS = 60 * 60 * 1000;

function checkout(product: Product, phone: string, qty = 1): PlaceOrderRequest {
  return {
    customerName: 'Mariam Al Zaabi',
    phone,
    city: 'Ajman',
    addressLine1: 'Villa 7, Al Rawda 2',
    items: [{ productId: product.id, size: 'N/A', qty }],
    subtotalAED: product.priceAED * qty,
    deliveryAED: 20,
    totalAED: product.priceAED * qty + 20,
  };
}

async function place(t: TestApp, product: Product, phone: string, qty = 1): Promise<Order> {
  const res = await t
    .http()
    .post('/api/orders')
    .send(checkout(product, phone, qty));
  if (res.status !== 201) throw new Error(`place: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as PlaceOrderResponse).order;
}

async function stockOf(t: TestApp, id: string): Promise<number> {
  return ((await t.http().get(`/api/products/${id}`).expect(200)).body as Product).stockQuantity;
}

/** Moves an order's placing time back (the job and the rates go by createdAt). */
async function backdate(t: TestApp, id: string, hours: number): Promise<void> {
  await t.dataSource
    .getRepository(OrderEntity)
    .update(id, { createdAt: new Date(Date.now() - hours * HOUR_MS) });
}

describe('order confirmation', () => {
  const { t, admin } = useAdminApp(['Tees']);
  let product: Product;

  beforeAll(async () => {
    product = await createProduct(t, admin, 'TEES', { priceAED: 80, stockQuantity: 100 });
  });

  const setStatus = (id: string, body: Record<string, unknown>) =>
    admin.put(`/api/admin/orders/${id}/status`).send(body);

  describe('why a status changed', () => {
    it('keeps reason, note and the admin; the tracking answer shows neither note nor admin', async () => {
      const order = await place(t, product, '+971 50 111 2222');
      const cancelled = (
        await setStatus(order.id, {
          status: 'CANCELLED',
          reason: 'CUSTOMER_CANCELLED',
          note: 'Ordered the wrong size',
        }).expect(200)
      ).body as Order;
      expect(cancelled.statusHistory).toEqual([
        { status: 'PENDING', at: order.createdAt, reason: null, note: null, by: null },
        {
          status: 'CANCELLED',
          at: cancelled.updatedAt,
          reason: 'CUSTOMER_CANCELLED',
          note: 'Ordered the wrong size',
          by: 'admin',
        },
      ]);
      const fetched = (await admin.get(`/api/admin/orders/${order.id}`).expect(200)).body as Order;
      expect(fetched.statusHistory).toEqual(cancelled.statusHistory);
      const list = (await admin.get('/api/admin/orders').expect(200)).body as OrderListResponse;
      expect(list.orders.find((o) => o.id === order.id)?.statusHistory).toEqual(
        cancelled.statusHistory,
      );

      const tracked = (
        await t
          .http()
          .get('/api/orders/track')
          .query({ orderNumber: order.orderNumber, phone: '+971501112222' })
          .expect(200)
      ).body as TrackedOrder;
      expect(tracked.statusHistory).toEqual([
        { status: 'PENDING', at: order.createdAt, reason: null },
        { status: 'CANCELLED', at: cancelled.updatedAt, reason: 'CUSTOMER_CANCELLED' },
      ]);
    });

    it('a spec-only change (no reason) records nulls and the admin; the checkout answer is as before', async () => {
      const placed = (
        await t.http().post('/api/orders').send(checkout(product, '+971501112223')).expect(201)
      ).body as PlaceOrderResponse;
      expect(placed.order.statusHistory).toEqual([
        { status: 'PENDING', at: placed.order.createdAt },
      ]);
      expect(placed.order).not.toHaveProperty('customer');
      const confirmed = (await setStatus(placed.order.id, { status: 'CONFIRMED' }).expect(200))
        .body as Order;
      expect(confirmed.statusHistory[1]).toEqual({
        status: 'CONFIRMED',
        at: confirmed.updatedAt,
        reason: null,
        note: null,
        by: 'admin',
      });
    });

    it('refuses an unknown reason and a note over 500 characters, changing nothing', async () => {
      const order = await place(t, product, '+971501112224');
      const bad = await setStatus(order.id, { status: 'CANCELLED', reason: 'BORED' }).expect(400);
      expect(bad.body).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        errors: { reason: CONFIRMATION_MSG.invalidReason },
      });
      const long = await setStatus(order.id, {
        status: 'CANCELLED',
        reason: 'OTHER',
        note: 'x'.repeat(501),
      }).expect(400);
      expect(long.body).toMatchObject({ errors: { note: CONFIRMATION_MSG.noteMax } });
      const same = (await admin.get(`/api/admin/orders/${order.id}`).expect(200)).body as Order;
      expect(same.status).toBe('PENDING');
      expect(same.statusHistory).toHaveLength(1);
      await setStatus(order.id, {
        status: 'CANCELLED',
        reason: 'OTHER',
        note: 'y'.repeat(500),
      }).expect(200);
    });
  });

  describe("a customer's history", () => {
    const phone = '+971 52 333 4444';
    let orders: Order[];

    beforeAll(async () => {
      orders = [];
      for (let i = 0; i < 5; i += 1) orders.push(await place(t, product, phone));
      await setStatus(orders[0].id, { status: 'DELIVERED' }).expect(200);
      await setStatus(orders[1].id, { status: 'CANCELLED', reason: 'REFUSED_AT_DOOR' }).expect(200);
      await setStatus(orders[2].id, { status: 'CANCELLED', reason: 'UNREACHABLE' }).expect(200);
      // Refused, reopened, then cancelled for another reason: counts by its last cancellation.
      await setStatus(orders[3].id, { status: 'CANCELLED', reason: 'REFUSED_AT_DOOR' }).expect(200);
      await setStatus(orders[3].id, { status: 'PENDING' }).expect(200);
      await setStatus(orders[3].id, { status: 'CANCELLED', reason: 'OTHER' }).expect(200);
      await place(t, product, '+971529999999'); // someone else
    });

    it('filters the admin list by phone in any accepted form, with status', async () => {
      for (const form of ['+971 52 333 4444', '+971523334444', '+971 52 3334444', '971523334444']) {
        const res = (await admin.get('/api/admin/orders').query({ phone: form }).expect(200))
          .body as OrderListResponse;
        expect(res.total).toBe(5);
        expect(res.orders.map((o) => o.id).sort()).toEqual(orders.map((o) => o.id).sort());
      }
      const cancelled = (
        await admin.get('/api/admin/orders').query({ phone, status: 'CANCELLED' }).expect(200)
      ).body as OrderListResponse;
      expect(cancelled.total).toBe(3);
      const bad = await admin.get('/api/admin/orders').query({ phone: '12345' }).expect(400);
      expect(bad.body).toMatchObject({ errors: { phone: MSG.phoneInvalid } });
    });

    it('lists the confirmation queue oldest first, each with its customer history', async () => {
      const queue = (
        await admin
          .get('/api/admin/orders')
          .query({ phone, status: 'PENDING', sort: 'oldest', withCustomer: 'true' })
          .expect(200)
      ).body as OrderListResponse;
      expect(queue.orders.map((o) => o.id)).toEqual([orders[4].id]);
      expect(queue.orders[0].customer).toMatchObject({ orderCount: 5, refusedCount: 1 });
      const all = (
        await admin.get('/api/admin/orders').query({ phone, sort: 'oldest' }).expect(200)
      ).body as OrderListResponse;
      expect(all.orders.map((o) => o.id)).toEqual(orders.map((o) => o.id));
      expect(all.orders[0]).not.toHaveProperty('customer');
      await admin.get('/api/admin/orders').query({ sort: 'cheapest' }).expect(400);
    });

    it('counts orders, delivered, cancelled and refused on the admin order', async () => {
      const res = (await admin.get(`/api/admin/orders/${orders[4].id}`).expect(200)).body as Order;
      expect(res.customer).toEqual({
        orderCount: 5,
        deliveredCount: 1,
        cancelledCount: 3,
        refusedCount: 1,
        blocked: false,
      });
    });
  });

  describe('blocked numbers', () => {
    it('need a session', async () => {
      await t.http().get('/api/admin/blocked-phones').expect(401);
      await t.http().post('/api/admin/blocked-phones').send({ phone: '+971501234567' }).expect(401);
      await t.http().delete('/api/admin/blocked-phones/%2B971501234567').expect(401);
    });

    it('blocks (normalised), refuses doubles and bad input, lists', async () => {
      const created = await admin
        .post('/api/admin/blocked-phones')
        .send({ phone: '+971 56 777 8888', reason: 'Refused three parcels' })
        .expect(201);
      const entry = created.body as BlockedPhone;
      expect(entry).toEqual({
        phone: '+971567778888',
        reason: 'Refused three parcels',
        createdAt: expect.any(String) as string,
      });
      const again = await admin
        .post('/api/admin/blocked-phones')
        .send({ phone: '+971567778888' })
        .expect(409);
      expect(again.body).toMatchObject({ code: 'PHONE_ALREADY_BLOCKED' });
      await admin.post('/api/admin/blocked-phones').send({ phone: '501234567' }).expect(400);
      const long = await admin
        .post('/api/admin/blocked-phones')
        .send({ phone: '+971501230000', reason: 'r'.repeat(201) })
        .expect(400);
      expect(long.body).toMatchObject({ errors: { reason: CONFIRMATION_MSG.blockReasonMax } });
      const list = (await admin.get('/api/admin/blocked-phones').expect(200))
        .body as BlockedPhoneList;
      expect(list.phones).toEqual([entry]);
    });

    it('a blocked phone in any form gets a 403 at checkout and nothing is stored', async () => {
      const before = {
        stock: await stockOf(t, product.id),
        orders: ((await admin.get('/api/admin/orders').expect(200)).body as OrderListResponse)
          .total,
      };
      for (const phone of ['+971 56 777 8888', '+971567778888', '+971 56 7778888']) {
        const res = await t
          .http()
          .post('/api/orders')
          .set('Idempotency-Key', `blocked-${phone.replace(/\s/g, '')}`)
          .send({ ...checkout(product, phone, 3), customerName: 'Blocked Buyer' })
          .expect(403);
        expectError(
          res,
          403,
          'PHONE_BLOCKED',
          "We can't take this order online. Please contact us on WhatsApp.",
        );
      }
      expect(await stockOf(t, product.id)).toBe(before.stock);
      const after = (await admin.get('/api/admin/orders').expect(200)).body as OrderListResponse;
      expect(after.total).toBe(before.orders);
      const kept = (await t.dataSource.query(
        "SELECT COUNT(*) AS n FROM orders WHERE customerName = 'Blocked Buyer' OR phone = '+971567778888'",
      )) as Array<{ n: number | string }>;
      expect(Number(kept[0].n)).toBe(0);
    });

    it('shows on the customer history; unblocking (any form, URL-encoded) lets them order again', async () => {
      const order = await place(t, product, '+971 56 777 8899');
      await admin.post('/api/admin/blocked-phones').send({ phone: '+971567778899' }).expect(201);
      const blocked = (await admin.get(`/api/admin/orders/${order.id}`).expect(200)).body as Order;
      expect(blocked.customer?.blocked).toBe(true);

      await admin
        .delete(`/api/admin/blocked-phones/${encodeURIComponent('+971 56 777 8888')}`)
        .expect(204);
      await admin.delete('/api/admin/blocked-phones/%2B971567778888').expect(404);
      await admin.delete('/api/admin/blocked-phones/not-a-phone').expect(404);
      await place(t, product, '+971567778888');
      await admin.delete('/api/admin/blocked-phones/%2B971567778899').expect(204);
      const list = (await admin.get('/api/admin/blocked-phones').expect(200))
        .body as BlockedPhoneList;
      expect(list.phones).toEqual([]);
    });
  });

  describe('settings', () => {
    const spec = { deliveryAED: 20, brandTagline: 'Psycho Drip Streetwear' };

    it('has defaults, saves templates and hours, keeps them on a spec-only save', async () => {
      const defaults = (await admin.get('/api/admin/settings').expect(200)).body as AdminSettings;
      expect(defaults).toMatchObject({
        confirmationTemplateEN: DEFAULT_CONFIRMATION_TEMPLATE_EN,
        confirmationTemplateAR: DEFAULT_CONFIRMATION_TEMPLATE_AR,
        autoCancelUnconfirmedHours: 0,
      });
      const en = 'Hi {name}, order {orderNumber} ({items}) is {total} to {city}: {trackUrl}';
      const saved = await admin
        .put('/api/admin/settings')
        .send({ ...spec, confirmationTemplateEN: en, autoCancelUnconfirmedHours: 48 })
        .expect(200);
      // The base answer keeps its fields.
      expect(Object.keys(saved.body as object).sort()).toEqual([
        'brandTagline',
        'contactEmail',
        'deliveryAED',
        'instagramHandle',
        'whatsappNumber',
      ]);
      await admin.put('/api/admin/settings').send(spec).expect(200);
      const after = (await admin.get('/api/admin/settings').expect(200)).body as AdminSettings;
      expect(after).toMatchObject({
        confirmationTemplateEN: en,
        confirmationTemplateAR: DEFAULT_CONFIRMATION_TEMPLATE_AR,
        autoCancelUnconfirmedHours: 48,
      });
      const pub = (await t.http().get('/api/settings').expect(200)).body as object;
      expect(pub).not.toHaveProperty('confirmationTemplateEN');
      expect(pub).not.toHaveProperty('autoCancelUnconfirmedHours');
      await admin.put('/api/admin/settings').send({ ...spec, autoCancelUnconfirmedHours: 0 });
    });

    it('refuses unknown placeholders, long templates and bad hours', async () => {
      const unknown = await admin
        .put('/api/admin/settings')
        .send({ ...spec, confirmationTemplateAR: 'مرحباً {name} {phone}' })
        .expect(400);
      expect(unknown.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: { confirmationTemplateAR: CONFIRMATION_MSG.unknownPlaceholder(['phone']) },
      });
      await admin
        .put('/api/admin/settings')
        .send({ ...spec, confirmationTemplateEN: 'x'.repeat(1001) })
        .expect(400);
      for (const hours of [-1, 721, 1.5, '12']) {
        await admin
          .put('/api/admin/settings')
          .send({ ...spec, autoCancelUnconfirmedHours: hours })
          .expect(400);
      }
      await admin
        .put('/api/admin/settings')
        .send({
          ...spec,
          autoCancelUnconfirmedHours: 720,
          confirmationTemplateEN: 'x'.repeat(1000),
        })
        .expect(200);
      const after = (await admin.get('/api/admin/settings').expect(200)).body as AdminSettings;
      expect(after.autoCancelUnconfirmedHours).toBe(720);
      await admin
        .put('/api/admin/settings')
        .send({
          ...spec,
          autoCancelUnconfirmedHours: 0,
          confirmationTemplateEN: DEFAULT_CONFIRMATION_TEMPLATE_EN,
        })
        .expect(200);
    });
  });

  describe('rates on the dashboard', () => {
    it('over the last 30 days: confirmed (ever), delivered, refused, one decimal', async () => {
      const fresh = await createTestApp();
      try {
        const a = await fresh.admin();
        await createCategory(a, 'Caps');
        const cap = await createProduct(fresh, a, 'CAPS', { priceAED: 50, stockQuantity: 50 });
        const empty = (await a.get('/api/admin/stats').expect(200)).body as AdminStats;
        expect(empty.rates).toEqual({ confirmedPct: 0, deliveredPct: 0, refusedPct: 0 });
        const o: Order[] = [];
        for (let i = 0; i < 7; i += 1) o.push(await place(fresh, cap, `+97150000000${i}`));
        const status = (id: string, body: object) =>
          a.put(`/api/admin/orders/${id}/status`).send(body).expect(200);
        await status(o[0].id, { status: 'CONFIRMED' });
        await status(o[1].id, { status: 'DELIVERED' });
        await status(o[2].id, { status: 'CONFIRMED' });
        await status(o[2].id, { status: 'CANCELLED', reason: 'REFUSED_AT_DOOR' });
        await status(o[3].id, { status: 'CANCELLED', reason: 'UNREACHABLE' });
        // Placed 31 days ago: not counted, whatever became of it.
        await status(o[6].id, { status: 'DELIVERED' });
        await backdate(fresh, o[6].id, 31 * 24);
        const stats = (await a.get('/api/admin/stats').expect(200)).body as AdminStats;
        // 6 orders: confirmed 3 (o0, o1, o2), delivered 1, refused 1.
        expect(stats.rates).toEqual({ confirmedPct: 50, deliveredPct: 16.7, refusedPct: 16.7 });
      } finally {
        await fresh.close();
      }
    });
  });
});

describe('the auto-cancel job', () => {
  it('cancels due PENDING orders once with two app instances on one database, and after a restart', async () => {
    const db = await freshDatabase();
    // The tests run the passes themselves (no timer).
    const env = { DATABASE_URL: db.url, DATA_DIR: db.dir, AUTO_CANCEL_EVERY_SECONDS: '0' };
    const first = await createTestApp(env);
    let second = await createTestApp(env);
    let third: TestApp | undefined;
    try {
      const admin = await first.admin();
      await createCategory(admin, 'Hoodies');
      const hoodie = await createProduct(first, admin, 'HOODIES', {
        priceAED: 100,
        stockQuantity: 200,
      });
      await admin
        .put('/api/admin/settings')
        .send({
          deliveryAED: 20,
          brandTagline: 'Psycho Drip Streetwear',
          autoCancelUnconfirmedHours: 24,
        })
        .expect(200);

      const due: Order[] = [];
      for (let i = 0; i < 12; i += 1) {
        const order = await place(first, hoodie, `+9715500001${String(i).padStart(2, '0')}`, 2);
        await backdate(first, order.id, 25);
        due.push(order);
      }
      const young = await place(first, hoodie, '+971550009901', 3);
      await backdate(first, young.id, 23);
      const confirmed = await place(first, hoodie, '+971550009902', 4);
      await backdate(first, confirmed.id, 48);
      await admin.put(`/api/admin/orders/${confirmed.id}/status`).send({ status: 'CONFIRMED' });
      expect(await stockOf(first, hoodie.id)).toBe(200 - 24 - 3 - 4);

      // Both replicas run their pass at the same moment: every due order is cancelled once.
      // (Two SQLite connections in one Node process would block each other's event loop: the
      // driver waits synchronously. SQLite has a single writer; there they run in turn.)
      const run = (app: TestApp) => app.app.get(AutoCancelService).runOnce();
      const [a, b] =
        dbKind() === 'mysql'
          ? await Promise.all([run(first), run(second)])
          : [await run(first), await run(second)];
      expect(a + b).toBe(12);
      const changes = (await first.dataSource.query(
        "SELECT orderId, reason, changedBy FROM order_status_changes WHERE status = 'CANCELLED'",
      )) as Array<{ orderId: string; reason: string; changedBy: string }>;
      expect(changes.map((c) => c.orderId).sort()).toEqual(due.map((o) => o.id).sort());
      expect(new Set(changes.map((c) => `${c.reason} ${c.changedBy}`))).toEqual(
        new Set(['UNREACHABLE system']),
      );
      expect(await stockOf(first, hoodie.id)).toBe(200 - 3 - 4);

      const order = (await admin.get(`/api/admin/orders/${due[0].id}`).expect(200)).body as Order;
      expect(order.status).toBe('CANCELLED');
      expect(order.statusHistory[1]).toMatchObject({
        status: 'CANCELLED',
        reason: 'UNREACHABLE',
        note: null,
        by: 'system',
      });
      for (const id of [young.id, confirmed.id]) {
        const other = (await admin.get(`/api/admin/orders/${id}`).expect(200)).body as Order;
        expect(other.status).not.toBe('CANCELLED');
      }

      // Nothing is done twice.
      expect(await first.app.get(AutoCancelService).runOnce()).toBe(0);

      // A restart: the state is in the database, the new instance finds what fell due.
      await second.close();
      await backdate(first, young.id, 30);
      third = await createTestApp(env);
      second = third;
      expect(await third.app.get(AutoCancelService).runOnce()).toBe(1);
      expect(await stockOf(third, hoodie.id)).toBe(200 - 4);

      // Off (0): nothing is cancelled.
      await admin
        .put('/api/admin/settings')
        .send({
          deliveryAED: 20,
          brandTagline: 'Psycho Drip Streetwear',
          autoCancelUnconfirmedHours: 0,
        })
        .expect(200);
      const late = await place(first, hoodie, '+971550009903');
      await backdate(first, late.id, 1000);
      expect(await first.app.get(AutoCancelService).runOnce()).toBe(0);
    } finally {
      // Every instance is on the shared database: close them, then drop it once.
      await first.app.close();
      await second.app.close();
      await db.drop();
    }
  });
});
