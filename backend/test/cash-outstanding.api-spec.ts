/**
 * The Cash screen beyond 100 orders: a courier's outstanding orders page by page with
 * an order-number search, their full count and amount from the server, and a remittance of ALL
 * of them that the server resolves (the client sends the figures it saw, never the ids).
 */
import { randomUUID } from 'node:crypto';
import { DELIVERY_LIMITS, DELIVERY_MSG } from '../src/contract';
import type { CashLedger, OutstandingOrdersResponse, Remittance } from '../src/contract';
import { insertRows, placeTemplateOrder } from './support/order-copies';
import { useAdminApp } from './support/test-app';

/** More than the old screen's 100, than one explicit remittance may name (500), and than
 * MySQL's TEXT holds as JSON ids (64 KB, about 1,700): the remittance needs its LONGTEXT. */
const RAVI_ORDERS = 1800;

describe('cash: a courier with many outstanding orders', () => {
  const { t, admin } = useAdminApp();
  /** Ravi's orders, oldest first: number and total in fils. */
  const ravi: { id: string; orderNumber: string; totalFils: number }[] = [];

  const outstanding = async (query: Record<string, string | number>) =>
    (await admin.get('/api/admin/cash/outstanding').query(query).expect(200))
      .body as OutstandingOrdersResponse;
  const sumFils = (list: { totalFils: number }[]) => list.reduce((s, o) => s + o.totalFils, 0);

  beforeAll(async () => {
    await admin
      .put('/api/admin/settings')
      .send({ deliveryAED: 20, brandTagline: 'x', couriers: ['Ravi', 'Omar'] })
      .expect(200);
    const { order } = await placeTemplateOrder(t, admin, 'Tees');
    // Copies of that order, delivered, straight into the table: Ravi's (each with its own
    // total and time), a few of Omar's, a few still out for delivery.
    const start = Date.UTC(2026, 9, 1);
    const copies: Record<string, unknown>[] = [];
    for (let n = 0; n < RAVI_ORDERS + 20; n += 1) {
      const mine = n < RAVI_ORDERS;
      const row = {
        ...order,
        id: randomUUID(),
        orderNumber: `FD-C${String(n).padStart(6, '0')}`,
        status: mine || n % 2 === 0 ? 'DELIVERED' : 'OUT_FOR_DELIVERY',
        courier: mine ? 'Ravi' : 'Omar',
        totalFils: 10_000 + n,
        createdAt: new Date(start + n * 60_000).toISOString().replace('T', ' ').replace('Z', ''),
      };
      copies.push(row);
      if (mine) ravi.push({ id: row.id, orderNumber: row.orderNumber, totalFils: row.totalFils });
    }
    await insertRows(t, 'orders', copies, 200);
  }, 60_000);

  it('pages through all of them, oldest first, with their full count and amount', async () => {
    const first = await outstanding({ courier: 'Ravi' });
    expect(first.total).toBe(RAVI_ORDERS);
    expect(first.outstanding).toEqual({ orders: RAVI_ORDERS, amountAED: sumFils(ravi) / 100 });
    expect(first.orders).toHaveLength(DELIVERY_LIMITS.outstandingPageSize);
    expect(first.orders[0]).toEqual({
      id: ravi[0].id,
      orderNumber: ravi[0].orderNumber,
      createdAt: '2026-10-01T00:00:00.000Z',
      totalAED: 100,
    });
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(RAVI_ORDERS / 100); page += 1) {
      const res = await outstanding({ courier: 'Ravi', page, limit: 100 });
      seen.push(...res.orders.map((o) => o.orderNumber));
    }
    expect(seen).toEqual(ravi.map((o) => o.orderNumber));

    const ledger = (await admin.get('/api/admin/cash').expect(200)).body as CashLedger;
    expect(ledger.couriers.find((c) => c.courier === 'Ravi')).toMatchObject({
      deliveredOrders: RAVI_ORDERS,
      outstandingOrders: RAVI_ORDERS,
      outstandingAED: sumFils(ravi) / 100,
    });
  });

  it('finds order numbers by any part, case-insensitively, wildcards taken literally', async () => {
    const res = await outstanding({ courier: 'Ravi', q: 'c00061' });
    expect(res.orders.map((o) => o.orderNumber)).toEqual(
      Array.from({ length: 10 }, (_v, i) => `FD-C00061${i}`),
    );
    expect(res.total).toBe(10);
    expect(res.outstanding.orders).toBe(RAVI_ORDERS);
    expect((await outstanding({ courier: 'Ravi', q: '%' })).total).toBe(0);
    expect((await outstanding({ courier: 'Ravi', q: 'C_0' })).total).toBe(0);
    expect((await outstanding({ courier: 'Nobody' })).outstanding).toEqual({
      orders: 0,
      amountAED: 0,
    });
  });

  it('refuses bad queries with clear 400s', async () => {
    const bad = async (query: Record<string, string>, message: string) => {
      const res = await admin.get('/api/admin/cash/outstanding').query(query).expect(400);
      expect(JSON.stringify(res.body)).toContain(message);
    };
    await bad({}, DELIVERY_MSG.courierRequired);
    await bad({ courier: 'Ravi', limit: '101' }, 'limit must be a whole number from 1 to 100');
    await bad({ courier: 'Ravi', q: 'x'.repeat(41) }, DELIVERY_MSG.searchTooLong);
  });

  it('refuses all outstanding when the figures are not the current ones, and records nothing', async () => {
    const total = sumFils(ravi) / 100;
    for (const seen of [
      { orders: RAVI_ORDERS - 1, amountAED: total },
      { orders: RAVI_ORDERS, amountAED: total - 0.01 },
    ]) {
      const res = await admin
        .post('/api/admin/cash/remittances')
        .send({ courier: 'Ravi', allOutstanding: seen })
        .expect(409);
      expect(res.body).toMatchObject({
        code: 'OUTSTANDING_CHANGED',
        message: DELIVERY_MSG.outstandingChanged(RAVI_ORDERS, total),
        outstanding: { orders: RAVI_ORDERS, amountAED: total },
      });
    }
    const both = await admin
      .post('/api/admin/cash/remittances')
      .send({
        courier: 'Ravi',
        orderIds: [ravi[0].id],
        allOutstanding: { orders: 1, amountAED: 1 },
      })
      .expect(400);
    expect(both.body).toMatchObject({ message: DELIVERY_MSG.orderIdsOrAll });
    await admin
      .post('/api/admin/cash/remittances')
      .send({ courier: 'Ravi', allOutstanding: { orders: 0, amountAED: 1 } })
      .expect(400);
    await admin.post('/api/admin/cash/remittances').send({ courier: 'Ravi' }).expect(400);
    const none = (await admin.get('/api/admin/cash/remittances').expect(200)).body as {
      remittances: Remittance[];
    };
    expect(none.remittances).toHaveLength(0);
  });

  it('old clients still name orders; then all the rest is handed over in one call', async () => {
    const named = ravi.slice(0, 3);
    const first = (
      await admin
        .post('/api/admin/cash/remittances')
        .send({ courier: 'Ravi', orderIds: named.map((o) => o.id) })
        .expect(201)
    ).body as Remittance;
    expect(first.amountAED).toBe(sumFils(named) / 100);

    const rest = ravi.slice(3);
    const before = await outstanding({ courier: 'Ravi', limit: 1 });
    expect(before.outstanding).toEqual({ orders: rest.length, amountAED: sumFils(rest) / 100 });
    const all = (
      await admin
        .post('/api/admin/cash/remittances')
        .send({ courier: 'Ravi', allOutstanding: before.outstanding, note: 'Month end' })
        .expect(201)
    ).body as Remittance;
    expect(all).toMatchObject({
      courier: 'Ravi',
      amountAED: sumFils(rest) / 100,
      note: 'Month end',
    });
    expect(all.orderIds).toHaveLength(rest.length);
    expect(new Set(all.orderIds)).toEqual(new Set(rest.map((o) => o.id)));

    const after = await outstanding({ courier: 'Ravi' });
    expect(after).toMatchObject({ total: 0, orders: [], outstanding: { orders: 0, amountAED: 0 } });
    const ledger = (await admin.get('/api/admin/cash').expect(200)).body as CashLedger;
    expect(ledger.couriers.find((c) => c.courier === 'Ravi')).toMatchObject({
      outstandingOrders: 0,
      outstandingAED: 0,
      remittedAED: sumFils(ravi) / 100,
    });
    // Omar's were left alone; nothing left for Ravi is a 409.
    expect((await outstanding({ courier: 'Omar' })).outstanding.orders).toBe(10);
    const nothing = await admin
      .post('/api/admin/cash/remittances')
      .send({ courier: 'Ravi', allOutstanding: { orders: 1, amountAED: 1 } })
      .expect(409);
    expect(nothing.body).toMatchObject({ message: DELIVERY_MSG.nothingOutstanding });
    const listed = (await admin.get('/api/admin/cash/remittances').expect(200)).body as {
      remittances: Remittance[];
    };
    expect(listed.remittances.map((r) => r.orderIds.length)).toEqual([rest.length, 3]);
  });
});
