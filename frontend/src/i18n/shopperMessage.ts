/** The messages of the rules and the API as the shopper reads them, in the active language. */
import type { ErrorCode } from '@contract';
import { activeLocale, arabicCatalog } from './active';

/**
 * A message from a field rule or the API (English, from the contract) as the shopper reads it:
 * itself in English; in Arabic the catalog's (arabic.ts: by the message's key, else the
 * error's code, else "check this field").
 */
export function shopperMessage(english: string, code?: ErrorCode): string {
  return arabicCatalog()?.translate(english, code) ?? english;
}

/** The API's own message in English; in Arabic nothing, so the caller uses the catalog's. */
export function englishOnly(message: string | undefined): string | undefined {
  return activeLocale() === 'ar' ? undefined : message;
}
