/**
 * The outbox rows an order change causes, built in memory (no read): to the customer on
 * WhatsApp (always a row: `skipped` with the reason when it cannot go) and by email when the
 * order has one; to every staff account with alerts on when an order is placed.
 */
import { randomUUID } from 'node:crypto';
import { CUSTOMER_CANCEL_REASONS, fromFils, MESSAGING_MSG, PAGE_PATHS } from '../contract';
import type { MessageChannel, MessageEvent, MessagePlaceholder, OrderStatus } from '../contract';
import type { OrderFacts } from '../events/domain-events';
import { OutboxMessageEntity } from './outbox-message.entity';

/** The customer's message for a new status; PENDING (back from another status) has none. */
export const EVENT_OF_STATUS: Partial<Record<OrderStatus, MessageEvent>> = {
  CONFIRMED: 'order_confirmed',
  OUT_FOR_DELIVERY: 'out_for_delivery',
  DELIVERED: 'delivered',
  CANCELLED: 'cancelled',
};

/** Which channels are configured (environment). */
export interface ChannelsOn {
  email: boolean;
  whatsapp: boolean;
}

/** A staff account that gets new-order alerts. */
export interface AlertRecipient {
  email: string | null;
  whatsapp: string | null;
}

export type MessageParams = Partial<Record<MessagePlaceholder, string>>;

/** `AED 318.00`: the same in both languages (the amount is what the customer pays the courier). */
export function formatTotal(fils: number): string {
  return `AED ${fromFils(fils).toFixed(2)}`;
}

/** The customer's tracking page, number and phone filled in, in the order's language. */
export function trackingUrl(origin: string, facts: OrderFacts): string {
  const query = new URLSearchParams({ orderNumber: facts.orderNumber, phone: facts.phone });
  const prefix = facts.language === 'ar' ? '/ar' : '';
  return `${origin}${prefix}${PAGE_PATHS.trackOrder}?${query.toString()}`;
}

export function paramsOf(origin: string, facts: OrderFacts): MessageParams {
  return {
    number: facts.orderNumber,
    name: facts.customerName,
    total: formatTotal(facts.totalFils),
    trackingUrl: trackingUrl(origin, facts),
    courier: facts.courier ?? '',
    reason: facts.reason ? (CUSTOMER_CANCEL_REASONS[facts.language][facts.reason] ?? '') : '',
  };
}

interface RowInput {
  orderId: string;
  facts: OrderFacts;
  event: MessageEvent;
  channel: MessageChannel;
  audience: 'customer' | 'staff';
  recipient: string;
  params: MessageParams;
  skipped: string | null;
  now: Date;
}

function row(input: RowInput): OutboxMessageEntity {
  return Object.assign(new OutboxMessageEntity(), {
    id: randomUUID(),
    orderId: input.orderId,
    orderNumber: input.facts.orderNumber,
    event: input.event,
    channel: input.channel,
    audience: input.audience,
    recipient: input.recipient,
    language: input.audience === 'staff' ? 'en' : input.facts.language,
    params: JSON.stringify(input.params),
    status: input.skipped ? 'skipped' : 'queued',
    tries: 0,
    lastError: input.skipped,
    providerMessageId: null,
    dueAt: input.now,
    claimedUntil: null,
    claimToken: null,
    createdAt: input.now,
    sentAt: null,
    deliveredAt: null,
    readAt: null,
    failedAt: null,
  });
}

/** The customer's messages of one event. */
export function customerRows(
  orderId: string,
  facts: OrderFacts,
  event: MessageEvent,
  on: ChannelsOn,
  origin: string,
  now: Date,
): OutboxMessageEntity[] {
  const params = paramsOf(origin, facts);
  const base = { orderId, facts, event, audience: 'customer' as const, params, now };
  const whatsappSkipped = !facts.whatsappConsent
    ? MESSAGING_MSG.noConsent
    : !on.whatsapp
      ? MESSAGING_MSG.whatsappOff
      : null;
  const rows = [
    row({ ...base, channel: 'whatsapp', recipient: facts.phone, skipped: whatsappSkipped }),
  ];
  if (facts.email) {
    const skipped = on.email ? null : MESSAGING_MSG.emailOff;
    rows.push(row({ ...base, channel: 'email', recipient: facts.email, skipped }));
  }
  return rows;
}

/** The staff's alerts of a new order: one per address each account gave. */
export function staffRows(
  orderId: string,
  facts: OrderFacts,
  recipients: readonly AlertRecipient[],
  on: ChannelsOn,
  origin: string,
  now: Date,
): OutboxMessageEntity[] {
  const params = paramsOf(origin, facts);
  const base = { orderId, facts, event: 'staff_new_order' as const, audience: 'staff' as const };
  return recipients.flatMap((r) => [
    ...(r.email
      ? [
          row({
            ...base,
            params,
            now,
            channel: 'email',
            recipient: r.email,
            skipped: on.email ? null : MESSAGING_MSG.emailOff,
          }),
        ]
      : []),
    ...(r.whatsapp
      ? [
          row({
            ...base,
            params,
            now,
            channel: 'whatsapp',
            recipient: r.whatsapp,
            skipped: on.whatsapp ? null : MESSAGING_MSG.whatsappOff,
          }),
        ]
      : []),
  ]);
}
