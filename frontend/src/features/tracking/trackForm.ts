/** The tracking form's check: both fields by the rules the API checks them with. */
import { ruleError, TRACKING_RULES } from '@contract';
import { shopperMessage } from '../../i18n';

export interface TrackValues {
  orderNumber: string;
  phone: string;
}
export type TrackErrors = Partial<Record<keyof TrackValues, string>>;

export function validateTracking(values: TrackValues): TrackErrors {
  const errors: TrackErrors = {};
  for (const field of ['orderNumber', 'phone'] as const) {
    const message = ruleError(TRACKING_RULES[field], values[field]);
    if (message) errors[field] = shopperMessage(message);
  }
  return errors;
}
