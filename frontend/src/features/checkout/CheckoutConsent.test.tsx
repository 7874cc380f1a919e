/**
 * The checkout's WhatsApp consent: ticked by default, in the page's language, and the order
 * request carries it with the page's language (English and Arabic).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlaceOrderRequest } from '../../api/types';
import { cartOf, mockApi, renderStorefront } from '../../test/storefront';
import { LanguageProvider } from '../../i18n/language';
import { newArabic } from '../../i18n/arabic';
import { AR } from '../../test/arabicTexts';
import { SHOP_SETTINGS, SLIME_HOODIE } from '../../test/fixtures';
import { CheckoutPage } from './CheckoutPage';
import { CHECKOUT_TEXT } from './texts';

function serve() {
  return mockApi({
    'GET /api/settings': () => ({ body: SHOP_SETTINGS }),
    'POST /api/orders': () => ({ status: 201, body: { orderNumber: 'FD-7K3M-9Q2X', order: {} } }),
  });
}

const cart = cartOf([{ ...SLIME_HOODIE, qty: 1 }]);

async function fillAndPlace(
  u: ReturnType<typeof userEvent.setup>,
  labels: { name: string; phone: string; city: string; address: string; place: string },
) {
  await u.type(screen.getByLabelText(labels.name), 'Zara Slime');
  await u.type(screen.getByLabelText(labels.phone), '50 123 4567');
  await u.selectOptions(screen.getByLabelText(labels.city), 'Dubai');
  await u.type(screen.getByLabelText(labels.address), 'Villa 13, Al Wasl Road');
  await u.click(screen.getByRole('button', { name: labels.place }));
}

const ENGLISH_LABELS = {
  name: 'Full Name',
  phone: 'Phone Number',
  city: 'City',
  address: 'Address',
  place: 'Place Order',
};

const posted = async (calls: ReturnType<typeof serve>) => {
  await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
  return calls.find((c) => c.method === 'POST')?.body as PlaceOrderRequest;
};

describe('checkout WhatsApp consent', () => {
  it('is ticked by default and sends the consent with the page language', async () => {
    const calls = serve();
    const u = userEvent.setup();
    renderStorefront(<CheckoutPage />, { route: '/checkout', path: '/checkout', cart });
    const box = screen.getByRole('checkbox', { name: CHECKOUT_TEXT.whatsappUpdates });
    expect(box).toBeChecked();
    await screen.findByTestId('order-total');
    await fillAndPlace(u, ENGLISH_LABELS);
    const body = await posted(calls);
    expect(body).toMatchObject({ language: 'en', whatsappConsent: true });
  });

  it('sends whatsappConsent false once unticked', async () => {
    const calls = serve();
    const u = userEvent.setup();
    renderStorefront(<CheckoutPage />, { route: '/checkout', path: '/checkout', cart });
    await screen.findByTestId('order-total');
    await u.click(screen.getByRole('checkbox', { name: CHECKOUT_TEXT.whatsappUpdates }));
    expect(screen.getByRole('checkbox', { name: CHECKOUT_TEXT.whatsappUpdates })).not.toBeChecked();
    await fillAndPlace(u, ENGLISH_LABELS);
    const body = await posted(calls);
    expect(body).toMatchObject({ language: 'en', whatsappConsent: false });
  });

  it('in Arabic: the box reads in Arabic, ticked, and the order says `ar`', async () => {
    const arabic = newArabic();
    await arabic.need('checkout');
    const calls = serve();
    const u = userEvent.setup();
    renderStorefront(
      <LanguageProvider value={arabic}>
        <CheckoutPage />
      </LanguageProvider>,
      { route: '/checkout', path: '/checkout', cart },
    );
    const box = screen.getByRole('checkbox', { name: AR.checkout.whatsappUpdates });
    expect(AR.checkout.whatsappUpdates).not.toBe(CHECKOUT_TEXT.whatsappUpdates);
    expect(box).toBeChecked();
    await screen.findByTestId('order-total');
    await fillAndPlace(u, {
      name: AR.checkout.fullName,
      phone: AR.shell.phone,
      city: AR.checkout.city,
      address: AR.checkout.addressLine1,
      place: AR.checkout.placeOrder,
    });
    const body = await posted(calls);
    expect(body).toMatchObject({ language: 'ar', whatsappConsent: true });
  });
});
