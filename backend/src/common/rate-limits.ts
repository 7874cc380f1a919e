import type { DataSource } from 'typeorm';
import { RateLimiterMySQL, RateLimiterRes, RateLimiterSQLite } from 'rate-limiter-flexible';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';

export interface RateLimitOptions {
  /** Distinguishes the counters of one limiter from another's in the shared table. */
  keyPrefix: string;
  points: number;
  durationSeconds: number;
}

/**
 * A rate-limiter-flexible limiter whose counters live in the `rate_limits` table of the shop's
 * own database (created by the migration), so every API replica sees the same counts.
 */
export function createDbRateLimiter(
  dataSource: DataSource,
  options: RateLimitOptions,
): RateLimiterAbstract {
  const common = {
    keyPrefix: options.keyPrefix,
    points: options.points,
    duration: options.durationSeconds,
    tableName: 'rate_limits',
    tableCreated: true,
  };
  // The drivers' own connections: TypeORM exposes them but does not type them.
  const driver = dataSource.driver as unknown as { pool?: unknown; databaseConnection?: unknown };
  if (dataSource.options.type === 'mysql') {
    const database = (dataSource.driver as unknown as { database?: string }).database;
    return new RateLimiterMySQL({
      ...common,
      storeClient: driver.pool,
      storeType: 'pool',
      dbName: database,
    });
  }
  return new RateLimiterSQLite({
    ...common,
    storeClient: driver.databaseConnection,
    storeType: 'better-sqlite3',
  });
}

/** rate-limiter-flexible rejects a consume past the limit with a RateLimiterRes. */
export function isRateLimited(error: unknown): error is RateLimiterRes {
  return error instanceof RateLimiterRes;
}
