/**
 * Storefront test helpers: a real store (cart + RTK Query) behind a memory router and the toast
 * provider, and a stub for fetch that answers by method and path.
 */
// First, so the API module sees fetch when it is created.
import './node-fetch';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { CartItem, CartState } from '../app/cart';
import { computeSubtotal } from '../app/cart';
import { makeStore } from '../app/store';
import { ToastProvider } from '../components/Toast';

// jsdom does not scroll; the screens scroll to the top on navigation.
window.scrollTo = (() => undefined) as typeof window.scrollTo;

export type Handler = (
  request: Request,
  url: URL,
) => Response | Promise<Response> | { status?: number; body: unknown };

export interface FetchStub {
  calls: { method: string; url: URL; body: unknown; headers: Headers }[];
  mock: jest.Mock;
}

/** Routes keyed like `GET /api/products/slime-hoodie`; unknown requests answer 404. */
export function stubFetch(routes: Record<string, Handler>): FetchStub {
  const calls: FetchStub['calls'] = [];
  const mock = jest.fn(async (input: Request) => {
    const request = input instanceof Request ? input : new Request(input);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    calls.push({
      method: request.method,
      url,
      body: text ? JSON.parse(text) : undefined,
      headers: request.headers,
    });
    const handler = routes[`${request.method} ${url.pathname}`];
    if (!handler) return json(404, { statusCode: 404, message: 'Not found' });
    const answer = await handler(request, url);
    return answer instanceof Response ? answer : json(answer.status ?? 200, answer.body);
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return { calls, mock };
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

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
