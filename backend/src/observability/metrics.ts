import { Inject, Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import { APP_CONFIG } from '../config/config';
import type { AppConfig } from '../config/config';
import { RequestDurations } from './request-durations';

/** Every series of the shop's own metrics starts with this (process metrics keep their names). */
export const METRIC_PREFIX = 'freakdrop_';

/**
 * At most this many values per label. Every label is fed from a closed set (route templates,
 * status codes, error codes, cache names); a value that would be the next one past the limit is
 * counted as `other`, so a bug or a hostile client can never grow the series without bound.
 */
export const MAX_LABEL_VALUES = 50;
export const OTHER = 'other';

/** Request durations in seconds: fine below 100 ms (catalog reads), 1 s for the checkout's p99. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The caches whose hits and misses are counted (cache/README.md, storefront/page-cache.ts). */
export type CacheName = 'catalog' | 'pages';

/**
 * The Prometheus metrics of one app: a registry of its own (never prom-client's global one, so
 * two apps in one process, as in the tests, never share or clash), served by MetricsServer.
 * Counting is a method call at the place where the thing happens; with METRICS_PORT unset
 * nothing reads the registry and the per-request histogram is not fed (`enabled`).
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();
  /** METRICS_PORT is set: the HTTP histogram and the process metrics are collected. */
  readonly enabled: boolean;

  private readonly seen = new Map<string, Set<string>>();

  readonly httpDuration = new RequestDurations(
    {
      name: `${METRIC_PREFIX}http_request_duration_seconds`,
      help: 'HTTP requests by method, route template (never the raw URL) and status code',
      buckets: DURATION_BUCKETS,
      registers: [this.registry],
    },
    (label, value) => this.bounded(label, value),
  );
  readonly ordersPlaced = new Counter({
    name: `${METRIC_PREFIX}orders_placed_total`,
    help: 'Orders placed (an idempotent replay is not a new order)',
    registers: [this.registry],
  });
  readonly ordersRefused = new Counter({
    name: `${METRIC_PREFIX}orders_refused_total`,
    help: 'Checkouts refused, by the error code the client got (OUT_OF_STOCK, TOTALS_CHANGED, THROTTLED, ...)',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });
  readonly unitsSold = new Counter({
    name: `${METRIC_PREFIX}units_sold_total`,
    help: 'Units in placed orders (a later cancellation does not subtract them)',
    registers: [this.registry],
  });
  readonly stockOuts = new Counter({
    name: `${METRIC_PREFIX}stock_outs_total`,
    help: 'Checkouts that found a product (or one size/colour of it) with nothing left',
    registers: [this.registry],
  });
  readonly cacheRequests = new Counter({
    name: `${METRIC_PREFIX}cache_requests_total`,
    help: 'Answers looked up in an in-process cache, by cache and result (hit or miss)',
    labelNames: ['cache', 'result'] as const,
    registers: [this.registry],
  });
  readonly dbQueryErrors = new Counter({
    name: `${METRIC_PREFIX}db_query_errors_total`,
    help: 'Database statements that failed, by driver error code (deadlocks, timeouts, lost connections)',
    labelNames: ['code'] as const,
    registers: [this.registry],
  });

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.enabled = config.observability.metricsPort !== undefined;
    // Process metrics: CPU, memory, heap, GC, handles and the event-loop lag
    // (nodejs_eventloop_lag_seconds and its percentiles).
    if (this.enabled) collectDefaultMetrics({ register: this.registry });
    // Known from the start, so a dashboard shows 0 rather than "no data" before the first one.
    for (const cache of ['catalog', 'pages'] as const) {
      for (const result of ['hit', 'miss'] as const) this.cacheRequests.inc({ cache, result }, 0);
    }
  }

  /** `value`, or `other` once the label already has MAX_LABEL_VALUES - 1 other values. */
  bounded(label: string, value: string): string {
    let values = this.seen.get(label);
    if (!values) this.seen.set(label, (values = new Set()));
    if (values.has(value)) return value;
    if (values.size >= MAX_LABEL_VALUES - 1) return OTHER;
    values.add(value);
    return value;
  }

  observeRequest(method: string, route: string, status: number, seconds: number): void {
    this.httpDuration.observeRequest(method, route, status, seconds);
  }

  orderPlaced(units: number): void {
    this.ordersPlaced.inc();
    if (units > 0) this.unitsSold.inc(units);
  }

  orderRefused(reason: string, soldOut: boolean): void {
    this.ordersRefused.inc({ reason: this.bounded('reason', reason) });
    if (soldOut) this.stockOuts.inc();
  }

  cache(cache: CacheName, result: 'hit' | 'miss'): void {
    this.cacheRequests.inc({ cache, result });
  }

  queryError(code: string | undefined): void {
    this.dbQueryErrors.inc({ code: this.bounded('code', code ?? 'unknown') });
  }

  /** A gauge whose value is read when Prometheus scrapes (nothing is kept up to date meanwhile). */
  gauge(name: string, help: string, read: () => number | undefined | Promise<number | undefined>) {
    return new Gauge({
      name: `${METRIC_PREFIX}${name}`,
      help,
      registers: [this.registry],
      async collect() {
        const value = await read();
        if (value !== undefined) this.set(value);
      },
    });
  }
}
