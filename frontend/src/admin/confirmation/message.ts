/** The WhatsApp confirmation message of an order, filled from a settings template. */
import type { ConfirmationPlaceholder } from '@freakdrop/contract';
import type { Order } from '../../api/types';
import { fillConfirmationTemplate, PAGE_PATHS, whatsAppLink } from '@freakdrop/contract';
import { formatAED } from '../../components/format';

/** The customer's own tracking link: the tracking page with the number and phone filled in. */
export function trackUrl(order: Pick<Order, 'orderNumber' | 'phone'>, origin: string): string {
  const query = new URLSearchParams({ orderNumber: order.orderNumber, phone: order.phone });
  return `${origin}${PAGE_PATHS.trackOrder}?${query.toString()}`;
}

export function placeholderValues(
  order: Order,
  origin: string,
): Record<ConfirmationPlaceholder, string> {
  return {
    name: order.customerName,
    orderNumber: order.orderNumber,
    total: formatAED(order.totalAED),
    items: order.items
      .map((item) => `${item.qty} × ${item.title}${item.size !== 'N/A' ? ` (${item.size})` : ''}`)
      .join(', '),
    city: order.city,
    trackUrl: trackUrl(order, origin),
  };
}

/** `https://wa.me/<digits>?text=<the filled template>`. */
export function confirmationLink(order: Order, template: string, origin: string): string {
  return whatsAppLink(
    order.phone,
    fillConfirmationTemplate(template, placeholderValues(order, origin)),
  );
}

/** "2 h", "3 d 4 h", "5 min": how long an order has waited. */
export function orderAge(createdAt: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - new Date(createdAt).getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}
