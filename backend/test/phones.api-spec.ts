/**
 * Phones as people type them: the checkout, tracking, blocked numbers, the customer's history
 * and the admin's phone search all read a number through the one normaliser
 * (contract/phone.ts), so a number typed `0501234567`, in Arabic-Indic digits or as `00971…`
 * is the same customer everywhere, stored as `+971XXXXXXXXX`.
 */
import { CONFIRMATION_MSG, MSG } from '../src/contract';
import type {
  Order,
  OrderListResponse,
  PlaceOrderRequest,
  PlaceOrderResponse,
  Product,
  TrackedOrder,
} from '../src/contract';
import { createProduct, expectError, useAdminApp } from './support/test-app';
import type { TestApp } from './support/test-app';

function checkout(product: Product, phone: string): PlaceOrderRequest {
  return {
    customerName: 'Noura Khalifa',
    phone,
    city: 'Dubai',
    addressLine1: 'Flat 12, Marina Gate 1',
    items: [{ productId: product.id, size: 'N/A', qty: 1 }],
    subtotalAED: product.priceAED,
    deliveryAED: 20,
    totalAED: product.priceAED + 20,
  };
}

async function place(t: TestApp, product: Product, phone: string): Promise<PlaceOrderResponse> {
  const res = await t.http().post('/api/orders').send(checkout(product, phone));
  if (res.status !== 201) throw new Error(`place: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as PlaceOrderResponse;
}

describe('phones as people type them', () => {
  const { t, admin } = useAdminApp(['Accessories']);
  let product: Product;

  beforeAll(async () => {
    product = await createProduct(t, admin, 'ACCESSORIES', {
      title: 'Slime Keyring',
      priceAED: 30,
    });
  });

  const storedPhone = async (orderNumber: string) =>
    (
      (await t.dataSource.query('SELECT phone FROM orders WHERE orderNumber = ?', [
        orderNumber,
      ])) as Array<{ phone: string }>
    )[0]?.phone;

  it('places orders typed locally or in Arabic-Indic digits, stored as +971XXXXXXXXX', async () => {
    for (const [typed, stored] of [
      ['0501234567', '+971501234567'],
      ['٠٥٠١٢٣٤٥٦٨', '+971501234568'],
      ['۰۵۰-۱۲۳-۴۵۶۹', '+971501234569'],
      ['+971 0501234560', '+971501234560'],
    ]) {
      const placed = await place(t, product, typed);
      expect(placed.order.phone).toBe(stored);
      expect(await storedPhone(placed.orderNumber)).toBe(stored);
    }
  });

  it('still refuses what does not come down to +971 and nine digits, in the same words', async () => {
    for (const phone of ['501234567', '+44 20 7946 0958', '٠٥٠١٢٣']) {
      const res = await t.http().post('/api/orders').send(checkout(product, phone)).expect(400);
      expect(res.body).toMatchObject({ errors: { phone: MSG.phoneInvalid } });
    }
  });

  it('tracks an order with the phone in any form', async () => {
    const placed = await place(t, product, '0521112233');
    for (const phone of [
      '052 111 2233',
      '+971 52 111 2233',
      '00971521112233',
      '٠٥٢١١١٢٢٣٣',
      '(052) 111-2233',
      '971521112233',
    ]) {
      const res = await t
        .http()
        .get('/api/orders/track')
        .query({ orderNumber: placed.orderNumber, phone })
        .expect(200);
      expect((res.body as TrackedOrder).orderNumber).toBe(placed.orderNumber);
    }
    const wrong = await t
      .http()
      .get('/api/orders/track')
      .query({ orderNumber: placed.orderNumber, phone: '0521112234' })
      .expect(404);
    expect(wrong.body).toMatchObject({ message: MSG.orderNotFoundTitle });
  });

  it('a number blocked as 00971… refuses the order typed 050…; unblocked in Arabic digits', async () => {
    await admin.post('/api/admin/blocked-phones').send({ phone: '00971 55 444 3322' }).expect(201);
    for (const phone of ['0554443322', '٠٥٥٤٤٤٣٣٢٢', '+971 55 444 3322']) {
      const res = await t.http().post('/api/orders').send(checkout(product, phone)).expect(403);
      expectError(res, 403, 'PHONE_BLOCKED', CONFIRMATION_MSG.phoneBlocked);
    }
    const again = await admin
      .post('/api/admin/blocked-phones')
      .send({ phone: '055-444-3322' })
      .expect(409);
    expect(again.body).toMatchObject({ code: 'PHONE_ALREADY_BLOCKED' });
    await admin
      .delete(`/api/admin/blocked-phones/${encodeURIComponent('٠٥٥ ٤٤٤ ٣٣٢٢')}`)
      .expect(204);
    await place(t, product, '0554443322');
  });

  it("the customer's history and the admin's phone search find every form", async () => {
    const first = await place(t, product, '0567778899');
    await place(t, product, '٠٥٦٧٧٧٨٨٩٩');
    await place(t, product, '+971 56 777 8899');
    for (const phone of ['0567778899', '٠٥٦ ٧٧٧ ٨٨٩٩', '00971567778899', '+971 056 777 8899']) {
      const list = (await admin.get('/api/admin/orders').query({ phone }).expect(200))
        .body as OrderListResponse;
      expect(list.total).toBe(3);
      expect(new Set(list.orders.map((o) => o.phone))).toEqual(new Set(['+971567778899']));
    }
    const order = (await admin.get(`/api/admin/orders/${first.order.id}`).expect(200))
      .body as Order;
    expect(order.customer?.orderCount).toBe(3);
    const bad = await admin.get('/api/admin/orders').query({ phone: '056 777' }).expect(400);
    expect(bad.body).toMatchObject({ message: MSG.phoneInvalid });
  });
});
