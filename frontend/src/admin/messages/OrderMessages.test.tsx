/** The order details' messages: listed when the API answers with them, nothing when it does not. */
import { mockApi, renderAdmin } from '../test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGING_MSG } from '@freakdrop/contract';
import { OrderMessages } from './OrderMessages';
import { outboxMessage } from './testMessages';
import { MESSAGES_TEXT } from './texts';

jest.setTimeout(60_000);

const skipped = outboxMessage({ recipient: '+97150*****67', language: 'ar' });

describe('OrderMessages', () => {
  it("lists the order's messages: channel, event, status and time", async () => {
    mockApi({ 'GET /api/admin/orders/o1/messages': { body: { messages: [skipped] } } });
    renderAdmin(<OrderMessages orderId="o1" />);
    const section = await screen.findByRole('region', { name: MESSAGES_TEXT.orderMessages });
    const row = within(section).getByText('WhatsApp').closest('tr') as HTMLElement;
    expect(within(row).getByText('Order placed')).toBeInTheDocument();
    expect(within(row).getByText('Skipped')).toBeInTheDocument();
    expect(within(row).getByText(MESSAGING_MSG.whatsappOff)).toBeInTheDocument();
    expect(within(row).getByText('Nov 20, 2025, 12:00 PM')).toBeInTheDocument();
  });

  it('shows nothing when the API has no messages for it', async () => {
    const calls = mockApi({});
    const { container } = renderAdmin(<OrderMessages orderId="o1" />);
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/messages'))).toBe(true));
    expect(container.querySelector('[data-testid="order-messages"]')).toBeNull();
  });
});
