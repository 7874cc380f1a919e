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
 * TRACK_RATE_LIMIT look-ups per IP per minute, counted in the database so every replica
 * shares them: guessing order numbers and phones stays slow.
 */
@Injectable()
export class TrackThrottle {
  private readonly limiter: RateLimiterAbstract;

  constructor(@InjectDataSource() dataSource: DataSource, @Inject(APP_CONFIG) config: AppConfig) {
    this.limiter = createDbRateLimiter(dataSource, {
      keyPrefix: 'track',
      points: config.trackRateLimit,
      durationSeconds: 60,
    });
  }

  async consume(ip: string): Promise<void> {
    try {
      await this.limiter.consume(ip);
    } catch (error) {
      if (isRateLimited(error)) {
        throw throttled(MSG.tooManyRequests, Math.ceil(error.msBeforeNext / 1000));
      }
      throw error;
    }
  }
}
