/**
 * Confirming cash-on-delivery orders before they ship: why a status changed, the
 * customer's history, blocked numbers, the WhatsApp confirmation templates and the
 * auto-cancel setting. Both the API and the admin console import this file.
 */
import type { FieldRule } from './rules';

/** Why an order's status changed; mostly why it was cancelled. */
export const STATUS_REASONS = [
  'CUSTOMER_CANCELLED',
  'UNREACHABLE',
  'REFUSED_AT_DOOR',
  'OUT_OF_STOCK',
  'SUSPECTED_FAKE',
  'OTHER',
] as const;
export type StatusReason = (typeof STATUS_REASONS)[number];
export const STATUS_REASON_LABELS: Record<StatusReason, string> = {
  CUSTOMER_CANCELLED: 'Customer cancelled',
  UNREACHABLE: 'Unreachable',
  REFUSED_AT_DOOR: 'Refused at the door',
  OUT_OF_STOCK: 'Out of stock',
  SUSPECTED_FAKE: 'Suspected fake',
  OTHER: 'Other',
};

/** Who made a change the shop made by itself (the auto-cancel job). */
export const SYSTEM_ACTOR = 'system';

export const CONFIRMATION_LIMITS = {
  statusNoteMax: 500,
  blockReasonMax: 200,
  templateMax: 1000,
  autoCancelHoursMax: 720,
  /** Orders placed within this many days count towards the dashboard's rates. */
  rateDays: 30,
} as const;

/** The placeholders a confirmation template may use. */
export const CONFIRMATION_PLACEHOLDERS = [
  'name',
  'orderNumber',
  'total',
  'items',
  'city',
  'trackUrl',
] as const;
export type ConfirmationPlaceholder = (typeof CONFIRMATION_PLACEHOLDERS)[number];

export const DEFAULT_CONFIRMATION_TEMPLATE_EN =
  'Hi {name}! Thanks for your FreakDrop order {orderNumber}: {items}. Total {total}, cash on ' +
  'delivery in {city}. Please reply YES to confirm and we will ship it. Track it here: {trackUrl}';
export const DEFAULT_CONFIRMATION_TEMPLATE_AR =
  'مرحباً {name}! شكراً لطلبك من FreakDrop رقم {orderNumber}: {items}. المجموع {total}، ' +
  'الدفع عند الاستلام في {city}. يرجى الرد بـ "نعم" للتأكيد وسنقوم بشحنه. تتبع طلبك هنا: {trackUrl}';

export const CONFIRMATION_MSG = {
  phoneBlocked: "We can't take this order online. Please contact us on WhatsApp.",
  // In words, not codes: an error body naming codes like CUSTOMER_… reads as a leaked internal.
  invalidReason: `Reason must be one of: ${STATUS_REASONS.map((r) => STATUS_REASON_LABELS[r]).join(', ')}`,
  noteMax: `Note must be at most ${CONFIRMATION_LIMITS.statusNoteMax} characters`,
  blockReasonMax: `Reason must be at most ${CONFIRMATION_LIMITS.blockReasonMax} characters`,
  alreadyBlocked: 'This phone number is already blocked',
  notBlocked: 'This phone number is not blocked',
  templateRequired: 'Template is required',
  templateMax: `Template must be at most ${CONFIRMATION_LIMITS.templateMax} characters`,
  unknownPlaceholder: (names: string[]) =>
    `Unknown placeholder ${names.map((n) => `{${n}}`).join(', ')}; use ${CONFIRMATION_PLACEHOLDERS.map(
      (p) => `{${p}}`,
    ).join(', ')}`,
  autoCancelHours: `Auto-cancel must be a whole number of hours from 0 to ${CONFIRMATION_LIMITS.autoCancelHoursMax}`,
} as const;

/** The names between braces that are not placeholders, in order of appearance, once each. */
export function unknownPlaceholders(template: string): string[] {
  const known: readonly string[] = CONFIRMATION_PLACEHOLDERS;
  const found = [...template.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]);
  return [...new Set(found.filter((name) => !known.includes(name)))];
}

/** Fills every known placeholder; anything else is left as written. */
export function fillConfirmationTemplate(
  template: string,
  values: Record<ConfirmationPlaceholder, string>,
): string {
  return template.replace(/\{([A-Za-z]+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name)
      ? values[name as ConfirmationPlaceholder]
      : whole,
  );
}

/** `https://wa.me/<digits>?text=<message>`. */
export function whatsAppLink(phone: string, message: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;
}

export const CONFIRMATION_RULES = {
  note: {
    kind: 'text',
    optional: true,
    maxLength: CONFIRMATION_LIMITS.statusNoteMax,
    messages: { required: 'Note must be text', maxLength: CONFIRMATION_MSG.noteMax },
  },
  blockReason: {
    kind: 'text',
    optional: true,
    trim: true,
    maxLength: CONFIRMATION_LIMITS.blockReasonMax,
    messages: { required: 'Reason must be text', maxLength: CONFIRMATION_MSG.blockReasonMax },
  },
  template: {
    kind: 'text',
    trim: true,
    maxLength: CONFIRMATION_LIMITS.templateMax,
    messages: {
      required: CONFIRMATION_MSG.templateRequired,
      maxLength: CONFIRMATION_MSG.templateMax,
    },
  },
  autoCancelUnconfirmedHours: {
    kind: 'number',
    integer: true,
    min: 0,
    max: CONFIRMATION_LIMITS.autoCancelHoursMax,
    messages: {
      required: CONFIRMATION_MSG.autoCancelHours,
      max: CONFIRMATION_MSG.autoCancelHours,
    },
  },
} as const satisfies Record<string, FieldRule>;

/** The settings of the confirmation queue (admin only; not in the public settings). */
export interface ConfirmationSettings {
  /** ≤ 1,000 characters; placeholders {name} {orderNumber} {total} {items} {city} {trackUrl}. */
  confirmationTemplateEN: string;
  confirmationTemplateAR: string;
  /**
   * PENDING orders older than this many hours are cancelled (reason UNREACHABLE, by `system`)
   * and their stock released; 0 (the default) turns this off. Whole hours, 0 to 720.
   * @minimum 0
   * @maximum 720
   */
  autoCancelUnconfirmedHours: number;
}

/** A customer's record, counted over every order placed with the phone. */
export interface CustomerHistory {
  orderCount: number;
  deliveredCount: number;
  cancelledCount: number;
  /** Cancelled with reason REFUSED_AT_DOOR. */
  refusedCount: number;
  blocked: boolean;
}

export interface BlockedPhone {
  /** Normalised, +971XXXXXXXXX. */
  phone: string;
  reason: string | null;
  createdAt: string;
}
export interface BlockedPhoneList {
  phones: BlockedPhone[];
}
export interface BlockPhoneRequest {
  phone: string;
  reason?: string;
}

/** Over orders placed in the last 30 days; percentages with one decimal, 0 when none. */
export interface OrderRates {
  /**
   * Reached CONFIRMED or a later status (at any time).
   * @example 72.5
   */
  confirmedPct: number;
  /** @example 61.2 */
  deliveredPct: number;
  /** Cancelled with reason REFUSED_AT_DOOR. */
  refusedPct: number;
}
