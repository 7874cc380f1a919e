/**
 * The one RTK Query API of the app. Features add their endpoints with `api.injectEndpoints`.
 * Its defaults: no retry, no refetch on focus; cookies are always sent.
 */
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: '/api', credentials: 'include' }),
  tagTypes: ['Product', 'Category', 'Settings', 'Order', 'Stats', 'Me'],
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: () => ({}),
});
