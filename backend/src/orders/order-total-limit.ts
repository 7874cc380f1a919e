import { LIMITS, MSG, toFils } from '../contract';
import { invalidField } from '../common/api-error';
import type { OrderPrice } from './pricing';

const MAX_TOTAL_FILS = toFils(LIMITS.maxOrderTotalAED);

/**
 * An order the server priced above LIMITS.maxOrderTotalAED is refused with 400 before anything
 * is stored: its total would not fit the 32-bit fils columns (MariaDB refused it with a 500),
 * and no cash-on-delivery order of a streetwear shop comes near it.
 */
export function assertOrderTotalFits(price: Pick<OrderPrice, 'totalFils'>): void {
  if (price.totalFils > MAX_TOTAL_FILS) {
    throw invalidField('items', MSG.orderTotalTooLarge(LIMITS.maxOrderTotalAED));
  }
}
