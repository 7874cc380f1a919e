/** Delivery rules at the checkout: the city's fee, free delivery, the COD fee and the cash maximum. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order, PlaceOrderRequest } from '../../api/types';
import { DELIVERY_MSG } from '@freakdrop/contract';
import type { CartItem } from '../../app/cart';
import { cartOf, mockApi, renderStorefront } from '../../test/storefront';
import { GOO_CHARM, SHOP_SETTINGS, SLIME_HOODIE } from '../../test/fixtures';
import { checkoutFigures, toPlaceOrderRequest, EMPTY_FORM } from './checkout';
import { CheckoutPage } from './CheckoutPage';
import { rulesFromSettings } from './delivery';

const SETTINGS = {
  ...SHOP_SETTINGS,
  deliveryByCityAED: { 'Al Ain': 35.5, Fujairah: 0 },
  freeDeliveryFromAED: 500,
  codFeeAED: 5,
  codMaxOrderAED: 1000,
};
const hoodie: CartItem = { ...SLIME_HOODIE, qty: 2 }; // 398
const charm: CartItem = GOO_CHARM; // 39

function renderCheckout(items: CartItem[], placeOrder = () => ({ status: 201, body: {} })) {
  const calls = mockApi({
    'GET /api/settings': () => ({ body: SETTINGS }),
    'POST /api/orders': placeOrder,
  });
  renderStorefront(<CheckoutPage />, {
    route: '/checkout',
    path: '/checkout',
    cart: cartOf(items),
  });
  return calls;
}

async function fillForm(u: ReturnType<typeof userEvent.setup>, city: string) {
  await u.type(screen.getByLabelText('Full Name'), 'Zara Slime');
  await u.type(screen.getByLabelText('Phone Number'), '50 123 4567');
  await u.selectOptions(screen.getByLabelText('City'), city);
  await u.type(screen.getByLabelText('Address'), 'Villa 13, Al Wasl Road');
}

describe('checkout figures with delivery rules', () => {
  const rules = rulesFromSettings(SETTINGS);

  it('uses the flat fee until a city is chosen, then the city’s fee, plus the COD fee', () => {
    const none = checkoutFigures([hoodie, charm], rules);
    expect([none.subtotalFils, none.deliveryFils, none.codFeeFils, none.totalFils]).toEqual([
      43_700, 2_000, 500, 46_200,
    ]);
    const alAin = checkoutFigures([hoodie, charm], rules, 'Al Ain');
    expect([alAin.deliveryFils, alAin.totalFils]).toEqual([3_550, 43_700 + 3_550 + 500]);
    expect(alAin.missingForFreeFils).toBe(6_300);
    const fujairah = checkoutFigures([hoodie, charm], rules, 'Fujairah');
    expect([fujairah.deliveryFils, fujairah.missingForFreeFils]).toEqual([0, null]);
  });

  it('is free at the threshold and refuses cash above the maximum', () => {
    const five = checkoutFigures(
      [
        { ...hoodie, qty: 2 },
        { ...charm, priceAED: 102 },
      ],
      rules,
      'Dubai',
    );
    expect([five.subtotalFils, five.deliveryFils, five.totalFils]).toEqual([50_000, 0, 50_500]);
    expect(five.codMaxExceededFils).toBeNull();
    const big = checkoutFigures([{ ...hoodie, qty: 6 }], rules, 'Dubai');
    expect(big.totalFils).toBe(119_400 + 500);
    expect(big.codMaxExceededFils).toBe(100_000);
  });

  it('sends codFeeAED only when the shop charges one', () => {
    const form = { ...EMPTY_FORM, customerName: 'Z', phone: '+971501234567', city: 'Al Ain' };
    const cart = cartOf([hoodie]);
    expect(toPlaceOrderRequest(form, cart, rules)).toMatchObject({
      subtotalAED: 398,
      deliveryAED: 35.5,
      codFeeAED: 5,
      totalAED: 438.5,
    });
    expect(toPlaceOrderRequest(form, cart, 20)).not.toHaveProperty('codFeeAED');
  });
});

describe('checkout page with delivery rules', () => {
  it('shows the chosen city’s fee, the free-delivery line and the COD fee line', async () => {
    const u = userEvent.setup();
    renderCheckout([hoodie, charm]);
    expect(await screen.findByTestId('cod-fee')).toHaveTextContent('AED 5');
    expect(screen.getByText(DELIVERY_MSG.codFeeLine)).toBeInTheDocument();
    expect(screen.getByTestId('delivery-fee')).toHaveTextContent('AED 20');
    expect(screen.getByTestId('free-delivery-note')).toHaveTextContent(
      'Add AED 63 more for free delivery',
    );
    await u.selectOptions(screen.getByLabelText('City'), 'Al Ain');
    expect(screen.getByTestId('delivery-fee')).toHaveTextContent('AED 35.50');
    expect(screen.getByTestId('order-total')).toHaveTextContent('AED 477.50');
    await u.selectOptions(screen.getByLabelText('City'), 'Fujairah');
    expect(screen.getByTestId('delivery-fee')).toHaveTextContent('AED 0');
    expect(screen.queryByTestId('free-delivery-note')).not.toBeInTheDocument();
  });

  it('sends the figures it shows, codFeeAED included, then opens the confirmation', async () => {
    const order = {
      subtotalAED: 437,
      deliveryAED: 35.5,
      codFeeAED: 5,
      totalAED: 477.5,
    } as Order;
    const calls = renderCheckout([hoodie, charm], () => ({
      status: 201,
      body: { orderNumber: 'FD-7K3M-9Q2X', order },
    }));
    const u = userEvent.setup();
    await screen.findByTestId('cod-fee');
    await fillForm(u, 'Al Ain');
    await u.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/checkout/confirmation/FD-7K3M-9Q2X',
      ),
    );
    const body = calls.find((c) => c.method === 'POST')?.body as PlaceOrderRequest;
    expect(body).toMatchObject({
      subtotalAED: 437,
      deliveryAED: 35.5,
      codFeeAED: 5,
      totalAED: 477.5,
    });
  });

  it('blocks an order above the cash maximum with the message, sending nothing', async () => {
    const calls = renderCheckout([{ ...hoodie, qty: 6 }]);
    const u = userEvent.setup();
    const message = "Orders above AED 1,000 can't be paid in cash. Please contact us on WhatsApp.";
    expect(await screen.findByTestId('cod-max')).toHaveTextContent(message);
    await fillForm(u, 'Dubai');
    await u.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(screen.getAllByText(message).length).toBeGreaterThan(1));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});
