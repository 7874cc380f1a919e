/**
 * The invoice sequence under concurrency: 200 deliveries at once, through two app instances on
 * one database, take the numbers INV-000001 … INV-000200, no gap and no duplicate (the counter
 * row's UPDATE serialises them inside each delivery's transaction); then 200 cancellations take
 * CN-000001 … CN-000200 the same way.
 */
import type { Order, PlaceOrderResponse, Product } from '../src/contract';
import type { TestApp } from './support/test-app';
import { createCategory, createProduct, createTestApp, postOrder } from './support/test-app';

const ORDERS = 200;

describe('VAT sequences under concurrency', () => {
  let a: TestApp;
  let b: TestApp;
  const orders: Order[] = [];

  beforeAll(async () => {
    a = await createTestApp({ AUTO_CANCEL_EVERY_SECONDS: '0' });
    const db = a.config.database;
    b = await createTestApp({
      DATABASE_URL: db.type === 'sqlite' ? `sqlite:${db.path}` : db.url,
      DATA_DIR: a.config.dataDir,
      AUTO_CANCEL_EVERY_SECONDS: '0',
    });
    const admin = await a.admin();
    await createCategory(admin, 'Race', 'RACE');
    const product: Product = await createProduct(a, admin, 'RACE', {
      title: 'Race Tee',
      priceAED: 33.33,
      stockQuantity: 10_000,
    });
    await admin
      .put('/api/admin/settings/vat')
      .send({
        registered: true,
        trn: '100123456700003',
        legalName: 'Race LLC',
        legalNameAr: 'ريس ذ.م.م',
        address: 'Dubai',
        addressAr: 'دبي',
      })
      .expect(200);
    for (let i = 0; i < ORDERS; i++) {
      const res = await postOrder(a, {
        customerName: 'Racer',
        phone: `+97152${String(1_000_000 + i).slice(-7)}`,
        city: 'Dubai',
        addressLine1: 'Street 1',
        items: [{ productId: product.id, size: 'N/A', qty: 1 }],
        subtotalAED: 33.33,
        deliveryAED: 20,
        totalAED: 53.33,
      }).expect(201);
      orders.push((res.body as PlaceOrderResponse).order);
    }
  }, 300_000);

  afterAll(async () => {
    await b.close();
    await a.close();
  });

  async function numbers(kind: string): Promise<number[]> {
    const rows: Array<{ number: string }> = await a.dataSource.query(
      'SELECT number FROM vat_documents WHERE kind = ?',
      [kind],
    );
    return rows.map((r) => Number(r.number.slice(r.number.indexOf('-') + 1))).sort((x, y) => x - y);
  }
  const oneToN = Array.from({ length: ORDERS }, (_, i) => i + 1);

  async function allAtOnce(to: string): Promise<void> {
    const [adminA, adminB] = [await a.admin(), await b.admin()];
    const answers = await Promise.all(
      orders.map((o, i) =>
        (i % 2 ? adminA : adminB).put(`/api/admin/orders/${o.id}/status`).send({ status: to }),
      ),
    );
    const failed = answers.filter((r) => r.status !== 200);
    expect(failed.map((r) => [r.status, r.text])).toEqual([]);
  }

  it('200 concurrent deliveries on two replicas take INV 1…200 exactly', async () => {
    await allAtOnce('DELIVERED');
    expect(await numbers('invoice')).toEqual(oneToN);
  }, 300_000);

  it('200 concurrent cancellations take CN 1…200 exactly, one per invoice', async () => {
    await allAtOnce('CANCELLED');
    expect(await numbers('credit')).toEqual(oneToN);
    const rows: Array<{ n: number | string }> = await a.dataSource.query(
      "SELECT COUNT(DISTINCT creditOf) AS n FROM vat_documents WHERE kind = 'credit'",
    );
    expect(Number(rows[0].n)).toBe(ORDERS);
  }, 300_000);
});
