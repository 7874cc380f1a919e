import { Histogram } from 'prom-client';
import type { Registry } from 'prom-client';

type Label = 'method' | 'route' | 'status';
type Labels = Record<Label, string>;
type Collected = Awaited<ReturnType<Histogram<Label>['get']>>;

/** One sample as prom-client's Histogram hands it to the registry. */
interface Value {
  labels: { le?: number | string };
  sharedLabels: Labels;
  value: number;
  metricName: string;
  exemplar?: null;
}

function value(
  labels: Value['labels'],
  sharedLabels: Labels,
  count: number,
  metricName: string,
  exemplar?: null,
): Value {
  return { labels, sharedLabels, value: count, metricName, exemplar };
}

/** One label set: observations per bucket (not cumulative), their sum and count. */
interface Series {
  labels: Labels;
  perBucket: number[];
  sum: number;
  count: number;
}

/**
 * The HTTP request histogram (by method, route template and status), fed once per request at
 * 20,000+ requests a second. prom-client's `observe` validates and hashes the label object on
 * every call; here a request finds its series through three Map lookups on values it already
 * holds (route template, status number, method), and adds to plain numbers. The text and JSON
 * prom-client builds at a scrape are the same as its own Histogram's, from these series.
 */
export class RequestDurations extends Histogram<Label> {
  private readonly series: Series[] = [];
  /** route → status → method → series, by the values as the request gave them. */
  private readonly index = new Map<string, Map<number, Map<string, Series>>>();
  private readonly bounds: readonly number[];
  private readonly metricName: string;
  private readonly metricHelp: string;

  /**
   * `bounded(label, value)` keeps each label under its limit (Metrics.bounded); a value it
   * turns into another is never remembered by its own name, so nothing here grows with it.
   */
  constructor(
    config: { name: string; help: string; buckets: number[]; registers: Registry[] },
    private readonly bounded: (label: Label, value: string) => string,
  ) {
    super({ ...config, labelNames: ['method', 'route', 'status'] });
    this.bounds = config.buckets;
    this.metricName = config.name;
    this.metricHelp = config.help;
  }

  /** Records one request of `seconds`. */
  observeRequest(method: string, route: string, status: number, seconds: number): void {
    let byStatus = this.index.get(route);
    let byMethod = byStatus?.get(status);
    let series = byMethod?.get(method);
    if (!series) {
      const labels: Labels = {
        method: this.bounded('method', method),
        route: this.bounded('route', route),
        status: this.bounded('status', String(status)),
      };
      series = this.seriesOf(labels);
      if (labels.method === method && labels.route === route && labels.status === String(status)) {
        if (!byStatus) this.index.set(route, (byStatus = new Map()));
        if (!byMethod) byStatus.set(status, (byMethod = new Map()));
        byMethod.set(method, series);
      }
    }
    const bounds = this.bounds;
    let i = 0;
    while (i < bounds.length && seconds > bounds[i]) i += 1;
    series.perBucket[i] += 1;
    series.sum += seconds;
    series.count += 1;
  }

  private seriesOf(labels: Labels): Series {
    const found = this.series.find(
      (s) =>
        s.labels.method === labels.method &&
        s.labels.route === labels.route &&
        s.labels.status === labels.status,
    );
    if (found) return found;
    // One slot per bucket and one past the last (+Inf).
    const series = { labels, perBucket: this.bounds.map(() => 0).concat(0), sum: 0, count: 0 };
    this.series.push(series);
    return series;
  }

  override async get(): Promise<Collected> {
    const collected = await this.getForPromString();
    // As prom-client's: each value's own labels (`le`) first, then its series' labels.
    const values = (collected.values as unknown as Value[]).map(({ sharedLabels, ...value }) => ({
      ...value,
      labels: { ...value.labels, ...sharedLabels },
    }));
    return { ...collected, values } as unknown as Collected;
  }

  /** What the registry's text format reads (prom-client prefers it to `get`), in its shape. */
  async getForPromString(): Promise<Collected> {
    const name = this.metricName;
    const values: Value[] = [];
    for (const { labels, perBucket, sum, count } of this.series) {
      let cumulative = 0;
      for (const [i, le] of this.bounds.entries()) {
        cumulative += perBucket[i];
        values.push(value({ le }, labels, cumulative, `${name}_bucket`, null));
      }
      values.push(value({ le: '+Inf' }, labels, count, `${name}_bucket`, null));
      values.push(value({}, labels, sum, `${name}_sum`));
      values.push(value({}, labels, count, `${name}_count`));
    }
    // prom-client's own shape (its typings name the type with an enum its code never uses).
    const collected = { name, help: this.metricHelp, type: 'histogram', aggregator: 'sum', values };
    return collected as unknown as Collected;
  }

  override reset(): void {
    super.reset();
    // Also called by prom-client's constructor, before the fields of this class exist.
    (this.series as Series[] | undefined)?.splice(0);
    (this.index as Map<string, unknown> | undefined)?.clear();
  }
}
