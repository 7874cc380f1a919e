/**
 * The staff console's products list and bulk edits: product status, the admin list's sorts and
 * stock filter, the bulk actions and their limits and messages. Both the API and the console
 * use these.
 */
import { LIMITS } from './constants';
import type { NumberRule } from './rules';

/** `draft`: only staff see it; shoppers and the public API answer as if it did not exist. */
export const PRODUCT_STATUSES = ['active', 'draft'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** The admin list's sorts: the shop's four, and by stock (fewest or most units first). */
export const ADMIN_PRODUCT_SORTS = [
  'newest',
  'name_asc',
  'price_asc',
  'price_desc',
  'stock_asc',
  'stock_desc',
] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];

/**
 * The admin list's stock filter, the same three states as the console's stock badge:
 * `sold_out` 0 units, `low` 1 up to the product's own low-stock threshold, `in_stock` above it.
 */
export const STOCK_FILTERS = ['in_stock', 'low', 'sold_out'] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];

export const PRODUCT_BULK_ACTIONS = ['publish', 'unpublish', 'delete', 'price', 'stock'] as const;
export type ProductBulkAction = (typeof PRODUCT_BULK_ACTIONS)[number];

export const PRODUCT_BULK_LIMITS = {
  /** Products one bulk call may name. */
  maxIds: 500,
  /** The admin list's largest page. */
  adminMaxPageSize: 100,
  adminPageSize: LIMITS.adminPageSize,
} as const;

/**
 * A bulk price change in percent: −90 % (a tenth of the price) up to +1000 %, two decimals at
 * most. The new prices are rounded to whole fils and must then pass the price rules.
 */
export const PRICE_PERCENT_RULE = {
  kind: 'number',
  maxDecimals: 2,
  min: -90,
  max: 1000,
  messages: {
    required: 'Percent must be a number with at most 2 decimals',
    min: 'Percent must be at least -90',
    max: 'Percent must be at most 1000',
  },
} as const satisfies NumberRule;

/** A price after a change of `percent`, rounded to whole fils (half away from zero). */
export function priceAfterPercent(priceAED: number, percent: number): number {
  const fils = Math.round(priceAED * 100);
  return Math.round((fils * (100 + percent)) / 100) / 100;
}

export const BULK_MSG = {
  idsRequired: `ids must list 1 to ${PRODUCT_BULK_LIMITS.maxIds} product ids`,
  actionInvalid: `action must be one of ${PRODUCT_BULK_ACTIONS.join(', ')}`,
  priceChoice: 'A price change needs either priceAED or percent (not both)',
  stockRequired: 'A stock change needs stockQuantity',
  stockPerVariant:
    'This product keeps stock per size and colour: change its stock in the product form',
} as const;
