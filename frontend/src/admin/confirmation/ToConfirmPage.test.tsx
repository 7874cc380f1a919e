import { adminSettings, mockApi, renderAdmin } from '../test-utils';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Order } from '../../api/types';
import { ToConfirmPage } from './ToConfirmPage';
import { PHONE_QUERY } from '../usePhone';
import { CONFIRM_TEXT } from './texts';
import { anOrder, customerRecord, ORDER_LINE } from '../../test/fixtures';

jest.setTimeout(60_000);

const order = anOrder({
  items: [{ ...ORDER_LINE, title: 'Toxic Drip Hoodie', image: '/uploads/x.webp', color: null }],
  customer: customerRecord(3, 1, 1, 1),
});

describe('ToConfirmPage', () => {
  it('lists pending orders oldest first with history, WhatsApp links, confirm and cancel', async () => {
    const calls = mockApi({
      'GET /api/admin/orders': { body: { orders: [order], total: 1 } },
      'GET /api/admin/settings': { body: adminSettings() },
      'PUT /api/admin/orders/o1/status': ({ body }) => ({
        body: { ...order, status: (body as { status: Order['status'] }).status },
      }),
    });
    renderAdmin(<ToConfirmPage />);
    expect(await screen.findByText(order.orderNumber)).toBeInTheDocument();
    const list = calls.find((c) => c.path === '/api/admin/orders');
    expect(Object.fromEntries(list?.query ?? [])).toMatchObject({
      status: 'PENDING',
      sort: 'oldest',
      withCustomer: 'true',
    });
    expect(screen.getByText('3 orders · 1 delivered · 1 refused')).toBeInTheDocument();
    expect(screen.getByText('2 × Toxic Drip Hoodie')).toBeInTheDocument();

    const en = await screen.findByRole('link', { name: /English confirmation message/ });
    await waitFor(() =>
      expect(en.getAttribute('href')).toBe(
        `https://wa.me/971501234567?text=${encodeURIComponent('Hi Aisha Khan, confirm FD-7K3M-9Q2X?')}`,
      ),
    );
    const ar = screen.getByRole('link', { name: /Arabic confirmation message/ });
    expect(decodeURIComponent(ar.getAttribute('href') ?? '')).toContain('مرحباً Aisha Khan');

    fireEvent.click(
      screen.getByRole('button', { name: CONFIRM_TEXT.confirmLabel(order.orderNumber) }),
    );
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'CONFIRMED' }),
    );

    fireEvent.click(
      screen.getByRole('button', { name: CONFIRM_TEXT.cancelLabel(order.orderNumber) }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: CONFIRM_TEXT.reason }));
    fireEvent.click(await screen.findByTitle('Refused at the door'));
    fireEvent.change(within(dialog).getByLabelText(CONFIRM_TEXT.note), {
      target: { value: 'Said no at the door' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: CONFIRM_TEXT.cancelOrder }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({
        status: 'CANCELLED',
        reason: 'REFUSED_AT_DOOR',
        note: 'Said no at the door',
      }),
    );
  });

  it('shows cards on a phone: number, customer, total, status, Confirm, Call and WhatsApp', async () => {
    const desktop = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...desktop(query), matches: query === PHONE_QUERY });
    try {
      const calls = mockApi({
        'GET /api/admin/orders': { body: { orders: [order], total: 1 } },
        'GET /api/admin/settings': { body: adminSettings() },
        'PUT /api/admin/orders/o1/status': { body: { ...order, status: 'CONFIRMED' } },
      });
      renderAdmin(<ToConfirmPage />);
      expect(await screen.findByText(order.orderNumber)).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(screen.getByText(order.customerName)).toBeInTheDocument();
      expect(screen.getByText('Pending')).toBeInTheDocument();
      expect(
        screen.getByRole('link', { name: CONFIRM_TEXT.callLabel(order.orderNumber) }),
      ).toHaveAttribute('href', `tel:${order.phone}`);
      const en = screen.getByRole('link', { name: /English confirmation message/ });
      await waitFor(() => expect(en.getAttribute('href')).toMatch(/^https:\/\/wa\.me\//));
      fireEvent.click(
        screen.getByRole('button', { name: CONFIRM_TEXT.confirmLabel(order.orderNumber) }),
      );
      await waitFor(() =>
        expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'CONFIRMED' }),
      );
    } finally {
      window.matchMedia = desktop;
    }
  });
});
