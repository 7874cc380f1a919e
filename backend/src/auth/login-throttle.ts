import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MSG, SECURITY_MSG } from '../contract';
import { APP_CONFIG } from '../config/config';
import type { AppConfig } from '../config/config';
import { AttemptThrottle } from './attempt-throttle';
import type { Attempt } from './attempt-throttle';

const WINDOW_SECONDS = 15 * 60;

/**
 * Guesses at the admin password, wherever they are made: LOGIN_RATE_LIMIT per account and
 * LOGIN_IP_RATE_LIMIT per client, per 15 minutes, counted under `name`.
 */
function passwordAttempts(
  dataSource: DataSource,
  config: AppConfig,
  name: string,
  message: string,
): AttemptThrottle {
  return new AttemptThrottle(dataSource, {
    name,
    perAccount: config.loginRateLimit,
    perClient: config.security.loginIpRateLimit,
    windowSeconds: WINDOW_SECONDS,
    message,
  });
}

/** The points one sign-in attempt took, to give back when the password was right. */
export type LoginAttempt = Attempt;

/**
 * Failed sign-ins (attempt-throttle.ts): per canonical username and client (LOGIN_RATE_LIMIT)
 * — the name with the client, so no one can lock the admin out from elsewhere — and per client
 * alone (LOGIN_IP_RATE_LIMIT), per 15 minutes.
 */
@Injectable()
export class LoginThrottle {
  private readonly attempts: AttemptThrottle;

  constructor(@InjectDataSource() dataSource: DataSource, @Inject(APP_CONFIG) config: AppConfig) {
    this.attempts = passwordAttempts(dataSource, config, 'login', MSG.tooManyLogins);
  }

  /** Takes the attempt's points, or answers 429 (taking nothing) when either limit is spent. */
  take(canonicalName: string, client: string): Promise<LoginAttempt> {
    return this.attempts.take(`${canonicalName}|${client}`, client);
  }

  /** The password was right: the points go back. */
  succeeded(attempt: LoginAttempt): Promise<void> {
    return this.attempts.succeeded(attempt);
  }
}

/**
 * Wrong current passwords at a password change: per admin (LOGIN_RATE_LIMIT, whatever client
 * the session is used from: a stolen session cannot guess the password and keep the account)
 * and per client (LOGIN_IP_RATE_LIMIT), per 15 minutes, like the sign-in.
 */
@Injectable()
export class PasswordCheckThrottle {
  private readonly attempts: AttemptThrottle;

  constructor(@InjectDataSource() dataSource: DataSource, @Inject(APP_CONFIG) config: AppConfig) {
    this.attempts = passwordAttempts(
      dataSource,
      config,
      'password-check',
      MSG.tooManyPasswordChecks,
    );
  }

  take(userId: string, client: string): Promise<Attempt> {
    return this.attempts.take(userId, client);
  }

  succeeded(attempt: Attempt): Promise<void> {
    return this.attempts.succeeded(attempt);
  }
}

/**
 * Wrong two-step sign-in codes (the authenticator's or a recovery code), wherever they are
 * checked (the sign-in's second step, turning two-step sign-in on or off): per admin whatever
 * the client (LOGIN_RATE_LIMIT: 6 digits cannot be guessed from many addresses at once) and per
 * client (LOGIN_IP_RATE_LIMIT), per 15 minutes, like passwords.
 */
@Injectable()
export class TwoFactorThrottle {
  private readonly attempts: AttemptThrottle;

  constructor(@InjectDataSource() dataSource: DataSource, @Inject(APP_CONFIG) config: AppConfig) {
    this.attempts = passwordAttempts(
      dataSource,
      config,
      'two-factor',
      SECURITY_MSG.tooManyTwoFactorCodes,
    );
  }

  take(userId: string, client: string): Promise<Attempt> {
    return this.attempts.take(userId, client);
  }

  succeeded(attempt: Attempt): Promise<void> {
    return this.attempts.succeeded(attempt);
  }
}
