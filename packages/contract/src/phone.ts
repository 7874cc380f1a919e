/**
 * UAE phone numbers as people type them, one normaliser for every side: the checkout, order
 * tracking, blocked numbers, customer history and every phone search read a number through
 * `normalizeUaePhone`, so whatever form was typed, the same number is stored and compared as
 * `+971XXXXXXXXX` and shown as `+971 XX XXX XXXX` (text.ts `formatUaePhone`).
 */
import { PHONE_PREFIX } from './constants';
import { formatUaePhone } from './text';

/** Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹) digits, as Arabic keyboards type them. */
const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * What may sit between the digits and is dropped: spaces of any kind, dashes (ASCII and
 * typographic), dots, brackets, and the direction marks an Arabic keyboard or a paste adds.
 */
const SEPARATORS = /[\s\-\u2010-\u2015.()\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/g;

/**
 * The forms that come down to a UAE number, once separators are gone and digits are Western:
 * the country code (`+971`, `00971` or `971`), maybe followed by the trunk 0 people keep from
 * the local form, then nine digits; or the local form, a trunk 0 then nine digits (the first
 * not 0, so `00…` is never read as a local number).
 */
const INTERNATIONAL = /^(?:\+|00)?9710?(\d{9})$/;
const LOCAL = /^0([1-9]\d{8})$/;

/** The text with Arabic-Indic digits turned into 0-9; everything else as it is. */
export function westernDigits(text: string): string {
  return text.replace(ARABIC_DIGITS, (d) => String(d.charCodeAt(0) & 0xf));
}

/**
 * `+971XXXXXXXXX`, or null when the text does not come down to `+971` and nine digits. Takes
 * `+971 50 123 4567`, `+971501234567`, `00971501234567`, `971501234567` (a `+` left unencoded
 * in a query string arrives as a space), `0501234567`, `050-123-4567`, `(050) 123.4567`,
 * `+971 0501234567`, in Western or Arabic-Indic digits.
 */
export function normalizeUaePhone(phone: string): string | null {
  const compact = westernDigits(phone).replace(SEPARATORS, '');
  const national = INTERNATIONAL.exec(compact)?.[1] ?? LOCAL.exec(compact)?.[1];
  return national ? `${PHONE_PREFIX}${national}` : null;
}

/** True when the text is a UAE phone number in a form `normalizeUaePhone` takes. */
export function isUaePhone(phone: string): boolean {
  return normalizeUaePhone(phone) !== null;
}

/** What was typed, as `+971 XX XXX XXXX` when it is a UAE number; else as it is. */
export function showTypedPhone(typed: string): string {
  const phone = normalizeUaePhone(typed);
  return phone ? formatUaePhone(phone) : typed;
}
