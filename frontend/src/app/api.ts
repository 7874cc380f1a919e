/**
 * The one RTK Query API of the app. Features add their endpoints with `api.injectEndpoints`.
 * Spec §7 defaults: no retry, no refetch on focus; cookies are always sent.
 */
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: '/api', credentials: 'include' }),
  tagTypes: ['Product', 'Category', 'Settings', 'Order', 'Stats', 'Me'],
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: () => ({}),
});

/** Spec §8: a non-OK answer becomes `{status}: {message}` (NOTES §15). */
export function apiErrorText(error: FetchBaseQueryError | SerializedError | undefined): string {
  if (!error) return '';
  if ('status' in error) {
    const data = error.data as { message?: unknown } | string | undefined;
    const message =
      typeof data === 'string'
        ? data
        : typeof data?.message === 'string'
          ? data.message
          : 'error' in error
            ? String(error.error)
            : '';
    return `${String(error.status)}: ${message}`;
  }
  return error.message ?? '';
}

/** The server's own message of an error answer, without the status prefix. */
export function apiErrorMessage(
  error: FetchBaseQueryError | SerializedError | undefined,
): string | undefined {
  if (!error) return undefined;
  if ('status' in error) {
    const data = error.data as { message?: unknown } | undefined;
    return typeof data?.message === 'string' ? data.message : undefined;
  }
  return error.message;
}
