import { Injectable } from '@nestjs/common';
import { HttpStatus } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { CONFIRMATION_MSG, MSG, normalizeUaePhone } from '../contract';
import type { BlockedPhone, BlockedPhoneList } from '../contract';
import { ApiError, conflict, invalidField, notFound } from '../common/api-error';
import { ActivityLog } from '../activity/activity-log.service';
import type { Actor } from '../activity/actor';
import { inTransaction } from '../database/transactions';
import { BlockedPhoneEntity } from './blocked-phone.entity';

function toBlockedPhone(row: BlockedPhoneEntity): BlockedPhone {
  return { phone: row.phone, reason: row.reason, createdAt: row.createdAt.toISOString() };
}

/** The checkout's 403 for a blocked number. */
export function phoneBlocked(): ApiError {
  return new ApiError('PHONE_BLOCKED', HttpStatus.FORBIDDEN, CONFIRMATION_MSG.phoneBlocked);
}

/**
 * Phone numbers the shop no longer takes online orders from. Numbers are kept normalised
 * (`+971XXXXXXXXX`), so every form the checkout accepts matches.
 */
@Injectable()
export class BlockedPhonesService {
  constructor(
    @InjectRepository(BlockedPhoneEntity) private readonly repo: Repository<BlockedPhoneEntity>,
    private readonly activity: ActivityLog,
  ) {}

  /** Newest first. */
  async list(): Promise<BlockedPhoneList> {
    const rows = await this.repo.find({ order: { createdAt: 'DESC', phone: 'ASC' } });
    return { phones: rows.map(toBlockedPhone) };
  }

  /** 400 for a number the checkout would refuse, 409 when it is blocked already. */
  async block(phoneInput: string, reason: string | undefined, actor: Actor): Promise<BlockedPhone> {
    const phone = normalizeUaePhone(phoneInput);
    if (!phone) throw invalidField('phone', MSG.phoneInvalid);
    const alreadyBlocked = conflict('PHONE_ALREADY_BLOCKED', CONFIRMATION_MSG.alreadyBlocked);
    if (await this.isBlocked(phone)) throw alreadyBlocked;
    const row = this.repo.create({ phone, reason: reason ?? null, createdAt: new Date() });
    try {
      await inTransaction(this.repo.manager.connection, async (manager) => {
        await manager.insert(BlockedPhoneEntity, row);
        await this.activity.record(manager, {
          actor,
          action: 'create',
          entity: 'blocked-phone',
          entityId: phone,
          changes: { phone: [null, phone], reason: [null, row.reason] },
        });
      });
    } catch (error) {
      // Blocked by a concurrent request meanwhile (the primary key decides).
      if (await this.isBlocked(phone)) throw alreadyBlocked;
      throw error;
    }
    return toBlockedPhone(row);
  }

  /** 404 for a number that is not blocked (or is no phone number at all). */
  async unblock(phoneInput: string, actor: Actor): Promise<void> {
    const phone = normalizeUaePhone(phoneInput);
    if (!phone) throw notFound(CONFIRMATION_MSG.notBlocked);
    await inTransaction(this.repo.manager.connection, async (manager) => {
      const row = await manager.findOne(BlockedPhoneEntity, { where: { phone } });
      const result = await manager.delete(BlockedPhoneEntity, { phone });
      if (!result.affected) throw notFound(CONFIRMATION_MSG.notBlocked);
      await this.activity.record(manager, {
        actor,
        action: 'delete',
        entity: 'blocked-phone',
        entityId: phone,
        changes: { phone: [phone, null], reason: [row?.reason ?? null, null] },
      });
    });
  }

  /** Which of these (normalised) numbers are blocked. */
  async blockedAmong(phones: string[]): Promise<Set<string>> {
    const rows = await this.repo.find({ where: { phone: In(phones) }, select: { phone: true } });
    return new Set(rows.map((r) => r.phone));
  }

  /** `phone` normalised. */
  /**
   * isBlocked() as an SQL expression (1 when blocked) with its parameters, for a caller that
   * reads it together with its own row in one statement (the checkout, on every order).
   */
  blockedSql(phone: string): { sql: string; params: unknown[] } {
    return {
      sql: 'EXISTS (SELECT 1 FROM blocked_phones b WHERE b.phone = ?)',
      params: [phone],
    };
  }

  async isBlocked(phone: string): Promise<boolean> {
    // Asked by every order (a drop's hot path): plain SQL, no query builder.
    const rows = (await this.repo.manager.query(
      'SELECT 1 AS blocked FROM blocked_phones WHERE phone = ? LIMIT 1',
      [phone],
    )) as unknown[];
    return rows.length > 0;
  }

  /**
   * The checkout's gate, called before anything is stored or any stock is taken: a blocked
   * number is a 403 `PHONE_BLOCKED`. `phone` normalised.
   */
  async assertMayOrder(phone: string): Promise<void> {
    if (await this.isBlocked(phone)) throw phoneBlocked();
  }
}
