/** /checkout/confirmation/:orderNumber: the order read with this session's phone, or tracking. */
import { screen, within } from '@testing-library/react';
import { TRACKED_ORDER, SHOP_SETTINGS } from '../../test/fixtures';
import { mockApi, renderStorefront } from '../../test/storefront';
import { ConfirmationPage } from './ConfirmationPage';
import { rememberPlaced } from './placedOrders';

const PATH = '/checkout/confirmation/:orderNumber';

function serve(order = TRACKED_ORDER) {
  return mockApi({
    'GET /api/settings': () => ({ body: SHOP_SETTINGS }),
    'GET /api/orders/track': ({ query }) =>
      query.get('orderNumber') === order.orderNumber && query.get('phone') === order.phone
        ? { body: order }
        : { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Order not found' } },
  });
}

describe('confirmation page', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the order placed in this session: number, items, totals, address and links', async () => {
    const calls = serve();
    rememberPlaced(TRACKED_ORDER.orderNumber, TRACKED_ORDER.phone);
    renderStorefront(<ConfirmationPage />, {
      route: `/checkout/confirmation/${TRACKED_ORDER.orderNumber}`,
      path: PATH,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Placed!' })).toBeVisible();
    expect(screen.getByTestId('order-number')).toHaveTextContent('FD-7K3M-9Q2X');
    expect(screen.getByText('Slime Hoodie')).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('AED 418');
    expect(screen.getByText('Pay AED 418 in cash on delivery.')).toBeInTheDocument();
    const address = screen.getByText('Zara Slime').closest('address') as HTMLElement;
    expect(within(address).getByText('+971 50 123 4567')).toBeInTheDocument();
    expect(address).toHaveTextContent('Villa 13, Al Wasl Road');
    expect(screen.getByRole('link', { name: 'Track This Order' })).toHaveAttribute(
      'href',
      '/track-order?orderNumber=FD-7K3M-9Q2X&phone=%2B971501234567',
    );
    expect(await screen.findByRole('link', { name: 'WhatsApp Support' })).toHaveAttribute(
      'href',
      `https://wa.me/971501234567?text=${encodeURIComponent('Hi FreakDrop! I have a question about my order FD-7K3M-9Q2X.')}`,
    );
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/shop',
    );
    const track = calls.find((c) => c.path === '/api/orders/track');
    expect(track?.query.get('phone')).toBe('+971501234567');
  });

  it('shows the delivery fee and the cash-on-delivery fee the order was placed with', async () => {
    serve({ ...TRACKED_ORDER, deliveryAED: 35.5, codFeeAED: 5, totalAED: 438.5 });
    rememberPlaced(TRACKED_ORDER.orderNumber, TRACKED_ORDER.phone);
    renderStorefront(<ConfirmationPage />, {
      route: `/checkout/confirmation/${TRACKED_ORDER.orderNumber}`,
      path: PATH,
    });
    expect(await screen.findByTestId('cod-fee')).toHaveTextContent('AED 5');
    expect(screen.getByTestId('delivery-fee')).toHaveTextContent('AED 35.50');
    expect(screen.getByTestId('order-total')).toHaveTextContent('AED 438.50');
  });

  it('without this session’s phone points to tracking, with the number, and asks nothing', async () => {
    const calls = serve();
    renderStorefront(<ConfirmationPage />, {
      route: '/checkout/confirmation/FD-7K3M-9Q2X',
      path: PATH,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Track Your Order' })).toBeVisible();
    expect(screen.getByTestId('order-number')).toHaveTextContent('FD-7K3M-9Q2X');
    expect(screen.getByRole('link', { name: 'Track Order' })).toHaveAttribute(
      'href',
      '/track-order?orderNumber=FD-7K3M-9Q2X',
    );
    expect(calls.filter((c) => c.path === '/api/orders/track')).toHaveLength(0);
  });

  it('an order the session placed that tracking no longer finds also points to tracking', async () => {
    serve();
    rememberPlaced('FD-AAAA-BBBB', '+971501234567');
    renderStorefront(<ConfirmationPage />, {
      route: '/checkout/confirmation/FD-AAAA-BBBB',
      path: PATH,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Track Your Order' }),
    ).toBeVisible();
  });
});
