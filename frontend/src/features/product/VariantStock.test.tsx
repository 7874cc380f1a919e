/** The product page with stock per size and colour: sold-out choices, colour required, variant counts. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product, VariantStock } from '../../api/types';
import { PRODUCT_TEXT } from './texts';
import { cartOf, json, mockApi, renderStorefront } from '../../test/storefront';
import { checkColor, checkVariantStock } from './addToCart';
import { ProductPage } from './ProductPage';
import { DRIP_HOODIE } from '../../test/fixtures';

const GRID: VariantStock[] = [
  { size: 'S', color: 'Black', stockQuantity: 0 },
  { size: 'S', color: 'Green', stockQuantity: 0 },
  { size: 'M', color: 'Black', stockQuantity: 2 },
  { size: 'M', color: 'Green', stockQuantity: 0 },
  { size: 'L', color: 'Green', stockQuantity: 3 },
];

function product(overrides: Partial<Product> = {}): Product {
  return {
    ...DRIP_HOODIE,
    sizes: ['S', 'M', 'L'],
    colors: ['Black', 'Green'],
    variantStock: GRID,
    ...overrides,
  };
}

function renderPage(p: Product, cart = cartOf([])) {
  mockApi({
    'GET /api/products/drip-hoodie': () => json(200, p),
    'GET /api/products': () => ({ body: { products: [], total: 0 } }),
  });
  return renderStorefront(<ProductPage />, {
    route: '/product/drip-hoodie',
    path: '/product/:slug',
    cart,
  });
}

const pill = (name: string) =>
  screen.getByRole('button', { name: new RegExp(`^${name}( ${PRODUCT_TEXT.soldOut})?$`) });

describe('product page with stock per size and colour', () => {
  it('shows a size with no stock in any colour sold out; a chosen size disables colours without stock in it', async () => {
    const u = userEvent.setup();
    renderPage(product());
    await screen.findByRole('heading', { name: 'Drip Hoodie' });
    await waitFor(() => expect(pill('M')).toBeEnabled());
    expect(pill('S')).toBeDisabled();
    expect(pill('S')).toHaveTextContent(PRODUCT_TEXT.soldOut);
    expect(pill('L')).toBeEnabled();
    expect(pill('Black')).toBeEnabled();
    expect(pill('Green')).toBeEnabled();

    await u.click(pill('M'));
    expect(pill('Green')).toBeDisabled();
    expect(pill('Black')).toBeEnabled();
    // A colour needed before adding.
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    expect(screen.getByText(PRODUCT_TEXT.colorRequiredBody)).toBeInTheDocument();
    await u.click(pill('M'));
    // The other way round: Black leaves only M.
    await u.click(pill('Black'));
    expect(pill('L')).toBeDisabled();
    expect(pill('M')).toBeEnabled();
  });

  it('counts the chosen variant in the add-to-cart check', async () => {
    const u = userEvent.setup();
    renderPage(product());
    await screen.findByRole('heading', { name: 'Drip Hoodie' });
    await waitFor(() => expect(pill('M')).toBeEnabled());
    await u.click(pill('M'));
    await u.click(pill('Black'));
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    await u.click(plus);
    await u.click(plus);
    await u.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText(PRODUCT_TEXT.onlyAvailable(2))).toBeInTheDocument();
  });

  it('rules: colour required only with variant stock; the variant counts', () => {
    expect(checkColor(product(), '').ok).toBe(false);
    expect(checkColor(product({ variantStock: null }), '').ok).toBe(true);
    expect(checkVariantStock(product(), 'M', 'Black', 2, 0).ok).toBe(true);
    expect(checkVariantStock(product(), 'M', 'Black', 1, 2)).toMatchObject({
      ok: false,
      description: PRODUCT_TEXT.alreadyInCart(2, 2),
    });
    expect(checkVariantStock(product(), 'M', 'Green', 1, 0)).toMatchObject({
      ok: false,
      description: PRODUCT_TEXT.variantOutOfStockBody('M / Green'),
    });
    // One stock number: the total, as before.
    expect(checkVariantStock(product({ variantStock: null }), 'M', 'Green', 5, 0).ok).toBe(true);
  });
});
