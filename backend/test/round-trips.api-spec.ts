/**
 * Statements per request on the paths a drop hammers: placing an order, a sold-out order, a
 * replayed Idempotency-Key, the shop page and a product page. Each count is printed and held
 * under a ceiling, so a change that adds round trips to the hot paths shows up here.
 */
import type TestAgent from 'supertest/lib/agent';
import type { PlaceOrderRequest, Product } from '../src/contract';
import { countStatements } from './support/round-trips';
import type { StatementCounter } from './support/round-trips';
import { createCategory, createProduct, createTestApp, dbKind, TestApp } from './support/test-app';

describe(`round trips per request (${dbKind()})`, () => {
  let t: TestApp;
  let admin: TestAgent;
  let drop: Product;
  let counter: StatementCounter;
  const seen: Record<string, number> = {};
  /**
   * Ceilings, measured + 1 (the catalog version is re-read at most every 200 ms and may fall in
   * any request).
   * MariaDB: 2 reads at once (the key with the blocked phone in one statement, the products;
   * the variants only for a product not yet seen without them at this catalog version), one
   * upsert per rate limit, then SET ISOLATION, START, the order, the stock, the lines, the
   * status, its messages (one INSERT into the outbox), COMMIT. SQLite's rate limiter wraps its upsert in BEGIN/COMMIT. A product seen
   * sold out is answered from memory (catalog/sold-out-hints.ts): the key and phone read only.
   */
  const ceilings: Record<string, number> =
    dbKind() === 'mysql'
      ? {
          placeOrder: 13,
          // The redemption's INSERT; with both limits also the phone's row (INSERT IGNORE
          // before the transaction) and the two conditional UPDATEs.
          placeWithCode: 14,
          placeWithLimitedCode: 17,
          replay: 6,
          soldOut: 2,
          listMiss: 4,
          listHit: 1,
          detailMiss: 5,
          detailHit: 2,
        }
      : {
          placeOrder: 16,
          // The redemption's INSERT; with both limits also the counter's UPDATE and the phone's upsert.
          placeWithCode: 17,
          placeWithLimitedCode: 19,
          replay: 6,
          soldOut: 2,
          listMiss: 4,
          listHit: 1,
          detailMiss: 4,
          detailHit: 2,
        };

  beforeAll(async () => {
    // The message sender's poll would fall in any request's count: off here.
    t = await createTestApp({ MESSAGES_POLL_MS: '0' });
    admin = await t.admin();
    await createCategory(admin, 'Hoodies');
    drop = await createProduct(t, admin, 'HOODIES', {
      title: 'Drop Hoodie',
      priceAED: 199,
      sizes: ['M'],
      colors: ['Black'],
      stockQuantity: 2,
    });
    await createProduct(t, admin, 'HOODIES', { title: 'Other Tee', priceAED: 60 });
    counter = await countStatements(t.dataSource);
  });
  afterAll(async () => {
    counter.restore();
    console.log(`round trips (${dbKind()}): ${JSON.stringify(seen)}`);
    await t.close();
  });

  const body = (n: number): PlaceOrderRequest => ({
    customerName: `Shopper ${n}`,
    phone: `+971 50 123 45${String(n).padStart(2, '0')}`,
    city: 'Dubai',
    addressLine1: 'Villa 12, Street 4, Jumeirah',
    items: [{ productId: drop.id, size: 'M', color: 'Black', qty: 1 }],
    subtotalAED: 199,
    deliveryAED: 20,
    totalAED: 219,
  });

  async function counted(name: string, send: () => Promise<unknown>): Promise<number> {
    counter.reset();
    await send();
    seen[name] = counter.count();
    if (process.env.ROUND_TRIPS_SQL) {
      console.log(
        name,
        counter.statements().map((sql) => sql.replace(/\s+/g, ' ').slice(0, 90)),
      );
    }
    expect(seen[name]).toBeLessThanOrEqual(ceilings[name]);
    return seen[name];
  }

  it('places an order, answers a replay and a sold-out order', async () => {
    await t.http().post('/api/orders').set('Idempotency-Key', 'rt-0').send(body(0)).expect(201);
    await counted('placeOrder', () =>
      t.http().post('/api/orders').set('Idempotency-Key', 'rt-1').send(body(1)).expect(201),
    );
    await counted('replay', () =>
      t.http().post('/api/orders').set('Idempotency-Key', 'rt-1').send(body(1)).expect(201),
    );
    await counted('soldOut', () =>
      t.http().post('/api/orders').set('Idempotency-Key', 'rt-2').send(body(2)).expect(409),
    );
  });

  it('answers the shop page and a product page', async () => {
    await counted('listMiss', () => t.http().get('/api/products?limit=12').expect(200));
    await counted('listHit', () => t.http().get('/api/products?limit=12').expect(200));
    await counted('detailMiss', () => t.http().get(`/api/products/${drop.slug}`).expect(200));
    await counted('detailHit', () => t.http().get(`/api/products/${drop.slug}`).expect(200));
  });

  it('places an order with a code: one statement more, four with both limits', async () => {
    const tee = await createProduct(t, admin, 'HOODIES', { title: 'Code Tee', priceAED: 100 });
    await admin
      .post('/api/admin/promotions')
      .send({ code: 'RT10', kind: 'fixed', value: 10 })
      .expect(201);
    await admin
      .post('/api/admin/promotions')
      .send({ code: 'RTMAX', kind: 'fixed', value: 10, maxRedemptions: 100, maxPerPhone: 5 })
      .expect(201);
    const coded = (n: number, code: string): PlaceOrderRequest => ({
      ...body(n),
      items: [{ productId: tee.id, size: 'N/A', qty: 1 }],
      subtotalAED: 100,
      totalAED: 110,
      promoCode: code,
      discountAED: 10,
    });
    // The first order after the promotions were made reads them once (catalog version moved).
    await t.http().post('/api/orders').send(coded(10, 'RT10')).expect(201);
    await counted('placeWithCode', () =>
      t.http().post('/api/orders').send(coded(11, 'RT10')).expect(201),
    );
    await counted('placeWithLimitedCode', () =>
      t.http().post('/api/orders').send(coded(12, 'RTMAX')).expect(201),
    );
  });
});
