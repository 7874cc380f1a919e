import { createHash } from 'node:crypto';
import { LessThan } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { MSG } from '../contract';
import { conflict } from '../common/api-error';
import { rawDateTime } from '../database/dialect';
import { OrderEntity } from './order.entity';

/** An Idempotency-Key answers its retries for 24 hours; after that it may place a new order. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** JSON with every object's keys sorted, so the same request always hashes the same. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** SHA-256 (hex) of the validated order request: what a key is bound to. */
export function requestHash(body: object): string {
  return createHash('sha256').update(stableJson(body)).digest('hex');
}

/** The order holding a key, as read (plain SQL: a drop's hot path, no query builder). */
export interface KeyRow {
  id: string;
  idempotencyHash: string | null;
  /** A Date from mysql2 (UTC, the data source's timezone), UTC text from SQLite. */
  createdAt: Date | string;
}

/**
 * The order holding `key` (null: none, or no key) and, in the same statement, the boolean SQL
 * expression `also` (the blocked-phone check): the two reads every order makes, one round
 * trip.
 */
export async function readKeyAnd(
  manager: EntityManager,
  key: string | undefined,
  also: { sql: string; params: unknown[] },
): Promise<{ row: KeyRow | null; also: boolean }> {
  const rows = (await manager.query(
    `SELECT o.id, o.idempotencyHash, o.createdAt, ${also.sql} AS alsoTrue
     FROM (SELECT 1 AS one) x LEFT JOIN orders o ON o.idempotencyKey = ?`,
    [...also.params, key ?? null],
  )) as Array<KeyRow & { id: string | null; alsoTrue: number | string | null }>;
  const first = rows[0];
  return {
    row: first?.id
      ? { id: first.id, idempotencyHash: first.idempotencyHash, createdAt: first.createdAt }
      : null,
    also: Number(first?.alsoTrue ?? 0) === 1,
  };
}

/**
 * The id of the order `key` placed for this very request, or null when the key is unused or
 * its 24 hours are over (the key is then released from its old order). The same key with
 * another body is a 409 (IDEMPOTENCY_KEY_REUSED) that reveals nothing of the first order; an
 * order stored before bodies were hashed counts as another body. `read`: the key's row when
 * read already (readKeyAnd), null for none.
 */
export async function orderForIdempotencyKey(
  manager: EntityManager,
  key: string,
  hash: string,
  read?: KeyRow | null,
): Promise<string | null> {
  const row =
    read !== undefined
      ? read
      : ((
          (await manager.query(
            'SELECT id, idempotencyHash, createdAt FROM orders WHERE idempotencyKey = ? LIMIT 1',
            [key],
          )) as KeyRow[]
        )[0] ?? null);
  if (!row) return null;
  const createdAt = rawDateTime(row.createdAt);
  const cutoff = new Date(Date.now() - IDEMPOTENCY_KEY_TTL_MS);
  if (createdAt < cutoff) {
    // Conditional on the age, so a fresh order that took the key meanwhile keeps it.
    await manager.update(
      OrderEntity,
      { id: row.id, idempotencyKey: key, createdAt: LessThan(cutoff) },
      { idempotencyKey: null, idempotencyHash: null },
    );
    return null;
  }
  if (row.idempotencyHash !== hash)
    throw conflict('IDEMPOTENCY_KEY_REUSED', MSG.idempotencyKeyReused);
  return row.id;
}
