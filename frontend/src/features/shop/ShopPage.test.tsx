/** /shop: the address is the state. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '../../api/types';
import { aProduct } from '../../test/fixtures';
import { mockApi, renderStorefront } from '../../test/storefront';
import type { ApiCall } from '../../test/storefront';
import {
  changeFilters,
  matchCategory,
  pageNumbers,
  readShopParams,
  writeShopParams,
} from './shopParams';
import { SEARCH_DEBOUNCE_MS, ShopPage } from './ShopPage';

const CATEGORIES = [
  { id: 'c1', slug: 'HOODIES', name: 'Hoodies' },
  { id: 'c2', slug: 'TSHIRTS', name: 'T-Shirts' },
];

function products(count: number): Product[] {
  return Array.from({ length: count }, (_, i) =>
    aProduct(`product-${i}`, { id: `p${i}`, sku: `FD-X-${i}`, title: `Product ${i}` }),
  );
}

function serve(total = 30): ApiCall[] {
  return mockApi({
    'GET /api/categories': () => ({ body: CATEGORIES }),
    'GET /api/products': ({ query }) => {
      const page = Number(query.get('page') ?? 1);
      const shown = Math.max(0, Math.min(12, total - (page - 1) * 12));
      return { body: { products: products(shown), total } };
    },
  });
}

function lastListQuery(calls: ApiCall[]): Record<string, string> {
  const lists = calls.filter((c) => c.path === '/api/products');
  return Object.fromEntries(lists[lists.length - 1].query);
}

const location = () => screen.getByTestId('location').textContent;

function renderShop(route = '/shop') {
  return renderStorefront(<ShopPage />, { route, path: '/shop' });
}

describe('shop page', () => {
  it('syncs a category named in the address into the filter and the query', async () => {
    const calls = serve();
    renderShop('/shop?category=Hoodies');
    await waitFor(() => expect(screen.getByLabelText('Category')).toHaveValue('HOODIES'));
    expect(lastListQuery(calls)).toMatchObject({ category: 'Hoodies', limit: '12' });
    expect(screen.getByRole('button', { name: 'Remove filter Hoodies' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 12 of 30 products')).toBeInTheDocument();
  });

  it('writes a chosen category to the address, and All Categories removes it', async () => {
    serve();
    const u = userEvent.setup();
    renderShop('/shop?page=2');
    await screen.findByRole('option', { name: 'T-Shirts' });
    await u.selectOptions(screen.getByLabelText('Category'), 'TSHIRTS');
    expect(location()).toBe('/shop?category=TSHIRTS'); // and back to page 1
    await u.selectOptions(screen.getByLabelText('Category'), 'All Categories');
    expect(location()).toBe('/shop');
  });

  it('sorts on the server and goes back to page 1 when the sort changes', async () => {
    const calls = serve();
    const u = userEvent.setup();
    renderShop('/shop?category=HOODIES&page=3');
    await waitFor(() => expect(lastListQuery(calls)).toMatchObject({ page: '3' }));
    await u.selectOptions(screen.getByLabelText('Sort by'), 'Price: Low to High');
    expect(location()).toBe('/shop?category=HOODIES&sort=price_asc');
    await waitFor(() =>
      expect(lastListQuery(calls)).toEqual({ category: 'HOODIES', sort: 'price_asc', limit: '12' }),
    );
  });

  it('debounces the search into the address, back on page 1, with a removable chip', async () => {
    jest.useFakeTimers();
    try {
      const calls = serve();
      renderShop('/shop?page=2');
      const box = screen.getByLabelText('Search products');
      fireEvent.change(box, { target: { value: 'sl' } });
      fireEvent.change(box, { target: { value: 'slime' } });
      act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
      expect(location()).toBe('/shop?page=2');
      act(() => jest.advanceTimersByTime(100));
      expect(location()).toBe('/shop?search=slime');
      await waitFor(() => expect(lastListQuery(calls)).toMatchObject({ search: 'slime' }));
      expect(calls.some((c) => c.query.get('search') === 'sl')).toBe(false);
      fireEvent.click(screen.getByRole('button', { name: 'Remove filter Search: slime' }));
      expect(location()).toBe('/shop');
      expect(box).toHaveValue('');
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows up to 5 page buttons centred on the current page, and pages through the address', async () => {
    serve(100); // 9 pages
    const u = userEvent.setup();
    renderShop('/shop?page=5');
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    const pages = within(nav)
      .getAllByRole('button', { name: /^Page \d+$/ })
      .map((b) => b.textContent);
    expect(pages).toEqual(['3', '4', '5', '6', '7']);
    expect(within(nav).getByRole('button', { name: 'Page 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await u.click(within(nav).getByRole('button', { name: 'Page 7' }));
    expect(location()).toBe('/shop?page=7');
    await u.click(await screen.findByRole('button', { name: 'Previous' }));
    expect(location()).toBe('/shop?page=6');
  });

  it('says No products found with Clear Filters when filters match nothing', async () => {
    serve(0);
    const u = userEvent.setup();
    renderShop('/shop?search=zzz&featured=true');
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filters')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(location()).toBe('/shop');
    expect(await screen.findByText('Products coming soon!')).toBeInTheDocument();
  });
});

describe('shop address helpers', () => {
  it('reads defaults for anything missing or invalid', () => {
    expect(readShopParams(new URLSearchParams('sort=bogus&page=-2'))).toEqual({
      category: '',
      featured: false,
      search: '',
      sort: 'newest',
      page: 1,
    });
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    const f = {
      category: 'HOODIES',
      featured: true,
      search: 'drip',
      sort: 'name_asc' as const,
      page: 2,
    };
    const written = writeShopParams(f);
    expect(written.toString()).toBe(
      'category=HOODIES&featured=true&search=drip&sort=name_asc&page=2',
    );
    expect(readShopParams(written)).toEqual(f);
    expect(writeShopParams(readShopParams(new URLSearchParams())).toString()).toBe('');
  });

  it('goes back to page 1 on any filter change but not on a page change', () => {
    const f = readShopParams(new URLSearchParams('page=4'));
    expect(changeFilters(f, { sort: 'price_desc' }).page).toBe(1);
    expect(changeFilters(f, { featured: true }).page).toBe(1);
    expect(changeFilters(f, { page: 5 }).page).toBe(5);
  });

  it('matches categories like the API does', () => {
    expect(matchCategory(CATEGORIES, 't-shirts')?.slug).toBe('TSHIRTS');
    expect(matchCategory(CATEGORIES, 'Hoodies')?.slug).toBe('HOODIES');
    expect(matchCategory(CATEGORIES, 'socks')).toBeUndefined();
  });

  it('centres at most 5 page numbers', () => {
    expect(pageNumbers(1, 1)).toEqual([]);
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(1, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(9, 9)).toEqual([5, 6, 7, 8, 9]);
    expect(pageNumbers(4, 9)).toEqual([2, 3, 4, 5, 6]);
  });
});
