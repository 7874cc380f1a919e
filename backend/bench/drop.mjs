/**
 * The drop: one product with 50 units, `shoppers` customers each POST /api/orders for one unit
 * at the same moment, each on its own connection, with a valid body priced with the server's
 * current figures. Exactly 50 must get 201, every other one 409 with the contract's stock message,
 * and none a 5xx.
 *
 * Connections: `cold` (each shopper opens a new connection in the same tick as the others, so
 * the server also accepts 500 connections at once) or `warm` (each shopper's keep-alive
 * connection was opened before by a GET of the product page, then all POSTs leave in one
 * tick: shoppers already on the page, as behind nginx's keep-alive upstream pool).
 */
import { Agent, get as httpGet } from 'node:http';
import { randomBytes } from 'node:crypto';
import { send } from './send.mjs';

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;

/**
 * `product` {slug}; `expectedMessage(title)`: the contract's 409 text for a sold-out product.
 * Returns counts, latency percentiles and whether the drop behaved.
 */
/** GET `path` on `agent`'s connection and read the answer to its end (opens the connection). */
function open(agent, base, path) {
  return new Promise((resolve) => {
    httpGet(`${base}${path}`, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    }).on('error', () => resolve(0));
  });
}

export async function runDrop(
  base,
  { slug, shoppers = 500, units = 50, expectedMessage, connections = 'cold' },
) {
  const product = await (await fetch(`${base}/api/products/${slug}`)).json();
  const settings = await (await fetch(`${base}/api/settings`)).json();
  if (product.stockQuantity !== units) {
    throw new Error(`drop product ${slug} has ${product.stockQuantity} units, expected ${units}`);
  }
  const unit = product.salePriceAED ?? product.priceAED;
  const total = Math.round((unit + settings.deliveryAED) * 100) / 100;
  const tag = randomBytes(4).toString('hex');
  const bodies = Array.from({ length: shoppers }, (_, i) => ({
    customerName: `Drop Shopper ${i + 1}`,
    phone: `+971 50 ${String(1000000 + i).slice(0, 3)} ${String(1000000 + i).slice(3)}`,
    email: `shopper${i + 1}@example.com`,
    city: 'Dubai',
    addressLine1: `Villa ${i + 1}, Street 12, Jumeirah 1`,
    items: [
      {
        productId: product.id,
        size: product.sizes[0] ?? 'N/A',
        color: product.colors[0] ?? null,
        qty: 1,
      },
    ],
    subtotalAED: unit,
    deliveryAED: settings.deliveryAED,
    totalAED: total,
  }));

  // Every shopper on a connection of their own, all sent in the same tick.
  const warm = connections === 'warm';
  const agents = warm
    ? bodies.map(() => new Agent({ keepAlive: true, maxSockets: 1, keepAliveMsecs: 60_000 }))
    : [new Agent({ keepAlive: false, maxSockets: Infinity })];
  if (warm) {
    // 50 at a time, so opening them is no burst of its own; the server keeps them (keep-alive).
    for (let i = 0; i < agents.length; i += 50) {
      const opened = await Promise.all(
        agents.slice(i, i + 50).map((a) => open(a, base, `/api/products/${slug}`)),
      );
      if (opened.some((status) => status !== 200)) throw new Error('warm-up GET failed');
    }
  }
  const startedUs = Number(process.hrtime.bigint() / 1000n);
  const started = performance.now();
  const results = await Promise.all(
    bodies.map((body, i) =>
      send(agents[warm ? i : 0], base, 'POST', '/api/orders', body, {
        'Idempotency-Key': `drop-${tag}-${i}`,
      }),
    ),
  );
  const wallMs = performance.now() - started;
  const window = [startedUs, Number(process.hrtime.bigint() / 1000n)];
  for (const agent of agents) agent.destroy();

  const expected = expectedMessage(product.title);
  const byStatus = {};
  const otherMessages = new Map();
  for (const r of results) {
    byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
    if (r.status === 409 && r.body?.message !== expected) {
      const m = String(r.body?.message);
      otherMessages.set(m, (otherMessages.get(m) ?? 0) + 1);
    }
  }
  const after = await (await fetch(`${base}/api/products/${slug}`)).json();
  const sorted = results.map((r) => r.ms).sort((a, b) => a - b);
  const created = byStatus[201] ?? 0;
  const conflicts = byStatus[409] ?? 0;
  const serverErrors = results.filter((r) => r.status >= 500 || r.status === 0).length;
  const problems = [];
  if (created !== units) problems.push(`${created} orders placed, expected ${units}`);
  if (conflicts !== shoppers - units) {
    problems.push(`${conflicts} answers were 409, expected ${shoppers - units}`);
  }
  if (serverErrors) problems.push(`${serverErrors} answers were 5xx or failed connections`);
  for (const [message, count] of otherMessages) {
    problems.push(`${count}× 409 with "${message}", expected "${expected}"`);
  }
  if (after.stockQuantity !== 0) problems.push(`stock after the drop is ${after.stockQuantity}`);
  return {
    connections: warm ? 'warm' : 'cold',
    window,
    shoppers,
    units,
    byStatus,
    created,
    conflicts,
    serverErrors,
    stockAfter: after.stockQuantity,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? 0,
    wallMs,
    ok: problems.length === 0,
    problems,
  };
}
