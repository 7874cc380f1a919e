import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { generateSecret, generateURI, verify } from 'otplib';
import { toString as qrToString } from 'qrcode';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { MSG, SECURITY_MSG } from '../contract';
import type {
  TwoFactorEnabledResponse,
  TwoFactorSetupResponse,
  TwoFactorStatus,
} from '../contract';
import type { Actor } from '../activity/actor';
import { ActivityLog } from '../activity/activity-log.service';
import { ApiError, conflict, invalidField, unauthenticated } from '../common/api-error';
import { APP_CONFIG } from '../config/config';
import type { AppConfig } from '../config/config';
import { inTransaction } from '../database/transactions';
import { RecoveryCodeRow } from './recovery-code.entity';
import { SecretBox } from './secret-box';
import { TwoFactorRow } from './two-factor.entity';
import { User } from './user.entity';

/** How many recovery codes an enrolment hands out. */
export const RECOVERY_CODE_COUNT = 10;
/** The name authenticator apps show above the code. */
const ISSUER = 'FreakDrop';
/** Codes of the 30-second step before and after the current one are taken (clocks drift). */
const TOLERANCE_SECONDS = 30;
/** Recovery codes: 10 characters of Crockford-like base32, shown as `xxxxx-xxxxx`. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstvwxyz23456789';

function recoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** A recovery code as typed (any case, with or without the dash or spaces), hashed. */
function recoveryHash(code: string): string {
  const plain = code.toLowerCase().replace(/[\s-]/g, '');
  return createHash('sha256').update(plain).digest('hex');
}

const codeWrong = () => invalidField('code', SECURITY_MSG.twoFactorCodeWrong);
const stateConflict = (message: string) => conflict('TWO_FACTOR_STATE', message);

/** The answer of a sign-in's second step with a wrong code or none pending. */
export function signInCodeRefused(message: string): ApiError {
  return new ApiError('INVALID_TWO_FACTOR_CODE', HttpStatus.UNAUTHORIZED, message);
}

/**
 * Two-step sign-in (TOTP, RFC 6238, through otplib): enrolment (a new secret, its otpauth URL
 * and QR code), confirmation with a first code (on, with 10 single-use recovery codes kept as
 * SHA-256 hashes), turning it off with a code, and the sign-in's code check. A code is
 * accepted once: the step it belongs to is recorded and an older or equal step refused; a
 * recovery code is spent by a conditional update, so two requests cannot both use it. Callers
 * take an attempt from TwoFactorThrottle before any check.
 */
@Injectable()
export class TwoFactorService {
  private readonly box: SecretBox;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly activity: ActivityLog,
  ) {
    this.box = new SecretBox(config.sessionSecret);
  }

  async status(userId: string): Promise<TwoFactorStatus> {
    const user = await this.user(userId);
    const recoveryCodesLeft = user.twoFactorEnabled
      ? await this.dataSource.manager
          .createQueryBuilder(RecoveryCodeRow, 'r')
          .where('r.userId = :id AND r.usedAt IS NULL', { id: userId })
          .getCount()
      : 0;
    return { enabled: user.twoFactorEnabled, recoveryCodesLeft };
  }

  /** A new secret for this account (replacing an unconfirmed one); 409 when already on. */
  async begin(userId: string): Promise<TwoFactorSetupResponse> {
    const user = await this.user(userId);
    if (user.twoFactorEnabled) throw stateConflict(SECURITY_MSG.twoFactorAlreadyOn);
    const secret = generateSecret();
    await inTransaction(this.dataSource, async (manager) => {
      await manager.delete(TwoFactorRow, { userId });
      await manager.insert(TwoFactorRow, {
        userId,
        secret: this.box.seal(secret),
        lastTimeStep: 0,
        createdAt: new Date(),
      });
    });
    const otpauthUrl = generateURI({ issuer: ISSUER, label: user.username, secret });
    const qrSvg = await qrToString(otpauthUrl, { type: 'svg', margin: 1 });
    return { otpauthUrl, qrSvg };
  }

  /** The first code from the app turns it on; answers the recovery codes, shown only now. */
  async confirm(actor: Actor & { id: string }, code: string): Promise<TwoFactorEnabledResponse> {
    const user = await this.user(actor.id);
    if (user.twoFactorEnabled) throw stateConflict(SECURITY_MSG.twoFactorAlreadyOn);
    const row = await this.dataSource.manager.findOne(TwoFactorRow, { where: { userId: user.id } });
    if (!row) throw stateConflict(SECURITY_MSG.twoFactorNotStarted);
    if (!(await this.acceptTotp(row, code))) throw codeWrong();
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
    await inTransaction(this.dataSource, async (manager) => {
      const on = await manager.update(
        User,
        { id: user.id, twoFactorEnabled: false },
        { twoFactorEnabled: true },
      );
      if (!on.affected) throw stateConflict(SECURITY_MSG.twoFactorAlreadyOn);
      await manager.delete(RecoveryCodeRow, { userId: user.id });
      await manager.insert(
        RecoveryCodeRow,
        recoveryCodes.map((c) => ({
          id: randomUUID(),
          userId: user.id,
          codeHash: recoveryHash(c),
          usedAt: null,
        })),
      );
      await this.recordSwitch(manager, actor, false, true);
    });
    return { recoveryCodes };
  }

  /** Turns it off with a current code (or a recovery code); 409 when it is off. */
  async disable(actor: Actor & { id: string }, code: string): Promise<void> {
    const user = await this.user(actor.id);
    if (!user.twoFactorEnabled) throw stateConflict(SECURITY_MSG.twoFactorAlreadyOff);
    if (!(await this.accepts(user.id, code))) throw codeWrong();
    await inTransaction(this.dataSource, async (manager) => {
      await manager.update(User, { id: user.id }, { twoFactorEnabled: false });
      await manager.delete(TwoFactorRow, { userId: user.id });
      await manager.delete(RecoveryCodeRow, { userId: user.id });
      await this.recordSwitch(manager, actor, true, false);
    });
  }

  /** Whether this account signs in in two steps. */
  async isOn(userId: string): Promise<boolean> {
    const user = await this.dataSource.manager.findOne(User, {
      select: { id: true, twoFactorEnabled: true },
      where: { id: userId },
    });
    return user?.twoFactorEnabled === true;
  }

  /**
   * The sign-in's second step: true when `code` is the account's current TOTP code (not used
   * before) or one of its unused recovery codes (now spent).
   */
  async accepts(userId: string, code: string): Promise<boolean> {
    const typed = code.trim();
    if (/^\d{6}$/.test(typed.replace(/\s/g, ''))) {
      const row = await this.dataSource.manager.findOne(TwoFactorRow, { where: { userId } });
      return row ? this.acceptTotp(row, typed.replace(/\s/g, '')) : false;
    }
    const spent = await this.dataSource.manager
      .createQueryBuilder()
      .update(RecoveryCodeRow)
      .set({ usedAt: new Date() })
      .where('userId = :userId AND codeHash = :hash AND usedAt IS NULL', {
        userId,
        hash: recoveryHash(typed),
      })
      .execute();
    return spent.affected === 1;
  }

  /** A right code of a step after the last one accepted; the step is recorded atomically. */
  private async acceptTotp(row: TwoFactorRow, code: string): Promise<boolean> {
    const secret = this.box.open(row.secret);
    if (!secret || !/^\d{6}$/.test(code)) return false;
    const result = await verify({ secret, token: code, epochTolerance: TOLERANCE_SECONDS });
    // A TOTP answer carries the step the code belongs to (an HOTP one would not).
    if (!result.valid || !('timeStep' in result) || result.timeStep <= row.lastTimeStep)
      return false;
    const moved = await this.dataSource.manager
      .createQueryBuilder()
      .update(TwoFactorRow)
      .set({ lastTimeStep: result.timeStep })
      .where('userId = :userId AND lastTimeStep < :step', {
        userId: row.userId,
        step: result.timeStep,
      })
      .execute();
    return moved.affected === 1;
  }

  private recordSwitch(
    manager: EntityManager,
    actor: Actor & { id: string },
    before: boolean,
    after: boolean,
  ): Promise<void> {
    return this.activity.record(manager, {
      actor,
      action: after ? 'two-factor-on' : 'two-factor-off',
      entity: 'account',
      entityId: actor.id,
      changes: { twoFactorEnabled: [String(before), String(after)] },
    });
  }

  private async user(id: string): Promise<User> {
    const user = await this.dataSource.manager.findOne(User, { where: { id } });
    if (!user) throw unauthenticated(MSG.notSignedIn);
    return user;
  }
}
