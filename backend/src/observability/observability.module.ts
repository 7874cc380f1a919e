import { Global, Inject, Injectable, Module } from '@nestjs/common';
import type { OnApplicationShutdown } from '@nestjs/common';
import type { DestinationStream, Logger } from 'pino';
import { LoggerModule } from 'nestjs-pino';
import { APP_CONFIG } from '../config/config';
import type { AppConfig } from '../config/config';
import { HealthModule } from '../health/health.module';
import { CheckoutMetricsInterceptor } from './checkout-metrics.interceptor';
import { DatabaseMetrics } from './database-metrics';
import { BlockOutput } from './log-output';
import { createRootLogger, LOG_DESTINATION, ROOT_LOGGER } from './logging';
import { Metrics } from './metrics';
import { MetricsServer } from './metrics-server';

/** Writes the buffered log lines when the app closes. */
@Injectable()
class LogFlush implements OnApplicationShutdown {
  constructor(@Inject(LOG_DESTINATION) private readonly destination: DestinationStream) {}

  onApplicationShutdown(): void {
    const out = this.destination as DestinationStream & { flushSync?: () => void };
    try {
      out.flushSync?.();
    } catch {
      // Nothing buffered, or the stream is already closed.
    }
  }
}

/** The root logger, in a module of its own so nestjs-pino's LoggerModule can import it. */
@Global()
@Module({
  providers: [
    { provide: LOG_DESTINATION, useFactory: () => new BlockOutput() },
    LogFlush,
    {
      provide: ROOT_LOGGER,
      inject: [APP_CONFIG, LOG_DESTINATION],
      useFactory: (config: AppConfig, destination: DestinationStream) =>
        createRootLogger(config.observability, destination),
    },
  ],
  exports: [ROOT_LOGGER, LOG_DESTINATION],
})
class RootLoggerModule {}

/**
 * Metrics, logs and request ids (docs/operations.md). Global: any module counts through
 * `Metrics`. nestjs-pino gives Nest's Logger the JSON logger and, inside a request, the
 * request's id (its middleware binds `req.log`, set by app.setup.ts's first middleware).
 */
@Global()
@Module({
  imports: [
    RootLoggerModule,
    HealthModule,
    LoggerModule.forRootAsync({
      inject: [ROOT_LOGGER],
      useFactory: (logger: Logger) => ({ pinoHttp: { logger }, useExisting: true }),
    }),
  ],
  providers: [Metrics, MetricsServer, DatabaseMetrics, CheckoutMetricsInterceptor],
  exports: [Metrics, MetricsServer, CheckoutMetricsInterceptor],
})
export class ObservabilityModule {}
