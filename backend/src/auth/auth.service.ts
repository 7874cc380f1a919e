import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { MSG } from '../contract';
import type { AuthUser } from '../contract';
import { invalidField, unauthenticated } from '../common/api-error';
import type { SignedIn } from '../common/access';
import { APP_CONFIG } from '../config/config';
import type { AppConfig } from '../config/config';
import {
  decoyPasswordHash,
  hashPassword,
  randomPassword,
  upsertAdmin,
  verifyPassword,
} from './passwords';
import { ActivityLog } from '../activity/activity-log.service';
import type { Actor } from '../activity/actor';
import { inTransaction } from '../database/transactions';
import { endSessionsOf } from './session-revocation';
import { User } from './user.entity';
import { canonicalUsername } from './usernames';

/** `mustChangePassword` only when it is true, so a spec client sees the same `{id, username}`. */
export function toAuthUser(user: User): AuthUser {
  return user.passwordGenerated
    ? { id: user.id, username: user.username, mustChangePassword: true }
    : { id: user.id, username: user.username };
}

/** The admin as `req.user` holds them: the public shape plus what the guard and screens need. */
export function toSignedIn(user: User): SignedIn {
  return { ...toAuthUser(user), role: user.role, displayName: user.displayName || user.username };
}

/** The `{id, username}` (and `mustChangePassword`) of a signed-in admin, nothing more. */
export function publicUser(user: AuthUser): AuthUser {
  const { id, username, mustChangePassword } = user;
  return mustChangePassword ? { id, username, mustChangePassword } : { id, username };
}

@Injectable()
export class AuthService {
  private readonly logger = new Logger('Auth');

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly activity: ActivityLog,
  ) {}

  /** The user for a username (any spelling of it) and password, or null. Always one argon2 verify. */
  async validate(username: string, password: string): Promise<AuthUser | null> {
    const user = await this.users.findOne({ where: { username: canonicalUsername(username) } });
    const ok = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), password);
    // A disabled account answers as a wrong password would: nothing tells it apart.
    return user && ok && !user.disabled ? toAuthUser(user) : null;
  }

  /** The account row (for a decision at sign-in); never answered as it is. */
  account(id: string): Promise<User | null> {
    return this.users.findOne({ where: { id } });
  }

  /** The account a sign-in named (any spelling), for the activity log of a failed one. */
  async named(username: string): Promise<Pick<AuthUser, 'id' | 'username'> | null> {
    const user = await this.users.findOne({
      select: { id: true, username: true },
      where: { username: canonicalUsername(username) },
    });
    return user ? { id: user.id, username: user.username } : null;
  }

  /** The admin a session names, or null when they are gone or disabled (signed out at once). */
  async findById(id: string): Promise<SignedIn | null> {
    const user = await this.users.findOne({ where: { id } });
    return user && !user.disabled ? toSignedIn(user) : null;
  }

  /**
   * The console's password change: the current password must be right (else 400 naming the
   * field), the new one is stored, the "generated" mark goes, and every other session of the
   * admin ends. Returns the admin as the session now sees them.
   */
  async changePassword(
    userId: string,
    currentPassword: string,
    newPassword: string,
    keepSessionId: string,
    actor: Actor,
  ): Promise<AuthUser> {
    const user = await this.users.findOne({ where: { id: userId } });
    if (!user) throw unauthenticated(MSG.notSignedIn);
    if (!(await verifyPassword(user.passwordHash, currentPassword)))
      throw invalidField('currentPassword', MSG.currentPasswordWrong);
    if (newPassword === currentPassword) throw invalidField('newPassword', MSG.newPasswordSame);
    user.passwordHash = await hashPassword(newPassword);
    user.passwordGenerated = false;
    // Logged without any value: that the password changed, by whom, from where.
    await inTransaction(this.users.manager.connection, async (manager) => {
      await manager.save(user);
      await this.activity.record(manager, {
        actor,
        action: 'password-change',
        entity: 'account',
        entityId: user.id,
      });
    });
    await endSessionsOf(this.users.manager, user.id, keepSessionId);
    return toAuthUser(user);
  }

  /**
   * The first admin, when there is none: ADMIN_USERNAME / ADMIN_PASSWORD, or `admin` with a
   * random password printed once.
   */
  async ensureFirstAdmin(): Promise<void> {
    if ((await this.users.count()) > 0) return;
    const password = this.config.adminPassword ?? randomPassword();
    const generated = !this.config.adminPassword;
    await upsertAdmin(this.users, this.config.adminUsername, password, 'create', generated);
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
          '  Shown only now. The console asks you to choose your own at the first sign-in,',
          '  or change it with:',
          `  npm run admin -- reset-password ${this.config.adminUsername} <new-password>`,
          '=========================================================',
          '',
        ].join('\n'),
      );
    }
  }
}
