/**
 * Delivery fees per city, free delivery, the cash-on-delivery fee and maximum,
 * couriers on status changes, the cash ledger and remittances.
 */
import { DELIVERY_MSG, MSG } from '../src/contract';
import type {
  AdminSettings,
  CashLedger,
  City,
  CodLimitBody,
  Order,
  PlaceOrderRequest,
  PlaceOrderResponse,
  Product,
  Remittance,
  RemittanceListResponse,
  Settings,
  TotalsConflictBody,
} from '../src/contract';
import { createProduct, useAdminApp } from './support/test-app';

describe('delivery fees, cash on delivery, couriers and cash', () => {
  const { t, admin } = useAdminApp(['Tees']);
  let tee: Product; // 99.95 AED, no sizes

  beforeAll(async () => {
    tee = await createProduct(t, admin, 'TEES', {
      title: 'Acid Smile Tee',
      priceAED: 99.95,
      stockQuantity: 200,
    });
  });

  const stockOf = async () =>
    ((await t.http().get(`/api/products/${tee.id}`).expect(200)).body as Product).stockQuantity;
  const orderCount = async () =>
    ((await admin.get('/api/admin/orders').expect(200)).body as { total: number }).total;
  const saveSettings = async (extra: Record<string, unknown>) =>
    (
      await admin
        .put('/api/admin/settings')
        .send({ deliveryAED: 20, brandTagline: 'Psycho Drip Streetwear', ...extra })
        .expect(200)
    ).body as Settings;

  function checkout(
    qty: number,
    city: City,
    figures: Pick<PlaceOrderRequest, 'deliveryAED' | 'totalAED'> & { codFeeAED?: number },
  ): PlaceOrderRequest {
    return {
      customerName: 'Layla Haddad',
      phone: '+971 50 123 4567',
      city,
      addressLine1: 'Villa 12, Street 4, Al Jimi',
      items: [{ productId: tee.id, size: 'N/A', qty }],
      subtotalAED: (9_995 * qty) / 100,
      ...figures,
    };
  }
  const place = async (body: PlaceOrderRequest) =>
    ((await t.http().post('/api/orders').send(body).expect(201)).body as PlaceOrderResponse).order;

  describe('settings', () => {
    it('with the defaults, the public settings answer exactly as before', async () => {
      const res = await t.http().get('/api/settings').expect(200);
      expect(Object.keys(res.body as object).sort()).toEqual([
        'brandTagline',
        'contactEmail',
        'deliveryAED',
        'instagramHandle',
        'whatsappNumber',
      ]);
      const all = (await admin.get('/api/admin/settings').expect(200)).body as AdminSettings;
      expect(all).toMatchObject({
        deliveryAED: 20,
        deliveryByCityAED: {},
        freeDeliveryFromAED: null,
        codFeeAED: 0,
        codMaxOrderAED: null,
        couriers: [],
      });
    });

    it('the admin settings need a session', async () => {
      await t.http().get('/api/admin/settings').expect(401);
    });

    it.each([
      [
        { deliveryByCityAED: { Narnia: 10 } },
        'deliveryByCityAED',
        DELIVERY_MSG.unknownCity('Narnia'),
      ],
      [{ deliveryByCityAED: { Dubai: 1000.01 } }, 'deliveryByCityAED', DELIVERY_MSG.cityFee],
      [{ deliveryByCityAED: { Dubai: 1.234 } }, 'deliveryByCityAED', DELIVERY_MSG.cityFee],
      [{ deliveryByCityAED: [5] }, 'deliveryByCityAED', DELIVERY_MSG.cityFee],
      [{ freeDeliveryFromAED: -1 }, 'freeDeliveryFromAED', DELIVERY_MSG.freeDeliveryFrom],
      [{ codFeeAED: -0.5 }, 'codFeeAED', DELIVERY_MSG.codFee],
      [{ codMaxOrderAED: 'lots' }, 'codMaxOrderAED', DELIVERY_MSG.codMaxOrder],
      [{ couriers: ['Ravi', 'Ravi'] }, 'couriers', DELIVERY_MSG.couriers],
      [{ couriers: [''] }, 'couriers', DELIVERY_MSG.couriers],
      [{ couriers: ['x'.repeat(61)] }, 'couriers', DELIVERY_MSG.couriers],
      [
        { couriers: Array.from({ length: 21 }, (_, i) => `C${i}`) },
        'couriers',
        DELIVERY_MSG.couriers,
      ],
    ])('%j → 400 on %s', async (body, field, message) => {
      const res = await admin
        .put('/api/admin/settings')
        .send({ deliveryAED: 20, brandTagline: 'x', ...body })
        .expect(400);
      expect((res.body as { errors: Record<string, string> }).errors[field]).toBe(message);
    });

    it('saves them; the public ones (never the couriers) appear in GET /api/settings', async () => {
      const saved = await saveSettings({
        deliveryByCityAED: { 'Al Ain': 35.5, Fujairah: 30 },
        freeDeliveryFromAED: 300,
        codFeeAED: 5,
        codMaxOrderAED: 1000,
        couriers: [' Ravi ', 'Omar'],
      });
      // The save answers the public settings, like every settings PUT; the couriers are admin-only.
      expect(saved).toMatchObject({ deliveryByCityAED: { 'Al Ain': 35.5, Fujairah: 30 } });
      expect(saved).not.toHaveProperty('couriers');
      expect((await admin.get('/api/admin/settings').expect(200)).body).toMatchObject({
        deliveryByCityAED: { 'Al Ain': 35.5, Fujairah: 30 },
        couriers: ['Ravi', 'Omar'],
      });
      const res = await t.http().get('/api/settings').expect(200);
      expect(res.body).toMatchObject({
        deliveryAED: 20,
        deliveryByCityAED: { 'Al Ain': 35.5, Fujairah: 30 },
        freeDeliveryFromAED: 300,
        codFeeAED: 5,
        codMaxOrderAED: 1000,
      });
      expect(res.body).not.toHaveProperty('couriers');
      // Left out of a later save: kept as they are.
      await saveSettings({});
      expect((await admin.get('/api/admin/settings').expect(200)).body).toMatchObject({
        codFeeAED: 5,
        couriers: ['Ravi', 'Omar'],
      });
    });
  });

  describe('placing orders', () => {
    beforeAll(async () => {
      await saveSettings({
        deliveryByCityAED: { 'Al Ain': 35.5, Fujairah: 30 },
        freeDeliveryFromAED: 300,
        codFeeAED: 5,
        codMaxOrderAED: 1000,
        couriers: ['Ravi', 'Omar'],
      });
    });

    it('charges the city fee and the COD fee, and answers codFeeAED', async () => {
      // 1 × 99.95 to Al Ain: 35.50 delivery + 5 COD fee = 140.45.
      const order = await place(
        checkout(1, 'Al Ain', { deliveryAED: 35.5, codFeeAED: 5, totalAED: 140.45 }),
      );
      expect(order).toMatchObject({
        subtotalAED: 99.95,
        deliveryAED: 35.5,
        codFeeAED: 5,
        totalAED: 140.45,
        courier: null,
        remittedAt: null,
      });
      // A client that does not send codFeeAED but shows the right total is accepted too.
      const dubai = await place(checkout(1, 'Dubai', { deliveryAED: 20, totalAED: 124.95 }));
      expect(dubai.totalAED).toBe(124.95);
    });

    it('delivers free at or above the threshold (the COD fee still applies)', async () => {
      // 3 × 99.95 = 299.85: below 300, Fujairah's fee; 4 × = 399.80: free.
      await place(checkout(3, 'Fujairah', { deliveryAED: 30, totalAED: 334.85 }));
      const free = await place(checkout(4, 'Fujairah', { deliveryAED: 0, totalAED: 404.8 }));
      expect(free).toMatchObject({ deliveryAED: 0, codFeeAED: 5, totalAED: 404.8 });
    });

    it('refuses other figures with 409 and the current ones, codFeeAED included', async () => {
      const before = await orderCount();
      for (const figures of [
        { deliveryAED: 20, totalAED: 124.95 }, // the flat fee to Al Ain
        { deliveryAED: 35.5, totalAED: 135.45 }, // without the COD fee
        { deliveryAED: 35.5, codFeeAED: 0, totalAED: 140.45 }, // a wrong COD fee
      ]) {
        const res = await t
          .http()
          .post('/api/orders')
          .send(checkout(1, 'Al Ain', figures))
          .expect(409);
        const body = res.body as TotalsConflictBody;
        expect(body.code).toBe('TOTALS_CHANGED');
        expect(body.message).toBe(MSG.totalsChanged);
        expect(body.current).toMatchObject({
          subtotalAED: 99.95,
          deliveryAED: 35.5,
          codFeeAED: 5,
          totalAED: 140.45,
        });
      }
      expect(await orderCount()).toBe(before);
    });

    it('refuses an order above the COD maximum with 409 and stores nothing', async () => {
      const before = { orders: await orderCount(), stock: await stockOf() };
      // 10 × 99.95 = 999.50 (free delivery) + 5 = 1004.50 > 1000.
      const body = checkout(10, 'Dubai', { deliveryAED: 0, codFeeAED: 5, totalAED: 1004.5 });
      const res = await t.http().post('/api/orders').send(body).expect(409);
      const refusal = res.body as CodLimitBody;
      expect(refusal).toMatchObject({
        statusCode: 409,
        code: 'COD_LIMIT_EXCEEDED',
        message: "Orders above AED 1,000 can't be paid in cash. Please contact us on WhatsApp.",
        codMaxOrderAED: 1000,
        totalAED: 1004.5,
      });
      // Refused before the figures are compared: wrong figures get the same answer.
      await t
        .http()
        .post('/api/orders')
        .send({ ...body, totalAED: 1 })
        .expect(409)
        .expect((r) => expect((r.body as CodLimitBody).code).toBe('COD_LIMIT_EXCEEDED'));
      expect(await orderCount()).toBe(before.orders);
      expect(await stockOf()).toBe(before.stock);
      // Exactly at the maximum is accepted: 9 × 99.95 + 5 = 904.55 ≤ 1000.
      await place(checkout(9, 'Dubai', { deliveryAED: 0, codFeeAED: 5, totalAED: 904.55 }));
    });

    it('tracking shows the COD fee', async () => {
      const order = await place(
        checkout(1, 'Al Ain', { deliveryAED: 35.5, codFeeAED: 5, totalAED: 140.45 }),
      );
      const tracked = await t
        .http()
        .get('/api/orders/track')
        .query({ orderNumber: order.orderNumber, phone: '+971501234567' })
        .expect(200);
      expect(tracked.body).toMatchObject({ codFeeAED: 5, deliveryAED: 35.5, totalAED: 140.45 });
      expect(tracked.body).not.toHaveProperty('courier');
    });
  });

  describe('couriers and cash', () => {
    const setStatus = (id: string, body: Record<string, unknown>) =>
      admin.put(`/api/admin/orders/${id}/status`).send(body);
    const ledger = async () => (await admin.get('/api/admin/cash').expect(200)).body as CashLedger;
    let ravi1: Order;
    let ravi2: Order;
    let omar1: Order;
    let nobody: Order;
    let pending: Order;

    beforeAll(async () => {
      await saveSettings({
        deliveryByCityAED: {},
        freeDeliveryFromAED: null,
        codFeeAED: 0,
        codMaxOrderAED: null,
        couriers: ['Ravi', 'Omar'],
      });
      const order = () => place(checkout(1, 'Dubai', { deliveryAED: 20, totalAED: 119.95 }));
      [ravi1, ravi2, omar1, nobody, pending] = [
        await order(),
        await order(),
        await order(),
        await order(),
        await order(),
      ];
    });

    it('names the courier when an order goes out for delivery; an unknown one is 400', async () => {
      const bad = await setStatus(ravi1.id, { status: 'OUT_FOR_DELIVERY', courier: 'Zed' }).expect(
        400,
      );
      expect(bad.body).toMatchObject({ errors: { courier: DELIVERY_MSG.unknownCourier } });
      expect(((await admin.get(`/api/admin/orders/${ravi1.id}`)).body as Order).status).toBe(
        'PENDING',
      );
      const out = await setStatus(ravi1.id, { status: 'OUT_FOR_DELIVERY', courier: 'Ravi' }).expect(
        200,
      );
      expect(out.body).toMatchObject({ status: 'OUT_FOR_DELIVERY', courier: 'Ravi' });
      // Without a courier the status still changes and the courier stays.
      const delivered = await setStatus(ravi1.id, { status: 'DELIVERED' }).expect(200);
      expect(delivered.body).toMatchObject({
        status: 'DELIVERED',
        courier: 'Ravi',
        remittedAt: null,
      });
      await setStatus(ravi2.id, { status: 'OUT_FOR_DELIVERY', courier: 'Ravi' }).expect(200);
      await setStatus(ravi2.id, { status: 'DELIVERED' }).expect(200);
      await setStatus(omar1.id, { status: 'DELIVERED', courier: 'Omar' }).expect(200);
      await setStatus(nobody.id, { status: 'DELIVERED' }).expect(200);
      await setStatus(pending.id, { status: 'OUT_FOR_DELIVERY', courier: 'Ravi' }).expect(200);
    });

    it('the ledger sums delivered orders per courier, nobody under null', async () => {
      const cash = await ledger();
      expect(cash).toEqual({
        collectedAED: 479.8,
        remittedAED: 0,
        outstandingAED: 479.8,
        couriers: [
          {
            courier: 'Ravi',
            deliveredOrders: 2,
            collectedAED: 239.9,
            remittedAED: 0,
            outstandingAED: 239.9,
            outstandingOrders: 2,
          },
          {
            courier: 'Omar',
            deliveredOrders: 1,
            collectedAED: 119.95,
            remittedAED: 0,
            outstandingAED: 119.95,
            outstandingOrders: 1,
          },
          {
            courier: null,
            deliveredOrders: 1,
            collectedAED: 119.95,
            remittedAED: 0,
            outstandingAED: 119.95,
            outstandingOrders: 1,
          },
        ],
      });
    });

    it('refuses a remittance naming an order that does not qualify, recording nothing', async () => {
      const cases: Array<[string[], string, string]> = [
        [[ravi1.id, pending.id], 'Ravi', `Order ${pending.orderNumber} is not delivered`],
        [[ravi1.id, omar1.id], 'Ravi', `Order ${omar1.orderNumber} was not delivered by Ravi`],
        [[nobody.id], 'Ravi', `Order ${nobody.orderNumber} was not delivered by Ravi`],
        [['no-such-order'], 'Ravi', 'Order no-such-order does not exist'],
      ];
      for (const [orderIds, courier, message] of cases) {
        const res = await admin
          .post('/api/admin/cash/remittances')
          .send({ courier, orderIds })
          .expect(409);
        expect(res.body).toMatchObject({ code: 'REMITTANCE_REFUSED', message });
      }
      await admin
        .post('/api/admin/cash/remittances')
        .send({ courier: 'Ravi', orderIds: [] })
        .expect(400);
      expect((await ledger()).remittedAED).toBe(0);
      const list = (await admin.get('/api/admin/cash/remittances').expect(200))
        .body as RemittanceListResponse;
      expect(list.remittances).toEqual([]);
    });

    it('records a remittance with the server’s amount, once; remitted orders are locked', async () => {
      // The amount is the server's: a client cannot even send one.
      await admin
        .post('/api/admin/cash/remittances')
        .send({ courier: 'Ravi', orderIds: [ravi1.id], amountAED: 1 })
        .expect(400);
      const res = await admin
        .post('/api/admin/cash/remittances')
        .send({
          courier: 'Ravi',
          orderIds: [ravi1.id, ravi2.id],
          note: ' Evening drop ',
        })
        .expect(201);
      const remittance = res.body as Remittance;
      expect(remittance).toMatchObject({
        courier: 'Ravi',
        amountAED: 239.9,
        orderIds: [ravi1.id, ravi2.id],
        note: 'Evening drop',
        by: 'admin',
      });
      expect(Date.parse(remittance.createdAt)).not.toBeNaN();

      const again = await admin
        .post('/api/admin/cash/remittances')
        .send({ courier: 'Ravi', orderIds: [ravi2.id] })
        .expect(409);
      expect(again.body).toMatchObject({
        code: 'REMITTANCE_REFUSED',
        message: `Order ${ravi2.orderNumber} is already remitted`,
      });

      const locked = await setStatus(ravi1.id, { status: 'CANCELLED' }).expect(409);
      expect(locked.body).toMatchObject({ code: 'ORDER_REMITTED' });
      await setStatus(ravi1.id, { status: 'DELIVERED', courier: 'Omar' }).expect(409);
      await admin.delete(`/api/admin/orders/${ravi1.id}`).expect(409);
      const order = (await admin.get(`/api/admin/orders/${ravi1.id}`).expect(200)).body as Order;
      expect(order).toMatchObject({ status: 'DELIVERED', courier: 'Ravi' });
      expect(order.remittedAt).toBe(remittance.createdAt);

      const second = (
        await admin
          .post('/api/admin/cash/remittances')
          .send({ courier: 'Omar', orderIds: [omar1.id] })
          .expect(201)
      ).body as Remittance;
      expect(second.note).toBeNull();
      const list = (await admin.get('/api/admin/cash/remittances').expect(200))
        .body as RemittanceListResponse;
      expect(list.remittances.map((r) => r.id)).toEqual([second.id, remittance.id]);

      const cash = await ledger();
      expect(cash).toMatchObject({
        collectedAED: 479.8,
        remittedAED: 359.85,
        outstandingAED: 119.95,
      });
      expect(cash.couriers[0]).toMatchObject({
        courier: 'Ravi',
        remittedAED: 239.9,
        outstandingAED: 0,
      });
    });

    it('needs a session', async () => {
      await t.http().get('/api/admin/cash').expect(401);
      await t.http().get('/api/admin/cash/remittances').expect(401);
    });
  });
});
