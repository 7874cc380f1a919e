/**
 * What an order is found by (`orders.searchText`, in the database's text index) and how a
 * typed search becomes words to match there. Both go through the catalog's `searchWords`
 * (NFKC, Arabic folded, lower case, split at anything not a letter or digit), and the index
 * matches every word as the beginning of a stored word, so the stored text holds the forms a
 * part may start with.
 */
import { westernDigits } from '../contract';
import { searchWords } from '../catalog/search-text';

/** The shortest part of a phone number found (fewer digits match too many orders to help). */
export const PHONE_PART_MIN = 4;

/**
 * The customer's name; the order number whole (`fd7k3m9q2x`), from its second group
 * (`7k3m9q2x`) and by group (`fd 7k3m 9q2x`); the phone in its local form (`0501234567`) and
 * every ending of its nine digits from four digits on (`501234567` … `4567`), so any run of
 * digits of the number is the beginning of a stored word.
 */
export function orderSearchText(customerName: string, orderNumber: string, phone: string): string {
  const groups = searchWords(orderNumber);
  const national = phone.startsWith('+971') ? phone.slice(4) : phone.replace(/\D/g, '');
  const endings: string[] = [];
  for (let start = 0; national.length - start >= PHONE_PART_MIN; start += 1) {
    endings.push(national.slice(start));
  }
  return [
    ...searchWords(customerName),
    groups.join(''),
    groups.slice(1).join(''),
    ...groups,
    `0${national}`,
    ...endings,
  ].join(' ');
}

/**
 * The words of a typed search: digits with the separators people type between them
 * (`050 123`, `123-45`) are one run of digits; anything else is `searchWords`.
 */
export function orderSearchWords(q: string): string[] {
  const text = westernDigits(q.normalize('NFKC')).trim();
  const digits = text.replace(/[\s\-\u2010-\u2015.()+]/g, '');
  if (/^\d+$/.test(digits)) return [digits];
  return searchWords(text);
}
