/**
 * A CSV export cut short (the client goes away mid-download) stops reading and gives
 * its database connection back — on MySQL the streaming connection is destroyed, never left
 * paused in the pool — so many aborted downloads in a row leave the pool as it was.
 */
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { OrderExportService } from '../src/orders/order-export.service';
import { insertRows, placeTemplateOrder } from './support/order-copies';
import { dbKind, useAdminApp } from './support/test-app';

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
  const { t, admin } = useAdminApp();

  beforeAll(async () => {
    const { order, item } = await placeTemplateOrder(t, admin, 'Hoodies');
    // Copies of that order and its line, straight into the tables: enough rows that an abort
    // after the first chunk is mid-query.
    const orders: Record<string, unknown>[] = [];
    const items: Record<string, unknown>[] = [];
    for (let n = 0; n < ORDERS; n += 1) {
      const copy = randomUUID();
      orders.push({ ...order, id: copy, orderNumber: `FD-T${String(n).padStart(6, '0')}` });
      items.push({ ...item, id: randomUUID(), orderId: copy });
    }
    await insertRows(t, 'orders', orders);
    await insertRows(t, 'order_items', items);
  }, 60_000);

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
