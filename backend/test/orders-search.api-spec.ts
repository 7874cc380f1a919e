/**
 * The console's orders list (search, filters, sort, pages) and bulk actions: every form of a
 * phone finds its order, a part of a name or number, dates in Dubai time across midnight,
 * several statuses / cities / couriers, and bulk results where one refusal stops no other.
 */
import { randomUUID } from 'node:crypto';
import { MSG, ORDER_SEARCH_MSG, STAFF_MSG } from '../src/contract';
import { orderSearchText } from '../src/orders/order-search-text';
import type {
  ActivityListResponse,
  BulkOrderResponse,
  Order,
  OrderListResponse,
  PlaceOrderRequest,
  PlaceOrderResponse,
  Product,
} from '../src/contract';
import { OrderEntity } from '../src/orders/order.entity';
import { createStaff, signedIn } from './support/staff';
import { createProduct, expectError, useAdminApp } from './support/test-app';

function checkout(
  product: Product,
  customerName: string,
  phone: string,
  city: PlaceOrderRequest['city'],
  qty: number,
): PlaceOrderRequest {
  return {
    customerName,
    phone,
    city,
    addressLine1: 'Villa 7, Al Rawda 2',
    items: [{ productId: product.id, size: 'N/A', qty }],
    subtotalAED: product.priceAED * qty,
    deliveryAED: 20,
    totalAED: product.priceAED * qty + 20,
  };
}

describe('orders list search and bulk actions', () => {
  const { t, admin } = useAdminApp(['Tees']);
  let product: Product;
  let scarce: Product;
  let a: Order;
  let b: Order;
  let c: Order;

  async function place(
    p: Product,
    name: string,
    phone: string,
    city: PlaceOrderRequest['city'],
    qty: number,
  ): Promise<Order> {
    const res = await t
      .http()
      .post('/api/orders')
      .send(checkout(p, name, phone, city, qty));
    if (res.status !== 201) throw new Error(`place: ${res.status} ${JSON.stringify(res.body)}`);
    return (res.body as PlaceOrderResponse).order;
  }

  const list = async (query: Record<string, string | string[] | number>) =>
    (await admin.get('/api/admin/orders').query(query).expect(200)).body as OrderListResponse;
  const numbers = async (query: Record<string, string | string[] | number>) =>
    (await list(query)).orders.map((o) => o.orderNumber).sort();
  const stockOf = async (id: string) =>
    ((await t.http().get(`/api/products/${id}`).expect(200)).body as Product).stockQuantity;
  const bulk = (body: Record<string, unknown>) => admin.post('/api/admin/orders/bulk').send(body);

  beforeAll(async () => {
    await admin
      .put('/api/admin/settings')
      .send({ deliveryAED: 20, brandTagline: 'x', couriers: ['Ravi', 'Omar'] })
      .expect(200);
    product = await createProduct(t, admin, 'TEES', { priceAED: 80, stockQuantity: 100 });
    scarce = await createProduct(t, admin, 'TEES', { priceAED: 50, stockQuantity: 2 });
    a = await place(product, 'Mariam Al Zaabi', '0501234567', 'Ajman', 1);
    b = await place(product, 'Omar Haddad', '+971 55 987 6543', 'Dubai', 3);
    c = await place(product, 'Layla MARIAM Khan', '00971521112223', 'Sharjah', 2);
  });

  it('answers as before without the new parameters: every order, newest first, with total', async () => {
    const page = await list({});
    expect(page.total).toBe(3);
    expect(page.orders.map((o) => o.id)).toEqual([c.id, b.id, a.id]);
  });

  it.each([
    '0501234567',
    '050 123 4567',
    '050-123-4567',
    '+971 50 123 4567',
    '+971501234567',
    '00971501234567',
    '971501234567',
    '٠٥٠١٢٣٤٥٦٧',
    '+971 0501234567',
  ])('finds the order by the phone typed as %s', async (q) => {
    const page = await list({ q });
    expect(page.orders.map((o) => o.id)).toEqual([a.id]);
    expect(page.total).toBe(1);
  });

  it('finds by a part of a phone, of a name (any case) and of an order number', async () => {
    expect(await numbers({ q: '1234567' })).toEqual([a.orderNumber]);
    expect(await numbers({ q: '050 123' })).toEqual([a.orderNumber]);
    expect(await numbers({ q: 'mariam' })).toEqual([a.orderNumber, c.orderNumber].sort());
    expect(await numbers({ q: '  HADDAD ' })).toEqual([b.orderNumber]);
    expect(await numbers({ q: 'mariam khan' })).toEqual([c.orderNumber]);
    expect(await numbers({ q: b.orderNumber })).toEqual([b.orderNumber]);
    expect(await numbers({ q: b.orderNumber.replace(/-/g, '').toLowerCase() })).toEqual([
      b.orderNumber,
    ]);
    expect(await numbers({ q: b.orderNumber.slice(3, 9).toLowerCase() })).toEqual([b.orderNumber]);
    expect(await numbers({ q: '100%_' })).toEqual([]);
  });

  it('filters by several cities and statuses (repeated or comma-separated), single form kept', async () => {
    await admin.put(`/api/admin/orders/${b.id}/status`).send({ status: 'CONFIRMED' }).expect(200);
    expect(await numbers({ city: 'Ajman,Dubai' })).toEqual([a.orderNumber, b.orderNumber].sort());
    expect(await numbers({ city: ['Ajman', 'Sharjah'] })).toEqual(
      [a.orderNumber, c.orderNumber].sort(),
    );
    expect(await numbers({ status: 'CONFIRMED' })).toEqual([b.orderNumber]);
    expect(await numbers({ status: 'PENDING,CONFIRMED' })).toHaveLength(3);
    expect(await numbers({ status: ['PENDING', 'DELIVERED'] })).toEqual(
      [a.orderNumber, c.orderNumber].sort(),
    );
    expect(await numbers({ status: 'PENDING', city: 'Ajman', q: 'mariam' })).toEqual([
      a.orderNumber,
    ]);
  });

  it('sorts by total, the largest first, and pages with the total count', async () => {
    expect((await list({ sort: 'total' })).orders.map((o) => o.id)).toEqual([b.id, c.id, a.id]);
    const first = await list({ sort: 'total', limit: 2 });
    const second = await list({ sort: 'total', limit: 2, page: 2 });
    expect([first.total, second.total]).toEqual([3, 3]);
    expect(first.orders.map((o) => o.id)).toEqual([b.id, c.id]);
    expect(second.orders.map((o) => o.id)).toEqual([a.id]);
  });

  it('reads from and to as Dubai calendar days, inclusive, across midnight', async () => {
    const repo = t.dataSource.getRepository(OrderEntity);
    // 00:30 on 10 March in Dubai (UTC+4) is still 9 March in UTC; 23:30 on 9 March in Dubai.
    await repo.update(a.id, { createdAt: new Date('2026-03-09T20:30:00Z') });
    await repo.update(c.id, { createdAt: new Date('2026-03-09T19:30:00Z') });
    expect(await numbers({ from: '2026-03-10', to: '2026-03-10' })).toEqual([a.orderNumber]);
    expect(await numbers({ from: '2026-03-09', to: '2026-03-09' })).toEqual([c.orderNumber]);
    expect(await numbers({ from: '2026-03-09', to: '2026-03-10' })).toEqual(
      [a.orderNumber, c.orderNumber].sort(),
    );
    expect(await numbers({ to: '2026-03-08' })).toEqual([]);
    expect(await numbers({ from: '2026-03-11' })).toEqual([b.orderNumber]);
  });

  it.each([
    [{ sort: 'cheapest' }, ORDER_SEARCH_MSG.sortInvalid],
    [{ city: 'Paris' }, ORDER_SEARCH_MSG.cityInvalid],
    [{ status: 'PENDING,LOST' }, MSG.invalidStatus],
    [{ from: '2026-02-30' }, 'Dates must be YYYY-MM-DD'],
    [{ from: '2026-03-10', to: '2026-03-09' }, ORDER_SEARCH_MSG.fromAfterTo],
    [{ q: 'x'.repeat(101) }, ORDER_SEARCH_MSG.qMax],
    [{ ids: 'not-an-id' }, ORDER_SEARCH_MSG.idsInvalid],
  ])('%j → 400 in the error shape', async (query, message) => {
    const res = await admin.get('/api/admin/orders').query(query).expect(400);
    const body = res.body as { code: string; message: string; statusCode: number };
    expect(body.code).toBe('VALIDATION_FAILED');
    if (!message.startsWith('Dates')) expect(body.message).toBe(message);
  });

  it('a packer finds orders by name or number, never by phone (403)', async () => {
    await createStaff(admin, 'packer1', 'packer');
    const packer = await signedIn(t, 'packer1');
    const byName = await packer.get('/api/admin/orders').query({ q: 'haddad' }).expect(200);
    expect((byName.body as OrderListResponse).total).toBe(1);
    for (const q of ['0501234567', '1234567']) {
      const res = await packer.get('/api/admin/orders').query({ q }).expect(403);
      expectError(res, 403, 'FORBIDDEN_ROLE', STAFF_MSG.forbiddenRole);
    }
    // Confirming is the confirmation desk's: refused for the whole request.
    const confirm = await packer
      .post('/api/admin/orders/bulk')
      .send({ ids: [a.id], action: 'status', status: 'CONFIRMED' })
      .expect(403);
    expectError(confirm, 403, 'FORBIDDEN_ROLE', STAFF_MSG.forbiddenRole);
    // A courier is the packer's to assign.
    const courier = await packer
      .post('/api/admin/orders/bulk')
      .send({ ids: [a.id], action: 'courier', courier: 'Ravi' })
      .expect(200);
    expect((courier.body as BulkOrderResponse).results).toEqual([
      { id: a.id, orderNumber: a.orderNumber, ok: true },
    ]);
    expect(await numbers({ courier: 'Ravi' })).toEqual([a.orderNumber]);
    expect(await numbers({ courier: 'Ravi,Omar' })).toEqual([a.orderNumber]);
  });

  it('bulk status: each order in turn; a refused one (stock, unknown) stops no other', async () => {
    // d is cancelled, then its stock is sold to e: confirming d again would oversell.
    const d = await place(scarce, 'Nasser Refused', '0509990001', 'Fujairah', 2);
    await admin.put(`/api/admin/orders/${d.id}/status`).send({ status: 'CANCELLED' }).expect(200);
    await place(scarce, 'Eve Later', '0509990002', 'Fujairah', 2);
    const unknown = randomUUID();
    const before = (await admin.get('/api/admin/activity').query({ entity: 'order' }).expect(200))
      .body as ActivityListResponse;
    const res = await bulk({
      ids: [a.id, d.id, unknown, c.id],
      action: 'status',
      status: 'CONFIRMED',
      note: 'called, ok',
    }).expect(200);
    const results = (res.body as BulkOrderResponse).results;
    expect(results.map((r) => [r.id, r.ok])).toEqual([
      [a.id, true],
      [d.id, false],
      [unknown, false],
      [c.id, true],
    ]);
    expect(results[1]).toMatchObject({ orderNumber: d.orderNumber, code: 'OUT_OF_STOCK' });
    expect(results[2]).toEqual({
      id: unknown,
      orderNumber: null,
      ok: false,
      code: 'NOT_FOUND',
      message: MSG.orderNotFound,
    });
    expect(await numbers({ status: 'CONFIRMED' })).toEqual(
      [a.orderNumber, b.orderNumber, c.orderNumber].sort(),
    );
    const confirmed = (await admin.get(`/api/admin/orders/${c.id}`).expect(200)).body as Order;
    expect(confirmed.statusHistory.at(-1)).toMatchObject({
      status: 'CONFIRMED',
      note: 'called, ok',
      by: 'admin',
    });
    const after = (await admin.get('/api/admin/activity').query({ entity: 'order' }).expect(200))
      .body as ActivityListResponse;
    expect(after.total - before.total).toBe(2);
  });

  it('bulk cancel puts the stock back as one by one, with the reason', async () => {
    const stock = await stockOf(product.id);
    const res = await bulk({
      filter: { status: ['CONFIRMED'], city: ['Ajman', 'Sharjah'] },
      action: 'status',
      status: 'CANCELLED',
      reason: 'CUSTOMER_CANCELLED',
    }).expect(200);
    const results = (res.body as BulkOrderResponse).results;
    expect(results.map((r) => r.id).sort()).toEqual([a.id, c.id].sort());
    expect(results.every((r) => r.ok)).toBe(true);
    expect(await stockOf(product.id)).toBe(stock + 1 + 2);
    const cancelled = (await admin.get(`/api/admin/orders/${a.id}`).expect(200)).body as Order;
    expect(cancelled.statusHistory.at(-1)).toMatchObject({
      status: 'CANCELLED',
      reason: 'CUSTOMER_CANCELLED',
    });
  });

  it('bulk courier by filter; a courier not in the settings is refused whole (400)', async () => {
    const res = await bulk({ filter: { q: 'haddad' }, action: 'courier', courier: 'Omar' });
    expect(res.status).toBe(200);
    expect((res.body as BulkOrderResponse).results).toEqual([
      { id: b.id, orderNumber: b.orderNumber, ok: true },
    ]);
    expect(await numbers({ courier: 'Omar' })).toEqual([b.orderNumber]);
    const unknown = await bulk({ ids: [b.id], action: 'courier', courier: 'Nobody' }).expect(400);
    expect((unknown.body as { code: string }).code).toBe('VALIDATION_FAILED');
  });

  it.each([
    [{ action: 'status', status: 'CONFIRMED' }, ORDER_SEARCH_MSG.bulkTarget],
    [{ ids: [], action: 'status', status: 'CONFIRMED' }, ORDER_SEARCH_MSG.bulkEmpty],
    [{ ids: ['x'], action: 'status', status: 'CONFIRMED' }, ORDER_SEARCH_MSG.idsInvalid],
    [{ ids: [randomUUID()], action: 'status' }, ORDER_SEARCH_MSG.bulkStatusRequired],
    [{ ids: [randomUUID()], action: 'courier' }, ORDER_SEARCH_MSG.bulkCourierRequired],
    [{ ids: [randomUUID()], action: 'delete' }, ORDER_SEARCH_MSG.bulkActionInvalid],
    [
      { ids: Array.from({ length: 501 }, () => randomUUID()), action: 'courier', courier: 'Ravi' },
      ORDER_SEARCH_MSG.bulkTooMany,
    ],
    [
      { filter: { q: 'nobody at all' }, action: 'courier', courier: 'Ravi' },
      ORDER_SEARCH_MSG.bulkEmpty,
    ],
  ])('bulk %# → 400 %s', async (body, message) => {
    const res = await bulk(body).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message });
  });

  it('a filter matching more than 500 orders is refused (400) and changes nothing', async () => {
    const now = Date.now();
    const rows = Array.from({ length: 501 }, (_, i) => {
      const orderNumber = `FD-BULK-${String(i).padStart(4, '0')}`;
      return Object.assign(new OrderEntity(), {
        id: randomUUID(),
        orderNumber,
        customerName: 'Bulk Filler',
        phone: '+971501110000',
        email: null,
        city: 'Dubai',
        addressLine1: 'Somewhere 1',
        addressLine2: null,
        notes: null,
        subtotalFils: 1000,
        deliveryFils: 0,
        codFeeFils: 0,
        totalFils: 1000,
        status: 'PENDING',
        idempotencyKey: null,
        idempotencyHash: null,
        courier: null,
        remittanceId: null,
        remittedAt: null,
        searchText: orderSearchText('Bulk Filler', orderNumber, '+971501110000'),
        createdAt: new Date(now - i * 1000),
        updatedAt: new Date(now - i * 1000),
      });
    });
    await t.dataSource.getRepository(OrderEntity).insert(rows);
    const res = await bulk({
      filter: { q: 'bulk filler' },
      action: 'status',
      status: 'CONFIRMED',
    }).expect(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: ORDER_SEARCH_MSG.bulkTooMany,
    });
    expect((await list({ q: 'bulk filler', status: 'PENDING', limit: 1 })).total).toBe(501);
  });

  it('exports the selection (ids) or the filter as CSV', async () => {
    const byIds = await admin
      .get('/api/admin/orders/export.csv')
      .query({ ids: `${a.id},${b.id}` })
      .expect(200);
    const lines = (byIds.text as string).trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(byIds.text).toContain(a.orderNumber);
    expect(byIds.text).toContain(b.orderNumber);
    const byName = await admin
      .get('/api/admin/orders/export.csv')
      .query({ q: 'haddad' })
      .expect(200);
    expect((byName.text as string).trim().split('\r\n')).toHaveLength(2);
  });
});
