import { MESSAGING_MSG } from '@freakdrop/contract';
import type { OutboxMessage } from '../../api/types';

/** A message as the API lists it, for the messages screens' tests: a skipped WhatsApp one. */
export function outboxMessage(changes: Partial<OutboxMessage> = {}): OutboxMessage {
  return {
    id: 'm1',
    status: 'skipped',
    channel: 'whatsapp',
    event: 'order_placed',
    orderId: 'o1',
    orderNumber: 'FD-7K3M-9Q2X',
    audience: 'customer',
    recipient: '+971501234567',
    language: 'en',
    tries: 0,
    lastError: MESSAGING_MSG.whatsappOff,
    providerMessageId: null,
    createdAt: '2025-11-20T08:00:00.000Z',
    nextTryAt: null,
    sentAt: null,
    deliveredAt: null,
    readAt: null,
    failedAt: null,
    ...changes,
  };
}
