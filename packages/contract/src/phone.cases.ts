/**
 * UAE phone numbers as people type them, and what each comes down to: `+971XXXXXXXXX`, or null
 * for text that does not come down to `+971` and nine digits (it gets the phone message). The
 * normaliser's test (contract/phone.spec.ts) reads the table; the checkout's rule cases
 * (rules.cases.ts) send some of them through the API and the forms. Test data only: never
 * imported by the app, and left out of the backend build.
 */
const CANONICAL = '+971501234567';

export const PHONE_CASES: ReadonlyArray<readonly [typed: string, stored: string | null]> = [
  // The country code, with or without +, as 00, and with the trunk 0 kept after it.
  ['+971 50 123 4567', CANONICAL],
  ['+971501234567', CANONICAL],
  ['+971 50 1234567', CANONICAL],
  [' +971 50 123 4567 ', CANONICAL],
  ['00971501234567', CANONICAL],
  ['00971 50 123 4567', CANONICAL],
  ['971501234567', CANONICAL],
  [' 971 50 123 4567', CANONICAL],
  ['+971 0501234567', CANONICAL],
  ['+971 050 123 4567', CANONICAL],
  ['+9710501234567', CANONICAL],
  ['00971 0501234567', CANONICAL],
  // The local form: trunk 0 and nine digits.
  ['0501234567', CANONICAL],
  ['050 123 4567', CANONICAL],
  ['050-123-4567', CANONICAL],
  ['050.123.4567', CANONICAL],
  ['(050) 123-4567', CANONICAL],
  ['+971 (50) 123-4567', CANONICAL],
  ['(+971) 50 123 4567', CANONICAL],
  ['050\u00a0123\u00a04567', CANONICAL],
  ['050–123–4567', CANONICAL],
  // Arabic-Indic and Eastern Arabic-Indic digits, and the direction marks a paste brings.
  ['٠٥٠١٢٣٤٥٦٧', CANONICAL],
  ['٠٥٠ ١٢٣ ٤٥٦٧', CANONICAL],
  ['+٩٧١ ٥٠ ١٢٣ ٤٥٦٧', CANONICAL],
  ['+971 ٠٥٠١٢٣٤٥٦٧', CANONICAL],
  ['۰۵۰۱۲۳۴۵۶۷', CANONICAL],
  ['۰۰۹۷۱۵۰۱۲۳۴۵۶۷', CANONICAL],
  ['\u200e+971 50 123 4567\u200f', CANONICAL],
  // Other numbers the original pattern takes keep their nine digits as they are.
  ['+971 04 123 4567', '+971041234567'],
  ['+971 55 000 0001', '+971550000001'],
  ['04 123 4567', null],
  // Not a UAE number, or not a number at all.
  ['', null],
  ['+971', null],
  ['+971 ', null],
  ['+971 5 123 4567', null],
  ['+971 50 123 456', null],
  ['+971 50 123 45678', null],
  ['501234567', null],
  ['05012345678', null],
  ['0050123456', null],
  ['+44 20 7946 0958', null],
  ['+1 971 501 2345', null],
  ['971 971501234567', null],
  ['50+971501234567', null],
  ['+971 50 123 4567 ext 2', null],
  ['+971/50/123/4567', null],
  ['phone: 0501234567', null],
  ['٠٥٠١٢٣٤٥٦x', null],
];

/** What a typed number reads as once left: `+971 XX XXX XXXX` when accepted, else as typed. */
export const PHONE_DISPLAY_CASES: ReadonlyArray<readonly [typed: string, shown: string]> = [
  ['+971501234567', '+971 50 123 4567'],
  ['0501234567', '+971 50 123 4567'],
  ['٠٥٠١٢٣٤٥٦٧', '+971 50 123 4567'],
  ['+971 0501234567', '+971 50 123 4567'],
  ['971501234567', '+971 50 123 4567'],
  ['+971 ', '+971 '],
  ['050 123', '050 123'],
];
