import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { STAFF_MSG } from '../contract';
import type { AdminSession } from '../contract';
import { notFound } from '../common/api-error';
import { APP_CONFIG } from '../config/config';
import type { AppConfig } from '../config/config';
import { SessionRow } from './session.entity';
import { publicSessionId } from './session-info';
import type { SignInRecord } from './session-info';
import { endSessionsOf, sessionsOfUser } from './session-revocation';

/**
 * An account's own sign-in sessions: list them, end one, end all but this one. A session's
 * last use is read from its expiry: the store pushes it one idle period ahead at every request
 * (sessions.ts: rolling sessions), so it was last seen one idle period before it expires.
 */
@Injectable()
export class AdminSessions {
  private readonly idleMs: number;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.idleMs = config.sessionIdleMinutes * 60 * 1000;
  }

  /** This account's live sessions, the most recently used first. */
  async list(userId: string, currentSessionId: string): Promise<AdminSession[]> {
    const rows = await this.live(userId);
    return rows
      .map((row) => this.describe(row, currentSessionId))
      .sort((a, b) => b.lastSeenAt.localeCompare(a.lastSeenAt));
  }

  /** Ends one of this account's sessions (its listed id); 404 when it has none such. */
  async end(userId: string, publicId: string): Promise<void> {
    const row = (await this.live(userId)).find((r) => publicSessionId(r.id) === publicId);
    if (!row) throw notFound(STAFF_MSG.sessionNotFound);
    await this.dataSource.getRepository(SessionRow).delete({ id: row.id });
  }

  /** Ends every session of this account but this one; how many ended. */
  endOthers(userId: string, currentSessionId: string): Promise<number> {
    return endSessionsOf(this.dataSource.manager, userId, currentSessionId);
  }

  private async live(userId: string): Promise<SessionRow[]> {
    const rows = await sessionsOfUser(this.dataSource.manager, userId);
    const now = Date.now();
    return rows.filter((row) => row.expiredAt > now);
  }

  private describe(row: SessionRow, currentSessionId: string): AdminSession {
    const signIn = readSignIn(row.json);
    return {
      id: publicSessionId(row.id),
      createdAt: signIn ? new Date(signIn.at).toISOString() : null,
      lastSeenAt: new Date(row.expiredAt - this.idleMs).toISOString(),
      ip: signIn?.ip ?? null,
      browser: signIn?.userAgent ?? null,
      current: row.id === currentSessionId,
    };
  }
}

/** The sign-in record a stored session carries (session-info.ts), or null for an older one. */
function readSignIn(json: string): SignInRecord | null {
  try {
    const data = JSON.parse(json) as { signIn?: Partial<SignInRecord> };
    const s = data.signIn;
    if (!s || typeof s.at !== 'number') return null;
    return {
      at: s.at,
      ip: typeof s.ip === 'string' ? s.ip : null,
      userAgent: typeof s.userAgent === 'string' ? s.userAgent : null,
    };
  } catch {
    return null;
  }
}
