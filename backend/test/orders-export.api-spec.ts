/** GET /api/admin/orders/export.csv — content, escaping, filters, batches. */
import { PassThrough } from 'node:stream';
import type { Order, PlaceOrderResponse, Product } from '../src/contract';
import { DELIVERY_MSG } from '../src/contract';
import { CSV_HEADER } from '../src/orders/order-csv';
import { OrderExportService } from '../src/orders/order-export.service';
import { parseCsv } from './support/csv';
import { createProduct, useAdminApp } from './support/test-app';

describe('orders CSV export', () => {
  const { t, admin } = useAdminApp(['Hoodies']);
  let hoodie: Product;
  const orders: Order[] = [];
  /** The orders as the export lists them: oldest first, then by id (orders 1 and 2 tie). */
  const exportOrder = () => [
    orders[0],
    ...[orders[1], orders[2]].sort((a, b) => (a.id < b.id ? -1 : 1)),
    ...orders.slice(3),
  ];

  const setCreated = (id: string, iso: string) =>
    t.dataSource.query('UPDATE orders SET createdAt = ? WHERE id = ?', [
      iso.replace('T', ' ').replace('Z', ''),
      id,
    ]);

  beforeAll(async () => {
    hoodie = await createProduct(t, admin, 'HOODIES', {
      title: 'Drip Hoodie, "Acid"',
      priceAED: 149.5,
      sizes: ['M'],
      colors: ['Black'],
      stockQuantity: 100,
    });
    await admin
      .put('/api/admin/settings')
      .send({ deliveryAED: 20, brandTagline: 'x', couriers: ['Ravi'] })
      .expect(200);
    const names = ["=cmd|' /C calc'!A0", 'Layla Haddad', '@Zoë "Z" دبي', 'Omar', 'Sara'];
    for (const name of names) {
      const res = await t
        .http()
        .post('/api/orders')
        .send({
          customerName: name,
          phone: '+971 50 123 4567',
          city: 'Al Ain',
          addressLine1: 'Villa 12, Street 4',
          addressLine2: '-Floor 2',
          items: [{ productId: hoodie.id, size: 'M', color: 'Black', qty: 2 }],
          subtotalAED: 299,
          deliveryAED: 20,
          totalAED: 319,
        })
        .expect(201);
      orders.push((res.body as PlaceOrderResponse).order);
    }
    // Dubai days: the 1st at 00:30 (still Oct 31 in UTC), the 2nd, the 3rd; two share a time.
    await setCreated(orders[0].id, '2026-10-31T20:30:00.000Z');
    await setCreated(orders[1].id, '2026-11-02T10:00:00.000Z');
    await setCreated(orders[2].id, '2026-11-02T10:00:00.000Z');
    await setCreated(orders[3].id, '2026-11-03T19:59:59.999Z');
    await setCreated(orders[4].id, '2026-11-03T20:00:00.000Z'); // Nov 4 in Dubai
    await admin
      .put(`/api/admin/orders/${orders[1].id}/status`)
      .send({ status: 'DELIVERED', courier: 'Ravi' })
      .expect(200);
  });

  it('needs a session', async () => {
    await t.http().get('/api/admin/orders/export.csv').expect(401);
  });

  it('answers a UTF-8 CSV attachment with a BOM, a header and one row per order', async () => {
    const res = await admin
      .get('/api/admin/orders/export.csv?from=2026-11-01&to=2026-11-03')
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
      })
      .expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="orders-2026-11-01-2026-11-03.csv"',
    );
    const text = res.body as string;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(text.slice(1));
    expect(rows[0]).toEqual(CSV_HEADER);
    expect(rows.slice(1).map((r) => r[0])).toEqual(
      exportOrder()
        .slice(0, 4)
        .map((o) => o.orderNumber),
    );
    const row = (order: Order) => rows.find((r) => r[0] === order.orderNumber) as string[];
    const [first, second, third] = [row(orders[0]), row(orders[1]), row(orders[2])];
    expect(first).toEqual([
      orders[0].orderNumber,
      '2026-11-01 00:30',
      'Pending',
      "'=cmd|' /C calc'!A0",
      "'+971501234567",
      'Al Ain',
      // A formula start after a separator a spreadsheet may split on is neutralised too.
      "Villa 12, Street 4, '-Floor 2",
      '2 x Drip Hoodie, "Acid" (M / Black)',
      '299.00',
      '20.00',
      '0.00',
      '319.00',
      '',
      '',
      '0.00',
      '',
    ]);
    expect(second.slice(2, 4)).toEqual(['Delivered', 'Layla Haddad']);
    expect(second[12]).toBe('Ravi');
    expect(third[3]).toBe('\'@Zoë "Z" دبي');
    // The raw text: quoting as RFC 4180 says.
    expect(text).toContain(`,"2 x Drip Hoodie, ""Acid"" (M / Black)",`);
  });

  it('filters by status and by open-ended dates', async () => {
    const rowsOf = async (query: string) =>
      parseCsv(
        (
          await admin
            .get(`/api/admin/orders/export.csv${query}`)
            .buffer(true)
            .parse((r, done) => {
              let s = '';
              r.setEncoding('utf8');
              r.on('data', (c: string) => (s += c));
              r.on('end', () => done(null, s));
            })
            .expect(200)
        ).body.slice(1) as string,
      ).slice(1);
    expect((await rowsOf('?status=DELIVERED')).map((r) => r[0])).toEqual([orders[1].orderNumber]);
    expect((await rowsOf('?from=2026-11-04')).map((r) => r[0])).toEqual([orders[4].orderNumber]);
    expect((await rowsOf('?to=2026-11-01')).map((r) => r[0])).toEqual([orders[0].orderNumber]);
    expect(await rowsOf('')).toHaveLength(5);
    expect(await rowsOf('?status=CANCELLED')).toEqual([]);
  });

  it.each(['?from=2026-13-01', '?to=yesterday', '?from=2026-02-30', '?status=LOST'])(
    '%s → 400',
    async (query) => {
      const res = await admin.get(`/api/admin/orders/export.csv${query}`).expect(400);
      if (!query.startsWith('?status')) {
        expect(res.body).toMatchObject({ message: DELIVERY_MSG.dateInvalid });
      }
    },
  );

  it('reads in batches by (createdAt, id): every order once, ties included', async () => {
    const exporter = t.app.get(OrderExportService);
    for (const batch of [1, 2, 3, 500]) {
      const out = new PassThrough();
      let text = '';
      out.on('data', (c: Buffer) => (text += c.toString('utf8')));
      await exporter.write(out, {}, batch);
      const numbers = parseCsv(text.slice(1))
        .slice(1)
        .map((r) => r[0]);
      expect(numbers).toEqual(exportOrder().map((o) => o.orderNumber));
    }
  });
});
