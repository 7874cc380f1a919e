import { NO_SIZE } from '@freakdrop/contract';
import type { OrderItem } from '../../api/types';
import { ADMIN_TEXT } from '../texts';

/**
 * A line's size as staff read it: none for a product without sizes (the API says `N/A`, which
 * is not a size anyone chose).
 */
export function shownSize(size: string): string | null {
  return size && size !== NO_SIZE ? size : null;
}

/** "Size: M · Color: Black · Qty: 2", leaving out what the line does not have. */
export function lineDetails(item: Pick<OrderItem, 'size' | 'color' | 'qty'>): string {
  const size = shownSize(item.size);
  return [
    size ? `${ADMIN_TEXT.size}: ${size}` : null,
    item.color ? `${ADMIN_TEXT.color}: ${item.color}` : null,
    `${ADMIN_TEXT.qty}: ${item.qty}`,
  ]
    .filter(Boolean)
    .join(' · ');
}
