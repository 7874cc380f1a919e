/**
 * Orders for the fault tests: a valid checkout body for some products, and the check that a
 * database holds every acknowledged order whole and stock that matches what was sold.
 */
import type { PlaceOrderRequest } from '../../src/contract';

export interface OrderableProduct {
  id: string;
  priceAED: number;
  salePriceAED: number | null;
  sizes: string[];
}

export interface Line {
  product: OrderableProduct;
  qty: number;
}

/** A checkout the server accepts (delivery fee 20 AED, the default setting). */
export function checkoutBody(lines: Line[], customer = 'Crash Test Buyer'): PlaceOrderRequest {
  const subtotal = lines.reduce(
    (sum, l) => sum + Math.round((l.product.salePriceAED ?? l.product.priceAED) * 100) * l.qty,
    0,
  );
  return {
    customerName: customer,
    phone: '+971501234567',
    email: 'buyer@example.com',
    city: 'Dubai',
    addressLine1: 'Villa 12, Al Wasl Road',
    items: lines.map((l) => ({
      productId: l.product.id,
      size: l.product.sizes.length ? l.product.sizes[0] : 'N/A',
      qty: l.qty,
    })),
    subtotalAED: subtotal / 100,
    deliveryAED: 20,
    totalAED: (subtotal + 2000) / 100,
  };
}

/** 1–3 distinct products, 1–3 each. */
export function randomLines(products: OrderableProduct[], random = Math.random): Line[] {
  const pool = [...products].sort(() => random() - 0.5);
  const count = 1 + Math.floor(random() * Math.min(3, pool.length));
  return pool.slice(0, count).map((product) => ({ product, qty: 1 + Math.floor(random() * 3) }));
}

/** An order the API answered 201 for: its number and the lines it was asked for. */
export interface AcknowledgedOrder {
  orderNumber: string;
  lines: Array<{ productId: string; qty: number }>;
}

export type Query = (sql: string) => Promise<Array<Record<string, unknown>>>;

export interface Consistency {
  orders: number;
  items: number;
  /** Problems found; empty when the database is consistent. */
  problems: string[];
}

/**
 * Every acknowledged order is stored with exactly its lines; no order lacks lines or its first
 * status; each product's stock is its start minus everything the stored orders hold.
 */
export async function checkConsistency(
  query: Query,
  acknowledged: AcknowledgedOrder[],
  startStock: Map<string, number>,
): Promise<Consistency> {
  const problems: string[] = [];
  const orders = await query('SELECT id, orderNumber, status FROM orders');
  const items = await query('SELECT orderId, productId, qty FROM order_items');
  const history = await query('SELECT orderId FROM order_status_changes');
  const products = await query('SELECT id, stockQuantity FROM products');

  const byOrder = new Map<string, Array<{ productId: string; qty: number }>>();
  for (const i of items) {
    const list = byOrder.get(String(i.orderId)) ?? [];
    list.push({ productId: String(i.productId), qty: Number(i.qty) });
    byOrder.set(String(i.orderId), list);
  }
  const withHistory = new Set(history.map((h) => String(h.orderId)));
  const byNumber = new Map(orders.map((o) => [String(o.orderNumber), o]));

  for (const o of orders) {
    const id = String(o.id);
    if (!byOrder.get(id)?.length) problems.push(`order ${String(o.orderNumber)} has no lines`);
    if (!withHistory.has(id)) problems.push(`order ${String(o.orderNumber)} has no status history`);
  }
  const key = (lines: Array<{ productId: string; qty: number }>) =>
    lines
      .map((l) => `${l.productId}x${l.qty}`)
      .sort()
      .join(',');
  for (const a of acknowledged) {
    const stored = byNumber.get(a.orderNumber);
    if (!stored) {
      problems.push(`acknowledged order ${a.orderNumber} is missing`);
      continue;
    }
    const lines = byOrder.get(String(stored.id)) ?? [];
    if (key(lines) !== key(a.lines)) {
      problems.push(`order ${a.orderNumber} has lines ${key(lines)}, expected ${key(a.lines)}`);
    }
  }

  const sold = new Map<string, number>();
  const cancelled = new Set(
    orders.filter((o) => o.status === 'CANCELLED').map((o) => String(o.id)),
  );
  for (const i of items) {
    if (cancelled.has(String(i.orderId))) continue;
    sold.set(String(i.productId), (sold.get(String(i.productId)) ?? 0) + Number(i.qty));
  }
  for (const p of products) {
    const start = startStock.get(String(p.id));
    if (start === undefined) continue;
    const expected = start - (sold.get(String(p.id)) ?? 0);
    if (Number(p.stockQuantity) !== expected) {
      problems.push(
        `product ${String(p.id)} has stock ${String(p.stockQuantity)}, expected ${expected}`,
      );
    }
  }
  return { orders: orders.length, items: items.length, problems };
}
