/**
 * Metrics, logs and health for operators (docs/operations.md): the Prometheus endpoint on its
 * own port, every label bounded however many URLs and products go through, the checkout's
 * outcomes counted, JSON log lines with request ids and no personal data or secrets, and the
 * health split with draining.
 */
import { createServer } from 'node:net';
import request from 'supertest';
import { Readiness } from '../src/health/readiness';
import { MAX_LABEL_VALUES } from '../src/observability/metrics';
import { ProductsService } from '../src/catalog/products.service';
import type { Product } from '../src/contract';
import { checkoutBody } from './support/orders';
import {
  ADMIN,
  createCategory,
  createTestApp,
  dbKind,
  LogCapture,
  productInput,
  TestApp,
  useTestApp,
  postOrder,
} from './support/test-app';

const TOKEN = 'metrics-token-0123456789';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Prometheus's text format: every sample as its name, labels and value. */
function samples(
  text: string,
): Array<{ name: string; labels: Record<string, string>; value: number }> {
  const out = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not a sample: ${line}`);
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
      labels[pair[1]] = pair[2];
    }
    out.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return out;
}

function total(text: string, name: string, labels: Record<string, string> = {}): number {
  return samples(text)
    .filter((s) => s.name === name)
    .filter((s) => Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);
}

async function makeProducts(t: TestApp, count: number, stock = 10): Promise<Product[]> {
  const admin = await t.admin();
  const category = await createCategory(admin, `Cat${Math.random().toString(36).slice(2, 7)}`);
  const base = await productInput(t, category.slug);
  const products: Product[] = [];
  for (let i = 0; i < count; i += 1) {
    const suffix = `${Date.now().toString(36)}-${i}`;
    const res = await admin
      .post('/api/admin/products')
      .send({
        ...base,
        sku: `FD-OBS-${suffix}`.toUpperCase(),
        slug: `obs-${suffix}`,
        title: `Observed ${suffix}`,
        stockQuantity: stock,
      })
      .expect(201);
    products.push(res.body as Product);
  }
  return products;
}

describe('metrics', () => {
  let t: TestApp;
  let metricsPort: number;
  const scrape = () =>
    request(`http://127.0.0.1:${metricsPort}`)
      .get('/metrics')
      .set('Authorization', `Bearer ${TOKEN}`)
      .expect(200)
      .then((res) => res.text);

  beforeAll(async () => {
    metricsPort = await freePort();
    // LOG_LEVEL=error: Nest's lines outside a request go to the first app's logger of a process.
    t = await createTestApp({
      METRICS_PORT: String(metricsPort),
      METRICS_TOKEN: TOKEN,
      LOG_LEVEL: 'error',
    });
  });
  afterAll(async () => t.close());

  it('serves /metrics on METRICS_PORT only, behind the bearer token', async () => {
    const metrics = request(`http://127.0.0.1:${metricsPort}`);
    await metrics.get('/metrics').expect(401);
    await metrics.get('/metrics').set('Authorization', 'Bearer wrong-token-000000000').expect(401);
    const res = await metrics.get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    // Process metrics and the event-loop lag come with it.
    expect(res.text).toMatch(/^process_cpu_seconds_total /m);
    expect(res.text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect(res.text).toMatch(/^freakdrop_ready 1$/m);
    expect(res.text).toMatch(/^freakdrop_database_up 1$/m);
    // The pool's gauges exist where there is a pool (MySQL).
    expect(/^freakdrop_db_pool_in_use_connections \d+$/m.test(res.text)).toBe(dbKind() === 'mysql');
    expect(/^freakdrop_db_pool_waiting_requests 0$/m.test(res.text)).toBe(dbKind() === 'mysql');
    await metrics.get('/other').set('Authorization', `Bearer ${TOKEN}`).expect(404);
    // Not on the shop's own port.
    await t.http().get('/metrics').expect(404);
    // Without TRUST_PROXY a client cannot choose its request id.
    const own = await t.http().get('/api/health/live').set('X-Request-Id', 'client-chosen');
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('counts orders placed, units sold, refusals by code and stock-outs', async () => {
    const [product] = await makeProducts(t, 1, 10);
    const [scarce] = await makeProducts(t, 1, 2);
    const before = await scrape();
    const line = (p: Product, qty: number) => checkoutBody([{ product: p, qty }]);
    await t.http().post('/api/orders').send(line(product, 3)).expect(201);
    const keyed = () => postOrder(t, line(product, 2), 'obs-1').expect(201);
    await keyed();
    // A replay is the same order, not a new one.
    await keyed();
    await t.http().post('/api/orders').send(line(scarce, 2)).expect(201);
    const soldOut = await t.http().post('/api/orders').send(line(scarce, 1)).expect(409);
    expect(soldOut.body.code).toBe('OUT_OF_STOCK');
    await postOrder(t, { ...line(product, 1), totalAED: 1 }).expect(409);
    await postOrder(t, { ...line(product, 1), phone: 'nope' }).expect(400);
    const after = await scrape();
    const delta = (name: string, labels?: Record<string, string>) =>
      total(after, name, labels) - total(before, name, labels);
    expect(delta('freakdrop_orders_placed_total')).toBe(3);
    expect(delta('freakdrop_units_sold_total')).toBe(7);
    expect(delta('freakdrop_orders_refused_total', { reason: 'OUT_OF_STOCK' })).toBe(1);
    expect(delta('freakdrop_orders_refused_total', { reason: 'TOTALS_CHANGED' })).toBe(1);
    expect(delta('freakdrop_orders_refused_total')).toBe(3);
    expect(delta('freakdrop_stock_outs_total')).toBe(1);
    // A failed statement is counted under its driver code.
    // (SQLite reports to TypeORM's logger only what fails once prepared: malformed JSON does.)
    const failing =
      dbKind() === 'mysql' ? 'SELECT * FROM no_such_table' : "SELECT json_extract('x', '$') AS x";
    await expect(t.dataSource.query(failing)).rejects.toThrow();
    const errors = total(await scrape(), 'freakdrop_db_query_errors_total');
    expect(errors - total(after, 'freakdrop_db_query_errors_total')).toBe(1);
    expect(
      delta('freakdrop_http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/orders',
        status: '201',
      }),
    ).toBe(4);
  });

  it(`keeps every label under ${MAX_LABEL_VALUES} values whatever the URLs and products`, async () => {
    const products = await makeProducts(t, 60);
    const http = t.http();
    for (const [i, product] of products.entries()) {
      // Twice: the second answer comes from the fast path before Express.
      await http.get(`/api/products/${product.slug}`).expect(200);
      await http.get(`/api/products/${product.slug}`).expect(200);
      await http.get(`/api/products?limit=${(i % 3) + 1}&search=word${i}`).expect(200);
      await http.get(`/api/no-such-route-${i}`).expect(404);
      await http.get(`/some/page/${i}?x=${i}`);
      await http.get(`/uploads/missing-${i}.webp`);
      await http.post(`/api/orders?n=${i}`).send({}).expect(400);
      await http.get(`/api/orders/track?orderNumber=FD-${i}&phone=%2B97150${1000000 + i}`);
    }
    const text = await scrape();
    const values = new Map<string, Set<string>>();
    for (const s of samples(text)) {
      for (const [label, value] of Object.entries(s.labels)) {
        if (label === 'le' || label === 'quantile') continue;
        const key = `${s.name.replace(/_(bucket|sum|count)$/, '')}{${label}}`;
        if (!values.has(key)) values.set(key, new Set());
        values.get(key)?.add(value);
      }
    }
    const tooMany = [...values].filter(([, set]) => set.size > MAX_LABEL_VALUES);
    expect(tooMany.map(([key, set]) => `${key}: ${set.size}`)).toEqual([]);
    const routes = values.get('freakdrop_http_request_duration_seconds{route}') ?? new Set();
    // Route templates, never a URL.
    expect(routes).toContain('/api/products/:slugOrId');
    expect(routes).toContain('/api/products');
    expect([...routes].filter((r) => /obs-|word|missing-|no-such|\?/.test(r))).toEqual([]);
    // The fast path's answers are counted under the same route, and as cache hits.
    const slug = products[0].slug;
    expect(
      total(text, 'freakdrop_http_request_duration_seconds_count', {
        route: '/api/products/:slugOrId',
        status: '200',
      }),
    ).toBeGreaterThanOrEqual(120);
    expect(text).not.toContain(slug);
    expect(
      total(text, 'freakdrop_cache_requests_total', { cache: 'catalog', result: 'hit' }),
    ).toBeGreaterThanOrEqual(60);
  });
});

describe('logs', () => {
  const logs = new LogCapture();
  const t = useTestApp({ LOG_REQUESTS: 'true', TRUST_PROXY: '1' }, { logs });

  const requestLines = () =>
    logs.lines.filter((l) => l.msg === 'request' || l.msg === 'request failed');

  it('writes one JSON line per request with its id, route, status, duration and replica', async () => {
    const res = await t.http().get('/api/categories').expect(200);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const line = requestLines().find((l) => l.reqId === id);
    expect(line).toMatchObject({
      level: 'info',
      method: 'GET',
      route: '/api/categories',
      url: '/api/categories',
      status: 200,
      replica: expect.any(String),
    });
    expect(typeof line?.ms).toBe('number');
    expect(new Date(String(line?.time)).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("takes the trusted proxy's X-Request-Id, and logs the fast path's answers too", async () => {
    await t.http().get('/api/settings').expect(200);
    const res = await t.http().get('/api/settings').set('X-Request-Id', 'nginx-abc123').expect(200);
    expect(res.headers['x-request-id']).toBe('nginx-abc123');
    expect(requestLines().find((l) => l.reqId === 'nginx-abc123')).toMatchObject({
      route: '/api/settings',
      status: 200,
      cached: true,
    });
    // Not an id one could inject into the logs.
    const odd = await t.http().get('/api/settings').set('X-Request-Id', 'a b"c').expect(200);
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('masks phone numbers and emails and never writes passwords, cookies or tokens', async () => {
    const agent = await t.admin();
    await agent.get('/api/auth/me');
    await t
      .http()
      .get('/api/orders/track?orderNumber=FD-1&phone=%2B971501234567&email=layla@example.com')
      .expect((r) => expect([400, 404]).toContain(r.status));
    await t
      .http()
      .put('/api/uploads/signed/secret-upload-token-123?expires=1&sig=secret-signature')
      .send('x');
    const text = logs.raw;
    expect(text).not.toContain(ADMIN.password);
    expect(text).not.toContain('freakdrop.sid=');
    expect(text).not.toContain('971501234567');
    expect(text).not.toContain('layla@example.com');
    expect(text).not.toContain('secret-upload-token-123');
    expect(text).not.toContain('secret-signature');
    expect(text).toContain('l***@example.com');
    expect(text).toMatch(/\*{9}567/);
  });

  it('logs an unexpected error once, with its stack, under the request id', async () => {
    const products = t.app.get(ProductsService);
    const spy = jest
      .spyOn(products, 'publicAnswer')
      .mockRejectedValue(new Error('boom for +971509876543'));
    const res = await t.http().get('/api/products/some-product-x').expect(500);
    spy.mockRestore();
    const id = res.headers['x-request-id'];
    const withStack = logs.lines.filter((l) => JSON.stringify(l).includes('at '));
    const errors = withStack.filter((l) => l.reqId === id);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ level: 'error', context: 'HttpError' });
    expect(JSON.stringify(errors[0])).not.toContain('971509876543');
    expect(requestLines().find((l) => l.reqId === id)).toMatchObject({
      level: 'error',
      status: 500,
    });
  });
});

describe('LOG_REQUESTS=false', () => {
  it('writes no request lines', async () => {
    const logs = new LogCapture();
    const t = await createTestApp({ LOG_REQUESTS: 'false' }, { logs });
    try {
      await t.http().get('/api/categories').expect(200);
      expect(logs.lines.filter((l) => l.msg === 'request')).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('health for orchestrators', () => {
  const t = useTestApp({ LOG_LEVEL: 'error' });

  it('answers live, ready, and 503 on ready once draining; /api/health stays as it was', async () => {
    await t.http().get('/api/health/live').expect(200, { status: 'ok' });
    await t
      .http()
      .get('/api/health/ready')
      .expect(200, { status: 'ok', database: 'up', migrations: 'applied', draining: false });
    t.app.get(Readiness).drain();
    const res = await t.http().get('/api/health/ready').expect(503);
    expect(res.body).toEqual({
      status: 'error',
      database: 'up',
      migrations: 'applied',
      draining: true,
    });
    expect(res.headers['retry-after']).toBeDefined();
    await t.http().get('/api/health/live').expect(200);
    await t.http().get('/api/health').expect(200, { status: 'ok', database: 'up' });
  });
});
