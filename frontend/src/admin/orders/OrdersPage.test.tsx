import { adminStats, mockApi, renderAdmin } from '../test-utils';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OrderStatus } from '@freakdrop/contract';
import { ADMIN_TEXT } from '../texts';
import { OrdersPage } from './OrdersPage';
import { anOrder, ORDER_LINE } from '../../test/fixtures';

jest.setTimeout(60_000);

const order = anOrder({
  items: [{ ...ORDER_LINE, title: 'Toxic Drip Hoodie', image: '/uploads/x.webp', color: null }],
});
const stats = (status: OrderStatus) => adminStats(status, { openValueAED: 418 });

async function pickStatus(label: string) {
  const select = await screen.findByRole('combobox', {
    name: `Status of order ${order.orderNumber}`,
  });
  fireEvent.mouseDown(select);
  fireEvent.click(await screen.findByTitle(label));
}

describe('OrdersPage', () => {
  it('saves a status picked in the dropdown at once and refreshes the list', async () => {
    let status: OrderStatus = 'PENDING';
    const calls = mockApi({
      'GET /api/admin/orders': () => ({ body: { orders: [{ ...order, status }], total: 1 } }),
      'GET /api/admin/stats': () => ({ body: stats(status) }),
      'PUT /api/admin/orders/o1/status': ({ body }) => {
        status = (body as { status: OrderStatus }).status;
        return { body: { ...order, status } };
      },
    });
    renderAdmin(<OrdersPage />);
    expect(await screen.findByText('Order Management')).toBeInTheDocument();
    expect(await screen.findByText(order.orderNumber)).toBeInTheDocument();
    expect(screen.getByText('Aisha Khan')).toBeInTheDocument();
    expect(screen.getByText('+971 50 123 4567')).toBeInTheDocument();
    expect(screen.getByText('AED 418')).toBeInTheDocument();
    expect(screen.getByText('Nov 20, 2025, 12:00 PM')).toBeInTheDocument(); // Dubai time
    const listCalls = () => calls.filter((c) => c.path === '/api/admin/orders').length;
    const before = listCalls();

    await pickStatus('Out for Delivery');

    expect(await screen.findByText(ADMIN_TEXT.orderUpdated)).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('/api/admin/orders/o1/status');
    expect(put?.body).toEqual({ status: 'OUT_FOR_DELIVERY' });
    // The list and the totals are fetched again.
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before));
    const row = screen.getByText(order.orderNumber).closest('tr') as HTMLElement;
    await waitFor(() => expect(within(row).getByTitle('Out for Delivery')).toBeInTheDocument());
  });

  it('shows a refused change as the Error toast with the server message', async () => {
    mockApi({
      'GET /api/admin/orders': { body: { orders: [{ ...order, status: 'CANCELLED' }], total: 1 } },
      'GET /api/admin/stats': { body: stats('CANCELLED') },
      'PUT /api/admin/orders/o1/status': {
        status: 409,
        body: {
          statusCode: 409,
          code: 'OUT_OF_STOCK',
          message: 'Only 1 left of "Toxic Drip Hoodie"',
        },
      },
    });
    renderAdmin(<OrdersPage />);
    await pickStatus('Pending');
    expect(await screen.findByText('Only 1 left of "Toxic Drip Hoodie"')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('shows the empty states and filters by status', async () => {
    const calls = mockApi({
      'GET /api/admin/orders': { body: { orders: [], total: 0 } },
      'GET /api/admin/stats': {
        body: { ...stats('PENDING'), counts: { ...stats('PENDING').counts, all: 0, PENDING: 0 } },
      },
    });
    renderAdmin(<OrdersPage />);
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
    expect(screen.getByText('No orders have been placed yet')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /^Pending/ }));
    expect(await screen.findByText('No orders with status "Pending"')).toBeInTheDocument();
    expect(
      calls.some((c) => c.path === '/api/admin/orders' && c.query.get('status') === 'PENDING'),
    ).toBe(true);
  });
});
