import { configureStore } from '@reduxjs/toolkit';
import { api } from './api';
import { cartPersistence, cartReducer, loadCart } from './cart';
import type { CartState } from './cart';

/** Features with their own state add their reducer here. */
export function makeStore(options: { cart?: CartState } = {}) {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer, cart: cartReducer },
    preloadedState: { cart: options.cart ?? loadCart() },
    middleware: (getDefault) => getDefault().concat(cartPersistence, api.middleware),
  });
}
export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
