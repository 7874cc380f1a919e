import { SHOP_TIME_ZONE } from '../src/contract';
import type {
  AdminStats,
  Order,
  OrderListResponse,
  PlaceOrderResponse,
  Product,
} from '../src/contract';
import { createProduct, useAdminApp } from './support/test-app';

/** `YYYY-MM-DD` of an instant in the shop's time zone. */
const shopDate = (at: Date) => at.toLocaleDateString('en-CA', { timeZone: SHOP_TIME_ZONE });
/** A Date as the app stores it (UTC, no zone letter), accepted by SQLite and MySQL alike. */
const sqlDate = (at: Date) => at.toISOString().replace('T', ' ').replace('Z', '');

describe('admin order list and stats', () => {
  const { t, admin } = useAdminApp(['Clothes']);
  let product: Product;
  let low: Product;
  const orders: Order[] = [];

  const place = async (qty: number) => {
    const res = await t
      .http()
      .post('/api/orders')
      .send({
        customerName: `Customer ${orders.length}`,
        phone: '+971 50 123 4567',
        city: 'Ajman',
        addressLine1: 'Building 7, Corniche',
        items: [{ productId: product.id, size: 'N/A', qty }],
        subtotalAED: 10 * qty,
        deliveryAED: 20,
        totalAED: 10 * qty + 20,
      })
      .expect(201);
    const order = (res.body as PlaceOrderResponse).order;
    orders.push(order);
    return order;
  };
  const setStatus = (order: Order, status: string) =>
    admin.put(`/api/admin/orders/${order.id}/status`).send({ status }).expect(200);

  beforeAll(async () => {
    product = await createProduct(t, admin, 'CLOTHES', {
      title: 'Bulk Tee',
      priceAED: 10,
      stockQuantity: 1000,
      lowStockThreshold: 5,
    });
    low = await createProduct(t, admin, 'CLOTHES', {
      title: 'Last One',
      priceAED: 10,
      stockQuantity: 1,
      lowStockThreshold: 5,
    });
    // 60 orders: qty 1, 2, 3, 1, 2, 3, ... so totals are 30, 40, 50 AED.
    for (let i = 0; i < 60; i += 1) await place((i % 3) + 1);
  });

  it('lists newest first with items and history, paged, at most 100 per page', async () => {
    const first = (await admin.get('/api/admin/orders').expect(200)).body as OrderListResponse;
    expect(first.total).toBe(60);
    expect(first.orders).toHaveLength(50); // default page size
    expect(first.orders[0].orderNumber).toBe(orders[59].orderNumber);
    expect(first.orders[0].items).toHaveLength(1);
    expect(first.orders[0].statusHistory).toEqual([
      { status: 'PENDING', at: orders[59].createdAt, reason: null, note: null, by: null },
    ]);
    const second = (await admin.get('/api/admin/orders?page=2').expect(200))
      .body as OrderListResponse;
    expect(second.orders.map((o) => o.orderNumber)).toEqual(
      orders
        .slice(0, 10)
        .reverse()
        .map((o) => o.orderNumber),
    );
    const all = [...first.orders, ...second.orders].map((o) => o.id);
    expect(new Set(all).size).toBe(60);
    expect(
      ((await admin.get('/api/admin/orders?limit=100').expect(200)).body as OrderListResponse)
        .orders,
    ).toHaveLength(60);
    await admin.get('/api/admin/orders?limit=101').expect(400);
    await admin.get('/api/admin/orders?limit=0').expect(400);
    await admin.get('/api/admin/orders?page=0').expect(400);
    await admin.get('/api/admin/orders?status=SHIPPED').expect(400);
  });

  it('runs the same number of queries for 1 order as for 50 (no N+1)', async () => {
    const logger = t.dataSource.logger;
    const count = async (path: string) => {
      const spy = jest.spyOn(logger, 'logQuery');
      try {
        await admin.get(path).expect(200);
        return spy.mock.calls.length;
      } finally {
        spy.mockRestore();
      }
    };
    await count('/api/admin/orders?limit=1'); // warm the session
    const one = await count('/api/admin/orders?limit=1');
    const fifty = await count('/api/admin/orders?limit=50');
    expect(one).toBeGreaterThan(0);
    expect(fifty).toBe(one);
  });

  it('filters by status', async () => {
    await setStatus(orders[0], 'DELIVERED');
    await setStatus(orders[1], 'DELIVERED');
    await setStatus(orders[2], 'CANCELLED');
    await setStatus(orders[3], 'OUT_FOR_DELIVERY');
    const delivered = (await admin.get('/api/admin/orders?status=DELIVERED').expect(200))
      .body as OrderListResponse;
    expect(delivered.total).toBe(2);
    expect(delivered.orders.map((o) => o.id)).toEqual([orders[1].id, orders[0].id]);
    expect(delivered.orders[0].statusHistory.map((h) => h.status)).toEqual([
      'PENDING',
      'DELIVERED',
    ]);
  });

  it('computes counts, revenue, open value, recent orders, low stock and 14 days', async () => {
    // Move two orders back in time: one to 00:30 Dubai time 3 days ago (20:30 UTC the day
    // before, so a UTC grouping would put it on the wrong day), one 20 days ago.
    const now = new Date();
    const dubaiMidnight = new Date(
      `${shopDate(new Date(now.getTime() - 3 * 86400000))}T00:30:00+04:00`,
    );
    await t.dataSource.query('UPDATE orders SET createdAt = ? WHERE id = ?', [
      sqlDate(dubaiMidnight),
      orders[0].id,
    ]);
    await t.dataSource.query('UPDATE orders SET createdAt = ? WHERE id = ?', [
      sqlDate(new Date(now.getTime() - 20 * 86400000)),
      orders[4].id,
    ]);

    const stats = (await admin.get('/api/admin/stats').expect(200)).body as AdminStats;
    expect(stats.counts).toEqual({
      all: 60,
      PENDING: 56,
      CONFIRMED: 0,
      OUT_FOR_DELIVERY: 1,
      DELIVERED: 2,
      CANCELLED: 1,
    });
    // orders[0] qty 1 → 30 AED, orders[1] qty 2 → 40 AED.
    expect(stats.revenueAED).toBe(70);
    // 60 orders: 20 each of 30/40/50 = 2400; minus delivered 70 and cancelled orders[2] (50).
    expect(stats.openValueAED).toBe(2400 - 70 - 50);
    expect(stats.recentOrders.map((o) => o.orderNumber)).toEqual(
      orders
        .slice(55)
        .reverse()
        .map((o) => o.orderNumber),
    );
    expect(stats.recentOrders[0].items).toHaveLength(1);
    expect(stats.lowStockProducts.map((p) => p.id)).toEqual([low.id]);

    expect(stats.daily).toHaveLength(14);
    expect(stats.daily[13].date).toBe(shopDate(now));
    expect(stats.daily[0].date).toBe(shopDate(new Date(now.getTime() - 13 * 86400000)));
    const byDate = new Map(stats.daily.map((d) => [d.date, d]));
    expect(byDate.get(shopDate(dubaiMidnight))).toEqual({
      date: shopDate(dubaiMidnight),
      orders: 1,
      revenueAED: 30,
    });
    expect(byDate.get(shopDate(now))).toEqual({ date: shopDate(now), orders: 58, revenueAED: 40 });
    const others = stats.daily.filter(
      (d) => d.date !== shopDate(now) && d.date !== shopDate(dubaiMidnight),
    );
    expect(others).toHaveLength(12);
    for (const day of others) expect(day).toMatchObject({ orders: 0, revenueAED: 0 });
  });
});
