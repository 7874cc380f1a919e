import { timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../config/config';
import type { AppConfig } from '../config/config';
import { Metrics } from './metrics';

/**
 * `GET /metrics` in Prometheus's text format on METRICS_PORT, a server of its own: nothing of
 * it goes through the shop's port, so nginx's public server can never expose it. With
 * METRICS_TOKEN set it answers only `Authorization: Bearer <token>` (401 otherwise).
 */
@Injectable()
export class MetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private server?: Server;
  private readonly logger = new Logger('Metrics');

  constructor(
    private readonly metrics: Metrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The port it listens on (METRICS_PORT), once listening. */
  get port(): number | undefined {
    return (this.server?.address() as AddressInfo | null)?.port;
  }

  async onApplicationBootstrap(): Promise<void> {
    const port = this.config.observability.metricsPort;
    if (port === undefined) return;
    const token = this.config.observability.metricsToken;
    const expected = token ? Buffer.from(`Bearer ${token}`) : undefined;
    const server = createServer((req, res) => {
      const path = (req.url ?? '').split('?')[0];
      if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
        return;
      }
      if (expected) {
        const given = Buffer.from(req.headers.authorization ?? '');
        if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
          res.writeHead(401, { 'www-authenticate': 'Bearer' }).end('Unauthorized\n');
          return;
        }
      }
      this.metrics.registry.metrics().then(
        (text) => {
          res.writeHead(200, {
            'content-type': this.metrics.registry.contentType,
            'cache-control': 'no-store',
          });
          res.end(req.method === 'HEAD' ? undefined : text);
        },
        (error: Error) => {
          this.logger.error(`collecting metrics failed: ${error.message}`, error.stack);
          res.writeHead(500, { 'content-type': 'text/plain' }).end('Collecting metrics failed\n');
        },
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.server = server;
    this.logger.log(`Prometheus metrics at http://localhost:${port}/metrics`);
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
