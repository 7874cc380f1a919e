import type { EntityManager } from 'typeorm';
import { SessionRow } from './session.entity';

/**
 * Deletes every stored session signed in as `userId` (passport keeps `"passport":{"user":id}`
 * in the session's JSON), except `keepSessionId` when given: after a password change or reset
 * nobody stays signed in with the old password. Ids are UUIDs, so the pattern needs no escaping.
 */
export async function endSessionsOf(
  manager: EntityManager,
  userId: string,
  keepSessionId?: string,
): Promise<number> {
  const query = manager
    .createQueryBuilder()
    .delete()
    .from(SessionRow)
    .where('json LIKE :pattern', { pattern: `%"user":"${userId}"%` });
  if (keepSessionId) query.andWhere('id <> :keep', { keep: keepSessionId });
  const result = await query.execute();
  return result.affected ?? 0;
}
