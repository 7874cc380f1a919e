import { Histogram, Registry } from 'prom-client';
import { RequestDurations } from './request-durations';

const NAME = 'test_http_request_duration_seconds';
const HELP = 'HTTP requests';
const BUCKETS = [0.005, 0.01, 0.1, 1];
const REQUESTS: Array<[string, string, number, number]> = [
  ['GET', '/api/products', 200, 0.001],
  ['GET', '/api/products', 200, 0.02],
  ['GET', '/api/products/:slugOrId', 404, 0.005],
  ['POST', '/api/orders', 201, 0.5],
  ['POST', '/api/orders', 409, 3],
  ['GET', '/api/products', 200, 0.01],
];

describe('RequestDurations', () => {
  it("scrapes exactly like prom-client's own Histogram fed the same requests", async () => {
    const ours = new Registry();
    const durations = new RequestDurations(
      { name: NAME, help: HELP, buckets: BUCKETS, registers: [ours] },
      (_label, value) => value,
    );
    const theirs = new Registry();
    const histogram = new Histogram({
      name: NAME,
      help: HELP,
      buckets: BUCKETS,
      labelNames: ['method', 'route', 'status'],
      registers: [theirs],
    });
    for (const [method, route, status, seconds] of REQUESTS) {
      durations.observeRequest(method, route, status, seconds);
      histogram.observe({ method, route, status: String(status) }, seconds);
    }
    expect(await ours.metrics()).toBe(await theirs.metrics());
    expect(await ours.getMetricsAsJSON()).toEqual(await theirs.getMetricsAsJSON());
    ours.resetMetrics();
    expect(await ours.metrics()).not.toContain('/api/products');
  });

  it('counts a value its label limit turned into another under that one, every time', async () => {
    const registry = new Registry();
    const durations = new RequestDurations(
      { name: NAME, help: HELP, buckets: BUCKETS, registers: [registry] },
      (label, value) => (label === 'route' && value.startsWith('/x') ? 'other' : value),
    );
    for (const route of ['/x1', '/x2', '/x1', '/api/settings']) {
      durations.observeRequest('GET', route, 200, 0.001);
    }
    const text = await registry.metrics();
    expect(text).toContain(`${NAME}_count{method="GET",route="other",status="200"} 3`);
    expect(text).toContain(`${NAME}_count{method="GET",route="/api/settings",status="200"} 1`);
    expect(text).not.toContain('/x1');
  });
});
