/**
 * What each storefront route reads before it renders: the same queries, with the same
 * arguments, its components ask for (otherwise the browser would fetch again on hydrating and
 * show other markup than the server sent, which the hydration test catches).
 */
import type { Category, Product, ProductListQuery, ProductListResponse, Settings } from '@contract';
import { LIMITS, PAGE_PATHS } from '@contract';
import type { StorefrontDataSource } from '@contract/ssr';
import { matchPath } from 'react-router-dom';
import { catalogApi, catalogRequests } from '../app/catalogApi';
import { api } from '../app/api';
import { FEATURED_PER_CATEGORY } from '../features/home/HomePage';
import { readShopParams, shopQuery } from '../features/shop/shopParams';
import { readOnServer } from './serverQuery';
import type { ServerStore } from './serverStore';

/** The catalog endpoints a page reads: argument and data. */
interface CatalogReads {
  getSettings: [undefined, Settings];
  getCategories: [undefined, Category[]];
  getProducts: [ProductListQuery, ProductListResponse];
  getProduct: [string, Product];
}
type ReadName = keyof CatalogReads;

/** One read: its data, or the status of the error the API would have answered. */
type Read = <N extends ReadName>(
  name: N,
  arg: CatalogReads[N][0],
) => Promise<{ data?: CatalogReads[N][1]; status?: number | string }>;

/** The route's reads, through `read`; resolves with the page's HTTP status. */
async function readRoute(
  read: Read,
  pathname: string,
  search: string,
  known: boolean,
): Promise<number> {
  // The footer shows the shop's contacts on every page.
  const reads: Promise<unknown>[] = [read('getSettings', undefined)];
  let status = known ? 200 : 404;

  if (matchPath(PAGE_PATHS.home, pathname)) {
    const categories = await read('getCategories', undefined);
    for (const c of categories.data ?? []) {
      reads.push(
        read('getProducts', { category: c.slug, featured: true, limit: FEATURED_PER_CATEGORY }),
      );
    }
  } else if (matchPath(PAGE_PATHS.shop, pathname)) {
    reads.push(read('getCategories', undefined));
    reads.push(read('getProducts', shopQuery(readShopParams(new URLSearchParams(search)))));
  } else {
    const match = matchPath(PAGE_PATHS.product, pathname);
    if (match) {
      const product = await read('getProduct', match.params.slug ?? '');
      if (product.data) {
        // ProductPage's related products: one more than shown, the product itself left out.
        reads.push(
          read('getProducts', {
            category: product.data.category,
            limit: LIMITS.relatedProducts + 1,
          }),
        );
      } else if (product.status === 404) {
        status = 404;
      }
    }
  }
  await Promise.all(reads);
  return status;
}

/** A cache entry as `upsertQueryEntries` takes it. */
type Entry = Parameters<typeof catalogApi.util.upsertQueryEntries>[0][number];

/**
 * The route's reads straight from the data source, as the entries of the RTK Query cache they
 * fill: one reducer call makes the store's state (server/serverStore.ts storeWith), instead of a
 * pending and a fulfilled action through every middleware per query. Null when a read failed
 * (an unknown product, a fault): `loadRouteData` then runs the queries themselves, so the
 * store holds the error exactly as the browser would have it.
 */
export async function readRouteEntries(
  source: StorefrontDataSource,
  pathname: string,
  search: string,
  known: boolean,
): Promise<{ status: number; entries: Entry[] } | null> {
  const entries: Entry[] = [];
  let failed = false;
  const read: Read = async (name, arg) => {
    const request = (
      catalogRequests[name] as (a: typeof arg) => Parameters<typeof readOnServer>[1]
    )(arg);
    const result = await readOnServer(source, request);
    if ('error' in result) {
      failed = true;
      return { status: result.error.status };
    }
    entries.push({ endpointName: name, arg, value: result.data } as Entry);
    return { data: result.data as CatalogReads[typeof name][1] };
  };
  const status = await readRoute(read, pathname, search, known);
  return failed ? null : { status, entries };
}

/** Runs the route's queries into the store; resolves with the page's HTTP status. */
export async function loadRouteData(
  store: ServerStore,
  pathname: string,
  search: string,
  known: boolean,
): Promise<number> {
  const { dispatch } = store;
  const endpoints = catalogApi.endpoints;
  const read: Read = async (name, arg) => {
    const endpoint = endpoints[name] as unknown as {
      initiate: (a: typeof arg) => Parameters<typeof dispatch>[0];
    };
    const result = (await dispatch(endpoint.initiate(arg))) as unknown as {
      data?: CatalogReads[typeof name][1];
      error?: { status?: number | string };
    };
    return { data: result.data, status: result.error?.status };
  };
  const status = await readRoute(read, pathname, search, known);
  await Promise.all(dispatch(api.util.getRunningQueriesThunk()));
  return status;
}
