import { mockApi, renderAdmin, setText } from '../test-utils';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OrderNote, OrderTimelineEntry, OrderWithTimeline } from '../../api/types';
import { anOrder, customerRecord, ORDER_LINE, PLACED_ENTRY } from '../../test/fixtures';
import { ADMIN_TEXT } from '../texts';
import { backPath } from './orderLinks';
import { OrderDetailsModal } from './OrderDetailsModal';
import { mapSearchUrl, OrderPage } from './OrderPage';
import { ORDER_PAGE_TEXT } from './orderPageTexts';

jest.setTimeout(60_000);

const NUMBER = 'FD-7K3M-9Q2X';
const HOODIE = { ...ORDER_LINE, image: '/uploads/hoodie.webp' };
const CHARM = { ...HOODIE, title: 'Goo Charm', size: 'N/A', color: null, qty: 1 };
const order = (timeline: OrderTimelineEntry[]): OrderWithTimeline => ({
  ...anOrder({
    email: 'aisha@example.com',
    addressLine2: 'Near the park',
    items: [HOODIE, CHARM],
    codFeeAED: 5,
    totalAED: 423,
    customer: customerRecord(3, 1, 1, 0),
  }),
  timeline,
});
const renderPage = () =>
  renderAdmin(<OrderPage />, {
    route: `/admin/orders/${NUMBER}`,
    path: '/admin/orders/:orderNumber',
  });

describe('OrderPage', () => {
  it('shows the customer with call, WhatsApp and map links, the lines without "Size: N/A", the totals and the history', async () => {
    mockApi({ [`GET /api/admin/orders/by-number/${NUMBER}`]: { body: order([PLACED_ENTRY]) } });
    renderPage();
    expect(await screen.findByRole('heading', { name: `Order #${NUMBER}` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call +971 50 123 4567' })).toHaveAttribute(
      'href',
      'tel:+971501234567',
    );
    expect(
      screen.getByRole('link', { name: 'Message +971 50 123 4567 on WhatsApp' }),
    ).toHaveAttribute('href', 'https://wa.me/971501234567');
    expect(screen.getByRole('link', { name: 'aisha@example.com' })).toHaveAttribute(
      'href',
      'mailto:aisha@example.com',
    );
    expect(screen.getByRole('link', { name: /Open in Google Maps/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Villa%203%2C%20Street%2012%2C%20Near%20the%20park%2C%20Dubai%2C%20UAE',
    );
    expect(screen.getByText('Size: M · Color: Green · Qty: 2')).toBeInTheDocument();
    expect(screen.getByText('Qty: 1')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('N/A');
    expect(screen.getByText(ORDER_PAGE_TEXT.codFee).nextElementSibling).toHaveTextContent('AED 5');
    expect(screen.getByText('AED 423')).toBeInTheDocument();
    // The confirmation desk's record of the customer.
    expect(screen.getByText('Customer history')).toBeInTheDocument();
    // The status once: the control shows it.
    expect(screen.getByRole('combobox', { name: `Status of order ${NUMBER}` })).toBeInTheDocument();
  });

  it('adds a note, trimmed, and shows it in the timeline', async () => {
    let timeline = [PLACED_ENTRY];
    const calls = mockApi({
      [`GET /api/admin/orders/by-number/${NUMBER}`]: () => ({ body: order(timeline) }),
      'POST /api/admin/orders/o1/notes': ({ body }) => {
        const note: OrderNote = {
          id: 'n1',
          text: (body as { text: string }).text,
          by: 'admin',
          at: '2025-11-20T09:00:00.000Z',
        };
        timeline = [...timeline, { kind: 'note', ...note }];
        return { status: 201, body: note };
      },
    });
    renderPage();
    await screen.findByRole('heading', { name: `Order #${NUMBER}` });
    // A blank note is refused with the contract's words, and nothing is sent.
    fireEvent.click(screen.getByRole('button', { name: ORDER_PAGE_TEXT.addNote }));
    expect(await screen.findByText('Note is required')).toBeInTheDocument();
    setText(ORDER_PAGE_TEXT.noteLabel, '  called twice, no answer ');
    fireEvent.click(screen.getByRole('button', { name: ORDER_PAGE_TEXT.addNote }));
    expect(await screen.findByText(ORDER_PAGE_TEXT.noteAdded)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      text: 'called twice, no answer',
    });
    const region = screen.getByRole('region', { name: ORDER_PAGE_TEXT.timeline });
    expect(await within(region).findByText('called twice, no answer')).toBeInTheDocument();
    expect(region).toHaveTextContent('by admin');
  });

  it('asks why before cancelling, and sends the reason and the note', async () => {
    const calls = mockApi({
      [`GET /api/admin/orders/by-number/${NUMBER}`]: { body: order([PLACED_ENTRY]) },
      'PUT /api/admin/orders/o1/status': { body: anOrder({ status: 'CANCELLED' }) },
    });
    renderPage();
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: `Status of order ${NUMBER}` }));
    fireEvent.click(await screen.findByTitle('Cancelled'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`Cancel order #${NUMBER}`);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Reason' }));
    fireEvent.click(await screen.findByTitle('Unreachable'));
    fireEvent.change(within(dialog).getByLabelText('Note (optional)'), {
      target: { value: 'No answer' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        status: 'CANCELLED',
        reason: 'UNREACHABLE',
        note: 'No answer',
      }),
    );
  });

  it('says "Order not found" for an unknown number, with the way back', async () => {
    mockApi({
      [`GET /api/admin/orders/by-number/${NUMBER}`]: {
        status: 404,
        body: { statusCode: 404, code: 'NOT_FOUND', message: 'Order not found' },
      },
    });
    renderPage();
    expect(await screen.findByText(ORDER_PAGE_TEXT.notFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Orders/ })).toHaveAttribute(
      'href',
      '/admin/orders',
    );
  });
});

describe('the order page links', () => {
  it('go back to the list they came from, with its query, else to the orders list', () => {
    expect(backPath({ from: '/admin/orders?status=PENDING&page=2' })).toBe(
      '/admin/orders?status=PENDING&page=2',
    );
    expect(backPath(null)).toBe('/admin/orders');
    expect(backPath({ from: 'https://elsewhere.example/' })).toBe('/admin/orders');
  });

  it('search Google Maps for the address, its city and the country', () => {
    expect(mapSearchUrl({ addressLine1: 'Flat 9', addressLine2: null, city: 'Sharjah' })).toBe(
      'https://www.google.com/maps/search/?api=1&query=Flat%209%2C%20Sharjah%2C%20UAE',
    );
  });
});

describe('OrderDetailsModal', () => {
  it('shows the status once, no "Size: N/A", and links to the order page', async () => {
    mockApi({
      'GET /api/admin/orders/o1': {
        body: anOrder({ items: [CHARM], statusHistory: [], customer: undefined }),
      },
    });
    renderAdmin(<OrderDetailsModal orderId="o1" onClose={() => undefined} onPrint={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Goo Charm');
    expect(within(dialog).getAllByText('Pending')).toHaveLength(1);
    expect(dialog.textContent).not.toContain('N/A');
    expect(within(dialog).getByText(`${ADMIN_TEXT.qty}: 1`)).toBeInTheDocument();
    expect(
      within(dialog).getByRole('link', { name: ORDER_PAGE_TEXT.openPageLabel(NUMBER) }),
    ).toHaveAttribute('href', `/admin/orders/${NUMBER}`);
    await waitFor(() => expect(dialog).toBeVisible());
  });
});
