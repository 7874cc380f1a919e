/**
 * The Messages screen's filters, kept in the address (`?status=failed&channel=email&order=…
 * &from=YYYY-MM-DD&to=YYYY-MM-DD&page=2`) so a filtered list can be linked and survives a reload.
 * Anything the contract does not know is dropped.
 */
import { MESSAGE_CHANNELS, MESSAGE_STATUSES } from '@freakdrop/contract';
import type { MessageChannel, MessageStatus } from '@freakdrop/contract';

export interface MessageFilters {
  status?: MessageStatus;
  channel?: MessageChannel;
  /** An order number (`FD-…`). */
  order?: string;
  /** Days in the shop's calendar, `YYYY-MM-DD`, both included. */
  from?: string;
  to?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : undefined;

/** The filters and page an address asks for. */
export function readFilters(search: URLSearchParams): MessageFilters & { page: number } {
  const day = (name: string) => {
    const value = search.get(name);
    return value && DAY.test(value) ? value : undefined;
  };
  const page = Number(search.get('page'));
  return {
    status: oneOf(MESSAGE_STATUSES, search.get('status')),
    channel: oneOf(MESSAGE_CHANNELS, search.get('channel')),
    order: search.get('order')?.trim() || undefined,
    from: day('from'),
    to: day('to'),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address of `filters` (and `page`, above 1): only what is set, in one order. */
export function writeFilters(filters: MessageFilters, page = 1): URLSearchParams {
  const out = new URLSearchParams();
  for (const key of ['status', 'channel', 'order', 'from', 'to'] as const) {
    const value = filters[key];
    if (value) out.set(key, value);
  }
  if (page > 1) out.set('page', String(page));
  return out;
}
