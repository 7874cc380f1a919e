/**
 * The orders screen's filters, kept in the URL query so a reload or a shared link shows the
 * same list: `q`, `status` and `city` and `courier` (comma-separated), `from`/`to`
 * (YYYY-MM-DD, Dubai days), `sort`, `page`. Only what is set is written; every change but the
 * page goes back to page 1. The API takes the same names (GET /api/admin/orders).
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CITIES, ORDER_STATUSES } from '@freakdrop/contract';
import { ORDER_LIST_SORTS } from '@freakdrop/contract/order-search';
import type { City, OrderStatus } from '@freakdrop/contract';
import type { OrderListSort } from '@freakdrop/contract/order-search';

export interface OrderFilters {
  q: string;
  status: OrderStatus[];
  city: City[];
  courier: string[];
  from?: string;
  to?: string;
  sort: OrderListSort;
  page: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function listOf<T extends string>(value: string | null, allowed?: readonly T[]): T[] {
  if (!value) return [];
  const parts = value
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const kept = allowed ? parts.filter((p) => (allowed as readonly string[]).includes(p)) : parts;
  return [...new Set(kept)] as T[];
}

/** The filters a URL query holds; unknown or malformed values are left out. */
export function filtersFromSearch(search: URLSearchParams): OrderFilters {
  const sort = search.get('sort');
  const page = Number(search.get('page'));
  const from = search.get('from');
  const to = search.get('to');
  return {
    q: search.get('q')?.trim() ?? '',
    status: listOf(search.get('status'), ORDER_STATUSES),
    city: listOf(search.get('city'), CITIES),
    courier: listOf(search.get('courier')),
    from: from && DATE.test(from) ? from : undefined,
    to: to && DATE.test(to) ? to : undefined,
    sort: (ORDER_LIST_SORTS as readonly string[]).includes(sort ?? '')
      ? (sort as OrderListSort)
      : 'newest',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL query of filters: only what is set (newest and page 1 are the defaults). */
export function searchFromFilters(filters: OrderFilters): URLSearchParams {
  const out = new URLSearchParams();
  if (filters.q.trim()) out.set('q', filters.q.trim());
  if (filters.status.length) out.set('status', filters.status.join(','));
  if (filters.city.length) out.set('city', filters.city.join(','));
  if (filters.courier.length) out.set('courier', filters.courier.join(','));
  if (filters.from) out.set('from', filters.from);
  if (filters.to) out.set('to', filters.to);
  if (filters.sort !== 'newest') out.set('sort', filters.sort);
  if (filters.page > 1) out.set('page', String(filters.page));
  return out;
}

/** The filters as the API's query parameters, without paging (a bulk action's `filter`). */
export function apiFilter(filters: OrderFilters): Record<string, string> {
  const query = Object.fromEntries(searchFromFilters({ ...filters, page: 1, sort: 'newest' }));
  return query;
}

/** True when any filter narrows the list. */
export function isFiltered(filters: OrderFilters): boolean {
  return Object.keys(apiFilter(filters)).length > 0;
}

/** The filters of the URL, and a setter that writes them back (page 1 unless a page is given). */
export function useOrderFilters(): [OrderFilters, (change: Partial<OrderFilters>) => void] {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const update = useCallback(
    (change: Partial<OrderFilters>) => {
      setSearch((current) => {
        const next = { ...filtersFromSearch(current), page: 1, ...change };
        const params = searchFromFilters(next);
        // Parameters other screens put in this URL (the customer's `phone`) stay.
        const phone = current.get('phone');
        if (phone) params.set('phone', phone);
        return params;
      });
    },
    [setSearch],
  );
  return [filters, update];
}
