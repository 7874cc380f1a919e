import { createHash } from 'node:crypto';
import type { Request } from 'express';

/** What a session records when it signs in, for the account's list of its sessions. */
export interface SignInRecord {
  /** Epoch milliseconds. */
  at: number;
  ip: string | null;
  userAgent: string | null;
}

declare module 'express-session' {
  interface SessionData {
    signIn?: SignInRecord;
  }
}

const USER_AGENT_MAX = 300;

/**
 * Called right after `req.logIn` (which gave the session a new id): the moment, the address and
 * the browser it signed in with go into the session, so `GET /api/admin/me/sessions` can tell
 * one session from another.
 */
export function recordSignIn(req: Request): void {
  const userAgent = req.get('user-agent');
  req.session.signIn = {
    at: Date.now(),
    ip: req.ip ?? null,
    userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
  };
}

/**
 * The id a session is listed and ended by: a digest of its cookie's id, never the id itself,
 * so a script in the console could not read another session's cookie from the list.
 */
export function publicSessionId(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex').slice(0, 32);
}
