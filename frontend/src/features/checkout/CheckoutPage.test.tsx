/** Checkout: validation messages, what is sent, the 409 path and the confirmation. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlaceOrderRequest } from '../../api/types';
import { CITIES, MSG } from '@freakdrop/contract';
import { CART_STORAGE_KEY } from '../../app/cart';
import type { CartItem } from '../../app/cart';
import { cartOf, json, mockApi, renderStorefront } from '../../test/storefront';
import type { Route } from '../../test/storefront';
import { readApiError } from '../../app/apiError';
import {
  checkoutFigures,
  EMPTY_FORM,
  resolveConflict,
  toPlaceOrderRequest,
  validateCheckout,
} from './checkout';
import { CheckoutPage } from './CheckoutPage';
import { placedPhone } from './placedOrders';
import { GOO_CHARM, SHOP_SETTINGS, SLIME_HOODIE } from '../../test/fixtures';

const hoodie: CartItem = { ...SLIME_HOODIE, qty: 2 };
const charm: CartItem = GOO_CHARM;
const SETTINGS = SHOP_SETTINGS;

function serve(placeOrder: Route) {
  return mockApi({
    'GET /api/settings': () => ({ body: SETTINGS }),
    'POST /api/orders': placeOrder,
  });
}

function renderCheckout(items: CartItem[] = [hoodie, charm]) {
  return renderStorefront(<CheckoutPage />, {
    route: '/checkout',
    path: '/checkout',
    cart: cartOf(items),
  });
}

async function fillValidForm(u: ReturnType<typeof userEvent.setup>) {
  await u.type(screen.getByLabelText('Full Name'), 'Zara Slime');
  await u.type(screen.getByLabelText('Phone Number'), '50 123 4567');
  await u.selectOptions(screen.getByLabelText('City'), 'Dubai');
  await u.type(screen.getByLabelText('Address'), 'Villa 13, Al Wasl Road');
}

/** Fills the form with a valid order for the default cart and presses Place Order. */
async function placeValidOrder() {
  const u = userEvent.setup();
  const { store } = renderCheckout();
  await screen.findByTestId('order-total');
  await fillValidForm(u);
  await u.click(screen.getByRole('button', { name: 'Place Order' }));
  return { u, store };
}

describe('checkout page', () => {
  it('redirects to /shop when the cart is empty and nothing was just ordered', async () => {
    serve(() => ({ body: {} }));
    renderCheckout([]);
    expect(await screen.findByText('Shop page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/shop');
  });

  it('starts the phone at +971 and shows the summary with the delivery fee from settings', async () => {
    serve(() => ({ body: {} }));
    renderCheckout();
    expect(screen.getByLabelText('Phone Number')).toHaveValue('+971 ');
    const city = screen.getByLabelText('City');
    expect(
      within(city)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a city', ...CITIES]);
    expect(await screen.findByTestId('order-total')).toHaveTextContent('AED 457');
    expect(screen.getByText('AED 437')).toBeInTheDocument(); // subtotal 2×199 + 39
  });

  it('rewrites a phone typed in any accepted form as +971 XX XXX XXXX when left', async () => {
    serve(() => ({ body: {} }));
    const u = userEvent.setup();
    renderCheckout();
    const phone = screen.getByLabelText('Phone Number');
    for (const [typed, shown] of [
      ['0501234567', '+971 50 123 4567'],
      ['{Control>}a{/Control}٠٥٠١٢٣٤٥٦٧', '+971 50 123 4567'],
      ['{Control>}a{/Control}050 123', '050 123'],
    ]) {
      await u.type(phone, typed);
      await u.tab();
      expect(phone).toHaveValue(shown);
    }
  });

  it('shows every validation message and sends nothing', async () => {
    const calls = serve(() => ({ body: {} }));
    const u = userEvent.setup();
    renderCheckout();
    await u.type(screen.getByLabelText('Full Name'), 'Z');
    await u.type(screen.getByLabelText('Email (optional)'), 'not-an-email');
    await u.type(screen.getByLabelText('Address'), 'abc');
    await u.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(screen.getByText(MSG.nameMin)).toBeInTheDocument();
    expect(screen.getByText(MSG.phoneInvalid)).toBeInTheDocument();
    expect(screen.getByText(MSG.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(MSG.cityRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.addressMin)).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Full Name')).toHaveFocus();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    // Fixing a field clears its message.
    await u.clear(screen.getByLabelText('Email (optional)'));
    expect(screen.queryByText(MSG.emailInvalid)).not.toBeInTheDocument();
  });

  it('places the order with ids, sizes and quantities only, then opens its confirmation and empties the cart', async () => {
    const calls = serve(() => ({
      status: 201,
      body: { orderNumber: 'FD-7K3M-9Q2X', order: {} },
    }));
    const { store } = await placeValidOrder();

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/checkout/confirmation/FD-7K3M-9Q2X',
      ),
    );
    const post = calls.find((c) => c.method === 'POST');
    const body = post?.body as PlaceOrderRequest;
    expect(body).toEqual({
      customerName: 'Zara Slime',
      phone: '+971501234567',
      city: 'Dubai',
      addressLine1: 'Villa 13, Al Wasl Road',
      items: [
        { productId: 'p-hoodie', size: 'M', color: 'Green', qty: 2 },
        { productId: 'p-charm', size: 'N/A', qty: 1 },
      ],
      subtotalAED: 437,
      deliveryAED: 20,
      totalAED: 457,
      // The page's language and the WhatsApp box (ticked by default).
      language: 'en',
      whatsappConsent: true,
    });
    expect(post?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(store.getState().cart.items).toEqual([]);
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '{}').items).toEqual([]);
    // The confirmation reads the order with the phone this session placed it with.
    expect(placedPhone('FD-7K3M-9Q2X')).toBe('+971501234567');
  });

  it('on a phone-sized screen: the summary toggle shows the total and opens the lines', async () => {
    serve(() => ({ body: {} }));
    const u = userEvent.setup();
    renderCheckout();
    const toggle = screen.getByRole('button', { name: /Order Summary/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(await screen.findByTestId('summary-total')).toHaveTextContent('AED 457');
    // Before the form in the page, so it shows first on a phone.
    const form = screen.getByRole('button', { name: 'Place Order' });
    expect(toggle.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await u.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle.closest('section')).toHaveClass('summary--open');
  });

  it('on a 409 with new figures: says what changed, updates the cart and the total', async () => {
    const calls = serve(() => ({
      status: 409,
      body: {
        statusCode: 409,
        code: 'TOTALS_CHANGED',
        message: MSG.totalsChanged,
        current: {
          items: [
            {
              productId: 'p-hoodie',
              size: 'M',
              color: 'Green',
              qty: 2,
              title: 'Slime Hoodie',
              priceAED: 179,
              available: 1,
            },
            {
              productId: 'p-charm',
              size: 'N/A',
              qty: 1,
              title: 'Goo Charm',
              priceAED: 39,
              available: 9,
            },
          ],
          subtotalAED: 218,
          deliveryAED: 25,
          totalAED: 243,
        },
      },
    }));
    const { u, store } = await placeValidOrder();

    const notice = await screen.findByText('Your order was updated');
    const box = notice.closest('[role="alert"]') as HTMLElement;
    expect(within(box).getByText('Slime Hoodie: price AED 199 → AED 179')).toBeInTheDocument();
    expect(within(box).getByText('Slime Hoodie: quantity 2 → 1 (only 1 left)')).toBeInTheDocument();
    expect(within(box).getByText('Delivery fee: AED 20 → AED 25')).toBeInTheDocument();
    expect(screen.getByText('Error placing order')).toBeInTheDocument();
    expect(screen.getByText(MSG.totalsChanged)).toBeInTheDocument();
    expect(store.getState().cart.items.map((i) => [i.productId, i.qty, i.priceAED])).toEqual([
      ['p-hoodie', 1, 179],
      ['p-charm', 1, 39],
    ]);
    expect(screen.getByTestId('order-total')).toHaveTextContent('AED 243');

    // Placing again sends the new figures under a new key.
    await u.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    const [first, second] = calls.filter((c) => c.method === 'POST');
    expect(second.body).toMatchObject({ subtotalAED: 218, deliveryAED: 25, totalAED: 243 });
    expect(second.headers.get('Idempotency-Key')).not.toBe(first.headers.get('Idempotency-Key'));
  });

  it('on a 409 for stock: shrinks the line to what is left', async () => {
    serve(() => ({
      status: 409,
      body: {
        statusCode: 409,
        code: 'OUT_OF_STOCK',
        message: 'Only 1 left of "Slime Hoodie"',
        productId: 'p-hoodie',
        available: 1,
      },
    }));
    const { store } = await placeValidOrder();
    const box = (await screen.findByText('Your order was updated')).closest('[role="alert"]');
    expect(
      within(box as HTMLElement).getByText('Only 1 left of "Slime Hoodie"'),
    ).toBeInTheDocument();
    expect(store.getState().cart.items[0].qty).toBe(1);
  });

  it('shows the Error placing order toast with the server message, and reuses the key on retry', async () => {
    let answer = 0;
    const calls = serve(() => {
      answer += 1;
      return answer === 1
        ? json(500, {
            statusCode: 500,
            code: 'INTERNAL_ERROR',
            message: 'Something went wrong on our side. Please try again.',
          })
        : json(201, { orderNumber: 'FD-AAAA-BBBB', order: {} });
    });
    const { u } = await placeValidOrder();
    expect(await screen.findByText('Error placing order')).toBeInTheDocument();
    expect(screen.getByText(MSG.internalError)).toBeInTheDocument();
    await u.click(await screen.findByRole('button', { name: 'Place Order' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/checkout/confirmation/FD-AAAA-BBBB',
      ),
    );
    const [first, second] = calls.filter((c) => c.method === 'POST');
    expect(second.headers.get('Idempotency-Key')).toBe(first.headers.get('Idempotency-Key'));
  });
});

describe('checkout rules', () => {
  const valid = {
    ...EMPTY_FORM,
    customerName: 'Zara',
    phone: '+971 50 123 4567',
    city: 'Sharjah',
    addressLine1: 'Tower 5, Al Majaz',
  };

  it('accepts the phone with or without spaces, and an empty email', () => {
    expect(validateCheckout(valid)).toEqual({});
    expect(validateCheckout({ ...valid, phone: '+971501234567' })).toEqual({});
    expect(validateCheckout({ ...valid, phone: '+971 0501234567' })).toEqual({});
    expect(validateCheckout({ ...valid, phone: '٠٥٠١٢٣٤٥٦٧' })).toEqual({});
    expect(validateCheckout({ ...valid, email: 'zara@example.ae' })).toEqual({});
  });

  it('names each broken field with the contract message', () => {
    expect(validateCheckout({ ...valid, phone: '+971 5 123 4567' })).toEqual({
      phone: MSG.phoneInvalid,
    });
    expect(validateCheckout({ ...valid, phone: '50 123 4567' })).toEqual({
      phone: MSG.phoneInvalid,
    });
    expect(validateCheckout({ ...valid, customerName: ' A ' })).toEqual({
      customerName: MSG.nameMin,
    });
    expect(validateCheckout({ ...valid, city: 'Paris' })).toEqual({ city: MSG.cityRequired });
    expect(validateCheckout({ ...valid, addressLine1: 'abcd' })).toEqual({
      addressLine1: MSG.addressMin,
    });
    expect(validateCheckout({ ...valid, email: 'a@b' })).toEqual({ email: MSG.emailInvalid });
  });

  it('computes every line and total in integer fils', () => {
    const figures = checkoutFigures([{ ...charm, priceAED: 0.1, qty: 3 }], 0.2);
    expect(figures.lines.map((l) => [l.unitFils, l.totalFils])).toEqual([[10, 30]]);
    expect(figures).toMatchObject({ subtotalFils: 30, deliveryFils: 20, totalFils: 50 });
  });

  it('computes the total in fils and leaves optional fields out when empty', () => {
    const cart = cartOf([{ ...charm, priceAED: 0.1, qty: 3 }]);
    const body = toPlaceOrderRequest({ ...valid, notes: '  ' }, cart, 0.2);
    expect(body.totalAED).toBe(0.5);
    expect(body).not.toHaveProperty('notes', expect.anything());
    expect(body.email).toBeUndefined();
  });

  it('ignores answers that are not order conflicts, whatever their status', () => {
    const body = { statusCode: 409, code: 'ORDER_CHANGED', message: 'x' };
    const failure = readApiError({ status: 409, data: body });
    expect(resolveConflict(failure, [hoodie], 20)).toBeNull();
  });
});
