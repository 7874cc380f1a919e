import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { MESSAGING_MSG, normalizeUaePhone, permissionsOf, STAFF_MSG } from '../contract';
import type {
  AdminMe,
  CreateStaffRequest,
  StaffMember,
  StaffRole,
  UpdateProfileRequest,
  UpdateStaffRequest,
} from '../contract';
import { conflict, invalidField, notFound, unauthenticated } from '../common/api-error';
import { MSG } from '../contract';
import { lockingReadSuffix } from '../database/dialect';
import { inTransaction } from '../database/transactions';
import { ActivityLog } from '../activity/activity-log.service';
import { changesBetween } from '../activity/actor';
import type { Actor } from '../activity/actor';
import { isUniqueViolation } from '../database/unique-violation';
import { hashPassword, USERNAME_PATTERN } from './passwords';
import { endSessionsOf } from './session-revocation';
import { User } from './user.entity';
import { canonicalUsername } from './usernames';

export function toStaffMember(user: User): StaffMember {
  return {
    id: user.id,
    username: user.username,
    displayName: user.displayName || user.username,
    role: user.role,
    disabled: user.disabled,
    twoFactor: user.twoFactorEnabled,
    createdAt: user.createdAt.toISOString(),
    newOrderAlerts: user.newOrderAlerts ?? false,
    email: user.email ?? null,
    whatsapp: user.whatsapp ?? null,
  };
}

function toAdminMe(user: User): AdminMe {
  const { id, username, displayName, role, twoFactor, email, whatsapp, newOrderAlerts } =
    toStaffMember(user);
  return {
    id,
    username,
    displayName,
    role,
    permissions: permissionsOf(role),
    twoFactor,
    email,
    whatsapp,
    newOrderAlerts,
  };
}

/** What the activity log compares of one's alert details. */
function profileSnapshot(user: User): Record<string, unknown> {
  return { email: user.email, whatsapp: user.whatsapp, newOrderAlerts: user.newOrderAlerts };
}

/**
 * Staff accounts, as the owner manages them. Whatever changes what an account may do (its role,
 * disabling it, a new password) ends its sessions in the same transaction, and the shop always
 * keeps one active owner: the last one can be neither demoted nor disabled (409 LAST_OWNER).
 */
/** What the activity log compares of an account: never its password hash. */
function staffSnapshot(user: User): Record<string, unknown> {
  return {
    username: user.username,
    displayName: user.displayName,
    role: user.role,
    disabled: user.disabled,
  };
}

@Injectable()
export class StaffService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly activity: ActivityLog,
  ) {}

  async me(userId: string): Promise<AdminMe> {
    const user = await this.dataSource.getRepository(User).findOne({ where: { id: userId } });
    if (!user) throw unauthenticated(MSG.notSignedIn);
    return toAdminMe(user);
  }

  /**
   * One's own new-order alert details (`PATCH /api/admin/me`); the activity log keeps the
   * change. Fields left out stay as they are; null or empty clears one.
   */
  async updateProfile(userId: string, input: UpdateProfileRequest, actor: Actor): Promise<AdminMe> {
    return inTransaction(this.dataSource, async (manager) => {
      const user = await manager.getRepository(User).findOne({ where: { id: userId } });
      if (!user) throw unauthenticated(MSG.notSignedIn);
      const before = profileSnapshot(user);
      if (input.email !== undefined) user.email = input.email?.trim() || null;
      if (input.whatsapp !== undefined) {
        const raw = input.whatsapp?.trim();
        const phone = raw ? normalizeUaePhone(raw) : null;
        if (raw && !phone) throw invalidField('whatsapp', MESSAGING_MSG.staffWhatsappInvalid);
        user.whatsapp = phone;
      }
      if (input.newOrderAlerts !== undefined) user.newOrderAlerts = input.newOrderAlerts;
      const saved = await manager.save(user);
      await this.activity.record(manager, {
        actor,
        action: 'update',
        entity: 'account',
        entityId: user.id,
        changes: changesBetween(before, profileSnapshot(saved)),
      });
      return toAdminMe(saved);
    });
  }

  async list(): Promise<StaffMember[]> {
    const users = await this.dataSource
      .getRepository(User)
      .find({ order: { createdAt: 'ASC', username: 'ASC' } });
    return users.map(toStaffMember);
  }

  async create(input: CreateStaffRequest, actor: Actor): Promise<StaffMember> {
    const username = canonicalUsername(input.username);
    if (!USERNAME_PATTERN.test(username)) throw invalidField('username', STAFF_MSG.usernameInvalid);
    const users = this.dataSource.getRepository(User);
    const taken = () => conflict('USERNAME_TAKEN', STAFF_MSG.usernameTaken);
    if (await users.exists({ where: { username } })) throw taken();
    const user = users.create({
      username,
      displayName: input.displayName?.trim() || username,
      role: input.role,
      passwordHash: await hashPassword(input.password),
      passwordGenerated: false,
    });
    try {
      return await inTransaction(this.dataSource, async (manager) => {
        const saved = await manager.save(user);
        await this.logChange(manager, actor, 'create', null, saved);
        return toStaffMember(saved);
      });
    } catch (error) {
      if (isUniqueViolation(error, 'users', 'username')) throw taken();
      throw error;
    }
  }

  async update(id: string, input: UpdateStaffRequest, actor: Actor): Promise<StaffMember> {
    return inTransaction(this.dataSource, async (manager) => {
      const user = await this.load(manager, id);
      const before = staffSnapshot(user);
      const demoted = input.role !== undefined && input.role !== user.role;
      const disabling = input.disabled === true && !user.disabled;
      if ((demoted && input.role !== 'owner') || disabling) await this.keepAnOwner(manager, user);
      if (input.displayName !== undefined) user.displayName = input.displayName.trim();
      if (input.role !== undefined) user.role = input.role;
      if (input.disabled !== undefined) user.disabled = input.disabled;
      const saved = await manager.save(user);
      if (demoted || disabling) await endSessionsOf(manager, user.id);
      await this.logChange(manager, actor, 'update', before, saved);
      return toStaffMember(saved);
    });
  }

  /** A new password; every session of the account ends (but the caller's own, if it is theirs). */
  async setPassword(
    id: string,
    password: string,
    actor: Actor,
    keepSessionId?: string,
  ): Promise<StaffMember> {
    const passwordHash = await hashPassword(password);
    return inTransaction(this.dataSource, async (manager) => {
      const user = await this.load(manager, id);
      user.passwordHash = passwordHash;
      user.passwordGenerated = false;
      const saved = await manager.save(user);
      await endSessionsOf(manager, user.id, keepSessionId);
      // That the password changed, never what it is (nor its hash).
      await this.activity.record(manager, {
        actor,
        action: 'password',
        entity: 'staff',
        entityId: saved.id,
      });
      return toStaffMember(saved);
    });
  }

  /** The account's activity line, in the write's transaction. */
  private logChange(
    manager: EntityManager,
    actor: Actor,
    action: 'create' | 'update',
    before: Record<string, unknown> | null,
    saved: User,
  ): Promise<void> {
    return this.activity.record(manager, {
      actor,
      action,
      entity: 'staff',
      entityId: saved.id,
      changes: changesBetween(before, staffSnapshot(saved)),
    });
  }

  private async load(manager: EntityManager, id: string): Promise<User> {
    const user = await manager.findOne(User, { where: { id } });
    if (!user) throw notFound(STAFF_MSG.staffNotFound);
    return user;
  }

  /**
   * 409 LAST_OWNER when `user` is the only active owner. The active owners' rows are read with
   * a lock (MySQL), so two owners demoting each other at once take turns and the second is
   * refused.
   */
  private async keepAnOwner(manager: EntityManager, user: User): Promise<void> {
    if (user.role !== 'owner' || user.disabled) return;
    const owner: StaffRole = 'owner';
    const rows = (await manager.query(
      `SELECT id FROM users WHERE role = ? AND disabled = 0${lockingReadSuffix(manager)}`,
      [owner],
    )) as Array<{ id: string }>;
    if (!rows.some((r) => r.id !== user.id)) throw conflict('LAST_OWNER', STAFF_MSG.lastOwner);
  }
}
