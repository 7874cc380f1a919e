import {
  CONFIRMATION_MSG,
  DEFAULT_CONFIRMATION_TEMPLATE_AR,
  DEFAULT_CONFIRMATION_TEMPLATE_EN,
  unknownPlaceholders,
} from '../contract';
import type { ConfirmationSettings } from '../contract';
import { invalidFields } from '../common/api-error';
import type { SettingsEntity } from './settings.entity';

/** The confirmation queue's settings of the row; a template never saved is the default. */
export function toConfirmationSettings(row: SettingsEntity): ConfirmationSettings {
  return {
    confirmationTemplateEN: row.confirmationTemplateEN ?? DEFAULT_CONFIRMATION_TEMPLATE_EN,
    confirmationTemplateAR: row.confirmationTemplateAR ?? DEFAULT_CONFIRMATION_TEMPLATE_AR,
    autoCancelUnconfirmedHours: row.autoCancelUnconfirmedHours ?? 0,
  };
}

/**
 * Applies the fields of `input` that are there (absent ones stay as they are). A template with
 * a placeholder the shop does not know is a 400 naming the field, before anything changes.
 */
export function applyConfirmationInput(
  row: SettingsEntity,
  input: Partial<ConfirmationSettings>,
): void {
  const errors: Record<string, string> = {};
  for (const field of ['confirmationTemplateEN', 'confirmationTemplateAR'] as const) {
    const template = input[field];
    if (template === undefined) continue;
    const unknown = unknownPlaceholders(template);
    if (unknown.length > 0) errors[field] = CONFIRMATION_MSG.unknownPlaceholder(unknown);
  }
  if (Object.keys(errors).length > 0) throw invalidFields(errors, 'Invalid template');
  if (input.confirmationTemplateEN !== undefined) {
    row.confirmationTemplateEN = input.confirmationTemplateEN;
  }
  if (input.confirmationTemplateAR !== undefined) {
    row.confirmationTemplateAR = input.confirmationTemplateAR;
  }
  if (input.autoCancelUnconfirmedHours !== undefined) {
    row.autoCancelUnconfirmedHours = input.autoCancelUnconfirmedHours;
  }
}
