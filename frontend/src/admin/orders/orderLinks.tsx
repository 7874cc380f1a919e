/**
 * Links to an order's page that remember where they were followed from: the page's back link
 * returns to that list with its query (filters, page); opened from elsewhere, or in a new tab,
 * it returns to the orders list.
 */
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export const ORDERS_PATH = '/admin/orders';

export function orderPagePath(orderNumber: string): string {
  return `${ORDERS_PATH}/${encodeURIComponent(orderNumber)}`;
}

/** What a link to an order page carries: the list it leaves, with its query. */
export interface OrderPageState {
  from?: string;
}

/** The back link's target: the list the page was opened from, else the orders list. */
export function backPath(state: unknown): string {
  const from = (state as OrderPageState | null)?.from;
  return typeof from === 'string' && from.startsWith(ORDERS_PATH) ? from : ORDERS_PATH;
}

/** An `<a href>` to the order's page that, on a plain click, navigates in the console. */
export function OrderPageLink({
  orderNumber,
  onClick,
  ...rest
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { orderNumber: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const to = orderPagePath(orderNumber);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const state: OrderPageState = { from: `${location.pathname}${location.search}` };
    void navigate(to, { state });
  };
  return <a {...rest} href={to} onClick={follow} />;
}
