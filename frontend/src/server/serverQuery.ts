/**
 * The server store's base query: the same requests the browser would make, answered by the
 * backend's own services (StorefrontDataSource) instead of over HTTP. Anything the server does
 * not read (orders, tracking, admin) fails quietly; the browser fetches it after hydrating.
 */
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { SsrResult, StorefrontDataSource } from '../api/types';

type Params = Record<string, string>;

function paramsOf(args: string | FetchArgs): Params {
  if (typeof args === 'string') return {};
  const out: Params = {};
  for (const [key, value] of Object.entries((args.params ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) out[key] = String(value);
  }
  return out;
}

function answer<T>(result: SsrResult<T>): { data: T } | { error: FetchBaseQueryError } {
  if ('data' in result) return { data: result.data };
  return { error: { status: result.error.status, data: result.error.data } };
}

/** One request of the app's API, answered by the backend's services. */
export async function readOnServer(
  source: StorefrontDataSource,
  args: string | FetchArgs,
): Promise<{ data: unknown } | { error: FetchBaseQueryError }> {
  const url = typeof args === 'string' ? args : args.url;
  const [path] = url.split('?');
  if (path === '/products') return answer(await source.products(paramsOf(args)));
  const product = /^\/products\/([^/]+)$/.exec(path);
  if (product) return answer(await source.product(decodeURIComponent(product[1])));
  if (path === '/categories') return answer(await source.categories());
  if (path === '/settings') return answer(await source.settings());
  return { error: { status: 'CUSTOM_ERROR', error: `Not read on the server: ${path}` } };
}

export function serverQuery(
  source: StorefrontDataSource,
): BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> {
  return (args) => readOnServer(source, args);
}
