import { Injectable } from '@nestjs/common';
import type { OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { poolUsage } from '../database/pool-usage';
import type { PoolUsage } from '../database/pool-usage';
import { DatabaseProbe } from '../health/database-probe';
import { Readiness } from '../health/readiness';
import { Metrics } from './metrics';

/**
 * The database's metrics: statements that failed (every driver reports them to TypeORM's
 * logger, which this wraps), and on MySQL the pool's connections in use and the requests
 * waiting for one, read when Prometheus scrapes. Also whether the replica is ready
 * (health/readiness.ts), for the "database not ready" alert.
 */
@Injectable()
export class DatabaseMetrics implements OnModuleInit {
  constructor(
    private readonly metrics: Metrics,
    private readonly readiness: Readiness,
    private readonly probe: DatabaseProbe,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    const logger = this.dataSource.logger;
    const original = logger.logQueryError.bind(logger);
    logger.logQueryError = (error, query, parameters, queryRunner) => {
      this.metrics.queryError(errorCode(error));
      return original(error, query, parameters, queryRunner);
    };

    // Only MySQL has a pool (SQLite is one connection in the process).
    const usage = poolUsage(this.dataSource);
    if (usage) this.poolGauges(usage);
    this.metrics.gauge(
      'database_up',
      '1 when the database answers SELECT 1 (the probe the pages share, at most one a second)',
      async () => ((await this.probe.isUp()) ? 1 : 0),
    );
    this.metrics.gauge(
      'ready',
      '1 when this replica is ready for traffic (database up, migrations applied, not draining)',
      async () => ((await this.readiness.check()).status === 'ok' ? 1 : 0),
    );
  }

  private poolGauges(usage: PoolUsage): void {
    this.metrics.gauge(
      'db_pool_in_use_connections',
      'MySQL: pool connections lent to a query or transaction',
      usage.inUse,
    );
    this.metrics.gauge(
      'db_pool_waiting_requests',
      'MySQL: queries and transactions waiting for a free pool connection',
      usage.waiting,
    );
  }
}

function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[A-Z][A-Z0-9_]{1,63}$/.test(code) ? code : undefined;
}
