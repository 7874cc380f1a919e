/**
 * Messages to customers and staff about orders (email and WhatsApp): their events, channels,
 * statuses, the templates' placeholders and defaults, the limits of the settings and of the
 * Messages screen. Both the API and the admin console import this file.
 */

/** Where a message stands: `skipped` was never sent (no channel, no consent, opted out…). */
export const MESSAGE_STATUSES = [
  'queued',
  'sent',
  'delivered',
  'read',
  'failed',
  'skipped',
] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const MESSAGE_CHANNELS = ['email', 'whatsapp'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** What a message tells: the five customer events, then the staff's new-order alert. */
export const MESSAGE_EVENTS = [
  'order_placed',
  'order_confirmed',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'staff_new_order',
] as const;
export type MessageEvent = (typeof MESSAGE_EVENTS)[number];

/** The language an order was placed in: its customer's messages are in it. */
export const ORDER_LANGUAGES = ['en', 'ar'] as const;
export type OrderLanguage = (typeof ORDER_LANGUAGES)[number];

/** The placeholders a message template may use. */
export const MESSAGE_PLACEHOLDERS = [
  'number',
  'name',
  'total',
  'trackingUrl',
  'courier',
  'reason',
] as const;
export type MessagePlaceholder = (typeof MESSAGE_PLACEHOLDERS)[number];

/** A template per event and language. */
export type MessageTemplates = Record<MessageEvent, Record<OrderLanguage, string>>;

export const MESSAGE_LIMITS = {
  templateMax: 1000,
  /** Tries of one message before it is `failed` (about a day with the backoff). */
  maxTries: 8,
  listDefault: 50,
  listMax: 200,
  staffEmailMax: 254,
} as const;

/** Labels for the console (English; the console is English-only). */
export const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
  failed: 'Failed',
  skipped: 'Skipped',
};
export const MESSAGE_CHANNEL_LABELS: Record<MessageChannel, string> = {
  email: 'Email',
  whatsapp: 'WhatsApp',
};
export const MESSAGE_EVENT_LABELS: Record<MessageEvent, string> = {
  order_placed: 'Order placed',
  order_confirmed: 'Order confirmed',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  staff_new_order: 'New order (staff)',
};

/** The email's subject per event and language ({number} filled in as in the body). */
export const MESSAGE_SUBJECTS: MessageTemplates = {
  order_placed: { en: 'We got your order {number}', ar: 'استلمنا طلبك {number}' },
  order_confirmed: { en: 'Your order {number} is confirmed', ar: 'تم تأكيد طلبك {number}' },
  out_for_delivery: { en: 'Your order {number} is on its way', ar: 'طلبك {number} في الطريق' },
  delivered: { en: 'Your order {number} was delivered', ar: 'تم توصيل طلبك {number}' },
  cancelled: { en: 'Your order {number} was cancelled', ar: 'تم إلغاء طلبك {number}' },
  staff_new_order: { en: 'New order {number}', ar: 'طلب جديد {number}' },
};

/** The templates as shipped; a setting left empty falls back to these. */
export const DEFAULT_MESSAGE_TEMPLATES: MessageTemplates = {
  order_placed: {
    en: 'Hi {name}, we got your FreakDrop order {number}. Total {total}, cash on delivery. Track it here: {trackingUrl}',
    ar: 'مرحباً {name}، استلمنا طلبك من FreakDrop رقم {number}. المجموع {total}، الدفع عند الاستلام. تتبع طلبك هنا: {trackingUrl}',
  },
  order_confirmed: {
    en: 'Hi {name}, your FreakDrop order {number} is confirmed. We will let you know when it is on its way.',
    ar: 'مرحباً {name}، تم تأكيد طلبك من FreakDrop رقم {number}. سنخبرك عندما يكون في الطريق.',
  },
  out_for_delivery: {
    en: 'Hi {name}, your FreakDrop order {number} is on its way with {courier}. Please have {total} ready.',
    ar: 'مرحباً {name}، طلبك من FreakDrop رقم {number} في الطريق مع {courier}. يرجى تجهيز {total}.',
  },
  delivered: {
    en: 'Hi {name}, your FreakDrop order {number} was delivered. Thank you for shopping with us!',
    ar: 'مرحباً {name}، تم توصيل طلبك من FreakDrop رقم {number}. شكراً لتسوقك معنا!',
  },
  cancelled: {
    en: 'Hi {name}, your FreakDrop order {number} was cancelled: {reason}.',
    ar: 'مرحباً {name}، تم إلغاء طلبك من FreakDrop رقم {number}: {reason}.',
  },
  staff_new_order: {
    en: 'New order {number} from {name}: {total}.',
    ar: 'طلب جديد {number} من {name}: {total}.',
  },
};

/**
 * What a customer reads as the reason of a cancellation (the status reason, in words fit for
 * them: never "suspected fake").
 */
export const CUSTOMER_CANCEL_REASONS: Record<OrderLanguage, Record<string, string>> = {
  en: {
    CUSTOMER_CANCELLED: 'as you asked',
    UNREACHABLE: 'we could not reach you to confirm it',
    REFUSED_AT_DOOR: 'it was refused at delivery',
    OUT_OF_STOCK: 'an item is out of stock',
    SUSPECTED_FAKE: 'we could not confirm it',
    OTHER: 'please contact us for details',
  },
  ar: {
    CUSTOMER_CANCELLED: 'بناءً على طلبك',
    UNREACHABLE: 'لم نتمكن من التواصل معك لتأكيده',
    REFUSED_AT_DOOR: 'تم رفضه عند التوصيل',
    OUT_OF_STOCK: 'أحد المنتجات غير متوفر',
    SUSPECTED_FAKE: 'لم نتمكن من تأكيده',
    OTHER: 'يرجى التواصل معنا لمعرفة التفاصيل',
  },
};

export const MESSAGING_MSG = {
  templateRequired: 'Template is required',
  templateMax: `Template must be at most ${MESSAGE_LIMITS.templateMax} characters`,
  unknownPlaceholder: (names: string[]) =>
    `Unknown placeholder ${names.map((n) => `{${n}}`).join(', ')}; use ${MESSAGE_PLACEHOLDERS.map(
      (p) => `{${p}}`,
    ).join(', ')}`,
  templatesShape: `messageTemplates must name events (${MESSAGE_EVENTS.join(', ')}) each with en and/or ar text`,
  languageInvalid: 'language must be en or ar',
  consentInvalid: 'whatsappConsent must be true or false',
  statusInvalid: `status must be one of: ${MESSAGE_STATUSES.join(', ')}`,
  channelInvalid: `channel must be one of: ${MESSAGE_CHANNELS.join(', ')}`,
  messageNotFound: 'Message not found',
  resendOnlyFailed: 'Only a failed message can be sent again',
  staffEmailInvalid: 'Email must be a valid email address',
  staffWhatsappInvalid: 'WhatsApp must be a valid UAE phone number (+971 XX XXX XXXX)',
  newOrderAlertsInvalid: 'newOrderAlerts must be true or false',
  // Why a message was skipped (shown in the console's last error).
  emailOff: 'Email is not configured (SMTP_URL, MAIL_FROM)',
  whatsappOff: 'WhatsApp is not configured (WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID)',
  noConsent: 'The customer did not agree to WhatsApp updates',
  optedOut: 'The number replied STOP: no more WhatsApp messages to it',
} as const;

/** The names between braces that are not placeholders, in order of appearance, once each. */
export function unknownMessagePlaceholders(template: string): string[] {
  const known: readonly string[] = MESSAGE_PLACEHOLDERS;
  const found = [...template.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]);
  return [...new Set(found.filter((name) => !known.includes(name)))];
}

/**
 * A template with its placeholders filled (a placeholder without a value is left empty, an
 * unknown name between braces as it is). The API sends exactly this; the settings preview
 * shows the same.
 */
export function renderMessage(
  template: string,
  values: Partial<Record<MessagePlaceholder, string>>,
): string {
  const known: readonly string[] = MESSAGE_PLACEHOLDERS;
  return template.replace(/\{([A-Za-z]+)\}/g, (whole, name: string) =>
    known.includes(name) ? (values[name as MessagePlaceholder] ?? '') : whole,
  );
}

/**
 * The placeholders of a template in order of appearance (repeats included): a WhatsApp template
 * message carries their values as its body parameters {{1}}, {{2}}… in this order.
 */
export function placeholdersInOrder(template: string): MessagePlaceholder[] {
  const known: readonly string[] = MESSAGE_PLACEHOLDERS;
  return [...template.matchAll(/\{([A-Za-z]+)\}/g)]
    .map((m) => m[1])
    .filter((name): name is MessagePlaceholder => known.includes(name));
}

/** A phone as roles without the Messages permission see it: `+97150*****67`. */
export function maskPhone(phone: string): string {
  if (phone.length <= 7) return '*'.repeat(phone.length);
  return `${phone.slice(0, 6)}${'*'.repeat(phone.length - 8)}${phone.slice(-2)}`;
}

/** An email likewise: `s***@example.com`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
