import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import { throttled } from '../common/api-error';
import { createDbRateLimiter, isRateLimited } from '../database/rate-limits';

/** The limits of one kind of secret check (a sign-in, a password change, a code). */
export interface AttemptLimits {
  /** Prefix of its counters in `rate_limits` (`<name>` per account, `<name>-ip` per client). */
  name: string;
  /** Failed checks per account key in the window. */
  perAccount: number;
  /** Failed checks per client (any account) in the window. */
  perClient: number;
  windowSeconds: number;
  /** The 429's message. */
  message: string;
}

/** The points one check took, to give back when the secret was right. */
export interface Attempt {
  accountKey: string;
  clientKey: string;
}

/**
 * Failed checks of a secret (a password, and any code the console may add: two-step or
 * verification codes), counted atomically in the database before the secret is checked: each
 * attempt takes a point per account key and per client (common/client-key.ts) — an upsert that
 * cannot be raced — and a right secret gives them back. However many requests arrive at once,
 * at most the limit of wrong secrets is ever checked per window; past it even the right one
 * waits (429 with `retryAfterSeconds`). Every place that checks a secret takes an attempt first.
 */
export class AttemptThrottle {
  private readonly perAccount: RateLimiterAbstract;
  private readonly perClient: RateLimiterAbstract;

  constructor(
    dataSource: DataSource,
    private readonly limits: AttemptLimits,
  ) {
    this.perAccount = createDbRateLimiter(dataSource, {
      keyPrefix: limits.name,
      points: limits.perAccount,
      durationSeconds: limits.windowSeconds,
    });
    this.perClient = createDbRateLimiter(dataSource, {
      keyPrefix: `${limits.name}-ip`,
      points: limits.perClient,
      durationSeconds: limits.windowSeconds,
    });
  }

  /** Takes the attempt's points, or answers 429 (taking nothing) when either limit is spent. */
  async take(accountKey: string, clientKey: string): Promise<Attempt> {
    const attempt = { accountKey, clientKey };
    await this.consumeOr429(this.perClient, clientKey);
    try {
      await this.consumeOr429(this.perAccount, accountKey);
    } catch (error) {
      await this.perClient.reward(clientKey);
      throw error;
    }
    return attempt;
  }

  /**
   * The secret was right: the client's point goes back, and the account key's earlier failures
   * are forgotten (the owner proved who they are).
   */
  async succeeded(attempt: Attempt): Promise<void> {
    await this.perClient.reward(attempt.clientKey);
    await this.perAccount.delete(attempt.accountKey);
  }

  private async consumeOr429(limiter: RateLimiterAbstract, key: string): Promise<void> {
    try {
      await limiter.consume(key);
    } catch (error) {
      if (isRateLimited(error)) {
        throw throttled(this.limits.message, Math.ceil(error.msBeforeNext / 1000));
      }
      throw error;
    }
  }
}
