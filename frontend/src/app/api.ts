/**
 * The one RTK Query API of the app. Features add their endpoints with `api.injectEndpoints`.
 * Its defaults: no retry, no refetch on focus; cookies are always sent.
 *
 * Server rendering (src/server/): the server store passes its own base query as the thunk's
 * extra argument, which reads through the backend's services instead of over HTTP; the browser
 * takes the server's results in with the `HYDRATE` action before it hydrates.
 */
import type { Action } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';

type AppBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;

/** The thunk extra argument of the server store. */
export interface ServerExtra {
  serverQuery: AppBaseQuery;
}

export const HYDRATE = 'app/hydrate';

/** Puts the server's api state into the browser store before it hydrates. */
export function hydrate(state: unknown): Action & { payload: unknown } {
  return { type: HYDRATE, payload: state };
}

const browserQuery = fetchBaseQuery({ baseUrl: '/api', credentials: 'include' });

const baseQuery: AppBaseQuery = (args, ctx, extraOptions) => {
  const server = (ctx.extra as Partial<ServerExtra> | undefined)?.serverQuery;
  return server ? server(args, ctx, extraOptions) : browserQuery(args, ctx, extraOptions);
};

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Product', 'Category', 'Settings', 'Order', 'Stats', 'Me', 'Promotion'],
  refetchOnFocus: false,
  refetchOnReconnect: false,
  extractRehydrationInfo(action, { reducerPath }) {
    if (action.type !== HYDRATE) return undefined;
    return (action as { payload?: Record<string, unknown> }).payload?.[reducerPath] as never;
  },
  endpoints: () => ({}),
});
