/** The product page's add-to-cart rules and messages. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '../../api/types';
import { MSG } from '@freakdrop/contract';
import { PRODUCT_TEXT } from './texts';
import { cartOf, json, mockApi, renderStorefront } from '../../test/storefront';
import { checkSize, checkStock } from './addToCart';
import { ProductPage } from './ProductPage';
import { OpenCartContext } from '../../app/openCart';

function product(overrides: Partial<Product> = {}): Product {
  return {
    id: 'p1',
    sku: 'FD-HOO-SLI-001',
    slug: 'slime-hoodie',
    title: 'Slime Hoodie',
    description: 'A hoodie dripping with neon slime.',
    category: 'HOODIES',
    categoryName: 'Hoodies',
    images: ['/uploads/0123456789abcdef0123456789abcdef.webp'],
    priceAED: 249,
    salePriceAED: 199,
    featured: true,
    inStock: true,
    stockQuantity: 5,
    lowStockThreshold: 5,
    sizes: ['S', 'M', 'L'],
    colors: ['Black', 'Green'],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The first answer is the page load; `fresh` answers the stock check(s) after it. */
function serve(first: Product, fresh: Product | 'fail' = first) {
  let loads = 0;
  return mockApi({
    'GET /api/products/slime-hoodie': () => {
      loads += 1;
      if (loads === 1) return json(200, first);
      return fresh === 'fail'
        ? json(500, { statusCode: 500, code: 'INTERNAL_ERROR', message: 'boom' })
        : json(200, fresh);
    },
    'GET /api/products': () => ({ body: { products: [], total: 0 } }),
  });
}

function renderPage(cart = cartOf([])) {
  return renderStorefront(<ProductPage />, {
    route: '/product/slime-hoodie',
    path: '/product/:slug',
    cart,
  });
}

const user = () => userEvent.setup();

describe('product page', () => {
  it('shows the product with breadcrumb, badges, price with discount and the COD note', async () => {
    serve(product());
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Slime Hoodie' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Home', 'Shop', 'Hoodies', 'Slime Hoodie']);
    expect(screen.getByText('FEATURED')).toBeInTheDocument();
    expect(screen.getByText('AED 199')).toBeInTheDocument();
    expect(screen.getByText('AED 249')).toBeInTheDocument();
    expect(screen.getByText('-20%')).toBeInTheDocument();
    expect(screen.getByText('Cash On Delivery')).toBeInTheDocument();
  });

  it('disables Add to Cart until a size is chosen, and a second click deselects it', async () => {
    serve(product());
    const u = user();
    renderPage();
    const add = await screen.findByRole('button', { name: 'Add to Cart' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'M' })).toBeEnabled());
    expect(add).toBeDisabled();
    expect(screen.getByText(PRODUCT_TEXT.sizeRequiredBody)).toBeInTheDocument();
    const m = screen.getByRole('button', { name: 'M' });
    await u.click(m);
    expect(m).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(add).toBeEnabled());
    await u.click(m);
    expect(m).toHaveAttribute('aria-pressed', 'false');
    expect(add).toBeDisabled();
    const green = screen.getByRole('button', { name: 'Green' });
    await u.click(green);
    expect(green).toHaveAttribute('aria-pressed', 'true');
    await u.click(green);
    expect(green).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps quantity between 1 and 10', async () => {
    serve(product({ sizes: [] }));
    const u = user();
    renderPage();
    await screen.findByRole('heading', { name: 'Slime Hoodie' });
    const minus = screen.getByRole('button', { name: 'Decrease quantity' });
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    expect(minus).toBeDisabled();
    for (let i = 0; i < 12; i += 1) if (!(plus as HTMLButtonElement).disabled) await u.click(plus);
    expect(screen.getByLabelText('Quantity', { selector: 'output' })).toHaveTextContent('10');
    expect(plus).toBeDisabled();
  });

  it('is disabled and says OUT OF STOCK when the product is out of stock', async () => {
    serve(product({ inStock: false, stockQuantity: 0, sizes: [] }));
    renderPage();
    expect(await screen.findByText('OUT OF STOCK')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  });

  it('checks stock fresh, adds the line at the sale price, says so and resets the pickers', async () => {
    const calls = serve(product());
    const u = user();
    const { store } = renderPage();
    await screen.findByRole('heading', { name: 'Slime Hoodie' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'L' })).toBeEnabled());
    await u.click(screen.getByRole('button', { name: 'L' }));
    await u.click(screen.getByRole('button', { name: 'Black' }));
    await u.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await u.click(screen.getByRole('button', { name: 'Add to Cart' }));

    expect(await screen.findByText('Added to cart!')).toBeInTheDocument();
    const productLoads = calls.filter((c) => c.path === '/api/products/slime-hoodie');
    expect(productLoads).toHaveLength(2); // the page, then the fresh stock check
    expect(store.getState().cart.items).toEqual([
      {
        productId: 'p1',
        title: 'Slime Hoodie',
        priceAED: 199,
        size: 'L',
        color: 'Black',
        qty: 2,
        image: '/uploads/0123456789abcdef0123456789abcdef.webp',
        slug: 'slime-hoodie',
        // What promotions look at: the category and a sale price.
        category: 'HOODIES',
        onSale: true,
      },
    ]);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'L' })).toHaveAttribute('aria-pressed', 'false'),
    );
    expect(screen.getByRole('button', { name: 'Black' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByLabelText('Quantity', { selector: 'output' })).toHaveTextContent('1');
  });

  it('says what was added under the button (size, colour, quantity) with View Cart and Checkout, never in a toast', async () => {
    serve(product());
    const u = user();
    const openCart = jest.fn();
    renderStorefront(
      <OpenCartContext.Provider value={openCart}>
        <ProductPage />
      </OpenCartContext.Provider>,
      { route: '/product/slime-hoodie', path: '/product/:slug', cart: cartOf([]) },
    );
    await screen.findByRole('heading', { name: 'Slime Hoodie' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'L' })).toBeEnabled());
    await u.click(screen.getByRole('button', { name: 'L' }));
    await u.click(screen.getByRole('button', { name: 'Black' }));
    await u.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await u.click(screen.getByRole('button', { name: 'Add to Cart' }));

    const panel = await screen.findByRole('region', { name: 'Added to cart!' });
    expect(panel).toHaveFocus();
    expect(within(panel).getByText('2 × Slime Hoodie')).toBeInTheDocument();
    expect(within(panel).getByText('Size: L')).toBeInTheDocument();
    expect(within(panel).getByText('Colour: Black')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    // The success is the panel's: the notifications region stays empty.
    expect(within(screen.getByRole('region', { name: 'Notifications' })).queryByText(/./)).toBe(
      null,
    );
    await u.click(within(panel).getByRole('button', { name: 'View Cart' }));
    expect(openCart).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region', { name: 'Added to cart!' })).toBeNull();

    // Escape closes it too.
    await u.click(screen.getByRole('button', { name: 'M' }));
    await u.click(screen.getByRole('button', { name: 'Green' }));
    await u.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(
      within(await screen.findByRole('region', { name: 'Added to cart!' })).getByText('Size: M'),
    ).toBeInTheDocument();
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Added to cart!' })).toBeNull();
  });

  it('keeps both names in the cart, so its lines follow the language of the page showing them', async () => {
    serve(product({ titleAr: 'هودي السلايم', sizes: [], colors: [] }));
    const u = user();
    const { store } = renderPage();
    const add = await screen.findByRole('button', { name: 'Add to Cart' });
    await waitFor(() => expect(add).toBeEnabled());
    await u.click(add);
    expect(await screen.findByText('1 × Slime Hoodie')).toBeInTheDocument();
    expect(store.getState().cart.items[0]).toMatchObject({
      title: 'Slime Hoodie',
      titleAr: 'هودي السلايم',
    });
  });

  it('shows Checking Stock while the stock check runs', async () => {
    let release: () => void = () => undefined;
    let loads = 0;
    mockApi({
      'GET /api/products/slime-hoodie': async () => {
        loads += 1;
        if (loads > 1) await new Promise<void>((r) => (release = r));
        return json(200, product({ sizes: [] }));
      },
      'GET /api/products': () => ({ body: { products: [], total: 0 } }),
    });
    const u = user();
    renderPage();
    const add = await screen.findByRole('button', { name: 'Add to Cart' });
    await waitFor(() => expect(add).toBeEnabled());
    await u.click(add);
    expect(await screen.findByRole('button', { name: 'Checking Stock' })).toBeDisabled();
    release();
    expect(await screen.findByRole('button', { name: 'Adding to Cart' })).toBeDisabled();
    expect(await screen.findByText('Added to cart!')).toBeInTheDocument();
  });

  it('refuses when the fresh product is out of stock', async () => {
    serve(product({ sizes: [] }), product({ sizes: [], inStock: false, stockQuantity: 0 }));
    const u = user();
    const { store } = renderPage();
    const add = await screen.findByRole('button', { name: 'Add to Cart' });
    await waitFor(() => expect(add).toBeEnabled());
    await u.click(add);
    expect(await screen.findByText(PRODUCT_TEXT.outOfStockTitle)).toBeInTheDocument();
    expect(screen.getByText(PRODUCT_TEXT.outOfStockBody)).toBeInTheDocument();
    expect(store.getState().cart.items).toEqual([]);
  });

  it('refuses more than the stock when nothing is in the cart yet', async () => {
    serve(product({ sizes: [] }), product({ sizes: [], stockQuantity: 2 }));
    const u = user();
    const { store } = renderPage();
    await screen.findByRole('heading', { name: 'Slime Hoodie' });
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    await u.click(plus);
    await u.click(plus);
    const add = screen.getByRole('button', { name: 'Add to Cart' });
    await waitFor(() => expect(add).toBeEnabled());
    await u.click(add);
    expect(await screen.findByText(PRODUCT_TEXT.onlyAvailable(2))).toBeInTheDocument();
    expect(store.getState().cart.items).toEqual([]);
  });

  it('counts what the cart already holds of the same size and colour', async () => {
    serve(product(), product({ stockQuantity: 4 }));
    const inCart = {
      productId: 'p1',
      title: 'Slime Hoodie',
      priceAED: 199,
      size: 'M',
      qty: 3,
      image: '',
      slug: 'slime-hoodie',
    };
    const u = user();
    const { store } = renderPage(cartOf([inCart]));
    await screen.findByRole('heading', { name: 'Slime Hoodie' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'M' })).toBeEnabled());
    await u.click(screen.getByRole('button', { name: 'M' }));
    await u.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await u.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText(PRODUCT_TEXT.alreadyInCart(3, 4))).toBeInTheDocument();
    expect(store.getState().cart.items[0].qty).toBe(3);
  });

  it('says it could not verify stock when the check fails', async () => {
    serve(product({ sizes: [] }), 'fail');
    const u = user();
    renderPage();
    const add = await screen.findByRole('button', { name: 'Add to Cart' });
    await waitFor(() => expect(add).toBeEnabled());
    await u.click(add);
    expect(await screen.findByText(PRODUCT_TEXT.stockCheckFailedBody)).toBeInTheDocument();
    expect(screen.getByText(PRODUCT_TEXT.stockCheckFailedTitle)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled());
  });

  it('shows Product Not Found with Back to Shop for a missing product', async () => {
    mockApi({});
    renderPage();
    expect(await screen.findByRole('heading', { name: MSG.productNotFoundTitle })).toBeVisible();
    expect(screen.getByText(MSG.productNotFoundBody)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Shop' })).toHaveAttribute('href', '/shop');
  });

  it('lists up to 4 related products of the category, never the product itself', async () => {
    const others = [1, 2, 3, 4].map((n) =>
      product({ id: `r${n}`, slug: `related-${n}`, title: `Related ${n}` }),
    );
    const calls = mockApi({
      'GET /api/products/slime-hoodie': () => json(200, product()),
      'GET /api/products': () => ({ body: { products: [product(), ...others], total: 5 } }),
    });
    renderPage();
    const section = await screen.findByRole('region', { name: 'You Might Also Like' });
    const titles = within(section).getAllByRole('heading', { level: 3 });
    expect(titles.map((h) => h.textContent)).toEqual([
      'Related 1',
      'Related 2',
      'Related 3',
      'Related 4',
    ]);
    const list = calls.find((c) => c.path === '/api/products');
    expect(list?.url.searchParams.get('category')).toBe('HOODIES');
  });
});

describe('add-to-cart rules', () => {
  it('requires a size only when the product has sizes', () => {
    expect(checkSize({ sizes: ['M'] }, '')).toEqual({
      ok: false,
      title: 'Size required',
      description: 'Please select a size before adding to cart',
    });
    expect(checkSize({ sizes: ['M'] }, 'M')).toEqual({ ok: true });
    expect(checkSize({ sizes: [] }, '')).toEqual({ ok: true });
  });

  it('checks stock against what is asked plus what the cart holds', () => {
    const fresh = { inStock: true, stockQuantity: 5 };
    expect(checkStock(fresh, 5, 0)).toEqual({ ok: true });
    expect(checkStock(fresh, 6, 0)).toMatchObject({
      ok: false,
      description: 'Only 5 units available. Please reduce the quantity.',
    });
    expect(checkStock(fresh, 3, 3)).toMatchObject({
      ok: false,
      description: 'You already have 3 in your cart. Only 5 total available.',
    });
    expect(checkStock({ inStock: false, stockQuantity: 0 }, 1, 0)).toMatchObject({
      ok: false,
      title: 'Out of stock',
      description: 'This product is currently out of stock',
    });
    // Plenty of stock, but a line holds at most 10.
    expect(checkStock({ inStock: true, stockQuantity: 50 }, 3, 8)).toMatchObject({ ok: false });
  });
});
