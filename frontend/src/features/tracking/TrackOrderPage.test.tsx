/** /track-order: required fields, the result, and Order Not Found. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TaxDocument, TrackedOrder } from '../../api/types';
import { TRACKED_ORDER } from '../../test/fixtures';
import { MSG } from '@freakdrop/contract';
import { TRACK_TEXT } from './texts';
import { mockApi, renderStorefront } from '../../test/storefront';
import { TrackOrderPage } from './TrackOrderPage';

const ORDER = TRACKED_ORDER;

const INVOICE: TaxDocument = {
  kind: 'invoice',
  number: 'INV-000007',
  invoiceNumber: null,
  orderId: 'o-1',
  orderNumber: 'FD-7K3M-9Q2X',
  issuedAt: '2026-11-22T10:00:00.000Z',
  suppliedAt: '2026-11-22T10:00:00.000Z',
  seller: {
    legalName: 'FreakDrop Trading LLC',
    legalNameAr: 'فريك دروب',
    address: 'Dubai',
    addressAr: 'دبي',
    trn: '100123456700003',
  },
  buyer: {
    name: 'Zara Slime',
    phone: '+971501234567',
    address: 'Villa 13',
    city: 'Dubai',
    emirate: 'Dubai',
  },
  ratePercent: 5,
  lines: [
    {
      kind: 'delivery',
      description: 'Delivery',
      variant: '',
      qty: 1,
      unitAED: 20,
      discountAED: 0,
      netAED: 19.05,
      ratePercent: 5,
      vatAED: 0.95,
      grossAED: 20,
    },
  ],
  discountAED: 0,
  netAED: 19.05,
  vatAED: 0.95,
  grossAED: 20,
};

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

  it('offers the tax invoice of a delivered order when the shop issued one, printable', async () => {
    const calls = mockApi({
      'GET /api/orders/track': {
        body: { ...ORDER, status: 'DELIVERED', statusLabel: 'Delivered' },
      },
      'GET /api/orders/track/invoice': { body: INVOICE },
    });
    const u = userEvent.setup();
    renderStorefront(<TrackOrderPage />, {
      route: '/track-order?orderNumber=FD-7K3M-9Q2X&phone=%2B971501234567',
    });
    const open = await screen.findByRole('button', { name: /Tax invoice · INV-000007/ });
    const asked = calls.find((c) => c.path === '/api/orders/track/invoice');
    expect(asked?.query.get('phone')).toBe('+971501234567');
    await u.click(open);
    const doc = screen.getByTestId('tax-document');
    expect(doc).toHaveTextContent('Tax Invoice');
    expect(doc).toHaveTextContent('فاتورة ضريبية');
    expect(doc).toHaveTextContent('100123456700003');
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('shows no invoice when the shop issued none', async () => {
    const calls = mockApi({
      'GET /api/orders/track': {
        body: { ...ORDER, status: 'DELIVERED', statusLabel: 'Delivered' },
      },
    });
    renderStorefront(<TrackOrderPage />, {
      route: '/track-order?orderNumber=FD-7K3M-9Q2X&phone=%2B971501234567',
    });
    expect(await screen.findByText('Zara Slime')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Tax invoice/ })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/orders/track')).toBe(true);
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
