import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';
import { MSG } from '../contract';
import { APP_CONFIG } from '../config/config';
import type { AppConfig } from '../config/config';
import { throttled } from '../common/api-error';
import { createDbRateLimiter, isRateLimited } from '../database/rate-limits';

/**
 * `points` requests per client key per minute under `keyPrefix`, counted in the database so
 * every replica shares them; one over is a 429 THROTTLED with its Retry-After. Each public
 * look-up that could be brute-forced gets its own prefix, so one look-up's traffic does not
 * use up another's allowance.
 */
export class PerMinuteThrottle {
  private readonly limiter: RateLimiterAbstract;

  constructor(dataSource: DataSource, keyPrefix: string, points: number) {
    this.limiter = createDbRateLimiter(dataSource, { keyPrefix, points, durationSeconds: 60 });
  }

  async consume(key: string): Promise<void> {
    try {
      await this.limiter.consume(key);
    } catch (error) {
      if (isRateLimited(error)) {
        throw throttled(MSG.tooManyRequests, Math.ceil(error.msBeforeNext / 1000));
      }
      throw error;
    }
  }
}

/**
 * TRACK_RATE_LIMIT look-ups per IP per minute: guessing order numbers and phones stays slow.
 */
@Injectable()
export class TrackThrottle extends PerMinuteThrottle {
  constructor(@InjectDataSource() dataSource: DataSource, @Inject(APP_CONFIG) config: AppConfig) {
    super(dataSource, 'track', config.trackRateLimit);
  }
}
