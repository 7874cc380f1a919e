import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { MSG } from '../contract';
import type { AuthUser } from '../contract';
import { APP_CONFIG } from '../config/config';
import type { AppConfig } from '../config/config';
import { throttled } from '../common/api-error';
import { createDbRateLimiter, isRateLimited } from '../common/rate-limits';
import { decoyPasswordHash, randomPassword, upsertAdmin, verifyPassword } from './passwords';
import { User } from './user.entity';

export function toAuthUser(user: User): AuthUser {
  return { id: user.id, username: user.username };
}

@Injectable()
export class AuthService {
  private readonly logger = new Logger('Auth');
  private readonly failedLogins: RateLimiterAbstract;

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectDataSource() dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    // At most N failed sign-ins per username and IP in 15 minutes, then 429 until the window ends.
    this.failedLogins = createDbRateLimiter(dataSource, {
      keyPrefix: 'login',
      points: config.loginRateLimit,
      durationSeconds: 15 * 60,
    });
  }

  /** The user for a username and password, or null. Always spends one argon2 verify. */
  async validate(username: string, password: string): Promise<AuthUser | null> {
    const user = await this.users.findOne({ where: { username } });
    const ok = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), password);
    return user && ok ? toAuthUser(user) : null;
  }

  async findById(id: string): Promise<AuthUser | null> {
    const user = await this.users.findOne({ where: { id } });
    return user ? toAuthUser(user) : null;
  }

  async assertNotThrottled(username: string, ip: string): Promise<void> {
    const res = await this.failedLogins.get(throttleKey(username, ip));
    if (res && res.consumedPoints >= this.config.loginRateLimit) {
      throw throttled(MSG.tooManyLogins, Math.ceil(res.msBeforeNext / 1000));
    }
  }

  async recordFailure(username: string, ip: string): Promise<void> {
    try {
      await this.failedLogins.consume(throttleKey(username, ip));
    } catch (error) {
      if (!isRateLimited(error)) throw error;
    }
  }

  async clearFailures(username: string, ip: string): Promise<void> {
    await this.failedLogins.delete(throttleKey(username, ip));
  }

  /**
   * The first admin, when there is none: ADMIN_USERNAME / ADMIN_PASSWORD, or `admin` with a
   * random password printed once.
   */
  async ensureFirstAdmin(): Promise<void> {
    if ((await this.users.count()) > 0) return;
    const password = this.config.adminPassword ?? randomPassword();
    await upsertAdmin(this.users, this.config.adminUsername, password, 'create');
    if (this.config.adminPassword) {
      this.logger.log(
        `Created admin "${this.config.adminUsername}" with the password from ADMIN_PASSWORD.`,
      );
    } else {
      // Printed once, on purpose: this is how the operator learns the first password.
      console.log(
        [
          '',
          '================ FreakDrop admin account ================',
          `  Sign in at /admin/login`,
          `  username: ${this.config.adminUsername}`,
          `  password: ${password}`,
          '  Shown only now. Change it with:',
          `  npm run admin -- reset-password ${this.config.adminUsername} <new-password>`,
          '=========================================================',
          '',
        ].join('\n'),
      );
    }
  }
}

function throttleKey(username: string, ip: string): string {
  return `${username.toLowerCase()}|${ip}`;
}
