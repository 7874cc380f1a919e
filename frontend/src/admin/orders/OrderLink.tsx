import type { AnchorHTMLAttributes } from 'react';
import { useNavigate } from 'react-router-dom';

/** The order's own page (its number in the URL). */
export const orderPath = (orderNumber: string) => `/admin/orders/${orderNumber}`;

/**
 * A real link to an order's page (open in a new tab works) that navigates in the app on a
 * plain click. Not react-router's `<Link>`: that component would land in the storefront's
 * shared chunk with everything it carries.
 */
export function OrderLink({
  orderNumber,
  ...props
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { orderNumber: string }) {
  const navigate = useNavigate();
  const to = orderPath(orderNumber);
  return (
    <a
      {...props}
      href={to}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}
