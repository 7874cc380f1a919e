/**
 * The cart drawer's automatic offers: what each gives, the one applied (its discount under the
 * subtotal) and how much more another needs; in Arabic too; nothing without offers.
 */
import { screen, within } from '@testing-library/react';
import type { PublicOffer } from '../../api/types';
import { CART_STORAGE_KEY } from '../../app/cart';
import type { CartItem } from '../../app/cart';
import { formatAED } from '../../components/format';
import { ENGLISH, LanguageProvider } from '../../i18n';
import type { Language } from '../../i18n';
import { ARABIC_ALL } from '../../test/arabicTexts';
import { SHOP_SETTINGS, SLIME_HOODIE } from '../../test/fixtures';
import { cartOf, mockApi, renderStorefront } from '../../test/storefront';
import { CartDrawer } from './CartDrawer';

const TEN_OFF: PublicOffer = {
  id: 'o1',
  kind: 'percent',
  value: 10,
  appliesTo: { all: true },
  minSubtotalAED: null,
  excludeSaleItems: false,
  endsAt: null,
};
const BIG_SPENDER: PublicOffer = {
  id: 'o2',
  kind: 'fixed',
  value: 100,
  appliesTo: { all: true },
  minSubtotalAED: 500,
  excludeSaleItems: true,
  endsAt: null,
};

function renderDrawer(offers: PublicOffer[], language: Language = ENGLISH) {
  mockApi({
    'GET /api/settings': { body: SHOP_SETTINGS },
    'GET /api/promotions/offers': { body: { offers } },
  });
  const items: CartItem[] = [{ ...SLIME_HOODIE, qty: 2 }];
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cartOf(items)));
  return renderStorefront(
    <LanguageProvider value={language}>
      <CartDrawer open onClose={() => undefined} />
    </LanguageProvider>,
    { cart: cartOf([]) },
  );
}

beforeEach(() => localStorage.clear());

describe('cart drawer offers', () => {
  it('lists the offers, applies the best one to the subtotal, says what another needs', async () => {
    renderDrawer([TEN_OFF, BIG_SPENDER]);
    const offers = await screen.findByRole('list', { name: 'Offers' });
    const [ten, big] = within(offers).getAllByRole('listitem');
    expect(ten).toHaveTextContent('10% off');
    expect(ten).toHaveTextContent('Applied at checkout');
    expect(big).toHaveTextContent('AED 100 off · sale items excluded · on orders from AED 500');
    // 2 × 199 = 398: 102 more for the second one.
    expect(big).toHaveTextContent('Add AED 102 more to get it');
    expect(screen.getByTestId('cart-discount')).toHaveTextContent('Discount−AED 39.80');
  });

  it('speaks Arabic on Arabic pages', async () => {
    renderDrawer([TEN_OFF], ARABIC_ALL);
    const offers = await screen.findByRole('list', { name: 'العروض' });
    expect(offers).toHaveTextContent('خصم 10%');
    expect(offers).toHaveTextContent('يُطبَّق عند إتمام الطلب');
    expect(screen.getByTestId('cart-discount').textContent).toBe(`الخصم−${formatAED(39.8, 'ar')}`);
  });

  it('shows nothing when the shop has no offer', async () => {
    renderDrawer([]);
    await screen.findByRole('dialog', { name: 'Your Cart' });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('cart-offers')).toBeNull();
    expect(screen.queryByTestId('cart-discount')).toBeNull();
  });
});
