import { createHash } from 'node:crypto';
import { LessThan } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { MSG } from '../contract';
import { conflict } from '../common/api-error';
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

/**
 * The id of the order `key` placed for this very request, or null when the key is unused or
 * its 24 hours are over (the key is then released from its old order). The same key with
 * another body is a 409 (IDEMPOTENCY_KEY_REUSED) that reveals nothing of the first order; an
 * order stored before bodies were hashed counts as another body.
 */
export async function orderForIdempotencyKey(
  manager: EntityManager,
  key: string,
  hash: string,
): Promise<string | null> {
  // Read on every order (a drop's hot path): plain SQL, no query builder. The date comes back as
  // a Date from mysql2 (UTC, the data source's timezone) and as UTC text from SQLite.
  const [row] = (await manager.query(
    'SELECT id, idempotencyHash, createdAt FROM orders WHERE idempotencyKey = ? LIMIT 1',
    [key],
  )) as Array<{ id: string; idempotencyHash: string | null; createdAt: Date | string }>;
  if (!row) return null;
  const createdAt =
    row.createdAt instanceof Date ? row.createdAt : new Date(`${row.createdAt.replace(' ', 'T')}Z`);
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
