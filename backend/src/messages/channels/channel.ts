/** What a channel is asked to send: one outbox message, its text rendered. */
export interface Outgoing {
  /** The outbox row's id: the idempotency key where the provider takes one. */
  id: string;
  recipient: string;
  /** The template's name at the provider (WhatsApp: the event's name). */
  template: string;
  language: 'en' | 'ar';
  subject: string;
  text: string;
  /** The placeholders' values in the template's order (WhatsApp body parameters). */
  parameters: string[];
}

/**
 * How a send ended. `retry`: a timeout, a lost connection, a 5xx or 429 (SMTP: a 4xx reply) —
 * tried again later, after `retryAfterMs` at the earliest when the provider said so. Otherwise
 * the provider refused the message itself: failed at once with its reason.
 */
export type SendOutcome =
  | { ok: true; providerMessageId: string }
  | { ok: false; retry: boolean; reason: string; retryAfterMs?: number };

export interface Channel {
  send(message: Outgoing): Promise<SendOutcome>;
  close?(): void;
}

/** A provider's reason as the console shows it: one line, at most 500 characters. */
export function reasonText(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, 500) || 'unknown error';
}
