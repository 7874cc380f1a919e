/**
 * Many orders for the tests that need thousands (the cash screen's pages, aborted CSV
 * downloads): one order is placed through the API, then copied straight into the tables, a
 * few hundred rows per statement, instead of placing each one.
 */
import type TestAgent from 'supertest/lib/agent';
import type { PlaceOrderResponse } from '../../src/contract';
import { createCategory, createProduct, dbKind } from './test-app';
import type { TestApp } from './test-app';

type Row = Record<string, unknown>;

/** Places one order of one product (100 AED, delivery 20) and reads back its order and line rows. */
export async function placeTemplateOrder(
  t: TestApp,
  admin: TestAgent,
  category: string,
): Promise<{ order: Row; item: Row }> {
  await createCategory(admin, category);
  const slug = category.toUpperCase();
  const product = await createProduct(t, admin, slug, { priceAED: 100, stockQuantity: 10 });
  const placed = await t
    .http()
    .post('/api/orders')
    .send({
      customerName: 'Layla',
      phone: '+971 50 123 4567',
      city: 'Dubai',
      addressLine1: 'Villa 12',
      items: [{ productId: product.id, size: product.sizes[0] ?? 'N/A', qty: 1 }],
      subtotalAED: 100,
      deliveryAED: 20,
      totalAED: 120,
    })
    .expect(201);
  const id = (placed.body as PlaceOrderResponse).order.id;
  const [order] = (await t.dataSource.query('SELECT * FROM orders WHERE id = ?', [id])) as Row[];
  const [item] = (await t.dataSource.query('SELECT * FROM order_items WHERE orderId = ?', [
    id,
  ])) as Row[];
  return { order, item };
}

/** Inserts rows that all have the template's columns, `batch` rows per statement. */
export async function insertRows(
  t: TestApp,
  table: 'orders' | 'order_items',
  rows: Row[],
  batch = 250,
): Promise<void> {
  if (rows.length === 0) return;
  const cols = Object.keys(rows[0]);
  const quote = (c: string) => (dbKind() === 'mysql' ? `\`${c}\`` : `"${c}"`);
  const tuple = `(${cols.map(() => '?').join(', ')})`;
  for (let from = 0; from < rows.length; from += batch) {
    const part = rows.slice(from, from + batch);
    await t.dataSource.query(
      `INSERT INTO ${table} (${cols.map(quote).join(', ')}) VALUES ${part.map(() => tuple).join(', ')}`,
      part.flatMap((row) => cols.map((c) => row[c])),
    );
  }
}
