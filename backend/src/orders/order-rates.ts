import type { DataSource } from 'typeorm';
import { CONFIRMATION_LIMITS } from '../contract';
import type { OrderRates } from '../contract';
import { countOutcomes } from './customer-history';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `part` of `whole` in percent with one decimal; 0 when there is no whole. */
export function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part * 1000) / whole) / 10;
}

/**
 * The dashboard's rates over orders placed in the last 30 days: confirmed (reached CONFIRMED
 * or later, at any time), delivered (DELIVERED now) and refused (cancelled, REFUSED_AT_DOOR).
 */
export async function orderRates(dataSource: DataSource, now = new Date()): Promise<OrderRates> {
  const since = new Date(now.getTime() - CONFIRMATION_LIMITS.rateDays * DAY_MS);
  const c = await countOutcomes(dataSource, (qb) => qb.where('o.createdAt >= :since', { since }));
  return {
    confirmedPct: percent(c.confirmedCount, c.orderCount),
    deliveredPct: percent(c.deliveredCount, c.orderCount),
    refusedPct: percent(c.refusedCount, c.orderCount),
  };
}
