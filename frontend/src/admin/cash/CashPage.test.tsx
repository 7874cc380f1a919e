/** Delivery and cash in the console: the Cash screen, the courier prompt and the export button. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OrderStatus } from '@freakdrop/contract';
import type {
  AdminSettings,
  CashLedger,
  Order,
  OutstandingOrder,
  OutstandingOrdersResponse,
} from '../../api/types';
import { DELIVERY_MSG } from '@freakdrop/contract';
import type { ApiCall } from '../test-utils';
import { formatAED } from '../../components/format';
import { mockApi, renderAdmin } from '../test-utils';
import { OrdersPage } from '../orders/OrdersPage';
import { CashPage } from './CashPage';
import { CASH_TEXT } from './texts';
import { anOrder } from '../../test/fixtures';

jest.setTimeout(60_000);

const order = (id: string, extra: Partial<Order>): Order =>
  anOrder({
    id,
    orderNumber: `FD-AAAA-000${id}`,
    subtotalAED: 100,
    totalAED: 125,
    codFeeAED: 5,
    status: 'DELIVERED',
    statusHistory: [],
    courier: 'Ravi',
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
      outstandingOrders: 2,
    },
    {
      courier: null,
      deliveredOrders: 0,
      collectedAED: 0,
      remittedAED: 0,
      outstandingAED: 0,
      outstandingOrders: 0,
    },
  ],
};

const outstandingOrder = (n: number, totalAED = 125): OutstandingOrder => ({
  id: String(n),
  orderNumber: `FD-AAAA-${String(n).padStart(4, '0')}`,
  createdAt: '2025-11-20T08:00:00.000Z',
  totalAED,
});

/** The server's outstanding list: `all` orders, paged and searched as the API does. */
function outstandingRoute(all: OutstandingOrder[]) {
  return (call: ApiCall) => {
    const q = (call.query.get('q') ?? '').toUpperCase();
    const page = Number(call.query.get('page') ?? 1);
    const limit = Number(call.query.get('limit') ?? 50);
    const matching = all.filter((o) => o.orderNumber.includes(q));
    const body: OutstandingOrdersResponse = {
      courier: call.query.get('courier') ?? '',
      orders: matching.slice((page - 1) * limit, page * limit),
      total: matching.length,
      outstanding: {
        orders: all.length,
        amountAED: all.reduce((sum, o) => sum + o.totalAED * 100, 0) / 100,
      },
    };
    return { body };
  };
}

const remittanceReply = (body: unknown) => ({
  status: 201,
  body: {
    id: 'r1',
    courier: 'Ravi',
    amountAED: 125,
    orderIds: (body as { orderIds?: string[] }).orderIds ?? [],
    note: null,
    by: 'admin',
    createdAt: '2025-11-22T08:00:00.000Z',
  },
});

async function chooseRavi() {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: CASH_TEXT.chooseCourier }));
  fireEvent.click(await screen.findByTitle('Ravi'));
}

describe('Cash screen', () => {
  it('shows the ledger and records a remittance of the ticked orders', async () => {
    const calls = mockApi({
      'GET /api/admin/cash': { body: LEDGER },
      'GET /api/admin/cash/remittances': { body: { remittances: [] } },
      'GET /api/admin/cash/outstanding': outstandingRoute([
        outstandingOrder(1),
        outstandingOrder(2, 250.5),
      ]),
      'POST /api/admin/cash/remittances': ({ body }) => remittanceReply(body),
    });
    renderAdmin(<CashPage />);
    await waitFor(() =>
      expect(screen.getByTestId('cash-outstanding')).toHaveTextContent('AED 250'),
    );
    expect(screen.getByTestId('cash-collected')).toHaveTextContent('AED 375');
    expect(screen.getByText(CASH_TEXT.noCourier)).toBeInTheDocument();
    expect(screen.getByText(CASH_TEXT.noRemittances)).toBeInTheDocument();

    await chooseRavi();
    // The server's list of Ravi's outstanding orders, and his figures.
    expect(await screen.findByText('FD-AAAA-0001')).toBeInTheDocument();
    expect(screen.getByText('FD-AAAA-0002')).toBeInTheDocument();
    expect(screen.getByTestId('courier-outstanding')).toHaveTextContent(
      CASH_TEXT.courierOutstanding(2, 'AED 375.50'),
    );
    const list = calls.find((c) => c.path === '/api/admin/cash/outstanding');
    expect(list?.query.get('courier')).toBe('Ravi');

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

  it('handles a courier with 240 outstanding: server pages, search, select all', async () => {
    const all = Array.from({ length: 240 }, (_v, i) => outstandingOrder(i + 1, 100 + i / 100));
    const total = all.reduce((sum, o) => sum + o.totalAED * 100, 0) / 100;
    let refuse = true;
    const calls = mockApi({
      'GET /api/admin/cash': { body: LEDGER },
      'GET /api/admin/cash/remittances': { body: { remittances: [] } },
      'GET /api/admin/cash/outstanding': outstandingRoute(all),
      'POST /api/admin/cash/remittances': ({ body }) => {
        if (!refuse) return remittanceReply(body);
        refuse = false;
        return {
          status: 409,
          body: {
            statusCode: 409,
            code: 'OUTSTANDING_CHANGED',
            message: DELIVERY_MSG.outstandingChanged(241, total + 5),
            outstanding: { orders: 241, amountAED: total + 5 },
          },
        };
      },
    });
    renderAdmin(<CashPage />);
    await waitFor(() => expect(screen.getByTestId('cash-outstanding')).toHaveTextContent('AED'));
    await chooseRavi();
    expect(await screen.findByText('FD-AAAA-0001')).toBeInTheDocument();
    const amount = formatAED(total);
    expect(screen.getByTestId('courier-outstanding')).toHaveTextContent(
      CASH_TEXT.courierOutstanding(240, amount),
    );

    // Ticks survive paging; the next page comes from the server.
    fireEvent.click(
      within(screen.getByText('FD-AAAA-0001').closest('tr') as HTMLElement).getByRole('checkbox'),
    );
    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('FD-AAAA-0051')).toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/outstanding') && c.query.get('page') === '2')).toBe(
      true,
    );
    fireEvent.click(
      within(screen.getByText('FD-AAAA-0051').closest('tr') as HTMLElement).getByRole('checkbox'),
    );
    await waitFor(() =>
      expect(screen.getByTestId('remit-selection')).toHaveTextContent(
        CASH_TEXT.selected(2, formatAED(200.5)),
      ),
    );

    // The search asks the server.
    const search = screen.getByRole('searchbox', { name: CASH_TEXT.search });
    fireEvent.change(search, { target: { value: '0237' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('FD-AAAA-0237')).toBeInTheDocument();
    expect(calls.some((c) => c.query.get('q') === '0237')).toBe(true);
    expect(screen.queryByText('FD-AAAA-0051')).not.toBeInTheDocument();

    // Select all: the figures go to the server, never the ids.
    fireEvent.click(screen.getByRole('button', { name: CASH_TEXT.selectAll(240, amount) }));
    expect(screen.getByTestId('remit-selection')).toHaveTextContent(
      CASH_TEXT.allSelected(240, amount),
    );
    fireEvent.click(screen.getByRole('button', { name: CASH_TEXT.record }));
    expect(
      await screen.findByText(DELIVERY_MSG.outstandingChanged(241, total + 5)),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: CASH_TEXT.record }));
    expect(await screen.findByText(CASH_TEXT.recorded('AED 125'))).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.body)).toEqual([
      { courier: 'Ravi', allOutstanding: { orders: 240, amountAED: total } },
      { courier: 'Ravi', allOutstanding: { orders: 240, amountAED: total } },
    ]);
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
