import { LIMITS, MSG } from '../src/contract';
import type {
  Order,
  PlaceOrderRequest,
  PlaceOrderResponse,
  Product,
  StockConflictBody,
  TotalsConflictBody,
} from '../src/contract';
import { createProduct, dbKind, useAdminApp, postOrder } from './support/test-app';

describe('orders: placing, stock, statuses', () => {
  const { t, admin } = useAdminApp(['Hoodies']);
  let hoodie: Product; // sizes and colours, on sale
  let cap: Product; // no sizes

  beforeAll(async () => {
    hoodie = await createProduct(t, admin, 'HOODIES', {
      title: 'Toxic Drip Hoodie',
      priceAED: 199,
      salePriceAED: 149.5,
      sizes: ['S', 'M', 'L'],
      colors: ['Black', 'Purple'],
      stockQuantity: 20,
    });
    cap = await createProduct(t, admin, 'HOODIES', {
      title: 'Skull Cap',
      priceAED: 60,
      stockQuantity: 20,
    });
  });

  const stockOf = async (id: string) =>
    ((await t.http().get(`/api/products/${id}`).expect(200)).body as Product).stockQuantity;
  const orderCount = async () =>
    ((await admin.get('/api/admin/orders').expect(200)).body as { total: number }).total;

  /** A valid checkout for the given lines with the right figures (delivery 20 AED). */
  function checkout(
    lines: Array<{ product: Product; qty: number; size?: string; color?: string }>,
    overrides: Partial<PlaceOrderRequest> = {},
  ): PlaceOrderRequest {
    const subtotal = lines.reduce(
      (sum, l) => sum + Math.round((l.product.salePriceAED ?? l.product.priceAED) * 100) * l.qty,
      0,
    );
    return {
      customerName: 'Layla Haddad',
      phone: '+971 50 123 4567',
      email: 'layla@example.com',
      city: 'Dubai',
      addressLine1: 'Villa 12, Street 4, Jumeirah',
      addressLine2: '',
      notes: 'Call before coming',
      items: lines.map((l) => ({
        productId: l.product.id,
        size: l.size ?? (l.product.sizes.length ? l.product.sizes[0] : 'N/A'),
        color: l.color,
        qty: l.qty,
      })),
      subtotalAED: subtotal / 100,
      deliveryAED: 20,
      totalAED: (subtotal + 2000) / 100,
      ...overrides,
    };
  }

  it('places an order: server prices, stock taken, normalised phone, PENDING history', async () => {
    const before = { hoodie: await stockOf(hoodie.id), cap: await stockOf(cap.id) };
    const body = checkout([
      { product: hoodie, qty: 2, size: 'M', color: 'Black' },
      { product: cap, qty: 1 },
    ]);
    const res = await postOrder(t, body).expect(201);
    const placed = res.body as PlaceOrderResponse;
    expect(placed.orderNumber).toMatch(/^FD-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(placed.order.orderNumber).toBe(placed.orderNumber);
    expect(placed.order).toMatchObject({
      customerName: 'Layla Haddad',
      phone: '+971501234567',
      email: 'layla@example.com',
      city: 'Dubai',
      addressLine2: null,
      notes: 'Call before coming',
      subtotalAED: 359,
      deliveryAED: 20,
      totalAED: 379,
      status: 'PENDING',
    });
    expect(placed.order.items).toEqual([
      {
        productId: hoodie.id,
        title: 'Toxic Drip Hoodie',
        image: hoodie.images[0],
        size: 'M',
        color: 'Black',
        qty: 2,
        priceAED: 149.5,
        lineTotalAED: 299,
      },
      {
        productId: cap.id,
        title: 'Skull Cap',
        image: cap.images[0],
        size: 'N/A',
        color: null,
        qty: 1,
        priceAED: 60,
        lineTotalAED: 60,
      },
    ]);
    expect(placed.order.statusHistory).toEqual([{ status: 'PENDING', at: placed.order.createdAt }]);
    expect(await stockOf(hoodie.id)).toBe(before.hoodie - 2);
    expect(await stockOf(cap.id)).toBe(before.cap - 1);

    const fetched = await admin.get(`/api/admin/orders/${placed.order.id}`).expect(200);
    // The admin's order also says why and by whom (null here), the customer's record, and the
    // language and WhatsApp consent (a spec client sends neither: English, no consent).
    expect(placed.order).not.toHaveProperty('language');
    expect(fetched.body).toEqual({
      ...placed.order,
      language: 'en',
      whatsappConsent: false,
      statusHistory: [
        { status: 'PENDING', at: placed.order.createdAt, reason: null, note: null, by: null },
      ],
      customer: {
        orderCount: 1,
        deliveredCount: 0,
        cancelledCount: 0,
        refusedCount: 0,
        blocked: false,
      },
    });
  });

  it('accepts cart lines carrying display fields but never their prices', async () => {
    const body = checkout([{ product: cap, qty: 1 }]);
    const items = body.items.map((i) => ({
      ...i,
      title: 'Fake',
      priceAED: 0.01,
      image: 'x',
      slug: 'y',
    }));
    const res = await postOrder(t, { ...body, items }).expect(201);
    expect((res.body as PlaceOrderResponse).order.items[0]).toMatchObject({
      title: 'Skull Cap',
      priceAED: 60,
    });
  });

  it('refuses tampered totals with 409 and the current figures, storing nothing', async () => {
    const orders = await orderCount();
    const stock = await stockOf(hoodie.id);
    for (const tamper of [
      { subtotalAED: 1, totalAED: 21 },
      { deliveryAED: 0, totalAED: 149.5 },
      { totalAED: 1 },
    ]) {
      const body = checkout([{ product: hoodie, qty: 1, size: 'S' }], tamper);
      const res = await postOrder(t, body).expect(409);
      const conflict = res.body as TotalsConflictBody;
      expect(conflict.code).toBe('TOTALS_CHANGED');
      expect(conflict.message).toBe(MSG.totalsChanged);
      expect(conflict.current).toEqual({
        items: [
          {
            productId: hoodie.id,
            size: 'S',
            color: null,
            qty: 1,
            title: 'Toxic Drip Hoodie',
            priceAED: 149.5,
            available: stock,
          },
        ],
        subtotalAED: 149.5,
        deliveryAED: 20,
        totalAED: 169.5,
      });
    }
    expect(await orderCount()).toBe(orders);
    expect(await stockOf(hoodie.id)).toBe(stock);
  });

  it('follows the delivery fee from the settings', async () => {
    const settings = (await t.http().get('/api/settings').expect(200)).body as Record<
      string,
      unknown
    >;
    await admin
      .put('/api/admin/settings')
      .send({ ...settings, deliveryAED: 35.25 })
      .expect(200);
    try {
      const stale = checkout([{ product: cap, qty: 1 }]);
      const res = await postOrder(t, stale).expect(409);
      expect((res.body as TotalsConflictBody).current).toMatchObject({
        deliveryAED: 35.25,
        totalAED: 95.25,
      });
      const fresh = { ...stale, deliveryAED: 35.25, totalAED: 95.25 };
      const placed = await postOrder(t, fresh).expect(201);
      expect((placed.body as PlaceOrderResponse).order.deliveryAED).toBe(35.25);
    } finally {
      await admin
        .put('/api/admin/settings')
        .send({ ...settings, deliveryAED: 20 })
        .expect(200);
    }
  });

  it.each([
    ['0', 0],
    ['-1', -1],
    ['1.5', 1.5],
    ['the string "2"', '2'],
    ['11', 11],
    ['1e9', 1e9],
    ['missing', undefined],
  ])('refuses quantity %s with 400', async (_label, qty) => {
    const orders = await orderCount();
    const body = checkout([{ product: cap, qty: 1 }]);
    const item: Record<string, unknown> = { ...body.items[0], qty };
    if (qty === undefined) delete item.qty;
    const res = await postOrder(t, { ...body, items: [item] }).expect(400);
    expect(res.body).toMatchObject({
      message: MSG.qtyInvalid,
      errors: { 'items.0.qty': MSG.qtyInvalid },
    });
    expect(await orderCount()).toBe(orders);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a one-letter name', { customerName: 'A' }, 'customerName', MSG.nameMin],
    ['a blank name', { customerName: '   ' }, 'customerName', MSG.nameMin],
    ['a missing name', { customerName: undefined }, 'customerName', MSG.nameMin],
    ['a non-UAE phone', { phone: '+44 20 1234 5678' }, 'phone', MSG.phoneInvalid],
    ['a short phone', { phone: '+971 50 123 456' }, 'phone', MSG.phoneInvalid],
    ['a phone without country code or trunk 0', { phone: '501234567' }, 'phone', MSG.phoneInvalid],
    ['a bad email', { email: 'not-an-email' }, 'email', MSG.emailInvalid],
    ['an unknown city', { city: 'Paris' }, 'city', MSG.cityRequired],
    ['no city', { city: '' }, 'city', MSG.cityRequired],
    ['a short address', { addressLine1: 'Abc' }, 'addressLine1', MSG.addressMin],
    [
      'an over-long name',
      { customerName: 'x'.repeat(101) },
      'customerName',
      'Name must be at most 100 characters',
    ],
    [
      'over-long notes',
      { notes: 'x'.repeat(501) },
      'notes',
      'Notes must be at most 500 characters',
    ],
    [
      'an over-long address line 2',
      { addressLine2: 'x'.repeat(201) },
      'addressLine2',
      'Address line 2 must be at most 200 characters',
    ],
    ['no items', { items: [] }, 'items', MSG.cartEmptyTitle],
    ['items missing', { items: undefined }, 'items', MSG.cartEmptyTitle],
  ])('refuses %s with the checkout message', async (_label, patch, field, message) => {
    const body: Record<string, unknown> = { ...checkout([{ product: cap, qty: 1 }]), ...patch };
    for (const key of Object.keys(patch)) if (patch[key] === undefined) delete body[key];
    const res = await postOrder(t, body).expect(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors[field]).toBe(message);
  });

  it('accepts spaced and unspaced phones, an empty email, and no optional fields', async () => {
    for (const phone of ['+971501112222', '+971 50 111 2222', ' +971 50 1112222 ']) {
      const body = checkout([{ product: cap, qty: 1 }], { phone, email: '' });
      const res = await postOrder(t, body).expect(201);
      expect((res.body as PlaceOrderResponse).order).toMatchObject({
        phone: '+971501112222',
        email: null,
      });
    }
    const {
      email: _e,
      addressLine2: _a,
      notes: _n,
      ...minimal
    } = checkout([{ product: cap, qty: 1 }]);
    await postOrder(t, minimal).expect(201);
  });

  it('refuses more than 50 lines', async () => {
    const body = checkout([{ product: cap, qty: 1 }]);
    const items = Array.from({ length: LIMITS.maxOrderLines + 1 }, () => body.items[0]);
    const res = await postOrder(t, { ...body, items }).expect(400);
    expect(res.body.message).toBe(MSG.tooManyLines);
  });

  it('names an unknown product, size or colour (400)', async () => {
    const orders = await orderCount();
    const missing = '00000000-0000-4000-8000-000000000000';
    const unknown = checkout([{ product: cap, qty: 1 }]);
    unknown.items[0].productId = missing;
    let res = await postOrder(t, unknown).expect(400);
    expect(res.body).toMatchObject({
      message: MSG.unknownProduct(missing),
      errors: { 'items.0.productId': MSG.unknownProduct(missing) },
    });

    res = await postOrder(t, checkout([{ product: hoodie, qty: 1, size: 'XXL' }])).expect(400);
    expect(res.body.message).toBe(MSG.unknownSize('Toxic Drip Hoodie', 'XXL'));
    res = await postOrder(t, checkout([{ product: hoodie, qty: 1, size: 'N/A' }])).expect(400);
    expect(res.body.message).toBe(MSG.unknownSize('Toxic Drip Hoodie', 'N/A'));
    res = await postOrder(t, checkout([{ product: cap, qty: 1, size: 'M' }])).expect(400);
    expect(res.body.message).toBe(MSG.unknownSize('Skull Cap', 'M'));
    res = await postOrder(
      t,
      checkout([{ product: hoodie, qty: 1, size: 'M', color: 'Green' }]),
    ).expect(400);
    expect(res.body).toMatchObject({
      message: MSG.unknownColor('Toxic Drip Hoodie', 'Green'),
      errors: { 'items.0.color': MSG.unknownColor('Toxic Drip Hoodie', 'Green') },
    });
    res = await postOrder(t, checkout([{ product: cap, qty: 1, color: 'Black' }])).expect(400);
    expect(res.body.message).toBe(MSG.unknownColor('Skull Cap', 'Black'));
    expect(await orderCount()).toBe(orders);
  });

  it('refuses more than the stock with 409 naming the product and what is left, counting duplicate lines together', async () => {
    const product = await createProduct(t, admin, 'HOODIES', {
      title: 'Rare Tee',
      priceAED: 80,
      stockQuantity: 3,
    });
    const other = await stockOf(cap.id);
    const orders = await orderCount();
    // 2 + 2 of the same product in two lines, plus another product that has stock.
    const body = checkout([
      { product: cap, qty: 1 },
      { product, qty: 2 },
      { product, qty: 2 },
    ]);
    const res = await postOrder(t, body).expect(409);
    const conflict = res.body as StockConflictBody;
    expect(conflict).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: MSG.notEnoughStock('Rare Tee', 3),
      productId: product.id,
      available: 3,
    });
    expect(await stockOf(product.id)).toBe(3);
    expect(await stockOf(cap.id)).toBe(other); // rolled back with the rest
    expect(await orderCount()).toBe(orders);

    await postOrder(t, checkout([{ product, qty: 3 }])).expect(201);
    const out = await postOrder(t, checkout([{ product, qty: 1 }])).expect(409);
    expect(out.body.message).toBe(MSG.notEnoughStock('Rare Tee', 0));
  });

  it('sells exactly the stock to 30 concurrent single-unit orders', async () => {
    const product = await createProduct(t, admin, 'HOODIES', {
      title: `Drop ${dbKind()}`,
      priceAED: 50,
      stockQuantity: 5,
    });
    const before = await orderCount();
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t
          .http()
          .post('/api/orders')
          .send(checkout([{ product, qty: 1 }], { customerName: `Buyer ${i}` })),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(25);
    for (const r of results.filter((x) => x.status === 409)) {
      expect(r.body.message).toBe(MSG.notEnoughStock(product.title, 0));
    }
    expect(await stockOf(product.id)).toBe(0);
    expect(await orderCount()).toBe(before + 5);
    const [{ min }] = await t.dataSource.query(`SELECT MIN(stockQuantity) AS min FROM products`);
    expect(Number(min)).toBeGreaterThanOrEqual(0);
  });

  it('returns the first order for a retry with the same Idempotency-Key, also when concurrent', async () => {
    const stock = await stockOf(cap.id);
    const orders = await orderCount();
    const body = checkout([{ product: cap, qty: 2 }]);
    const first = await postOrder(t, body, 'retry-key-1').expect(201);
    const again = await postOrder(t, body, 'retry-key-1').expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.orderNumber).toBe(first.body.orderNumber);
    expect(again.body.order.id).toBe(first.body.order.id);

    const racing = await Promise.all(
      Array.from({ length: 6 }, () => postOrder(t, body, 'race-key-2')),
    );
    expect(racing.map((r) => r.status)).toEqual(Array(6).fill(201));
    expect(new Set(racing.map((r) => r.body.orderNumber)).size).toBe(1);

    expect(await orderCount()).toBe(orders + 2);
    expect(await stockOf(cap.id)).toBe(stock - 4);

    await postOrder(t, body, 'x'.repeat(101)).expect(400);
  });

  describe('status changes', () => {
    let product: Product;
    let order: Order;
    beforeAll(async () => {
      product = await createProduct(t, admin, 'HOODIES', {
        title: 'Status Tee',
        priceAED: 70,
        stockQuantity: 4,
      });
      order = (
        (await postOrder(t, checkout([{ product, qty: 3 }])).expect(201)).body as PlaceOrderResponse
      ).order;
    });
    const setStatus = (status: string) =>
      admin.put(`/api/admin/orders/${order.id}/status`).send({ status });

    it('records every change with its time and keeps updatedAt', async () => {
      const res = await setStatus('CONFIRMED').expect(200);
      const updated = res.body as Order;
      expect(updated.status).toBe('CONFIRMED');
      expect(updated.statusHistory.map((h) => h.status)).toEqual(['PENDING', 'CONFIRMED']);
      expect(updated.updatedAt >= order.updatedAt).toBe(true);
      expect(updated.updatedAt).toBe(updated.statusHistory[1].at);
      // The same status again changes nothing.
      const same = (await setStatus('CONFIRMED').expect(200)).body as Order;
      expect(same.statusHistory).toHaveLength(2);
      expect(same.updatedAt).toBe(updated.updatedAt);
      expect(await stockOf(product.id)).toBe(1);
    });

    it('refuses an unknown status', async () => {
      for (const status of ['SHIPPED', '', 'pending', 5]) {
        const res = await setStatus(status as string).expect(400);
        expect(res.body.message).toBe(MSG.invalidStatus);
      }
      await admin
        .put('/api/admin/orders/00000000-0000-4000-8000-000000000000/status')
        .send({ status: 'CONFIRMED' })
        .expect(404);
    });

    it('cancelling restores the stock; reactivating takes it again, or answers 409 when it is gone', async () => {
      await setStatus('CANCELLED').expect(200);
      expect(await stockOf(product.id)).toBe(4);
      await setStatus('OUT_FOR_DELIVERY').expect(200);
      expect(await stockOf(product.id)).toBe(1);
      await setStatus('CANCELLED').expect(200);
      expect(await stockOf(product.id)).toBe(4);

      // Someone else buys 2: only 2 left, the cancelled order needs 3.
      await postOrder(t, checkout([{ product, qty: 2 }])).expect(201);
      const res = await setStatus('PENDING').expect(409);
      expect(res.body).toMatchObject({
        code: 'OUT_OF_STOCK',
        message: MSG.notEnoughStock('Status Tee', 2),
        productId: product.id,
        available: 2,
      });
      const unchanged = (await admin.get(`/api/admin/orders/${order.id}`).expect(200))
        .body as Order;
      expect(unchanged.status).toBe('CANCELLED');
      expect(unchanged.statusHistory.map((h) => h.status)).toEqual([
        'PENDING',
        'CONFIRMED',
        'CANCELLED',
        'OUT_FOR_DELIVERY',
        'CANCELLED',
      ]);
      expect(await stockOf(product.id)).toBe(2);
    });

    it('delivered and cancelled orders keep stock moves consistent with deletion', async () => {
      const fresh = await createProduct(t, admin, 'HOODIES', {
        title: 'Delete Tee',
        priceAED: 10,
        stockQuantity: 10,
      });
      const place = async (qty: number) =>
        (
          (await postOrder(t, checkout([{ product: fresh, qty }])).expect(201))
            .body as PlaceOrderResponse
        ).order;
      const pending = await place(1);
      const delivered = await place(2);
      const cancelled = await place(3);
      expect(await stockOf(fresh.id)).toBe(4);
      await admin
        .put(`/api/admin/orders/${delivered.id}/status`)
        .send({ status: 'DELIVERED' })
        .expect(200);
      await admin
        .put(`/api/admin/orders/${cancelled.id}/status`)
        .send({ status: 'CANCELLED' })
        .expect(200);
      expect(await stockOf(fresh.id)).toBe(7);

      await admin.delete(`/api/admin/orders/${pending.id}`).expect(204);
      expect(await stockOf(fresh.id)).toBe(8); // restored
      await admin.delete(`/api/admin/orders/${delivered.id}`).expect(204);
      expect(await stockOf(fresh.id)).toBe(8); // delivered: sold
      await admin.delete(`/api/admin/orders/${cancelled.id}`).expect(204);
      expect(await stockOf(fresh.id)).toBe(8); // already restored
      await admin.get(`/api/admin/orders/${pending.id}`).expect(404);
      await admin.delete(`/api/admin/orders/${pending.id}`).expect(404);
      const [{ n }] = await t.dataSource.query(
        `SELECT COUNT(*) AS n FROM order_items WHERE orderId IN (?, ?, ?)`,
        [pending.id, delivered.id, cancelled.id],
      );
      expect(Number(n)).toBe(0);
    });

    it('cancelling an order whose product was deleted still works', async () => {
      const gone = await createProduct(t, admin, 'HOODIES', {
        title: 'Gone Tee',
        priceAED: 10,
        stockQuantity: 5,
      });
      const o = (
        (await postOrder(t, checkout([{ product: gone, qty: 1 }])).expect(201))
          .body as PlaceOrderResponse
      ).order;
      await admin.delete(`/api/admin/products/${gone.id}`).expect(204);
      const res = await admin
        .put(`/api/admin/orders/${o.id}/status`)
        .send({ status: 'CANCELLED' })
        .expect(200);
      expect(res.body.items[0]).toMatchObject({ productId: null, title: 'Gone Tee' });
      await admin.put(`/api/admin/orders/${o.id}/status`).send({ status: 'PENDING' }).expect(200);
    });
  });

  it('answers 401 on every admin order route without a session', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const anon = t.http();
    for (const [method, path] of [
      ['get', '/api/admin/orders'],
      ['get', `/api/admin/orders/${id}`],
      ['put', `/api/admin/orders/${id}/status`],
      ['delete', `/api/admin/orders/${id}`],
      ['get', '/api/admin/stats'],
    ] as const) {
      const res = await anon[method](path).send({ status: 'CONFIRMED' });
      expect({ path, status: res.status }).toEqual({ path, status: 401 });
      expect(res.body.message).toBe(MSG.notSignedIn);
    }
  });
});
