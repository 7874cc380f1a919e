import { createHash, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { OrderEntity } from './order.entity';

/** Compared when no order has the number, so that path does the same work as a wrong phone. */
const NO_SUCH_PHONE = '+971000000000';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The id of the order with this number and phone, or null, in the same work whether the number
 * exists or not: one indexed read of the number's row (raw, no entity built) and one
 * constant-time comparison of phone digests, against a stand-in phone when there is no row.
 * Only a match loads the order. So the time of an answer does not tell which order numbers
 * exist (an unknown number used to answer ~1 ms sooner than a known one with a wrong phone).
 */
export async function findTrackedOrderId(
  manager: EntityManager,
  orderNumber: string,
  phone: string | null,
): Promise<string | null> {
  const row = (await manager
    .createQueryBuilder(OrderEntity, 'o')
    .select('o.id', 'id')
    .addSelect('o.phone', 'phone')
    .where('o.orderNumber = :orderNumber', { orderNumber })
    .getRawOne()) as { id: string; phone: string } | undefined;
  const same = timingSafeEqual(digest(row?.phone ?? NO_SUCH_PHONE), digest(phone ?? ''));
  return same && row && phone ? row.id : null;
}
