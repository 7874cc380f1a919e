/**
 * The sold-out fast path (catalog/sold-out-hints.ts): once this process saw a product's stock
 * at 0 under the current catalog version, an order for it is answered 409 without reading the
 * product again nor opening a transaction. It must answer exactly as the database path does,
 * and never refuse once the stock is back (an admin restock, a cancelled or deleted order,
 * on this replica at once and on another one within the version poll).
 */
import type TestAgent from 'supertest/lib/agent';
import { MSG } from '../src/contract';
import type { PlaceOrderRequest, Product, ProductInput } from '../src/contract';
import { CatalogVersionService } from '../src/cache/catalog-version.service';
import { SoldOutGate } from '../src/catalog/sold-out-gate.service';
import { countStatements } from './support/round-trips';
import type { StatementCounter } from './support/round-trips';
import { createCategory, createTestApp, dbKind, productInput, TestApp } from './support/test-app';

/** A second app instance on the same database, like a second replica behind nginx. */
function replicaOf(t: TestApp): Promise<TestApp> {
  const db = t.config.database;
  return createTestApp({
    DATABASE_URL: db.type === 'sqlite' ? `sqlite:${db.path}` : db.url,
    DATA_DIR: t.config.dataDir,
  });
}

describe(`sold-out fast path (${dbKind()})`, () => {
  let t: TestApp;
  let admin: TestAgent;
  let input: ProductInput;
  let drop: Product;
  let counter: StatementCounter;
  let n = 0;

  const body = (overrides: Partial<PlaceOrderRequest> = {}): PlaceOrderRequest => {
    n += 1;
    return {
      customerName: `Shopper ${n}`,
      phone: `+971 50 200 ${String(n).padStart(4, '0')}`,
      city: 'Dubai',
      addressLine1: 'Villa 12, Street 4, Jumeirah',
      items: [{ productId: drop.id, size: 'M', color: 'Black', qty: 1 }],
      subtotalAED: 150,
      deliveryAED: 20,
      totalAED: 170,
      ...overrides,
    };
  };
  const order = (app: TestApp = t, overrides: Partial<PlaceOrderRequest> = {}) =>
    app
      .http()
      .post('/api/orders')
      .set('Idempotency-Key', `hint-${n + 1}`)
      .send(body(overrides));
  const soldOutBody = () => ({
    statusCode: 409,
    code: 'OUT_OF_STOCK',
    message: MSG.notEnoughStock('Hint Hoodie', 0),
    productId: drop.id,
    available: 0,
  });
  const setStock = (stockQuantity: number) =>
    admin
      .put(`/api/admin/products/${drop.id}`)
      .send({ ...input, stockQuantity })
      .expect(200);

  /** Sells the stock out with concurrent orders, so the stock update itself refuses some. */
  async function sellOut(units: number): Promise<string[]> {
    const answers = await Promise.all(Array.from({ length: units + 6 }, () => order()));
    const placed = answers.filter((r) => r.status === 201);
    expect(placed).toHaveLength(units);
    for (const r of answers.filter((a) => a.status !== 201)) {
      expect(r.status).toBe(409);
      expect(r.body).toMatchObject(soldOutBody());
    }
    return placed.map((r) => (r.body as { order: { id: string } }).order.id);
  }

  /** The statements of one sold-out order: the key and phone read, not the product. */
  async function refusedFromMemory(): Promise<void> {
    counter.reset();
    const res = await order();
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject(soldOutBody());
    const sql = counter.statements().join('\n');
    expect(sql).not.toMatch(/FROM [`"]?products[`"]? /);
    expect(sql).not.toMatch(/START TRANSACTION|BEGIN/);
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.admin();
    await createCategory(admin, 'Hoodies');
    input = await productInput(t, 'HOODIES', {
      title: 'Hint Hoodie',
      priceAED: 150,
      sizes: ['M'],
      colors: ['Black'],
      stockQuantity: 3,
    });
    const res = await admin.post('/api/admin/products').send(input).expect(201);
    drop = res.body as Product;
    counter = await countStatements(t.dataSource);
  });
  afterAll(async () => {
    counter.restore();
    await t.close();
  });

  it('refuses a product seen sold out from memory, with the database answer', async () => {
    await sellOut(3);
    await refusedFromMemory();
    // The other checks still come first, as on the database path.
    const badSize = await order(t, {
      items: [{ productId: drop.id, size: 'XXL', color: 'Black', qty: 1 }],
    });
    expect(badSize.status).toBe(400);
    const changed = await order(t, { subtotalAED: 140, totalAED: 160 });
    expect(changed.status).toBe(409);
    expect(changed.body).toMatchObject({ code: 'TOTALS_CHANGED' });
    expect((await t.http().get(`/api/products/${drop.id}`).expect(200)).body).toMatchObject({
      stockQuantity: 0,
    });
  });

  it('takes orders again at once after an admin restock', async () => {
    await refusedFromMemory();
    await setStock(2);
    await sellOut(2);
    await refusedFromMemory();
  });

  it('takes orders again after a cancelled or a deleted order gives its stock back', async () => {
    await setStock(2);
    const [first, second] = await sellOut(2);
    await refusedFromMemory();
    await admin.put(`/api/admin/orders/${first}/status`).send({ status: 'CANCELLED' }).expect(200);
    expect((await order()).status).toBe(201);
    await sellOut(0);
    await admin.delete(`/api/admin/orders/${second}`).expect(204);
    expect((await order()).status).toBe(201);
    expect((await order()).status).toBe(409);
  });

  it('lets orders of one product at once share one read of it, and still sells exactly the stock', async () => {
    await setStock(4);
    const stock = t.app.get(SoldOutGate);
    const version = await t.app.get(CatalogVersionService).current();
    const lines = [{ productId: drop.id, size: 'M', color: 'Black', qty: 1 }];
    counter.reset();
    const seen = await Promise.all(
      Array.from({ length: 10 }, () => stock.checkOrder(t.dataSource.manager, lines, version)),
    );
    const productReads = counter.statements().filter((sql) => /FROM [`"]?products[`"]? /.test(sql));
    expect(productReads).toHaveLength(1);
    for (const [product] of seen) expect(product).toMatchObject({ id: drop.id, available: 4 });
    // Never a read begun under another catalog version (it may predate a restock).
    counter.reset();
    await Promise.all([
      stock.checkOrder(t.dataSource.manager, lines, version),
      stock.checkOrder(t.dataSource.manager, lines, version + 1),
    ]);
    expect(counter.statements().filter((sql) => /FROM [`"]?products[`"]? /.test(sql))).toHaveLength(
      2,
    );
    // Orders placed at once still sell exactly the stock.
    await sellOut(4);
    await refusedFromMemory();
  });

  it('drops its hint when another replica restocks, within the version poll', async () => {
    const b = await replicaOf(t);
    try {
      const refused = await order(b);
      expect(refused.status).toBe(409);
      // b saw it sold out; a restocks.
      await setStock(1);
      const started = Date.now();
      for (;;) {
        const res = await order(b);
        if (res.status === 201) break;
        expect(res.body).toMatchObject(soldOutBody());
        expect(Date.now() - started).toBeLessThan(1000);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect((await order(b)).status).toBe(409);
    } finally {
      await b.close();
    }
  });
});
