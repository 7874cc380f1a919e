/**
 * The console's order filters as SQL, one function for every reader of them: the admin list,
 * the CSV export and the selection of a bulk action. Each filter is an indexed condition
 * (migration OrderSearch): status, city and courier each with the time; a whole phone is the
 * phone index, a whole order number its unique index; a part of a name, number or phone is a
 * LIKE on the stored `searchText` (contract `orderSearchText`).
 */
import type { SelectQueryBuilder } from 'typeorm';
import { normalizeUaePhone, ORDER_SEARCH_MSG, searchTerm, SHOP_TIME_ZONE } from '../contract';
import type { OrderStatus } from '../contract';
import { invalidField } from '../common/api-error';
import { normalizeOrderNumber } from './order-number';
import type { OrderEntity } from './order.entity';
import { zoneOffsetMinutes } from './order-stats.service';

const DAY_MS = 86_400_000;
const ORDER_NUMBER = /^FD-[0-9A-Z]{4}-[0-9A-Z]{4}$/;

/** The instant a shop-calendar day begins (Asia/Dubai has no daylight saving). */
export function shopDayStart(date: string): Date {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  const offset = zoneOffsetMinutes(new Date(utcMidnight), SHOP_TIME_ZONE);
  return new Date(utcMidnight - offset * 60_000);
}

/** The filters as the DTOs give them (lists already split). */
export interface OrderFilterInput {
  status?: OrderStatus | OrderStatus[];
  q?: string;
  from?: string;
  to?: string;
  city?: string[];
  courier?: string[];
  ids?: string[];
  /** Whole normalised phone (the customer's orders). */
  phone?: string;
}

/** How `q` is matched. */
export type SearchMatch =
  | { kind: 'phone'; phone: string }
  | { kind: 'number'; orderNumber: string }
  | { kind: 'text'; term: string };

/**
 * A whole UAE phone in any form → that phone; a whole order number (dashes or not) → that
 * number; anything else → a part of the stored search text.
 */
export function searchMatch(q: string): SearchMatch {
  const phone = normalizeUaePhone(q);
  if (phone) return { kind: 'phone', phone };
  const orderNumber = normalizeOrderNumber(q);
  if (ORDER_NUMBER.test(orderNumber)) return { kind: 'number', orderNumber };
  return { kind: 'text', term: searchTerm(q) };
}

/** True when `q` reads a phone number, whole or a part (digits only). */
export function searchesPhone(q: string): boolean {
  const match = searchMatch(q);
  return match.kind === 'phone' || (match.kind === 'text' && /^\d+$/.test(match.term));
}

/** `%`, `_` and the escape itself taken literally in a LIKE … ESCAPE '!'. */
function likeEscaped(text: string): string {
  return text.replace(/[!%_]/g, (c) => `!${c}`);
}

/** Adds the filter's conditions to a query of orders aliased `o`. */
export function applyOrderFilter(
  qb: SelectQueryBuilder<OrderEntity>,
  filter: OrderFilterInput,
): SelectQueryBuilder<OrderEntity> {
  const statuses =
    filter.status === undefined
      ? []
      : Array.isArray(filter.status)
        ? filter.status
        : [filter.status];
  if (statuses.length === 1) qb.andWhere('o.status = :status', { status: statuses[0] });
  else if (statuses.length > 1) qb.andWhere('o.status IN (:...statuses)', { statuses });
  if (filter.phone) qb.andWhere('o.phone = :phone', { phone: filter.phone });
  if (filter.city?.length) qb.andWhere('o.city IN (:...cities)', { cities: filter.city });
  if (filter.courier?.length) {
    qb.andWhere('o.courier IN (:...couriers)', { couriers: filter.courier });
  }
  if (filter.ids?.length) qb.andWhere('o.id IN (:...ids)', { ids: filter.ids });
  if (filter.from && filter.to && filter.from > filter.to) {
    throw invalidField('from', ORDER_SEARCH_MSG.fromAfterTo);
  }
  if (filter.from) qb.andWhere('o.createdAt >= :from', { from: shopDayStart(filter.from) });
  if (filter.to) {
    qb.andWhere('o.createdAt < :to', { to: new Date(shopDayStart(filter.to).getTime() + DAY_MS) });
  }
  if (filter.q) {
    const match = searchMatch(filter.q);
    if (match.kind === 'phone') qb.andWhere('o.phone = :qPhone', { qPhone: match.phone });
    else if (match.kind === 'number') {
      qb.andWhere('o.orderNumber = :qNumber', { qNumber: match.orderNumber });
    } else {
      qb.andWhere("o.searchText LIKE :qLike ESCAPE '!'", {
        qLike: `%${likeEscaped(match.term)}%`,
      });
    }
  }
  return qb;
}
