/**
 * The checkout's discount code: folded until asked for, applied by the server's check (the
 * discount line and the new total at once), refused with the server's reason in the page's
 * language, kept with the cart across a reload, sent with the order, and dropped when the order
 * is refused for it (409 PROMO_*). A 409 TOTALS_CHANGED with a discount updates the summary.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROMO_MSG } from '@freakdrop/contract';
import type { PlaceOrderRequest, PromotionCheckRequest } from '../../api/types';
import type { CartItem, CartState } from '../../app/cart';
import { CART_STORAGE_KEY } from '../../app/cart';
import { LanguageProvider } from '../../i18n';
import { formatAED } from '../../components/format';
import { ARABIC_ALL } from '../../test/arabicTexts';
import { GOO_CHARM, SHOP_SETTINGS, SLIME_HOODIE } from '../../test/fixtures';
import { cartOf, mockApi, renderStorefront } from '../../test/storefront';
import type { Route } from '../../test/storefront';
import { CheckoutPage } from './CheckoutPage';

const items: CartItem[] = [{ ...SLIME_HOODIE, qty: 2 }, GOO_CHARM];
// 2 × 199 + 39 = 437, delivery 20: 457. SAVE10 takes 10 % off: 43.70.
const CHECKED = {
  valid: true,
  code: 'SAVE10',
  discountAED: 43.7,
  freeDelivery: false,
  subtotalAED: 437,
  deliveryAED: 20,
  codFeeAED: 0,
  totalAED: 413.3,
  promotions: [{ code: 'SAVE10', kind: 'percent', discountAED: 43.7, freeDelivery: false }],
};

const refusal = (code: string, message: string, extra: object = {}) => ({
  status: 400,
  body: { statusCode: 400, code, message, ...extra },
});

function serve(routes: { check?: Route; order?: Route } = {}) {
  return mockApi({
    'GET /api/settings': { body: SHOP_SETTINGS },
    'GET /api/promotions/offers': { body: { offers: [] } },
    'POST /api/promotions/check': routes.check ?? { body: CHECKED },
    'POST /api/orders': routes.order ?? { status: 201, body: { orderNumber: 'FD-7K3M-9Q2X' } },
  });
}

function renderCheckout(cart: CartState = cartOf(items), arabic = false) {
  const page = arabic ? (
    <LanguageProvider value={ARABIC_ALL}>
      <CheckoutPage />
    </LanguageProvider>
  ) : (
    <CheckoutPage />
  );
  return renderStorefront(page, { route: '/checkout', path: '/checkout', cart });
}

async function applyCode(u: ReturnType<typeof userEvent.setup>, code: string, arabic = false) {
  await u.click(
    await screen.findByRole('button', {
      name: arabic ? 'هل لديك رمز خصم؟' : 'Have a discount code?',
    }),
  );
  await u.type(screen.getByLabelText(arabic ? 'رمز الخصم' : 'Discount code'), code);
  await u.click(screen.getByRole('button', { name: arabic ? 'تطبيق' : 'Apply' }));
}

async function fillForm(u: ReturnType<typeof userEvent.setup>) {
  await u.type(screen.getByLabelText('Full Name'), 'Zara Slime');
  await u.type(screen.getByLabelText('Phone Number'), '50 123 4567');
  await u.selectOptions(screen.getByLabelText('City'), 'Dubai');
  await u.type(screen.getByLabelText('Address'), 'Villa 13, Al Wasl Road');
}

describe('checkout discount code', () => {
  it('is folded until asked for; Apply shows the discount line and the new total at once', async () => {
    const calls = serve();
    const u = userEvent.setup();
    const { store } = renderCheckout();
    expect(await screen.findByTestId('order-total')).toHaveTextContent('AED 457');
    expect(screen.queryByLabelText('Discount code')).toBeNull();
    expect(screen.queryByTestId('discount-line')).toBeNull();

    await applyCode(u, 'save10');
    const line = await screen.findByTestId('discount-line');
    expect(line).toHaveTextContent('Discount (SAVE10)');
    expect(line).toHaveTextContent('−AED 43.70');
    expect(screen.getByTestId('order-total')).toHaveTextContent('AED 413.30');
    expect(screen.getByText('Code SAVE10 applied')).toBeInTheDocument();
    // The code typed in lower case is sent upper-cased, with the cart's lines and a city.
    const check = calls.find((c) => c.path === '/api/promotions/check')
      ?.body as PromotionCheckRequest;
    expect(check.code).toBe('SAVE10');
    expect(check.items).toEqual([
      { productId: 'p-hoodie', size: 'M', color: 'Green', qty: 2 },
      { productId: 'p-charm', size: 'N/A', qty: 1 },
    ]);
    // Kept with the cart, so a reload keeps it.
    expect(store.getState().cart.promoCode).toBe('SAVE10');
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '{}')).toMatchObject({
      promoCode: 'SAVE10',
    });
  });

  it('sends promoCode and discountAED with the order', async () => {
    const calls = serve();
    const u = userEvent.setup();
    renderCheckout();
    await applyCode(u, 'SAVE10');
    await screen.findByTestId('discount-line');
    await fillForm(u);
    await u.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/orders')).toBe(true));
    const body = calls.find((c) => c.path === '/api/orders')?.body as PlaceOrderRequest;
    expect(body).toMatchObject({
      promoCode: 'SAVE10',
      discountAED: 43.7,
      subtotalAED: 437,
      deliveryAED: 20,
      totalAED: 413.3,
    });
  });

  it("shows the server's reason next to the field, and no discount", async () => {
    serve({ check: refusal('PROMO_EXPIRED', PROMO_MSG.PROMO_EXPIRED) });
    const u = userEvent.setup();
    const { store } = renderCheckout();
    await applyCode(u, 'OLD10');
    const field = screen.getByLabelText('Discount code');
    expect(await screen.findByText(PROMO_MSG.PROMO_EXPIRED)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('OLD10');
    expect(screen.queryByTestId('discount-line')).toBeNull();
    expect(screen.getByTestId('order-total')).toHaveTextContent('AED 457');
    expect(store.getState().cart.promoCode).toBeUndefined();
  });

  it('refuses a code of the wrong form without asking the server', async () => {
    const calls = serve();
    const u = userEvent.setup();
    renderCheckout();
    await applyCode(u, 'A!');
    expect(await screen.findByText(PROMO_MSG.codeInvalid)).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/promotions/check')).toBe(false);
  });

  it('says how much more the minimum needs, in Arabic too', async () => {
    serve({
      check: refusal('PROMO_MINIMUM', PROMO_MSG.minimum(63), { missingAED: 63 }),
    });
    const u = userEvent.setup();
    renderCheckout(cartOf(items), true);
    await applyCode(u, 'BIG50', true);
    const message = await screen.findByRole('alert');
    // The amount in the shop's Arabic price format.
    expect(message.textContent).toBe(`أضف ${formatAED(63, 'ar')} أخرى لاستخدام هذا الرمز.`);
  });

  it('checks a kept code again after a reload, and Remove drops it', async () => {
    const calls = serve();
    const u = userEvent.setup();
    const { store } = renderCheckout({ ...cartOf(items), promoCode: 'SAVE10' });
    expect(await screen.findByTestId('discount-line')).toHaveTextContent('−AED 43.70');
    expect(calls.filter((c) => c.path === '/api/promotions/check')).toHaveLength(1);
    await u.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByTestId('discount-line')).toBeNull();
    expect(screen.getByTestId('order-total')).toHaveTextContent('AED 457');
    expect(store.getState().cart.promoCode).toBeUndefined();
  });

  it('a 409 PROMO_* at placement shows its message by the field and drops the discount', async () => {
    const calls = serve({
      order: {
        status: 409,
        body: { statusCode: 409, code: 'PROMO_USED_UP', message: PROMO_MSG.PROMO_USED_UP },
      },
    });
    const u = userEvent.setup();
    renderCheckout();
    await applyCode(u, 'SAVE10');
    await screen.findByTestId('discount-line');
    await fillForm(u);
    await u.click(screen.getByRole('button', { name: 'Place Order' }));
    const promo = await screen.findByTestId('promo');
    expect(await within(promo).findByText(PROMO_MSG.PROMO_USED_UP)).toBeInTheDocument();
    expect(screen.queryByTestId('discount-line')).toBeNull();
    expect(screen.getByTestId('order-total')).toHaveTextContent('AED 457');
    // Placed again: without the code.
    await u.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/orders')).toHaveLength(2));
    const again = calls.filter((c) => c.path === '/api/orders')[1].body as PlaceOrderRequest;
    expect(again.promoCode).toBeUndefined();
    expect(again.discountAED).toBeUndefined();
  });

  it("a 409 TOTALS_CHANGED with a discount shows the server's discount", async () => {
    serve({
      order: {
        status: 409,
        body: {
          statusCode: 409,
          code: 'TOTALS_CHANGED',
          message: 'Prices or delivery fees changed. Please review your order.',
          current: {
            items: [
              {
                productId: 'p-hoodie',
                size: 'M',
                color: 'Green',
                title: 'Slime Hoodie',
                priceAED: 199,
                qty: 2,
                available: 50,
              },
              {
                productId: 'p-charm',
                size: 'N/A',
                color: null,
                title: 'Goo Charm',
                priceAED: 39,
                qty: 1,
                available: 50,
              },
            ],
            subtotalAED: 437,
            deliveryAED: 20,
            totalAED: 437,
            discountAED: 20,
            promotions: [{ code: null, kind: 'fixed', discountAED: 20, freeDelivery: false }],
          },
        },
      },
    });
    const u = userEvent.setup();
    renderCheckout();
    await screen.findByTestId('order-total');
    await fillForm(u);
    await u.click(screen.getByRole('button', { name: 'Place Order' }));
    const line = await screen.findByTestId('discount-line');
    expect(line).toHaveTextContent('Discount');
    expect(line).toHaveTextContent('−AED 20');
    expect(screen.getByTestId('order-total')).toHaveTextContent('AED 437');
    expect(screen.getByText('Discount: AED 0 → AED 20')).toBeInTheDocument();
  });
});
