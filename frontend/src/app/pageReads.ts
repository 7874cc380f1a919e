/**
 * The shape of a page's data declaration: the catalog reads it makes, by RTK Query endpoint
 * name, through a `read` the caller gives. The server gives one that reads the backend's
 * services (server/routeData.ts); the same declaration names the arguments the page's
 * components pass to their query hooks, so both always ask for the same cache entries.
 */
import type {
  Category,
  Product,
  ProductListQuery,
  ProductListResponse,
  Settings,
} from '../api/types';

/** The catalog endpoints a page reads: argument and data. */
export interface CatalogReads {
  getSettings: [undefined, Settings];
  getCategories: [undefined, Category[]];
  getProducts: [ProductListQuery, ProductListResponse];
  getProduct: [string, Product];
}
export type ReadName = keyof CatalogReads;

/** One read: its data, or the status of the error the API would have answered. */
export type Read = <N extends ReadName>(
  name: N,
  arg: CatalogReads[N][0],
) => Promise<{ data?: CatalogReads[N][1]; status?: number | string }>;

/** Where a page is: its path's parameters (`slug`) and its query. */
export interface PageAddress {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

/**
 * A page's reads, in the order they depend on each other; resolves with 404 when what the
 * page shows does not exist (an unknown product), else nothing.
 */
export type PageData = (read: Read, at: PageAddress) => Promise<404 | void>;
