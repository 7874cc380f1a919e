/**
 * The server's two ways to a page's RTK Query state: the reads put straight into the cache
 * (readRouteEntries + storeWith, every page whose reads succeed) and the queries run through
 * the store (loadRouteData, when a read failed). The browser hydrates from either, so they must
 * hold the same entries, with the same data and the same tags; else it would fetch again.
 */
// First, so the API module sees fetch when it is created.
import '../test/node-fetch';
import type { Category, Settings } from '../api/types';
import type { SsrResult, StorefrontDataSource } from '../api/types';
import { aProduct } from '../test/fixtures';
import { loadRouteData, readRouteEntries } from './routeData';
import { makeServerStore, storeWith } from './serverStore';

const product = (slug: string) => aProduct(slug, { sizes: ['M'] });

const settings = { deliveryAED: 20 } as Settings;
const categories = [{ id: 'c1', slug: 'HOODIES', name: 'Hoodies' }] as Category[];

/** A data source over a small catalog; the products it lists are the ones it was asked for. */
function source(): StorefrontDataSource & { asked: string[] } {
  const asked: string[] = [];
  const found = <T>(data: T): Promise<SsrResult<T>> => Promise.resolve({ data });
  return {
    asked,
    settings: () => (asked.push('settings'), found(settings)),
    categories: () => (asked.push('categories'), found(categories)),
    product: (slug) => {
      asked.push(`product ${slug}`);
      return slug === 'goo'
        ? found(product('goo'))
        : Promise.resolve({ error: { status: 404, data: { message: 'Product Not Found' } } });
    },
    products: (params) => {
      asked.push(`products ${new URLSearchParams(params).toString()}`);
      return found({ products: [product('a'), product('b')], total: 2 });
    },
  };
}

/** The state the browser hydrates from, without what differs by nature (ids, times). */
function comparable(state: unknown) {
  return JSON.parse(
    JSON.stringify(state, (key, value: unknown) =>
      /^(requestId|startedTimeStamp|fulfilledTimeStamp|config)$/.test(key) ? undefined : value,
    ),
  ) as unknown;
}

describe('server route data', () => {
  it.each([
    ['/', ''],
    ['/shop', '?category=HOODIES&sort=price_asc&page=2'],
    ['/product/goo', ''],
  ])('%s%s: the reads put in the cache are the state the queries make', async (path, search) => {
    const direct = source();
    const read = await readRouteEntries(direct, path, search, true);
    expect(read).not.toBeNull();
    const viaQueries = source();
    const store = makeServerStore(viaQueries);
    const status = await loadRouteData(store, path, search, true);

    expect(read?.status).toBe(status);
    expect(direct.asked.sort()).toEqual(viaQueries.asked.sort());
    expect(comparable(storeWith(read?.entries ?? []).getState().api)).toEqual(
      comparable(store.getState().api),
    );
  });

  it('gives the page to the queries when a read fails: an unknown product is a 404', async () => {
    expect(await readRouteEntries(source(), '/product/nope', '', true)).toBeNull();
    const store = makeServerStore(source());
    expect(await loadRouteData(store, '/product/nope', '', true)).toBe(404);
    const entry = Object.values(store.getState().api.queries)[1];
    expect(entry?.status).toBe('rejected');
  });
});
