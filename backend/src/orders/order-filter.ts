/**
 * The console's order filters as SQL, one place for every reader of them: the admin list,
 * the CSV export and the selection of a bulk action. Each filter is an indexed condition
 * (migration OrderSearch): status, city and courier each with the time; a whole phone is the
 * phone index, a whole order number its unique index; a part of a name, number or phone is a
 * word-prefix match in the text index over `searchText` (order-search-text.ts).
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { SelectQueryBuilder } from 'typeorm';
import { normalizeUaePhone, ORDER_SEARCH_MSG } from '../contract';
import { wordPrefixMatch } from '../database/text-search';
import type { WordPrefixMatch } from '../database/text-search';
import { orderSearchWords } from './order-search-text';
import type { OrderStatus } from '../contract';
import { invalidField } from '../common/api-error';
import { normalizeOrderNumber } from './order-number';
import type { OrderEntity } from './order.entity';
import { shopDayStart } from './shop-day';

const DAY_MS = 86_400_000;
const ORDER_NUMBER = /^FD-[0-9A-Z]{4}-[0-9A-Z]{4}$/;

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
  | { kind: 'words'; words: string[] };

/**
 * A whole UAE phone in any form → that phone; a whole order number (dashes or not) → that
 * number; anything else → words, each the beginning of a word of the stored search text.
 */
export function searchMatch(q: string): SearchMatch {
  const phone = normalizeUaePhone(q);
  if (phone) return { kind: 'phone', phone };
  const orderNumber = normalizeOrderNumber(q);
  if (ORDER_NUMBER.test(orderNumber)) return { kind: 'number', orderNumber };
  return { kind: 'words', words: orderSearchWords(q) };
}

/** True when `q` reads a phone number, whole or a part (digits only). */
export function searchesPhone(q: string): boolean {
  const match = searchMatch(q);
  return (
    match.kind === 'phone' || (match.kind === 'words' && match.words.some((w) => /^\d+$/.test(w)))
  );
}

/** Adds the filters' conditions to queries of orders aliased `o`. */
@Injectable()
export class OrderFilters {
  private readonly match: WordPrefixMatch;

  constructor(@InjectDataSource() dataSource: DataSource) {
    this.match = wordPrefixMatch(dataSource, {
      alias: 'o',
      column: 'searchText',
      ftsTable: 'orders_fts',
    });
  }

  async apply(
    qb: SelectQueryBuilder<OrderEntity>,
    filter: OrderFilterInput,
  ): Promise<SelectQueryBuilder<OrderEntity>> {
    applyPlainFilters(qb, filter);
    if (!filter.q) return qb;
    const match = searchMatch(filter.q);
    if (match.kind === 'phone') qb.andWhere('o.phone = :qPhone', { qPhone: match.phone });
    else if (match.kind === 'number') {
      qb.andWhere('o.orderNumber = :qNumber', { qNumber: match.orderNumber });
    } else if (match.words.length === 0) {
      // Only punctuation: nothing can match.
      qb.andWhere('1 = 0');
    } else {
      await this.match(qb, match.words);
    }
    return qb;
  }
}

/** Every filter but `q`: plain indexed conditions. */
function applyPlainFilters(qb: SelectQueryBuilder<OrderEntity>, filter: OrderFilterInput): void {
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
}
