/** A store per server render: the app's reducers, an empty cart, reads through the backend. */
import { configureStore } from '@reduxjs/toolkit';
import type { StorefrontDataSource } from '@contract/ssr';
import { api } from '../app/api';
import type { ServerExtra } from '../app/api';
import { cartReducer } from '../app/cart';
import { serverQuery } from './serverQuery';

export function makeServerStore(source: StorefrontDataSource) {
  const extra: ServerExtra = { serverQuery: serverQuery(source) };
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer, cart: cartReducer },
    preloadedState: { cart: { items: [], subtotalAED: 0 } },
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: extra },
        // One short-lived store per request: the dev-only checks would only cost time.
        serializableCheck: false,
        immutableCheck: false,
      }).concat(api.middleware),
  });
}
export type ServerStore = ReturnType<typeof makeServerStore>;
