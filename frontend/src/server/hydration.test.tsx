/**
 * Each page's data is declared once (app/pageData.ts, features/x/data.ts): the server reads
 * what the declaration says, and the screens' components ask for the same queries. Proof: the
 * app, rendered in the browser from the state the server made, fetches nothing (but the
 * product itself, which the product page always refetches for fresh stock).
 */
// First, so the API module sees the fetch double when it is created.
import { mockApi } from '../test/storefront';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { Category, Settings } from '../api/types';
import type { SsrResult, StorefrontDataSource } from '../api/types';
import { App, preloadRoute, screenFor } from '../app/App';
import { hydrate } from '../app/api';
import { makeStore } from '../app/store';
import { aProduct } from '../test/fixtures';
import { readRouteEntries } from './routeData';
import { storeWith } from './serverStore';

const found = <T,>(data: T): Promise<SsrResult<T>> => Promise.resolve({ data });
const source: StorefrontDataSource = {
  settings: () =>
    found({
      deliveryAED: 20,
      contactEmail: 'hello@freakdrop.ae',
      whatsappNumber: '+971501234567',
      instagramHandle: '@freakdrop',
    } as Settings),
  categories: () => found([{ id: 'c1', slug: 'HOODIES', name: 'Hoodies' }] as Category[]),
  product: (slug) => found(aProduct(slug, { sizes: ['M'] })),
  products: () => found({ products: [aProduct('goo'), aProduct('slime')], total: 2 }),
};

describe('the browser after the server render', () => {
  it.each([
    ['/', ''],
    ['/shop', ''],
    ['/shop', '?category=HOODIES&sort=price_asc&page=2&search=goo'],
    ['/product/goo', ''],
  ])('%s%s fetches nothing the server read', async (path, search) => {
    const read = await readRouteEntries(source, path, search, screenFor(path).known);
    expect(read).not.toBeNull();
    const serverState = storeWith(read?.entries ?? []).getState();

    const calls = mockApi({});
    const store = makeStore();
    store.dispatch(hydrate({ api: serverState.api }));
    await preloadRoute(path);
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={[`${path}${search}`]}>
          <App />
        </MemoryRouter>
      </Provider>,
    );
    await screen.findAllByText('goo');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    const fetched = calls.map((c) => `${c.path}${c.url.search}`);
    expect(fetched).toEqual(path.startsWith('/product/') ? ['/api/products/goo'] : []);
  });
});
