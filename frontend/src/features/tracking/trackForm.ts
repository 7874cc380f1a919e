/** The tracking form's check: both fields by the rules the API checks them with. */
import { ruleError, TRACKING_RULES } from '@freakdrop/contract';
import { ENGLISH } from '../../i18n';
import type { Language } from '../../i18n';

export interface TrackValues {
  orderNumber: string;
  phone: string;
}
export type TrackErrors = Partial<Record<keyof TrackValues, string>>;

/** The form's messages, in the page's language (English by default). */
export function validateTracking(values: TrackValues, lang: Language = ENGLISH): TrackErrors {
  const errors: TrackErrors = {};
  for (const field of ['orderNumber', 'phone'] as const) {
    const message = ruleError(TRACKING_RULES[field], values[field]);
    if (message) errors[field] = lang.message(message);
  }
  return errors;
}
