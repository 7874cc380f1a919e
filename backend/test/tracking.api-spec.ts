import { Agent, get as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MSG, ORDER_STATUS_LABELS } from '../src/contract';
import type { PlaceOrderResponse, Product, TrackedOrder } from '../src/contract';
import { generateOrderNumber } from '../src/orders/order-number';
import {
  createCategory,
  createProduct,
  TestApp,
  useTestApp,
  expectError,
} from './support/test-app';

async function placeOrder(
  t: TestApp,
  product: Product,
  phone: string,
): Promise<PlaceOrderResponse> {
  const res = await t
    .http()
    .post('/api/orders')
    .send({
      customerName: 'Omar Saleh',
      phone,
      email: 'omar@example.com',
      city: 'Sharjah',
      addressLine1: 'Flat 301, Al Majaz Tower',
      notes: 'Leave with the concierge',
      items: [{ productId: product.id, size: 'N/A', qty: 2 }],
      subtotalAED: product.priceAED * 2,
      deliveryAED: 20,
      totalAED: product.priceAED * 2 + 20,
    })
    .expect(201);
  return res.body as PlaceOrderResponse;
}

describe('order tracking', () => {
  const t = useTestApp();
  let placed: PlaceOrderResponse;

  beforeAll(async () => {
    const admin = await t.admin();
    await createCategory(admin, 'Accessories');
    const product = await createProduct(t, admin, 'ACCESSORIES', {
      title: 'Eyeball Pin',
      titleAr: 'دبوس العين',
      priceAED: 25,
    });
    placed = await placeOrder(t, product, '+971 55 987 6543');
    await admin
      .put(`/api/admin/orders/${placed.order.id}/status`)
      .send({ status: 'CONFIRMED' })
      .expect(200);
  });

  const track = (orderNumber: string | undefined, phone: string | undefined) =>
    t
      .http()
      .get('/api/orders/track')
      .query({
        ...(orderNumber !== undefined && { orderNumber }),
        ...(phone !== undefined && { phone }),
      });

  it('finds the order with spaced or unspaced phones and a loosely typed number', async () => {
    const compact = placed.orderNumber.replace(/-/g, '').toLowerCase();
    for (const [number, phone] of [
      [placed.orderNumber, '+971 55 987 6543'],
      [placed.orderNumber, '+971559876543'],
      [`  ${placed.orderNumber.toLowerCase()} `, '+971 55 9876543'],
      [compact, ' +971 55 987 6543 '],
    ]) {
      const res = await track(number, phone).expect(200);
      expect((res.body as TrackedOrder).orderNumber).toBe(placed.orderNumber);
    }
  });

  it('shows only what the customer should see', async () => {
    const res = await track(placed.orderNumber, '+971559876543').expect(200);
    const tracked = res.body as TrackedOrder;
    expect(tracked).toMatchObject({
      orderNumber: placed.orderNumber,
      status: 'CONFIRMED',
      statusLabel: ORDER_STATUS_LABELS.CONFIRMED,
      customerName: 'Omar Saleh',
      phone: '+971559876543',
      city: 'Sharjah',
      addressLine1: 'Flat 301, Al Majaz Tower',
      addressLine2: null,
      subtotalAED: 50,
      deliveryAED: 20,
      totalAED: 70,
      createdAt: placed.order.createdAt,
    });
    // The lines as ordered, with the product's Arabic title for the Arabic tracking page.
    expect(tracked.items).toEqual(
      placed.order.items.map((item) => ({ ...item, titleAr: 'دبوس العين' })),
    );
    expect(tracked.statusHistory.map((h) => h.status)).toEqual(['PENDING', 'CONFIRMED']);
    expect(Object.keys(tracked)).not.toEqual(expect.arrayContaining(['id']));
    for (const hidden of ['id', 'email', 'notes', 'idempotencyKey'])
      expect(tracked).not.toHaveProperty(hidden);
  });

  it('answers a wrong phone exactly like an unknown order number', async () => {
    const wrongPhone = await track(placed.orderNumber, '+971 50 000 0000');
    const unknownNumber = await track('FD-0000-0000', '+971 55 987 6543');
    const invalidPhone = await track(placed.orderNumber, 'not a phone');
    expect(wrongPhone.status).toBe(404);
    expectError(wrongPhone, 404, 'NOT_FOUND', MSG.orderNotFoundTitle);
    for (const other of [unknownNumber, invalidPhone]) {
      expect(other.status).toBe(wrongPhone.status);
      expect(other.body).toEqual(wrongPhone.body);
      expect(other.headers['content-length']).toBe(wrongPhone.headers['content-length']);
    }
  });

  it('requires both fields', async () => {
    expect((await track(undefined, '+971559876543').expect(400)).body.message).toBe(
      MSG.orderNumberRequired,
    );
    expect((await track('   ', '+971559876543').expect(400)).body.message).toBe(
      MSG.orderNumberRequired,
    );
    expect((await track(placed.orderNumber, undefined).expect(400)).body.message).toBe(
      MSG.phoneRequired,
    );
    expect((await track(placed.orderNumber, '').expect(400)).body.message).toBe(MSG.phoneRequired);
  });
});

describe('order tracking throttle', () => {
  const t = useTestApp({ TRACK_RATE_LIMIT: '3' });

  it('answers 429 after TRACK_RATE_LIMIT look-ups per minute from one IP', async () => {
    for (let i = 0; i < 3; i += 1) {
      await t
        .http()
        .get('/api/orders/track')
        .query({ orderNumber: `FD-0000-000${i}`, phone: '+971501234567' })
        .expect(404);
    }
    const res = await t
      .http()
      .get('/api/orders/track')
      .query({ orderNumber: 'FD-0000-0009', phone: '+971501234567' })
      .expect(429);
    expect(res.body).toMatchObject({ code: 'THROTTLED', message: MSG.tooManyRequests });
    expect(res.body.retryAfterSeconds).toBeGreaterThan(0);
  });
});

/** One keep-alive GET, timed from the first byte sent to the last byte read, in ms. */
function timedGet(
  agent: Agent,
  port: number,
  path: string,
): Promise<{ status: number; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = httpGet({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          ms: Number(process.hrtime.bigint() - started) / 1e6,
        }),
      );
    });
    req.on('error', reject);
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

describe('order tracking in constant time', () => {
  const t = useTestApp({ TRACK_RATE_LIMIT: '100000' });
  let port: number;
  const numbers: string[] = [];
  beforeAll(async () => {
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
    const admin = await t.admin();
    await createCategory(admin, 'Pins');
    const product = await createProduct(t, admin, 'PINS', { priceAED: 25, stockQuantity: 100 });
    for (let i = 0; i < 8; i++) {
      const placed = await placeOrder(t, product, '+971 55 987 6543');
      await admin
        .put(`/api/admin/orders/${placed.order.id}/status`)
        .send({ status: 'CONFIRMED' })
        .expect(200);
      numbers.push(placed.orderNumber);
    }
  });

  it('an unknown number and a known one with a wrong phone take the same time (300 pairs)', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const path = (number: string) =>
      `/api/orders/track?orderNumber=${number}&phone=%2B971500000000`;
    const known = (i: number) => path(numbers[i % numbers.length]);
    const unknown = () => path(generateOrderNumber());
    for (let i = 0; i < 40; i++) {
      await timedGet(agent, port, known(i));
      await timedGet(agent, port, unknown());
    }
    const diffs: number[] = [];
    for (let i = 0; i < 300; i++) {
      // Pairs back to back, in a random order, so a slow moment of the machine hits both.
      const knownFirst = Math.random() < 0.5;
      const a = await timedGet(agent, port, knownFirst ? known(i) : unknown());
      const b = await timedGet(agent, port, knownFirst ? unknown() : known(i));
      expect([a.status, b.status]).toEqual([404, 404]);
      diffs.push(knownFirst ? a.ms - b.ms : b.ms - a.ms);
    }
    agent.destroy();
    const slowerKnown = diffs.filter((d) => d > 0).length / diffs.length;
    const gap = median(diffs);
    // With no difference, each pair is a coin toss: 50% ± 2.9% (one sd over 300 pairs), and the
    // median gap sits at 0 (measured: under 0.06 ms at load 13, while pairs differed by ±10 ms).
    // The bounds leave room for a loaded machine; the old gap (1–1.6 ms quiet, 2.7 ms at load
    // 13: the known number's items and history were read before the phone was compared) fails.
    const seen = { slowerKnown, gap };
    expect([seen, slowerKnown > 0.3 && slowerKnown < 0.7]).toEqual([seen, true]);
    expect([seen, Math.abs(gap) < 0.6]).toEqual([seen, true]);
  }, 120_000);
});
