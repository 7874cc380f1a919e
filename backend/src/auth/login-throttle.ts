import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';
import { MSG } from '../contract';
import { APP_CONFIG } from '../config/config';
import type { AppConfig } from '../config/config';
import { throttled } from '../common/api-error';
import { createDbRateLimiter, isRateLimited } from '../database/rate-limits';

const WINDOW_SECONDS = 15 * 60;

/** The points one sign-in attempt took, to give back when the password was right. */
export interface LoginAttempt {
  userKey: string;
  ipKey: string;
}

/**
 * Failed sign-ins, counted atomically in the database before the password is checked: each
 * attempt takes a point per canonical username and client address (LOGIN_RATE_LIMIT) and per
 * client address alone (LOGIN_IP_RATE_LIMIT) — an upsert that cannot be raced — and a right
 * password gives them back. So however many requests arrive at once, at most the limit of
 * wrong passwords is ever checked per window, and past it even the right one waits (429).
 */
@Injectable()
export class LoginThrottle {
  private readonly perUser: RateLimiterAbstract;
  private readonly perIp: RateLimiterAbstract;

  constructor(@InjectDataSource() dataSource: DataSource, @Inject(APP_CONFIG) config: AppConfig) {
    this.perUser = createDbRateLimiter(dataSource, {
      keyPrefix: 'login',
      points: config.loginRateLimit,
      durationSeconds: WINDOW_SECONDS,
    });
    this.perIp = createDbRateLimiter(dataSource, {
      keyPrefix: 'login-ip',
      points: config.security.loginIpRateLimit,
      durationSeconds: WINDOW_SECONDS,
    });
  }

  /** Takes the attempt's points, or answers 429 (taking nothing) when either limit is spent. */
  async take(canonicalName: string, ip: string): Promise<LoginAttempt> {
    const attempt = { userKey: `${canonicalName}|${ip}`, ipKey: ip };
    await consumeOr429(this.perIp, attempt.ipKey);
    try {
      await consumeOr429(this.perUser, attempt.userKey);
    } catch (error) {
      await this.perIp.reward(attempt.ipKey);
      throw error;
    }
    return attempt;
  }

  /**
   * The password was right: the address's point goes back, and the name's earlier failures
   * from this address are forgotten (the owner proved who they are).
   */
  async succeeded(attempt: LoginAttempt): Promise<void> {
    await this.perIp.reward(attempt.ipKey);
    await this.perUser.delete(attempt.userKey);
  }
}

async function consumeOr429(limiter: RateLimiterAbstract, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (isRateLimited(error)) {
      throw throttled(MSG.tooManyLogins, Math.ceil(error.msBeforeNext / 1000));
    }
    throw error;
  }
}
