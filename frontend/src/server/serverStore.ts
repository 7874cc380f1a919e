/** A store per server render: the app's reducers, an empty cart, reads through the backend. */
import { combineReducers, configureStore, Tuple } from '@reduxjs/toolkit';
import type { StorefrontDataSource } from '../api/types';
import { api } from '../app/api';
import type { ServerExtra } from '../app/api';
import { catalogApi } from '../app/catalogApi';
import { cartReducer } from '../app/cart';
import { serverQuery } from './serverQuery';

const reducer = combineReducers({ [api.reducerPath]: api.reducer, cart: cartReducer });
const emptyCart = { items: [], subtotalAED: 0 };

/** A store whose queries run on the server (through the data source) as they are dispatched. */
export function makeServerStore(source: StorefrontDataSource) {
  const extra: ServerExtra = { serverQuery: serverQuery(source) };
  return configureStore({
    reducer,
    preloadedState: { cart: emptyCart },
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

/**
 * A store holding what was read already (routeData.ts readRouteEntries): its state is one
 * reducer call, and it has no middleware, since a server render dispatches nothing (queries
 * subscribe in effects, which run in the browser only).
 */
export function storeWith(entries: Parameters<typeof catalogApi.util.upsertQueryEntries>[0]) {
  const state = reducer(
    { [api.reducerPath]: undefined, cart: emptyCart } as unknown as Parameters<typeof reducer>[0],
    catalogApi.util.upsertQueryEntries(entries),
  );
  return configureStore({ reducer, preloadedState: state, middleware: () => new Tuple() });
}
