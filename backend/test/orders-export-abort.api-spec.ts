/**
 * Issue #16: a CSV export cut short (the client goes away mid-download) stops reading and gives
 * its database connection back — on MySQL the streaming connection is destroyed, never left
 * paused in the pool — so many aborted downloads in a row leave the pool as it was.
 */
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { PlaceOrderResponse } from '../src/contract';
import { OrderExportService } from '../src/orders/order-export.service';
import { createCategory, createProduct, createTestApp, dbKind } from './support/test-app';
import type { TestApp } from './support/test-app';

const ORDERS = 3000;

/** A response whose client leaves after `keep` writes: it takes them slowly, then is destroyed. */
function leavingClient(keep: number): { out: Writable; written: () => number } {
  let writes = 0;
  const out = new Writable({
    highWaterMark: 1,
    write(_chunk, _encoding, callback) {
      writes += 1;
      if (writes >= keep) setImmediate(() => out.destroy());
      else setImmediate(callback);
    },
  });
  out.on('error', () => undefined);
  return { out, written: () => writes };
}

type MysqlPool = { _allConnections: { length: number }; _freeConnections: { length: number } };

describe('orders CSV export: aborted downloads', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await t.admin();
    await createCategory(admin, 'Hoodies');
    const hoodie = await createProduct(t, admin, 'HOODIES', { priceAED: 100, stockQuantity: 10 });
    const placed = await t
      .http()
      .post('/api/orders')
      .send({
        customerName: 'Layla',
        phone: '+971 50 123 4567',
        city: 'Dubai',
        addressLine1: 'Villa 12',
        items: [{ productId: hoodie.id, size: hoodie.sizes[0] ?? 'N/A', qty: 1 }],
        subtotalAED: 100,
        deliveryAED: 20,
        totalAED: 120,
      })
      .expect(201);
    const id = (placed.body as PlaceOrderResponse).order.id;
    // Copies of that order and its line, straight into the tables: enough rows that an abort
    // after the first chunk is mid-query.
    const [order] = (await t.dataSource.query('SELECT * FROM orders WHERE id = ?', [id])) as Record<
      string,
      unknown
    >[];
    const [item] = (await t.dataSource.query('SELECT * FROM order_items WHERE orderId = ?', [
      id,
    ])) as Record<string, unknown>[];
    const orderCols = Object.keys(order);
    const itemCols = Object.keys(item);
    const quote = (c: string) => (dbKind() === 'mysql' ? `\`${c}\`` : `"${c}"`);
    for (let from = 0; from < ORDERS; from += 250) {
      const orders: unknown[] = [];
      const items: unknown[] = [];
      for (let n = from; n < from + 250; n += 1) {
        const copy = randomUUID();
        orders.push(
          ...orderCols.map((c) =>
            c === 'id'
              ? copy
              : c === 'orderNumber'
                ? `FD-T${String(n).padStart(6, '0')}`
                : order[c],
          ),
        );
        items.push(
          ...itemCols.map((c) => (c === 'id' ? randomUUID() : c === 'orderId' ? copy : item[c])),
        );
      }
      const rows = (cols: string[], count: number) =>
        Array(count)
          .fill(`(${cols.map(() => '?').join(', ')})`)
          .join(', ');
      await t.dataSource.query(
        `INSERT INTO orders (${orderCols.map(quote).join(', ')}) VALUES ${rows(orderCols, 250)}`,
        orders,
      );
      await t.dataSource.query(
        `INSERT INTO order_items (${itemCols.map(quote).join(', ')}) VALUES ${rows(itemCols, 250)}`,
        items,
      );
    }
  }, 60_000);

  afterAll(() => t.close());

  it('stops reading and keeps the pool whole after many aborts in a row', async () => {
    const exporter = t.app.get(OrderExportService);
    const pool = (t.dataSource.driver as unknown as { pool?: MysqlPool }).pool;
    for (let n = 0; n < 15; n += 1) {
      const { out, written } = leavingClient(3);
      await exporter.write(out, {}, 50);
      expect(out.destroyed).toBe(true);
      expect(written()).toBe(3); // the header and two chunks of 50, of 3,001 orders
    }
    // More aborts than the pool has connections, and the database still answers at once.
    const [row] = (await t.dataSource.query('SELECT COUNT(*) AS n FROM orders')) as {
      n: number | string;
    }[];
    expect(Number(row.n)).toBe(ORDERS + 1);
    if (dbKind() === 'mysql' && pool) {
      expect(pool._allConnections.length).toBe(pool._freeConnections.length);
      expect(pool._allConnections.length).toBeLessThanOrEqual(10);
    }
  });

  it('still exports everything when the client stays', async () => {
    const exporter = t.app.get(OrderExportService);
    let text = '';
    const out = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        text += chunk.toString('utf8');
        setImmediate(callback);
      },
    });
    await exporter.write(out, {}, 50);
    // The last chunks may still wait in the sink's buffer: end it as the controller does.
    out.end();
    await finished(out);
    expect(text.split('\r\n').length - 2).toBe(ORDERS + 1);
  });
});
