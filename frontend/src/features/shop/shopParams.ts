/**
 * The shop's address is its state: category, featured, search, sort and page live
 * in the query string so a filtered page can be shared and the back button works.
 */
import type { ProductSort } from '@freakdrop/contract';
import type { Category, ProductListQuery } from '../../api/types';
import { LIMITS, PRODUCT_SORTS, categoryMatchKey } from '@freakdrop/contract';

export interface ShopFilters {
  category: string;
  featured: boolean;
  search: string;
  sort: ProductSort;
  page: number;
}

export const DEFAULT_SORT: ProductSort = 'newest';

export function readShopParams(params: URLSearchParams): ShopFilters {
  const sort = params.get('sort') as ProductSort | null;
  const page = Number(params.get('page'));
  return {
    category: params.get('category')?.trim() ?? '',
    featured: params.get('featured') === 'true',
    search: (params.get('search') ?? '').slice(0, LIMITS.searchMax),
    sort: sort && PRODUCT_SORTS.includes(sort) ? sort : DEFAULT_SORT,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The product list a shop address shows (the server renders the same query). */
export function shopQuery(f: ShopFilters): ProductListQuery {
  return {
    category: f.category || undefined,
    featured: f.featured || undefined,
    search: f.search || undefined,
    sort: f.sort,
    page: f.page,
    limit: LIMITS.shopPageSize,
  };
}

/** Only what differs from the defaults goes into the address. */
export function writeShopParams(f: ShopFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (f.category) params.set('category', f.category);
  if (f.featured) params.set('featured', 'true');
  if (f.search.trim()) params.set('search', f.search.trim());
  if (f.sort !== DEFAULT_SORT) params.set('sort', f.sort);
  if (f.page > 1) params.set('page', String(f.page));
  return params;
}

/** Changing category, featured, search or sort goes back to page 1. */
export function changeFilters(current: ShopFilters, change: Partial<ShopFilters>): ShopFilters {
  const next = { ...current, ...change };
  if (change.page === undefined) next.page = 1;
  return next;
}

/**
 * The category an address names, matched like the API does: case and punctuation ignored
 * (`Hoodies` → `HOODIES`, `T-Shirts` → `TSHIRTS`).
 */
export function matchCategory(
  categories: Category[] | undefined,
  value: string,
): Category | undefined {
  if (!value || !categories) return undefined;
  const key = categoryMatchKey(value);
  return categories.find(
    (c) => categoryMatchKey(c.slug) === key || categoryMatchKey(c.name) === key,
  );
}

/** Up to 5 page buttons centred on the current page. */
export function pageNumbers(
  current: number,
  totalPages: number,
  max: number = LIMITS.paginationButtons,
): number[] {
  if (totalPages <= 1) return [];
  const count = Math.min(max, totalPages);
  let start = Math.max(1, current - Math.floor(count / 2));
  start = Math.min(start, totalPages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}
