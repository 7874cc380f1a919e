/**
 * The server's side of each page's data declaration (app/pageData.ts): the page's reads run
 * straight against the backend's services, or through the store's own queries.
 */
import { catalogApi, catalogRequests } from '../app/catalogApi';
import { api } from '../app/api';
import { readPage } from '../app/pageData';
import type { CatalogReads, Read } from '../app/pageReads';
import type { StorefrontDataSource } from '../api/types';
import { readOnServer } from './serverQuery';
import type { ServerStore } from './serverStore';

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
  const status = await readPage(read, pathname, search, known);
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
  const status = await readPage(read, pathname, search, known);
  await Promise.all(dispatch(api.util.getRunningQueriesThunk()));
  return status;
}
