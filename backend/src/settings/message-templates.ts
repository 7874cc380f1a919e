import {
  DEFAULT_MESSAGE_TEMPLATES,
  MESSAGE_EVENTS,
  MESSAGE_LIMITS,
  MESSAGING_MSG,
  ORDER_LANGUAGES,
  unknownMessagePlaceholders,
} from '../contract';
import type { MessageTemplates, MessageTemplatesInput } from '../contract';
import { invalidFields } from '../common/api-error';
import type { SettingsEntity } from './settings.entity';

type Stored = Partial<Record<string, Partial<Record<string, string>>>>;

function storedOf(row: SettingsEntity): Stored {
  if (!row.messageTemplates) return {};
  try {
    const parsed: unknown = JSON.parse(row.messageTemplates);
    return parsed && typeof parsed === 'object' ? (parsed as Stored) : {};
  } catch {
    return {};
  }
}

/** Every template, the stored ones over the defaults. */
export function messageTemplatesOf(row: SettingsEntity): MessageTemplates {
  const stored = storedOf(row);
  const out = {} as MessageTemplates;
  for (const event of MESSAGE_EVENTS) {
    out[event] = { ...DEFAULT_MESSAGE_TEMPLATES[event] };
    for (const language of ORDER_LANGUAGES) {
      const text = stored[event]?.[language];
      if (typeof text === 'string' && text.trim()) out[event][language] = text;
    }
  }
  return out;
}

/**
 * The input's shape is checked here, field by field (`messageTemplates.cancelled.ar`): only the
 * known events and languages, text ≤ 1,000 characters, only the known placeholders. An empty
 * text goes back to the default (it is not stored).
 */
export function applyMessageTemplatesInput(
  row: SettingsEntity,
  input: MessageTemplatesInput | undefined,
): void {
  if (input === undefined) return;
  const errors: Record<string, string> = {};
  const stored = storedOf(row);
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw invalidFields({ messageTemplates: MESSAGING_MSG.templatesShape }, 'Invalid template');
  }
  for (const [event, texts] of Object.entries(input as Record<string, unknown>)) {
    const known = (MESSAGE_EVENTS as readonly string[]).includes(event);
    if (!known || !texts || typeof texts !== 'object' || Array.isArray(texts)) {
      errors[`messageTemplates.${event}`] = MESSAGING_MSG.templatesShape;
      continue;
    }
    for (const [language, text] of Object.entries(texts as Record<string, unknown>)) {
      const field = `messageTemplates.${event}.${language}`;
      if (!(ORDER_LANGUAGES as readonly string[]).includes(language)) {
        errors[field] = MESSAGING_MSG.templatesShape;
      } else if (typeof text !== 'string') {
        errors[field] = MESSAGING_MSG.templateRequired;
      } else if (text.length > MESSAGE_LIMITS.templateMax) {
        errors[field] = MESSAGING_MSG.templateMax;
      } else if (unknownMessagePlaceholders(text).length > 0) {
        errors[field] = MESSAGING_MSG.unknownPlaceholder(unknownMessagePlaceholders(text));
      } else {
        const entry = (stored[event] ??= {});
        if (text.trim()) entry[language] = text;
        else delete entry[language];
      }
    }
  }
  if (Object.keys(errors).length > 0) throw invalidFields(errors, 'Invalid template');
  const kept = Object.fromEntries(
    Object.entries(stored).filter(([, texts]) => texts && Object.keys(texts).length > 0),
  );
  row.messageTemplates = Object.keys(kept).length > 0 ? JSON.stringify(kept) : null;
}
