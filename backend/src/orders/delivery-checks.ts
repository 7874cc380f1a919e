/**
 * The delivery and cash rules that the order service applies: the largest order paid in cash, the
 * courier named on a status change, and remitted orders that can no longer change.
 */
import { DELIVERY_MSG, fromFils } from '../contract';
import type { CodLimitBody, DeliveryRules } from '../contract';
import { conflict, invalidField } from '../common/api-error';
import { aboveCodMax } from './pricing';
import type { OrderPrice } from './pricing';
import type { OrderEntity } from './order.entity';

/** 409 COD_LIMIT_EXCEEDED when the total is above the shop's cash maximum; nothing is stored. */
export function assertCodMax(price: OrderPrice, rules: DeliveryRules): void {
  if (!aboveCodMax(price, rules) || rules.codMaxFils === null) return;
  const maxAED = fromFils(rules.codMaxFils);
  const details: Pick<CodLimitBody, 'codMaxOrderAED' | 'totalAED'> = {
    codMaxOrderAED: maxAED,
    totalAED: fromFils(price.totalFils),
  };
  throw conflict('COD_LIMIT_EXCEEDED', DELIVERY_MSG.codMaxExceeded(maxAED), details);
}

/** 400 unless the courier is one of the settings' couriers. */
export function assertKnownCourier(couriers: readonly string[], courier: string): void {
  if (!couriers.includes(courier)) throw invalidField('courier', DELIVERY_MSG.unknownCourier);
}

/** 409 ORDER_REMITTED: its cash was handed over, so its status (and courier) stay as they are. */
export function assertNotRemitted(
  order: Pick<OrderEntity, 'remittanceId' | 'status' | 'courier'>,
  change?: { status: string; courier?: string },
): void {
  if (!order.remittanceId) return;
  const same =
    change &&
    change.status === order.status &&
    (change.courier === undefined || change.courier === order.courier);
  if (!same) throw conflict('ORDER_REMITTED', DELIVERY_MSG.orderRemitted);
}
