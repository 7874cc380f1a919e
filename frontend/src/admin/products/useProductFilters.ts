/**
 * The products screen's filters, kept in the address (`?q=&category=&status=&stock=&sort=&page=`)
 * so a reload or a shared link shows the same list. Changing a filter goes back to page 1.
 */
import { ADMIN_PRODUCT_SORTS, PRODUCT_STATUSES, STOCK_FILTERS } from '@freakdrop/contract';
import type { AdminProductSort, ProductStatus, StockFilter } from '@freakdrop/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface ProductFilters {
  search: string;
  category: string;
  status?: ProductStatus;
  stock?: StockFilter;
  sort: AdminProductSort;
  page: number;
}

function oneOf<T extends string>(options: readonly T[], value: string | null): T | undefined {
  return options.find((option) => option === value);
}

/** The filters as the address has them; unknown values are ignored. */
export function filtersOf(params: URLSearchParams): ProductFilters {
  const page = Number(params.get('page'));
  return {
    search: params.get('q') ?? '',
    category: params.get('category') ?? '',
    status: oneOf(PRODUCT_STATUSES, params.get('status')),
    stock: oneOf(STOCK_FILTERS, params.get('stock')),
    sort: oneOf(ADMIN_PRODUCT_SORTS, params.get('sort')) ?? 'newest',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address's query for these filters: only what differs from the defaults. */
export function searchOf(filters: ProductFilters): URLSearchParams {
  const out = new URLSearchParams();
  if (filters.search.trim()) out.set('q', filters.search.trim());
  if (filters.category) out.set('category', filters.category);
  if (filters.status) out.set('status', filters.status);
  if (filters.stock) out.set('stock', filters.stock);
  if (filters.sort !== 'newest') out.set('sort', filters.sort);
  if (filters.page > 1) out.set('page', String(filters.page));
  return out;
}

export function useProductFilters(): [ProductFilters, (change: Partial<ProductFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersOf(params), [params]);
  const change = useCallback(
    (next: Partial<ProductFilters>) =>
      setParams(
        (current) => {
          const merged = { ...filtersOf(current), page: 1, ...next };
          return searchOf(merged);
        },
        { replace: false },
      ),
    [setParams],
  );
  return [filters, change];
}
