/** The cart drawer. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CART_STORAGE_KEY } from '../../app/cart';
import type { CartItem } from '../../app/cart';
import { GOO_CHARM, SLIME_HOODIE } from '../../test/fixtures';
import { cartOf, renderStorefront } from '../../test/storefront';
import { CartDrawer } from './CartDrawer';
import { ENGLISH, LanguageProvider } from '../../i18n';
import type { Language } from '../../i18n';
import { ARABIC_ALL } from '../../test/arabicTexts';

const hoodie: CartItem = { ...SLIME_HOODIE, productId: 'p1' };

beforeEach(() => localStorage.clear());

function renderDrawer(items: CartItem[], language: Language = ENGLISH) {
  // The drawer reloads the cart from storage when it opens.
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cartOf(items)));
  return renderStorefront(
    <LanguageProvider value={language}>
      <CartDrawer open onClose={() => undefined} />
    </LanguageProvider>,
    { cart: cartOf([]) },
  );
}

describe('cart drawer', () => {
  it('shows the empty state with Continue Shopping', async () => {
    const u = userEvent.setup();
    renderDrawer([]);
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByText('Add some freaky items to get started!')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Continue Shopping' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/shop');
  });

  it('lists lines linking to their product, with the quantity selector, subtotal and notes', async () => {
    const u = userEvent.setup();
    const { store } = renderDrawer([hoodie, { ...hoodie, size: 'L', qty: 2 }]);
    const dialog = screen.getByRole('dialog', { name: 'Your Cart' });
    expect(within(dialog).getAllByRole('link', { name: 'Slime Hoodie' })[0]).toHaveAttribute(
      'href',
      '/product/slime-hoodie',
    );
    expect(within(dialog).getByText('AED 597')).toBeInTheDocument();
    expect(within(dialog).getByText('Delivery fee added at checkout')).toBeInTheDocument();
    expect(within(dialog).getByText('Stock availability verified at checkout')).toBeInTheDocument();

    const [first] = within(dialog).getAllByRole('group', { name: /Quantity/ });
    await u.click(within(first).getByRole('button', { name: 'Increase quantity' }));
    expect(store.getState().cart.items[0].qty).toBe(2);
    expect(within(dialog).getByText('AED 796')).toBeInTheDocument();
    await u.click(within(first).getByRole('button', { name: 'Decrease quantity' }));
    expect(within(first).getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();

    await u.click(within(dialog).getAllByRole('button', { name: 'Remove Slime Hoodie' })[1]);
    expect(store.getState().cart.items.map((i) => i.size)).toEqual(['M']);

    await u.click(within(dialog).getByRole('button', { name: 'Proceed to Checkout' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
  });

  it("names each line in the page's language, whatever page it was added on", () => {
    const named = { ...hoodie, titleAr: 'هودي السلايم' };
    const charm = { ...GOO_CHARM, productId: 'p2' };
    const arabic = renderDrawer([named, charm], ARABIC_ALL);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getAllByRole('link', { name: 'هودي السلايم' })).toHaveLength(2);
    // A product without an Arabic name keeps its English one.
    expect(within(dialog).getAllByRole('link', { name: 'Goo Charm' })).toHaveLength(2);
    arabic.unmount();

    renderDrawer([named, charm]);
    expect(
      within(screen.getByRole('dialog')).getAllByRole('link', { name: 'Slime Hoodie' }),
    ).toHaveLength(2);
    expect(screen.queryByText('هودي السلايم')).toBeNull();
  });
});
