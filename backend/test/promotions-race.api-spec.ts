/**
 * Redemptions are exact under concurrency, on SQLite and (TEST_MYSQL_URL) MariaDB: every
 * request of a burst is sent at once, and the database's conditional updates decide.
 */
import { PROMO_MSG } from '../src/contract';
import type { PlaceOrderRequest, Product, Promotion, PromotionListResponse } from '../src/contract';
import { inTransaction } from '../src/database/transactions';
import { Redemptions } from '../src/promotions/redemptions';
import { createProduct, dbKind, postOrder, statuses, useAdminApp } from './support/test-app';

describe(`promotion redemptions under concurrency (${dbKind()})`, () => {
  const { t, admin } = useAdminApp(['Tees']);
  let tee: Product; // 100 AED, plenty of stock

  beforeAll(async () => {
    tee = await createProduct(t, admin, 'TEES', {
      title: 'Race Tee',
      priceAED: 100,
      stockQuantity: 10_000,
    });
  });

  /** One tee with a 10 AED code: 100 − 10 + 20 delivery. */
  const order = (code: string, phone: string, n: number): PlaceOrderRequest => ({
    customerName: `Racer ${n}`,
    phone,
    city: 'Dubai',
    addressLine1: 'Villa 12, Street 4, Al Jimi',
    items: [{ productId: tee.id, size: 'N/A', qty: 1 }],
    subtotalAED: 100,
    deliveryAED: 20,
    totalAED: 110,
    promoCode: code,
    discountAED: 10,
  });
  const phoneOf = (n: number) => `+97150${String(1_000_000 + n).slice(-7)}`;
  const redeemed = async (id: string) => {
    const [row] = (await t.dataSource.query('SELECT redeemed FROM promotions WHERE id = ?', [
      id,
    ])) as Array<{ redeemed: number | string }>;
    return Number(row.redeemed);
  };
  const ordersWith = async (code: string) => {
    const [row] = (await t.dataSource.query(
      'SELECT COUNT(*) AS n FROM orders WHERE promoCode = ?',
      [code],
    )) as Array<{ n: number | string }>;
    return Number(row.n);
  };

  it('300 simultaneous orders on a code limited to 50: exactly 50 placed, 250 × 409 PROMO_USED_UP', async () => {
    const promo = (
      await admin
        .post('/api/admin/promotions')
        .send({ code: 'RACE50', kind: 'fixed', value: 10, maxRedemptions: 50 })
        .expect(201)
    ).body as Promotion;
    const stock = ((await t.http().get(`/api/products/${tee.id}`).expect(200)).body as Product)
      .stockQuantity;
    const started = Date.now();
    const results = await Promise.all(
      Array.from({ length: 300 }, (_, i) => postOrder(t, order('RACE50', phoneOf(i), i))),
    );
    const ms = Date.now() - started;
    expect(statuses(results)).toEqual({ 201: 50, 409: 250 });
    for (const r of results.filter((x) => x.status === 409)) {
      expect(r.body).toEqual({
        statusCode: 409,
        code: 'PROMO_USED_UP',
        message: PROMO_MSG.PROMO_USED_UP,
      });
    }
    for (const r of results.filter((x) => x.status === 201)) {
      expect(r.body.order).toMatchObject({ discountAED: 10, promoCode: 'RACE50', totalAED: 110 });
    }
    expect(await redeemed(promo.id)).toBe(50);
    expect(await ordersWith('RACE50')).toBe(50);
    // The refused orders took no stock and left no row.
    const after = ((await t.http().get(`/api/products/${tee.id}`).expect(200)).body as Product)
      .stockQuantity;
    expect(after).toBe(stock - 50);
    const list = (await admin.get('/api/admin/promotions').expect(200))
      .body as PromotionListResponse;
    expect(list.promotions.find((p) => p.id === promo.id)).toMatchObject({
      redemptions: 50,
      discountGivenAED: 500,
      revenueAED: 5_500,
    });
    process.stdout.write(
      `[race ${dbKind()}] 300 orders on RACE50 in ${ms} ms: 50 × 201, 250 × 409\n`,
    );
  });

  it('20 simultaneous orders from one phone on a code with maxPerPhone 2: exactly 2', async () => {
    const promo = (
      await admin
        .post('/api/admin/promotions')
        .send({ code: 'TWOEACH', kind: 'fixed', value: 10, maxPerPhone: 2 })
        .expect(201)
    ).body as Promotion;
    const phone = phoneOf(9_999);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => postOrder(t, order('TWOEACH', phone, i))),
    );
    expect(statuses(results)).toEqual({ 201: 2, 409: 18 });
    for (const r of results.filter((x) => x.status === 409)) {
      expect(r.body).toMatchObject({
        code: 'PROMO_PHONE_LIMIT',
        message: PROMO_MSG.PROMO_PHONE_LIMIT,
      });
    }
    expect(await ordersWith('TWOEACH')).toBe(2);
    const [uses] = (await t.dataSource.query(
      'SELECT used FROM promotion_phone_uses WHERE promotionId = ? AND phone = ?',
      [promo.id, phone],
    )) as Array<{ used: number | string }>;
    expect(Number(uses.used)).toBe(2);
    // Another phone is not affected.
    await postOrder(t, order('TWOEACH', phoneOf(8_888), 0)).expect(201);
  });

  it('20 simultaneous first orders from one phone on a first-order code: exactly 1', async () => {
    await admin
      .post('/api/admin/promotions')
      .send({ code: 'FIRSTRACE', kind: 'fixed', value: 10, firstOrderOnly: true })
      .expect(201);
    const phone = phoneOf(7_777);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => postOrder(t, order('FIRSTRACE', phone, i))),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 201)) {
      expect(r.status).toBe(409);
      expect(['PROMO_PHONE_LIMIT', 'PROMO_FIRST_ORDER']).toContain(r.body.code);
    }
    expect(await ordersWith('FIRSTRACE')).toBe(1);
  });

  it('the conditional update alone decides: 60 transactions taking a use of a code limited to 10', async () => {
    // No precheck here: every transaction goes straight to the counter's conditional update.
    const promo = (
      await admin
        .post('/api/admin/promotions')
        .send({ code: 'BARE10', kind: 'fixed', value: 10, maxRedemptions: 10, maxPerPhone: 3 })
        .expect(201)
    ).body as Promotion;
    const redemptions = t.app.get(Redemptions);
    const applied = {
      promotionId: promo.id,
      code: 'BARE10',
      kind: 'fixed' as const,
      discountFils: 1_000,
      freeDelivery: false,
    };
    const phone = phoneOf(6_666);
    await redemptions.preparePhoneRows(
      t.dataSource.manager,
      [{ applied, counted: true, perPhone: 3 }],
      phone,
    );
    const outcomes = await Promise.allSettled(
      Array.from({ length: 60 }, (_, i) =>
        inTransaction(t.dataSource, (manager) =>
          redemptions.take(
            manager,
            { id: `bare-order-${i}`, phone: i % 2 ? phone : phoneOf(5_000 + i), totalFils: 11_000 },
            [{ applied, counted: true, perPhone: 3 }],
          ),
        ),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(10);
    expect(await redeemed(promo.id)).toBe(10);
    const [row] = (await t.dataSource.query(
      'SELECT COUNT(*) AS n FROM promotion_redemptions WHERE promotionId = ?',
      [promo.id],
    )) as Array<{ n: number | string }>;
    expect(Number(row.n)).toBe(10);
    const [uses] = (await t.dataSource.query(
      'SELECT used FROM promotion_phone_uses WHERE promotionId = ? AND phone = ?',
      [promo.id, phone],
    )) as Array<{ used: number | string }>;
    expect(Number(uses.used)).toBeLessThanOrEqual(3);
  });
});
