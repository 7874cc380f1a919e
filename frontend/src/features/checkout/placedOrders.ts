/**
 * The orders this browser session placed, by number, with the phone they were placed with
 * (normalised), kept in sessionStorage: the confirmation page reads an order through the
 * tracking API with them, so a reload keeps it, while another browser or a later session has
 * only the number and is pointed to tracking. Nothing else about the order is kept here.
 */
import { PAGE_PATHS } from '@freakdrop/contract';

const PLACED_KEY = 'freakdrop_placed';

type Placed = Record<string, string>;

function read(): Placed {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(PLACED_KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as Placed) : {};
  } catch {
    return {};
  }
}

/** Remembers the phone of an order just placed (storage refused: the page points to tracking). */
export function rememberPlaced(orderNumber: string, phone: string): void {
  try {
    sessionStorage.setItem(PLACED_KEY, JSON.stringify({ ...read(), [orderNumber]: phone }));
  } catch {
    // Private mode or a full storage: the confirmation then offers tracking instead.
  }
}

/** The phone an order of this session was placed with, or null. */
export function placedPhone(orderNumber: string): string | null {
  const phone = read()[orderNumber];
  return typeof phone === 'string' ? phone : null;
}

/** `/checkout/confirmation/FD-XXXX-XXXX`, without the language prefix. */
export function confirmationPath(orderNumber: string): string {
  return PAGE_PATHS.checkoutConfirmation.replace(':orderNumber', encodeURIComponent(orderNumber));
}
