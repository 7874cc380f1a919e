/** Issue #16 in the console: the Cash screen, the courier prompt and the export button. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminSettings, CashLedger, Order, OrderStatus } from '@contract';
import { mockApi, renderAdmin } from '../test-utils';
import { OrdersPage } from '../orders/OrdersPage';
import { CashPage } from './CashPage';
import { CASH_TEXT } from './texts';

jest.setTimeout(60_000);

const order = (id: string, extra: Partial<Order>): Order => ({
  id,
  orderNumber: `FD-AAAA-000${id}`,
  customerName: 'Aisha Khan',
  phone: '+971501234567',
  email: null,
  city: 'Dubai',
  addressLine1: 'Villa 3, Street 12',
  addressLine2: null,
  notes: null,
  items: [],
  subtotalAED: 100,
  deliveryAED: 20,
  totalAED: 125,
  codFeeAED: 5,
  status: 'DELIVERED',
  statusHistory: [],
  createdAt: '2025-11-20T08:00:00.000Z',
  updatedAt: '2025-11-20T08:00:00.000Z',
  courier: 'Ravi',
  remittedAt: null,
  ...extra,
});

const LEDGER: CashLedger = {
  collectedAED: 375,
  remittedAED: 125,
  outstandingAED: 250,
  couriers: [
    {
      courier: 'Ravi',
      deliveredOrders: 3,
      collectedAED: 375,
      remittedAED: 125,
      outstandingAED: 250,
    },
    { courier: null, deliveredOrders: 0, collectedAED: 0, remittedAED: 0, outstandingAED: 0 },
  ],
};

describe('Cash screen', () => {
  it('shows the ledger and records a remittance of the ticked orders', async () => {
    const delivered = [
      order('1', {}),
      order('2', { totalAED: 250.5 }),
      order('3', { remittedAt: '2025-11-21T08:00:00.000Z' }),
      order('4', { courier: 'Omar' }),
    ];
    const calls = mockApi({
      'GET /api/admin/cash': { body: LEDGER },
      'GET /api/admin/cash/remittances': { body: { remittances: [] } },
      'GET /api/admin/orders': { body: { orders: delivered, total: 4 } },
      'POST /api/admin/cash/remittances': ({ body }) => ({
        status: 201,
        body: {
          id: 'r1',
          courier: 'Ravi',
          amountAED: 125,
          orderIds: (body as { orderIds: string[] }).orderIds,
          note: null,
          by: 'admin',
          createdAt: '2025-11-22T08:00:00.000Z',
        },
      }),
    });
    renderAdmin(<CashPage />);
    await waitFor(() =>
      expect(screen.getByTestId('cash-outstanding')).toHaveTextContent('AED 250'),
    );
    expect(screen.getByTestId('cash-collected')).toHaveTextContent('AED 375');
    expect(screen.getByText(CASH_TEXT.noCourier)).toBeInTheDocument();
    expect(screen.getByText(CASH_TEXT.noRemittances)).toBeInTheDocument();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: CASH_TEXT.chooseCourier }));
    fireEvent.click(await screen.findByTitle('Ravi'));
    // Only Ravi's delivered orders that are not remitted yet.
    expect(await screen.findByText('FD-AAAA-0001')).toBeInTheDocument();
    expect(screen.getByText('FD-AAAA-0002')).toBeInTheDocument();
    expect(screen.queryByText('FD-AAAA-0003')).not.toBeInTheDocument();
    expect(screen.queryByText('FD-AAAA-0004')).not.toBeInTheDocument();

    const row = screen.getByText('FD-AAAA-0001').closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('checkbox'));
    await waitFor(() =>
      expect(screen.getByTestId('remit-selection')).toHaveTextContent('1 selected · AED 125'),
    );
    fireEvent.click(screen.getByRole('button', { name: CASH_TEXT.record }));
    expect(await screen.findByText(CASH_TEXT.recorded('AED 125'))).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ courier: 'Ravi', orderIds: ['1'] });
  });
});

describe('orders screen: courier prompt and export', () => {
  const settings: Partial<AdminSettings> = { couriers: ['Ravi', 'Omar'] };

  it('asks for the courier when an order goes Out for Delivery and shows it', async () => {
    let current: Order = order('1', { status: 'CONFIRMED', courier: null });
    const calls = mockApi({
      'GET /api/admin/orders': () => ({ body: { orders: [current], total: 1 } }),
      'GET /api/admin/stats': { body: { counts: { all: 1 } } },
      'GET /api/admin/settings': { body: settings },
      'PUT /api/admin/orders/1/status': ({ body }) => {
        const b = body as { status: OrderStatus; courier?: string };
        current = { ...current, status: b.status, courier: b.courier ?? null };
        return { body: current };
      },
    });
    renderAdmin(<OrdersPage />);
    const exportLink = await screen.findByRole('link', { name: /Export CSV/ });
    expect(exportLink).toHaveAttribute('href', '/api/admin/orders/export.csv');

    fireEvent.mouseDown(
      await screen.findByRole('combobox', { name: 'Status of order FD-AAAA-0001' }),
    );
    fireEvent.click(await screen.findByTitle('Out for Delivery'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(CASH_TEXT.courierPromptBody)).toBeInTheDocument();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: CASH_TEXT.colCourier }));
    fireEvent.click(await screen.findByTitle('Omar'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));

    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        status: 'OUT_FOR_DELIVERY',
        courier: 'Omar',
      }),
    );
    expect(await screen.findByText(CASH_TEXT.courierLabel('Omar'))).toBeInTheDocument();
  });
});
