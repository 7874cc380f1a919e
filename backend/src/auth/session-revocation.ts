import type { EntityManager } from 'typeorm';
import { SessionRow } from './session.entity';

/** passport keeps `"passport":{"user":id}` in the session's JSON; ids are UUIDs, no escaping. */
function userPattern(userId: string): string {
  return `%"user":"${userId}"%`;
}

/**
 * Deletes every stored session signed in as `userId`, except `keepSessionId` when given: after
 * a password change or reset, a changed role or a disabled account, nobody stays signed in as
 * before.
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
    .where('json LIKE :pattern', { pattern: userPattern(userId) });
  if (keepSessionId) query.andWhere('id <> :keep', { keep: keepSessionId });
  const result = await query.execute();
  return result.affected ?? 0;
}

/** The stored sessions signed in as `userId` (TypeORM leaves the store's destroyed ones out). */
export function sessionsOfUser(manager: EntityManager, userId: string): Promise<SessionRow[]> {
  return manager
    .getRepository(SessionRow)
    .createQueryBuilder('s')
    .where('s.json LIKE :pattern', { pattern: userPattern(userId) })
    .getMany();
}
