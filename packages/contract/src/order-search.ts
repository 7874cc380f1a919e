/**
 * Finding orders in the console and acting on many at once: the list's search and filters
 * (`GET /api/admin/orders`), the bulk actions (`POST /api/admin/orders/bulk`) and the words
 * both sides show. The server searches a stored text built by `orderSearchText`, so what is
 * stored and what is typed are read the same way.
 */
import { westernDigits } from './phone';

export const ORDER_SEARCH_LIMITS = {
  /** Characters of `q`. */
  qMax: 100,
  /** Orders one bulk action takes, by ids or by a filter. */
  bulkMax: 500,
  /** Characters of a courier filter. */
  courierMax: 60,
} as const;

export const ORDER_LIST_SORTS = ['newest', 'oldest', 'total'] as const;
export type OrderListSort = (typeof ORDER_LIST_SORTS)[number];

export const BULK_ORDER_ACTIONS = ['status', 'courier'] as const;
export type BulkOrderAction = (typeof BULK_ORDER_ACTIONS)[number];

export const ORDER_SEARCH_MSG = {
  qMax: `Search must be at most ${ORDER_SEARCH_LIMITS.qMax} characters`,
  sortInvalid: 'Sort must be newest, oldest or total',
  cityInvalid: 'Unknown city',
  courierInvalid: `A courier must be at most ${ORDER_SEARCH_LIMITS.courierMax} characters`,
  idsInvalid: 'ids must be order ids',
  fromAfterTo: 'The start date must be on or before the end date',
  bulkActionInvalid: 'Action must be status or courier',
  bulkTarget: 'Send either ids or a filter',
  bulkEmpty: 'Select at least one order',
  bulkTooMany: `At most ${ORDER_SEARCH_LIMITS.bulkMax} orders at once: narrow the filter`,
  bulkStatusRequired: 'Choose the new status',
  bulkCourierRequired: 'Choose a courier',
} as const;

/** Spaces of any kind and the direction marks a paste adds, collapsed to one space. */
const SPACES = /[\s\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]+/g;

/** Text as it is searched: NFKC, lower case, Western digits, single spaces, trimmed. */
export function searchable(text: string): string {
  return westernDigits(text.normalize('NFKC')).toLowerCase().replace(SPACES, ' ').trim();
}

/**
 * What an order is found by, stored with it: the customer's name, the order number and the
 * phone in its local form (`0501234567`), so a part of any of them matches.
 */
export function orderSearchText(customerName: string, orderNumber: string, phone: string): string {
  const local = phone.startsWith('+971') ? `0${phone.slice(4)}` : phone;
  return `${searchable(customerName)} ${orderNumber.toLowerCase()} ${local}`;
}

/**
 * The typed search as it is matched against `orderSearchText`: digits and the separators
 * people put between them come down to the digits (a part of a phone number); anything else
 * is `searchable`.
 */
export function searchTerm(q: string): string {
  const text = searchable(q);
  const digits = text.replace(/[\s\-\u2010-\u2015.()+]/g, '');
  return /^\d+$/.test(digits) ? digits : text;
}
