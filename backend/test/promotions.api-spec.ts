/**
 * Discount codes and automatic offers: staff's API, the checkout's check, placing orders with
 * them, giving uses back, where the discount shows — and that a client knowing only the spec
 * sees nothing change while no promotion exists.
 */
import { PROMO_MSG, promoMessage } from '../src/contract';
import type {
  AdminStats,
  Order,
  PlaceOrderRequest,
  PlaceOrderResponse,
  Product,
  Promotion,
  PromotionCheckResponse,
  PromotionListResponse,
  TotalsConflictBody,
  TrackedOrder,
} from '../src/contract';
import { parseCsv } from './support/csv';
import { createStaff, signedIn } from './support/staff';
import { createProduct, expectError, postOrder, useAdminApp, useTestApp } from './support/test-app';

describe('promotions', () => {
  const { t, admin } = useAdminApp(['Hoodies', 'Tees']);
  let hoodie: Product; // 149.50, HOODIES
  let tee: Product; // 79.90 on sale at 59.95, TEES
  let hoodiesId: string;

  beforeAll(async () => {
    hoodie = await createProduct(t, admin, 'HOODIES', {
      title: 'Drip Hoodie',
      priceAED: 149.5,
      stockQuantity: 500,
      sizes: ['M', 'L'],
    });
    tee = await createProduct(t, admin, 'TEES', {
      title: 'Acid Tee',
      priceAED: 79.9,
      salePriceAED: 59.95,
      stockQuantity: 500,
    });
    const categories = (await t.http().get('/api/categories').expect(200)).body as Array<{
      id: string;
      slug: string;
    }>;
    hoodiesId = categories.find((c) => c.slug === 'HOODIES')?.id as string;
  });

  let phoneCounter = 0;
  /** A fresh UAE phone number for each customer. */
  const newPhone = () => `+97155${String(1_000_000 + (phoneCounter += 1)).slice(-7)}`;

  const items = (hoodies: number, tees = 0) => [
    ...(hoodies ? [{ productId: hoodie.id, size: 'M', qty: hoodies }] : []),
    ...(tees ? [{ productId: tee.id, size: 'N/A', qty: tees }] : []),
  ];
  /** A checkout of `hoodies` × 149.50 + `tees` × 59.95 to Dubai (fee 20) with the given figures. */
  function checkout(
    hoodies: number,
    tees: number,
    figures: { discount?: number; delivery?: number; promoCode?: string; phone?: string } = {},
  ): PlaceOrderRequest {
    const subtotal = (hoodies * 14_950 + tees * 5_995) / 100;
    const delivery = figures.delivery ?? 20;
    const discount = figures.discount ?? 0;
    return {
      customerName: 'Layla Haddad',
      phone: figures.phone ?? newPhone(),
      city: 'Dubai',
      addressLine1: 'Villa 12, Street 4, Al Jimi',
      items: items(hoodies, tees),
      subtotalAED: subtotal,
      deliveryAED: delivery,
      totalAED: Math.round((subtotal - discount + delivery) * 100) / 100,
      ...(figures.promoCode !== undefined ? { promoCode: figures.promoCode } : {}),
      ...(figures.discount !== undefined ? { discountAED: discount } : {}),
    };
  }
  const create = async (body: Record<string, unknown>) =>
    (await admin.post('/api/admin/promotions').send(body).expect(201)).body as Promotion;
  const check = (body: Record<string, unknown>) =>
    t.http().post('/api/promotions/check').send(body);
  const orderCount = async () =>
    ((await admin.get('/api/admin/orders').expect(200)).body as { total: number }).total;
  const stockOf = async (id: string) =>
    ((await t.http().get(`/api/products/${id}`).expect(200)).body as Product).stockQuantity;

  describe('with no promotion defined, a spec-only client sees no change', () => {
    it('places, tracks and refuses exactly as before', async () => {
      const body = checkout(2, 0);
      const placed = (await postOrder(t, body).expect(201)).body as PlaceOrderResponse;
      expect(placed.order).toMatchObject({
        subtotalAED: 299,
        deliveryAED: 20,
        totalAED: 319,
        discountAED: 0,
        promoCode: null,
        promotions: [],
      });
      const tracked = (
        await t
          .http()
          .get('/api/orders/track')
          .query({ orderNumber: placed.orderNumber, phone: body.phone })
          .expect(200)
      ).body as TrackedOrder;
      expect(tracked).toMatchObject({ totalAED: 319, discountAED: 0, promoCode: null });

      const stale = await postOrder(t, { ...body, totalAED: 300 }).expect(409);
      const conflict = stale.body as TotalsConflictBody;
      expect(conflict.code).toBe('TOTALS_CHANGED');
      expect(Object.keys(conflict.current).sort()).toEqual([
        'deliveryAED',
        'items',
        'subtotalAED',
        'totalAED',
      ]);
      expect((await t.http().get('/api/promotions/offers').expect(200)).body).toEqual({
        offers: [],
      });
    });

    it('a code sent while none exists is refused as unknown, nothing stored', async () => {
      const before = await orderCount();
      const res = await postOrder(t, checkout(1, 0, { promoCode: 'NOPE' })).expect(409);
      expectError(res, 409, 'PROMO_UNKNOWN', PROMO_MSG.PROMO_UNKNOWN);
      expect(await orderCount()).toBe(before);
    });
  });

  describe('staff', () => {
    it('creates a code stored upper-cased, reads, edits and lists it', async () => {
      const made = await create({ code: 'staff-10', kind: 'percent', value: 10 });
      expect(made).toMatchObject({
        code: 'STAFF-10',
        kind: 'percent',
        value: 10,
        appliesTo: { all: true },
        minSubtotalAED: null,
        startsAt: null,
        endsAt: null,
        maxRedemptions: null,
        maxPerPhone: null,
        firstOrderOnly: false,
        excludeSaleItems: false,
        combinable: false,
        active: true,
      });
      expect((await admin.get(`/api/admin/promotions/${made.id}`).expect(200)).body).toEqual(made);
      const edited = (
        await admin
          .patch(`/api/admin/promotions/${made.id}`)
          .send({ kind: 'fixed', value: 25.5, minSubtotalAED: 100, active: false })
          .expect(200)
      ).body as Promotion;
      expect(edited).toMatchObject({
        kind: 'fixed',
        value: 25.5,
        minSubtotalAED: 100,
        active: false,
      });
      const list = (await admin.get('/api/admin/promotions').expect(200))
        .body as PromotionListResponse;
      expect(list.promotions.find((p) => p.id === made.id)).toMatchObject({
        code: 'STAFF-10',
        redemptions: 0,
        discountGivenAED: 0,
        revenueAED: 0,
      });
      await admin.delete(`/api/admin/promotions/${made.id}`).expect(204);
      await admin.get(`/api/admin/promotions/${made.id}`).expect(404);
      const log = (
        await admin.get('/api/admin/activity').query({ entity: 'promotion' }).expect(200)
      ).body as { entries: Array<{ action: string }> };
      expect(log.entries.map((e) => e.action).sort()).toEqual(['create', 'delete', 'update']);
    });

    it('refuses a taken code whatever its case', async () => {
      await create({ code: 'TWICE', kind: 'freeDelivery' });
      const res = await admin
        .post('/api/admin/promotions')
        .send({ code: 'twice', kind: 'percent', value: 5 })
        .expect(409);
      expectError(res, 409, 'PROMO_CODE_TAKEN', PROMO_MSG.codeTaken);
    });

    it.each([
      [{ code: 'ab', kind: 'percent', value: 10 }, 'code', PROMO_MSG.codeInvalid],
      [{ code: 'SUM MER', kind: 'percent', value: 10 }, 'code', PROMO_MSG.codeInvalid],
      [{ code: 'X'.repeat(33), kind: 'percent', value: 10 }, 'code', PROMO_MSG.codeInvalid],
      [{ code: 'OK1', kind: 'half', value: 10 }, 'kind', PROMO_MSG.kindInvalid],
      [{ code: 'OK1', kind: 'percent', value: 0 }, 'value', PROMO_MSG.percentValue],
      [{ code: 'OK1', kind: 'percent', value: 91 }, 'value', PROMO_MSG.percentValue],
      [{ code: 'OK1', kind: 'percent', value: 10.5 }, 'value', PROMO_MSG.percentValue],
      [{ code: 'OK1', kind: 'fixed', value: 0 }, 'value', PROMO_MSG.fixedValue],
      [{ code: 'OK1', kind: 'fixed', value: 1.234 }, 'value', PROMO_MSG.fixedValue],
      [{ kind: 'fixed', value: 5, appliesTo: { all: false } }, 'appliesTo', PROMO_MSG.appliesTo],
      [
        { kind: 'fixed', value: 5, appliesTo: { productIds: [] } },
        'appliesTo',
        PROMO_MSG.appliesTo,
      ],
      [
        { kind: 'fixed', value: 5, appliesTo: { all: true, productIds: ['x'] } },
        'appliesTo',
        PROMO_MSG.appliesTo,
      ],
      [{ kind: 'fixed', value: 5, minSubtotalAED: -1 }, 'minSubtotalAED', PROMO_MSG.minSubtotal],
      [{ kind: 'fixed', value: 5, startsAt: 'tomorrow' }, 'startsAt', PROMO_MSG.dates],
      [
        {
          kind: 'fixed',
          value: 5,
          startsAt: '2026-12-02T00:00:00Z',
          endsAt: '2026-12-01T00:00:00Z',
        },
        'endsAt',
        PROMO_MSG.endsBeforeStart,
      ],
      [{ kind: 'fixed', value: 5, maxRedemptions: 0 }, 'maxRedemptions', PROMO_MSG.maxRedemptions],
      [{ kind: 'fixed', value: 5, maxPerPhone: 1.5 }, 'maxPerPhone', PROMO_MSG.maxPerPhone],
      [{ kind: 'fixed', value: 5, combinable: 'yes' }, 'combinable', PROMO_MSG.flag('combinable')],
    ])('refuses %j with 400 naming %s', async (body, field, message) => {
      const res = await admin.post('/api/admin/promotions').send(body).expect(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: { [field]: message } });
    });

    it('is for owners and managers only', async () => {
      await createStaff(admin, 'promo-agent', 'agent');
      await createStaff(admin, 'promo-manager', 'manager');
      const agent = await signedIn(t, 'promo-agent');
      const manager = await signedIn(t, 'promo-manager');
      await agent.get('/api/admin/promotions').expect(403);
      await agent.post('/api/admin/promotions').send({ kind: 'freeDelivery' }).expect(403);
      await manager.get('/api/admin/promotions').expect(200);
      await t.http().get('/api/admin/promotions').expect(401);
    });
  });

  describe('checking a code', () => {
    beforeAll(async () => {
      const day = 86_400_000;
      await create({ code: 'CHECK15', kind: 'percent', value: 15 });
      await create({
        code: 'SOON',
        kind: 'percent',
        value: 10,
        startsAt: new Date(Date.now() + day).toISOString(),
      });
      await create({
        code: 'OVER',
        kind: 'percent',
        value: 10,
        endsAt: new Date(Date.now() - day).toISOString(),
      });
      await create({ code: 'MIN500', kind: 'fixed', value: 50, minSubtotalAED: 500 });
      await create({
        code: 'HOODIES20',
        kind: 'percent',
        value: 20,
        appliesTo: { categoryIds: [hoodiesId] },
      });
      await create({ code: 'NOSALE', kind: 'percent', value: 20, excludeSaleItems: true });
      await create({ code: 'OFF-NOW', kind: 'percent', value: 20, active: false });
    });

    it('answers the cart priced with the code, exactly as the order would be', async () => {
      const res = await check({ code: 'check15', items: items(2, 1), city: 'Dubai' }).expect(200);
      // 2 × 149.50 + 59.95 = 358.95; 15% = 53.8425 → 53.84.
      expect(res.body as PromotionCheckResponse).toEqual({
        valid: true,
        code: 'CHECK15',
        discountAED: 53.84,
        freeDelivery: false,
        subtotalAED: 358.95,
        deliveryAED: 20,
        codFeeAED: 0,
        totalAED: 325.11,
        promotions: [{ code: 'CHECK15', kind: 'percent', discountAED: 53.84, freeDelivery: false }],
      });
      const placed = await postOrder(
        t,
        checkout(2, 1, { promoCode: 'Check15', discount: 53.84 }),
      ).expect(201);
      expect((placed.body as PlaceOrderResponse).order).toMatchObject({
        subtotalAED: 358.95,
        discountAED: 53.84,
        totalAED: 325.11,
        promoCode: 'CHECK15',
      });
    });

    it.each([
      ['NOT-A-CODE', 'PROMO_UNKNOWN'],
      ['a!', 'PROMO_UNKNOWN'],
      ['OFF-NOW', 'PROMO_UNKNOWN'],
      ['SOON', 'PROMO_NOT_STARTED'],
      ['OVER', 'PROMO_EXPIRED'],
    ] as const)('refuses %s with 400 %s', async (code, error) => {
      const res = await check({ code, items: items(1), city: 'Dubai' }).expect(400);
      expectError(res, 400, error, promoMessage(error));
    });

    it('says how much more a minimum needs', async () => {
      const res = await check({ code: 'MIN500', items: items(1, 1), city: 'Dubai' }).expect(400);
      // 500 − 209.45 = 290.55
      expect(res.body).toEqual({
        statusCode: 400,
        code: 'PROMO_MINIMUM',
        message: 'Add AED 290.55 more to use this code.',
        missingAED: 290.55,
      });
    });

    it('refuses a code for no line of the cart, and applies it to its lines only', async () => {
      const none = await check({ code: 'HOODIES20', items: items(0, 2), city: 'Dubai' }).expect(
        400,
      );
      expectError(none, 400, 'PROMO_NOT_APPLICABLE', PROMO_MSG.PROMO_NOT_APPLICABLE);
      const some = await check({ code: 'HOODIES20', items: items(1, 2), city: 'Dubai' }).expect(
        200,
      );
      expect(some.body).toMatchObject({ discountAED: 29.9, subtotalAED: 269.4, totalAED: 259.5 });
      const sale = await check({ code: 'NOSALE', items: items(0, 1), city: 'Dubai' }).expect(400);
      expectError(sale, 400, 'PROMO_NOT_APPLICABLE', PROMO_MSG.PROMO_NOT_APPLICABLE);
      const mixed = await check({ code: 'NOSALE', items: items(1, 1), city: 'Dubai' }).expect(200);
      expect(mixed.body).toMatchObject({ discountAED: 29.9 });
    });

    it('checks the uses, the uses per phone and first orders', async () => {
      await create({ code: 'ONCE', kind: 'fixed', value: 10, maxRedemptions: 1 });
      await create({ code: 'PERPHONE', kind: 'fixed', value: 10, maxPerPhone: 1 });
      await create({ code: 'FIRST', kind: 'fixed', value: 10, firstOrderOnly: true });
      const phone = newPhone();
      await postOrder(t, checkout(1, 0, { promoCode: 'ONCE', discount: 10, phone })).expect(201);
      const used = await check({ code: 'ONCE', items: items(1), city: 'Dubai' }).expect(400);
      expectError(used, 400, 'PROMO_USED_UP', PROMO_MSG.PROMO_USED_UP);

      // The phone has an order now: not a first order.
      const first = await check({ code: 'FIRST', items: items(1), city: 'Dubai', phone }).expect(
        400,
      );
      expectError(first, 400, 'PROMO_FIRST_ORDER', PROMO_MSG.PROMO_FIRST_ORDER);
      await check({ code: 'FIRST', items: items(1), city: 'Dubai', phone: newPhone() }).expect(200);
      // Without a phone the rule waits for the order.
      await check({ code: 'FIRST', items: items(1), city: 'Dubai' }).expect(200);
      const placedFirst = await postOrder(
        t,
        checkout(1, 0, { promoCode: 'FIRST', discount: 10, phone }),
      ).expect(409);
      expectError(placedFirst, 409, 'PROMO_FIRST_ORDER', PROMO_MSG.PROMO_FIRST_ORDER);

      await postOrder(t, checkout(1, 0, { promoCode: 'PERPHONE', discount: 10, phone })).expect(
        201,
      );
      const again = await check({
        code: 'perphone',
        items: items(1),
        city: 'Dubai',
        phone: '0' + phone.slice(4),
      }).expect(400);
      expectError(again, 400, 'PROMO_PHONE_LIMIT', PROMO_MSG.PROMO_PHONE_LIMIT);
    });
  });

  describe('placing orders', () => {
    it('a code that no longer holds is a 409 with its code, and nothing is stored', async () => {
      const made = await create({ code: 'LATE', kind: 'percent', value: 10 });
      await admin
        .patch(`/api/admin/promotions/${made.id}`)
        .send({ endsAt: new Date(Date.now() - 1000).toISOString() })
        .expect(200);
      const [orders, stock] = [await orderCount(), await stockOf(hoodie.id)];
      const res = await postOrder(t, checkout(1, 0, { promoCode: 'LATE', discount: 14.95 })).expect(
        409,
      );
      expectError(res, 409, 'PROMO_EXPIRED', PROMO_MSG.PROMO_EXPIRED);
      expect([await orderCount(), await stockOf(hoodie.id)]).toEqual([orders, stock]);
    });

    it('other figures are the 409 TOTALS_CHANGED with the discount and the promotion', async () => {
      await create({ code: 'TENOFF', kind: 'fixed', value: 10 });
      const res = await postOrder(t, checkout(1, 0, { promoCode: 'TENOFF', discount: 5 })).expect(
        409,
      );
      const body = res.body as TotalsConflictBody;
      expect(body.code).toBe('TOTALS_CHANGED');
      expect(body.current).toMatchObject({
        subtotalAED: 149.5,
        discountAED: 10,
        totalAED: 159.5,
        promotions: [{ code: 'TENOFF', kind: 'fixed', discountAED: 10, freeDelivery: false }],
      });
    });

    it('carries the discount on the order, tracking, the CSV and the dashboard', async () => {
      await create({ code: 'SHOWN', kind: 'fixed', value: 19.5 });
      const body = checkout(1, 0, { promoCode: 'shown', discount: 19.5 });
      const placed = (await postOrder(t, body).expect(201)).body as PlaceOrderResponse;
      const id = placed.order.id;
      const shown = { discountAED: 19.5, promoCode: 'SHOWN', totalAED: 150 };
      expect((await admin.get(`/api/admin/orders/${id}`).expect(200)).body).toMatchObject({
        ...shown,
        promotions: [{ code: 'SHOWN', kind: 'fixed', discountAED: 19.5, freeDelivery: false }],
      });
      const tracked = await t
        .http()
        .get('/api/orders/track')
        .query({ orderNumber: placed.orderNumber, phone: body.phone })
        .expect(200);
      expect(tracked.body).toMatchObject(shown);

      const before = (await admin.get('/api/admin/stats').expect(200)).body as AdminStats;
      for (const status of ['CONFIRMED', 'OUT_FOR_DELIVERY', 'DELIVERED']) {
        await admin.put(`/api/admin/orders/${id}/status`).send({ status }).expect(200);
      }
      const after = (await admin.get('/api/admin/stats').expect(200)).body as AdminStats;
      // Revenue is net of the discount: the total collected.
      expect(Math.round((after.revenueAED - before.revenueAED) * 100)).toBe(15_000);

      const csv = await admin.get('/api/admin/orders/export.csv').expect(200);
      const rows = parseCsv(csv.text);
      expect(rows[0].slice(-2)).toEqual(['Discount (AED)', 'Promo code']);
      const row = rows.find((r) => r[0] === placed.orderNumber) as string[];
      expect(row.slice(-2)).toEqual(['19.50', 'SHOWN']);
      expect(row[11]).toBe('150.00');

      const list = (await admin.get('/api/admin/promotions').expect(200))
        .body as PromotionListResponse;
      expect(list.promotions.find((p) => p.code === 'SHOWN')).toMatchObject({
        redemptions: 1,
        discountGivenAED: 19.5,
        revenueAED: 150,
      });
      const used = list.promotions.find((p) => p.code === 'SHOWN') as Promotion;
      const refused = await admin.delete(`/api/admin/promotions/${used.id}`).expect(409);
      expectError(refused, 409, 'PROMOTION_USED', PROMO_MSG.promotionUsed);
      // A limit set later counts the orders that used it before.
      await admin
        .patch(`/api/admin/promotions/${used.id}`)
        .send({ maxRedemptions: 1, maxPerPhone: 1 })
        .expect(200);
      const spent = await check({ code: 'SHOWN', items: items(1), city: 'Dubai' }).expect(400);
      expectError(spent, 400, 'PROMO_USED_UP', PROMO_MSG.PROMO_USED_UP);
      await admin
        .patch(`/api/admin/promotions/${used.id}`)
        .send({ maxRedemptions: null })
        .expect(200);
      const again = await postOrder(
        t,
        checkout(1, 0, { promoCode: 'SHOWN', discount: 19.5, phone: body.phone }),
      ).expect(409);
      expectError(again, 409, 'PROMO_PHONE_LIMIT', PROMO_MSG.PROMO_PHONE_LIMIT);
      await postOrder(t, checkout(1, 0, { promoCode: 'SHOWN', discount: 19.5 })).expect(201);
    });

    it('cancelling gives the use back, leaving Cancelled takes it again or answers 409', async () => {
      const once = await create({ code: 'SOLO', kind: 'fixed', value: 5, maxRedemptions: 1 });
      const first = (
        await postOrder(t, checkout(1, 0, { promoCode: 'SOLO', discount: 5 })).expect(201)
      ).body as PlaceOrderResponse;
      await postOrder(t, checkout(1, 0, { promoCode: 'SOLO', discount: 5 })).expect(409);
      await admin
        .put(`/api/admin/orders/${first.order.id}/status`)
        .send({ status: 'CANCELLED' })
        .expect(200);
      const second = (
        await postOrder(t, checkout(1, 0, { promoCode: 'SOLO', discount: 5 })).expect(201)
      ).body as PlaceOrderResponse;
      const back = await admin
        .put(`/api/admin/orders/${first.order.id}/status`)
        .send({ status: 'PENDING' })
        .expect(409);
      expectError(back, 409, 'PROMO_USED_UP', PROMO_MSG.PROMO_USED_UP);
      expect(
        ((await admin.get(`/api/admin/orders/${first.order.id}`).expect(200)).body as Order).status,
      ).toBe('CANCELLED');

      // Deleting the undelivered order gives its use back: the first order may come back.
      await admin.delete(`/api/admin/orders/${second.order.id}`).expect(204);
      await admin
        .put(`/api/admin/orders/${first.order.id}/status`)
        .send({ status: 'PENDING' })
        .expect(200);
      const row = (
        (await admin.get('/api/admin/promotions').expect(200)).body as PromotionListResponse
      ).promotions.find((p) => p.id === once.id);
      expect(row?.redemptions).toBe(1);
      const [{ redeemed }] = (await t.dataSource.query(
        'SELECT redeemed FROM promotions WHERE id = ?',
        [once.id],
      )) as Array<{ redeemed: number | string }>;
      expect(Number(redeemed)).toBe(1);
    });

    it('an automatic offer applies by itself; a spec-only client showing its total is accepted', async () => {
      const offer = await create({ kind: 'freeDelivery', minSubtotalAED: 400 });
      const offers = (await t.http().get('/api/promotions/offers').expect(200)).body as {
        offers: Array<{ id: string }>;
      };
      expect(offers.offers.map((o) => o.id)).toContain(offer.id);
      // Below the minimum: nothing changes.
      await postOrder(t, checkout(1, 0)).expect(201);
      // At 448.50 the delivery is free: a client without the offer shows 20 and gets the 409…
      const stale = await postOrder(t, checkout(3, 0)).expect(409);
      expect((stale.body as TotalsConflictBody).current).toMatchObject({
        deliveryAED: 0,
        totalAED: 448.5,
        discountAED: 0,
        promotions: [{ code: null, kind: 'freeDelivery', discountAED: 0, freeDelivery: true }],
      });
      // …and with the server's figures (no discount field at all) it is placed.
      const placed = (await postOrder(t, checkout(3, 0, { delivery: 0 })).expect(201))
        .body as PlaceOrderResponse;
      expect(placed.order).toMatchObject({ deliveryAED: 0, totalAED: 448.5, promoCode: null });
      expect(placed.order.promotions).toEqual([
        { code: null, kind: 'freeDelivery', discountAED: 0, freeDelivery: true },
      ]);
      // A code replaces it; a combinable one adds to it.
      await create({ code: 'PLAIN5', kind: 'fixed', value: 5 });
      await create({ code: 'PLUS5', kind: 'fixed', value: 5, combinable: true });
      const plain = await check({ code: 'PLAIN5', items: items(3), city: 'Dubai' }).expect(200);
      expect(plain.body).toMatchObject({ deliveryAED: 20, discountAED: 5, totalAED: 463.5 });
      const plus = await check({ code: 'PLUS5', items: items(3), city: 'Dubai' }).expect(200);
      expect(plus.body).toMatchObject({
        deliveryAED: 0,
        discountAED: 5,
        totalAED: 443.5,
        freeDelivery: true,
      });
      await admin.patch(`/api/admin/promotions/${offer.id}`).send({ active: false }).expect(200);
    });
  });
});

describe('checking codes is limited per client', () => {
  const t = useTestApp({ TRACK_RATE_LIMIT: '3' });

  it('answers 429 past TRACK_RATE_LIMIT checks a minute', async () => {
    const send = () =>
      t
        .http()
        .post('/api/promotions/check')
        .send({ code: 'GUESS1', items: [{ productId: 'x', size: 'N/A', qty: 1 }], city: 'Dubai' });
    for (let i = 0; i < 3; i += 1) expect((await send()).status).not.toBe(429);
    const res = await send().expect(429);
    expect(res.body).toMatchObject({ code: 'THROTTLED' });
  });
});
