import { createParamDecorator } from '@nestjs/common';
import type { ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { ActivityChanges, AuthUser } from '../contract';

/** One side of a change, as the log keeps it. */
type ActivityValue = string | null;

/**
 * Who makes a write, and from where: what the activity log records beside it. Controllers take
 * it with `@ActorOf()` and hand it to the service explicitly (no request-scoped provider, which
 * would rebuild the service graph for every request).
 */
export interface Actor {
  id: string | null;
  username: string | null;
  ip: string | null;
}

/** The actor of a request: its signed-in admin (none on a failed sign-in) and its address. */
export function actorOf(
  req: Request,
  user?: { id: string | null; username: string | null } | null,
): Actor {
  const who = user ?? (req.user as AuthUser | undefined);
  return { id: who?.id ?? null, username: who?.username ?? null, ip: req.ip ?? null };
}

/** The request's Actor, for a controller's handler. */
export const ActorOf = createParamDecorator((_data: unknown, context: ExecutionContext): Actor =>
  actorOf(context.switchToHttp().getRequest<Request>()),
);

/** Field names whose values never enter the log, whatever record they belong to. */
const SECRET_FIELD = /password|hash|secret|token|recovery|^code$|otp/i;

/** The changes without any secret-looking field. */
export function withoutSecrets(changes: ActivityChanges): ActivityChanges {
  return Object.fromEntries(Object.entries(changes).filter(([field]) => !SECRET_FIELD.test(field)));
}

/** A value as the log keeps it: text as it is, a date as ISO text, anything else as its JSON. */
export function activityValue(value: unknown): ActivityValue {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/**
 * The fields that differ between two snapshots of a record, as `{field: [before, after]}`.
 * `before` null: the record was created; `after` null: it was deleted. Secret-looking fields
 * are left out whatever the caller passed.
 */
export function changesBetween(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): ActivityChanges {
  const changes: ActivityChanges = {};
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const field of fields) {
    if (SECRET_FIELD.test(field)) continue;
    const was = activityValue(before?.[field]);
    const is = activityValue(after?.[field]);
    if (was !== is) changes[field] = [was, is];
  }
  return changes;
}

/** A plain copy of a record's columns (dates as ISO text), without the named fields. */
export function snapshotOf(record: object, omit: readonly string[] = []): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(record)) {
    if (omit.includes(field) || typeof value === 'function') continue;
    // Relations loaded on the entity (a product's category) are other records.
    const relation =
      value !== null &&
      typeof value === 'object' &&
      !(value instanceof Date) &&
      !Array.isArray(value);
    if (!relation) copy[field] = value;
  }
  return copy;
}
