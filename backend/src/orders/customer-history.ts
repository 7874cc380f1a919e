import type { DataSource, SelectQueryBuilder } from 'typeorm';
import { OrderEntity } from './order.entity';

/**
 * SQL (SQLite and MySQL) that is 1 when order `o` is CANCELLED and its latest cancellation
 * gave the reason REFUSED_AT_DOOR, else 0. An order cancelled, reopened and cancelled again
 * counts by its last cancellation.
 */
export const REFUSED_SQL = `CASE WHEN o.status = 'CANCELLED' AND (
    SELECT h.reason FROM order_status_changes h
    WHERE h.orderId = o.id AND h.status = 'CANCELLED'
    ORDER BY h.changedAt DESC, h.id DESC LIMIT 1
  ) = 'REFUSED_AT_DOOR' THEN 1 ELSE 0 END`;

export interface OrderOutcomeCounts {
  orderCount: number;
  deliveredCount: number;
  cancelledCount: number;
  refusedCount: number;
  /** Orders that reached CONFIRMED or a later status at some time. */
  confirmedCount: number;
}

/** Counts outcomes over the orders `where` selects (on the alias `o`), in one query. */
export async function countOutcomes(
  dataSource: DataSource,
  where: (qb: SelectQueryBuilder<OrderEntity>) => SelectQueryBuilder<OrderEntity>,
): Promise<OrderOutcomeCounts> {
  const qb = dataSource
    .getRepository(OrderEntity)
    .createQueryBuilder('o')
    .select('COUNT(*)', 'orderCount')
    .addSelect("COALESCE(SUM(CASE WHEN o.status = 'DELIVERED' THEN 1 ELSE 0 END), 0)", 'delivered')
    .addSelect("COALESCE(SUM(CASE WHEN o.status = 'CANCELLED' THEN 1 ELSE 0 END), 0)", 'cancelled')
    .addSelect(`COALESCE(SUM(${REFUSED_SQL}), 0)`, 'refused')
    .addSelect(
      `COALESCE(SUM(CASE WHEN EXISTS (
        SELECT 1 FROM order_status_changes c WHERE c.orderId = o.id
        AND c.status IN ('CONFIRMED', 'OUT_FOR_DELIVERY', 'DELIVERED')
      ) THEN 1 ELSE 0 END), 0)`,
      'confirmed',
    );
  const row = await where(qb).getRawOne<Record<string, string | number | null>>();
  const n = (key: string) => Number(row?.[key] ?? 0);
  return {
    orderCount: n('orderCount'),
    deliveredCount: n('delivered'),
    cancelledCount: n('cancelled'),
    refusedCount: n('refused'),
    confirmedCount: n('confirmed'),
  };
}

/** The same counts per phone, for a page of orders (one GROUP BY). */
export async function countOutcomesByPhone(
  dataSource: DataSource,
  phones: string[],
): Promise<Map<string, OrderOutcomeCounts>> {
  const rows = await dataSource
    .getRepository(OrderEntity)
    .createQueryBuilder('o')
    .select('o.phone', 'phone')
    .addSelect('COUNT(*)', 'orderCount')
    .addSelect("COALESCE(SUM(CASE WHEN o.status = 'DELIVERED' THEN 1 ELSE 0 END), 0)", 'delivered')
    .addSelect("COALESCE(SUM(CASE WHEN o.status = 'CANCELLED' THEN 1 ELSE 0 END), 0)", 'cancelled')
    .addSelect(`COALESCE(SUM(${REFUSED_SQL}), 0)`, 'refused')
    .where('o.phone IN (:...phones)', { phones })
    .groupBy('o.phone')
    .getRawMany<Record<string, string | number | null>>();
  const out = new Map<string, OrderOutcomeCounts>();
  for (const row of rows) {
    out.set(String(row.phone), {
      orderCount: Number(row.orderCount ?? 0),
      deliveredCount: Number(row.delivered ?? 0),
      cancelledCount: Number(row.cancelled ?? 0),
      refusedCount: Number(row.refused ?? 0),
      confirmedCount: 0,
    });
  }
  return out;
}
