import { mockApi, renderAdmin } from '../test-utils';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { OrderDetailsModal } from '../orders/OrderDetailsModal';
import { OrdersPage } from '../orders/OrdersPage';
import { customerOrdersPath } from './CustomerPanel';
import { CONFIRM_TEXT } from './texts';
import { anOrder, customerRecord } from '../../test/fixtures';

jest.setTimeout(60_000);

const order = anOrder({
  status: 'CANCELLED',
  statusHistory: [
    { status: 'PENDING', at: '2025-11-20T08:00:00.000Z', reason: null, note: null, by: null },
    {
      status: 'CANCELLED',
      at: '2025-11-20T09:00:00.000Z',
      reason: 'REFUSED_AT_DOOR',
      note: 'Said no at the door',
      by: 'layla',
    },
  ],
  updatedAt: '2025-11-20T09:00:00.000Z',
  customer: customerRecord(4, 2, 2, 1),
});

describe('the order dialog: customer history, why and who, blocking', () => {
  it('shows the record and the reason, links to the customer orders, blocks the number', async () => {
    const calls = mockApi({
      'GET /api/admin/orders/o1': { body: order },
      'POST /api/admin/blocked-phones': {
        status: 201,
        body: { phone: order.phone, reason: null, createdAt: '2025-11-21T08:00:00.000Z' },
      },
    });
    renderAdmin(
      <OrderDetailsModal orderId="o1" onClose={() => undefined} onPrint={() => undefined} />,
    );
    expect(await screen.findByText(CONFIRM_TEXT.customerHistory)).toBeInTheDocument();
    expect(screen.getByText('Refused at the door')).toBeInTheDocument();
    expect(screen.getByText('Said no at the door')).toBeInTheDocument();
    expect(screen.getByText(CONFIRM_TEXT.by('layla'), { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: CONFIRM_TEXT.seeOrders })).toHaveAttribute(
      'href',
      customerOrdersPath(order.phone),
    );

    fireEvent.click(screen.getByRole('button', { name: /Block this number/ }));
    fireEvent.click(await screen.findByRole('button', { name: /^Block$/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ phone: order.phone }),
    );
    expect(await screen.findByText(CONFIRM_TEXT.numberBlocked)).toBeInTheDocument();
  });

  it("the orders list filters by the link's phone", async () => {
    const calls = mockApi({
      'GET /api/admin/orders': { body: { orders: [order], total: 1 } },
    });
    renderAdmin(<OrdersPage />, { route: customerOrdersPath(order.phone), path: '/admin/orders' });
    expect(
      await screen.findByText(CONFIRM_TEXT.customerFilter('+971 50 123 4567')),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        calls.some((c) => c.path === '/api/admin/orders' && c.query.get('phone') === order.phone),
      ).toBe(true),
    );
  });
});
