import type { DataSource } from 'typeorm';
import { RateLimiterMySQL, RateLimiterRes, RateLimiterSQLite } from 'rate-limiter-flexible';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { dialectOf } from './dialect';

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
  if (dialectOf(dataSource) === 'mysql') {
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

/** The one call a hot path needs: take a point or be refused with a RateLimiterRes. */
export interface PointsLimiter {
  consume(key: string): Promise<unknown>;
}

/**
 * A limiter for a hot path (placing orders): on MySQL/MariaDB each consume is ONE statement on
 * the same `rate_limits` rows as rate-limiter-flexible (same `prefix:key`, points and expire
 * in ms), instead of the library's BEGIN, upsert, SELECT and COMMIT that hold the key's row
 * lock over four round trips (every shopper of a drop behind one proxy shares a key). The
 * upsert hands its new count back through LAST_INSERT_ID(expr), which the OK packet carries,
 * so the count is this consume's own even under concurrency; only a refusal reads the expiry
 * for Retry-After. SQLite keeps rate-limiter-flexible (one statement there already).
 */
export function createDbPointsLimiter(
  dataSource: DataSource,
  options: RateLimitOptions,
): PointsLimiter {
  if (dialectOf(dataSource) !== 'mysql') return createDbRateLimiter(dataSource, options);
  const upsert =
    'INSERT INTO rate_limits (`key`, points, expire) VALUES (?, LAST_INSERT_ID(1), ?) ' +
    'ON DUPLICATE KEY UPDATE points = LAST_INSERT_ID(IF(expire <= ?, 1, points + 1)), ' +
    'expire = IF(expire <= ?, ?, expire)';
  return {
    async consume(key: string): Promise<void> {
      const rowKey = `${options.keyPrefix}:${key}`;
      const now = Date.now();
      const expire = now + options.durationSeconds * 1000;
      const result = (await dataSource.query(upsert, [rowKey, expire, now, now, expire])) as {
        insertId: number | string;
      };
      const consumed = Number(result.insertId);
      if (consumed <= options.points) return;
      const rows = (await dataSource.query('SELECT expire FROM rate_limits WHERE `key` = ?', [
        rowKey,
      ])) as Array<{ expire: number | string | null }>;
      const msBeforeNext = Math.max(0, Number(rows[0]?.expire ?? expire) - Date.now());
      throw new RateLimiterRes(0, msBeforeNext, consumed, false);
    },
  };
}
