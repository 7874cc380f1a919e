import { mockApi, renderAdmin } from '../test-utils';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import type { Product, ProductListResponse } from '../../api/types';
import { BULK_MSG, MSG } from '@freakdrop/contract';
import { aProduct } from '../../test/fixtures';
import { ProductsPage } from './ProductsPage';
import { bulkSummary } from './BulkActionBar';
import { filtersOf, searchOf } from './useProductFilters';

jest.setTimeout(60_000);

const ALPHA = aProduct('alpha', {
  id: 'p1',
  title: 'Alpha Hoodie',
  stockQuantity: 0,
  inStock: false,
});
const SECRET = aProduct('secret', {
  id: 'p2',
  title: 'Secret Hoodie',
  stockQuantity: 0,
  inStock: false,
  status: 'draft',
});

/** Shows the address, so a test can read the filters kept in it. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.search}</output>;
}

function renderPage(route: string) {
  return renderAdmin(
    <>
      <ProductsPage />
      <Address />
    </>,
    { route, path: '/admin/products' },
  );
}

const list = (products: Product[], total = products.length): { body: ProductListResponse } => ({
  body: { products, total },
});

describe('ProductsPage', () => {
  it('reads its filters from the address, asks the server, and shows the total and the Draft tag', async () => {
    const calls = mockApi({
      'GET /api/categories': { body: [] },
      'GET /api/admin/products': list([ALPHA, SECRET], 2),
    });
    renderPage('/admin/products?stock=sold_out&sort=stock_asc&q=hoodie');
    expect(await screen.findByText('Showing 1–2 of 2 products')).toBeInTheDocument();
    const asked = calls.find((c) => c.path === '/api/admin/products')!;
    expect(Object.fromEntries(asked.query)).toEqual({
      stock: 'sold_out',
      sort: 'stock_asc',
      search: 'hoodie',
      limit: '50',
    });
    const secretRow = screen.getByText('Secret Hoodie').closest('tr')!;
    expect(within(secretRow).getByText('Draft')).toBeInTheDocument();
    expect(within(screen.getByText('Alpha Hoodie').closest('tr')!).queryByText('Draft')).toBeNull();
    // The chip of the address's filter is on; choosing another keeps the rest and page 1.
    expect(screen.getByRole('checkbox', { name: 'Sold out' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Low stock' }));
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('?q=hoodie&stock=low&sort=stock_asc'),
    );
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.path === '/api/admin/products')
          .at(-1)
          ?.query.get('stock'),
      ).toBe('low'),
    );
  });

  it('runs a bulk action on the selected rows and reports each product refused', async () => {
    const calls = mockApi({
      'GET /api/categories': { body: [] },
      'GET /api/admin/products': list([ALPHA, SECRET]),
      'POST /api/admin/products/bulk': {
        body: {
          results: [
            { id: 'p1', ok: true },
            { id: 'p2', ok: false, code: 'NOT_FOUND', message: MSG.productNotFoundTitle },
          ],
        },
      },
    });
    renderPage('/admin/products');
    await screen.findByText('Alpha Hoodie');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Alpha Hoodie' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Secret Hoodie' }));
    const bar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();
    fireEvent.click(within(bar).getByRole('button', { name: 'Unpublish' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        ids: ['p1', 'p2'],
        action: 'unpublish',
      }),
    );
    expect(await screen.findByText('1 of 2 products updated')).toBeInTheDocument();
    expect(screen.getByText(`Secret Hoodie: ${MSG.productNotFoundTitle}`)).toBeInTheDocument();
    // The refused product stays selected, to try again.
    await waitFor(() => expect(within(bar).getByText('1 selected')).toBeInTheDocument());
  });

  it('asks before deleting the selection, and sets a price by percent', async () => {
    const calls = mockApi({
      'GET /api/categories': { body: [] },
      'GET /api/admin/products': list([ALPHA]),
      'POST /api/admin/products/bulk': ({ body }) => ({
        body: { results: [{ id: 'p1', ok: true }], echo: body },
      }),
    });
    renderPage('/admin/products');
    await screen.findByText('Alpha Hoodie');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Alpha Hoodie' }));
    const bar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Are you sure you want to delete 1 product? This cannot be undone.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    fireEvent.click(within(bar).getByRole('button', { name: 'Set price' }));
    const dialog = (await screen.findByText('Price of 1 product')).closest(
      '.ant-modal',
    ) as HTMLElement;
    fireEvent.click(within(dialog).getByLabelText('Change by percent'));
    const percent = await within(dialog).findByLabelText('Change (%)');
    fireEvent.change(percent, { target: { value: '-95' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('Percent must be at least -90')).toBeInTheDocument();
    fireEvent.change(percent, { target: { value: '-20' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        ids: ['p1'],
        action: 'price',
        percent: -20,
      }),
    );
    expect(await screen.findByText('1 product updated')).toBeInTheDocument();
  });
});

describe('the filters in the address', () => {
  it('round-trips, leaving out defaults and unknown values', () => {
    const filters = filtersOf(
      new URLSearchParams('q=cap&stock=low&status=draft&sort=name_asc&page=3'),
    );
    expect(filters).toEqual({
      search: 'cap',
      category: '',
      status: 'draft',
      stock: 'low',
      sort: 'name_asc',
      page: 3,
    });
    expect(searchOf(filters).toString()).toBe('q=cap&status=draft&stock=low&sort=name_asc&page=3');
    expect(filtersOf(new URLSearchParams('stock=lots&status=gone&sort=x&page=-2'))).toEqual({
      search: '',
      category: '',
      status: undefined,
      stock: undefined,
      sort: 'newest',
      page: 1,
    });
  });

  it('summarises a bulk answer', () => {
    const titles = new Map([
      ['a', 'Cap'],
      ['b', 'Grid Hoodie'],
    ]);
    expect(bulkSummary([{ id: 'a', ok: true }], titles)).toEqual({
      ok: true,
      title: '1 product updated',
    });
    expect(
      bulkSummary(
        [
          { id: 'a', ok: true },
          { id: 'b', ok: false, code: 'STOCK_PER_VARIANT', message: BULK_MSG.stockPerVariant },
        ],
        titles,
      ),
    ).toEqual({
      ok: false,
      title: '1 of 2 products updated',
      description: `Grid Hoodie: ${BULK_MSG.stockPerVariant}`,
    });
  });
});
