/**
 * Finding orders in the console and acting on many at once: the limits and options of the
 * list's search and filters (`GET /api/admin/orders`) and of the bulk actions
 * (`POST /api/admin/orders/bulk`), and the words both sides show.
 */

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
