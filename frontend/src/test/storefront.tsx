/**
 * Storefront test helpers: a real store (cart + RTK Query) behind a memory router and the toast
 * provider. Requests are answered by the fetch double (fetch-double.ts), re-exported here.
 */
// First, so the API module sees fetch when it is created.
import './fetch-double';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { CartItem, CartState } from '../app/cart';
import { computeSubtotal } from '../app/cart';
import { makeStore } from '../app/store';
import { ToastProvider } from '../components/Toast';

export { json, mockApi } from './fetch-double';
export type { ApiCall, Reply, Route } from './fetch-double';

// jsdom does not scroll; the screens scroll to the top on navigation.
window.scrollTo = (() => undefined) as typeof window.scrollTo;

export function cartOf(items: CartItem[]): CartState {
  return { items, subtotalAED: computeSubtotal(items) };
}

/** Shows the router's address so tests can read it. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderStorefront(
  ui: ReactElement,
  { route = '/', path = '*', cart }: { route?: string; path?: string; cart?: CartState } = {},
) {
  const store = makeStore({ cart: cart ?? { items: [], subtotalAED: 0 } });
  const utils = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <ToastProvider>
          <Routes>
            <Route path={path} element={ui} />
            {path !== '/shop' && <Route path="/shop" element={<p>Shop page</p>} />}
          </Routes>
          <LocationProbe />
        </ToastProvider>
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...utils };
}
