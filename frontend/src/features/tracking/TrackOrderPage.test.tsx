/** /track-order: required fields, the result, and Order Not Found. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TrackedOrder } from '../../api/types';
import { TRACKED_ORDER } from '../../test/fixtures';
import { MSG } from '@freakdrop/contract';
import { TRACK_TEXT } from './texts';
import { mockApi, renderStorefront } from '../../test/storefront';
import { TrackOrderPage } from './TrackOrderPage';

const ORDER = TRACKED_ORDER;

function serve(order: TrackedOrder | null = ORDER) {
  return mockApi({
    'GET /api/orders/track': () =>
      order
        ? { body: order }
        : { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Order not found' } },
  });
}

describe('track order page', () => {
  it('requires both fields', async () => {
    const calls = serve();
    const u = userEvent.setup();
    renderStorefront(<TrackOrderPage />, { route: '/track-order' });
    await u.clear(screen.getByLabelText('Phone Number'));
    await u.click(screen.getByRole('button', { name: 'Track Order' }));
    expect(screen.getByText(MSG.orderNumberRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.phoneRequired)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('looks the order up and puts number and phone in the address', async () => {
    const calls = serve();
    const u = userEvent.setup();
    renderStorefront(<TrackOrderPage />, { route: '/track-order' });
    await u.type(screen.getByLabelText('Order Number'), 'fd-7k3m-9q2x');
    await u.type(screen.getByLabelText('Phone Number'), '50 123 4567');
    await u.click(screen.getByRole('button', { name: 'Track Order' }));
    expect(await screen.findByRole('heading', { name: 'FD-7K3M-9Q2X' })).toBeInTheDocument();
    expect(calls[0].query.get('orderNumber')).toBe('FD-7K3M-9Q2X');
    expect(calls[0].query.get('phone')).toBe('+971 50 123 4567');
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/track-order?orderNumber=FD-7K3M-9Q2X&phone=%2B971+50+123+4567',
    );
  });

  it('shows status badge, the four-step progress up to the current step, items, totals and address', async () => {
    serve();
    renderStorefront(<TrackOrderPage />, {
      route: '/track-order?orderNumber=FD-7K3M-9Q2X&phone=%2B971501234567',
    });
    const progress = await screen.findByRole('list', { name: 'Order progress' });
    const steps = within(progress).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      'Pending',
      'Confirmed',
      'Out for Delivery',
      'Delivered',
    ]);
    expect(steps.map((s) => s.classList.contains('is-done'))).toEqual([true, true, true, false]);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Slime Hoodie')).toBeInTheDocument();
    expect(screen.getByText('AED 418')).toBeInTheDocument();
    expect(screen.getByText('Zara Slime').closest('address')).toHaveTextContent(
      'Zara Slime+971 50 123 4567Villa 13, Al Wasl RoadDubai',
    );
    expect(screen.getByText(/Placed Nov 21, 2026, 12:30 PM/)).toBeInTheDocument();
  });

  it('shows a cancelled order as a badge only, without the progress line', async () => {
    serve({ ...ORDER, status: 'CANCELLED', statusLabel: 'Cancelled' });
    renderStorefront(<TrackOrderPage />, {
      route: '/track-order?orderNumber=FD-7K3M-9Q2X&phone=%2B971501234567',
    });
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Order progress' })).not.toBeInTheDocument();
  });

  it('shows the Order Not Found card for an unknown order or a wrong phone', async () => {
    serve(null);
    renderStorefront(<TrackOrderPage />, {
      route: '/track-order?orderNumber=FD-NOPE-NOPE&phone=%2B971501234567',
    });
    expect(await screen.findByText(MSG.orderNotFoundTitle)).toBeInTheDocument();
    expect(screen.getByText(TRACK_TEXT.orderNotFoundBody)).toBeInTheDocument();
  });
});
