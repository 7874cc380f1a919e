/**
 * The Messages screen: the filters live in the address and go to the API; each message with
 * its status, channel, event, order link, recipient, tries and last error; Resend on a failed
 * one asks, then sends and refreshes.
 */
import { mockApi, renderAdmin } from '../test-utils';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import type { OutboxMessage } from '../../api/types';
import { MESSAGING_MSG } from '@freakdrop/contract';
import { MessagesPage } from './MessagesPage';
import { readFilters, writeFilters } from './filters';
import { outboxMessage as message } from './testMessages';
import { MESSAGES_TEXT } from './texts';

jest.setTimeout(60_000);

function Where() {
  const { search } = useLocation();
  return <output data-testid="search">{search}</output>;
}

function renderMessages(route = '/admin/messages') {
  return renderAdmin(
    <>
      <MessagesPage />
      <Where />
    </>,
    { route, path: '/admin/messages' },
  );
}

const lastList = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((c) => c.path === '/api/admin/messages').pop()?.query;

describe('message filters in the address', () => {
  it('reads only what the contract knows and writes only what is set', () => {
    const read = readFilters(
      new URLSearchParams('status=failed&channel=fax&order=FD-1&from=2025-11-01&to=nope&page=2'),
    );
    expect(read).toEqual({
      status: 'failed',
      channel: undefined,
      order: 'FD-1',
      from: '2025-11-01',
      to: undefined,
      page: 2,
    });
    expect(writeFilters({ channel: 'email', to: '2025-11-30' }).toString()).toBe(
      'channel=email&to=2025-11-30',
    );
  });
});

describe('MessagesPage', () => {
  it('lists the messages and sends the filters of the address to the API', async () => {
    const calls = mockApi({
      'GET /api/admin/messages': { body: { messages: [message()], total: 1 } },
    });
    renderMessages('/admin/messages?status=skipped&order=FD-7K3M-9Q2X');
    const row = (await screen.findByText('+971501234567')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Skipped')).toBeInTheDocument();
    expect(within(row).getByText('WhatsApp')).toBeInTheDocument();
    expect(within(row).getByText('Order placed')).toBeInTheDocument();
    expect(within(row).getByText(MESSAGING_MSG.whatsappOff)).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'FD-7K3M-9Q2X' })).toHaveAttribute(
      'href',
      '/admin/orders/FD-7K3M-9Q2X',
    );
    // Nothing to resend: it was skipped, not failed.
    expect(within(row).queryByRole('button', { name: /Resend/ })).not.toBeInTheDocument();
    const query = lastList(calls);
    expect(query?.get('status')).toBe('skipped');
    expect(query?.get('order')).toBe('FD-7K3M-9Q2X');
    expect(query?.get('channel')).toBeNull();
  });

  it('puts a changed filter in the address and asks the API again', async () => {
    const calls = mockApi({
      'GET /api/admin/messages': { body: { messages: [], total: 0 } },
    });
    renderMessages();
    expect(await screen.findByText(MESSAGES_TEXT.noMessages)).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: MESSAGES_TEXT.filterChannel }));
    fireEvent.click(await screen.findByTitle('Email'));
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('?channel=email'));
    fireEvent.change(screen.getByLabelText(`${MESSAGES_TEXT.filterDates}: ${MESSAGES_TEXT.from}`), {
      target: { value: '2025-11-01' },
    });
    await waitFor(() =>
      expect(screen.getByTestId('search')).toHaveTextContent('?channel=email&from=2025-11-01'),
    );
    await waitFor(() => expect(lastList(calls)?.get('from')).toBe('2025-11-01'));
    expect(lastList(calls)?.get('channel')).toBe('email');
    fireEvent.click(screen.getByRole('button', { name: MESSAGES_TEXT.clearFilters }));
    await waitFor(() => expect(screen.getByTestId('search')).toBeEmptyDOMElement());
  });

  it('resends a failed message after the confirmation and refreshes the list', async () => {
    let status: OutboxMessage['status'] = 'failed';
    const calls = mockApi({
      'GET /api/admin/messages': () => ({
        body: {
          messages: [message({ status, channel: 'email', recipient: 'a@b.ae', tries: 8 })],
          total: 1,
        },
      }),
      'POST /api/admin/messages/m1/resend': () => {
        status = 'queued';
        return { body: message({ status }) };
      },
    });
    renderMessages();
    const resend = await screen.findByRole('button', {
      name: MESSAGES_TEXT.resendLabel('Order placed', 'a@b.ae'),
    });
    fireEvent.click(resend);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(MESSAGES_TEXT.resendConfirm('Order placed', 'a@b.ae'));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: MESSAGES_TEXT.resend }));
    expect(await screen.findByText(MESSAGES_TEXT.resent)).toBeInTheDocument();
    expect(await screen.findByText('Queued')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });
});
