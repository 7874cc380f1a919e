/**
 * Internal notes on an order ("called twice, no answer"): staff write them on the order page,
 * they are kept in the order's timeline with their author and time, never shown to the customer.
 * Both the API and the admin console import this file.
 */
import type { FieldRule } from './rules';

export const ORDER_NOTE_LIMITS = { textMax: 1000 } as const;

export const ORDER_NOTE_MSG = {
  textRequired: 'Note is required',
  textMax: `Note must be at most ${ORDER_NOTE_LIMITS.textMax} characters`,
} as const;

export const ORDER_NOTE_RULES = {
  /** Trimmed; 1 to 1,000 characters after trimming. */
  text: {
    kind: 'text',
    trim: true,
    minLength: 1,
    maxLength: ORDER_NOTE_LIMITS.textMax,
    messages: { required: ORDER_NOTE_MSG.textRequired, maxLength: ORDER_NOTE_MSG.textMax },
  },
} as const satisfies Record<string, FieldRule>;

/**
 * The kinds of entry an order's timeline holds: a status change, an internal note. Kept as a
 * list so a kind (a message sent to the customer) can be added without changing the others.
 */
export const ORDER_TIMELINE_KINDS = ['status', 'note'] as const;
export type OrderTimelineKind = (typeof ORDER_TIMELINE_KINDS)[number];
