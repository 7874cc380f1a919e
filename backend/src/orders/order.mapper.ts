import { fromFils, ORDER_STATUS_LABELS } from '../contract';
import type { StatusReason } from '../contract';
import type { OrderFacts } from '../events/domain-events';
import type {
  Order,
  OrderItem,
  OrderStatusChange,
  PlaceOrderResponse,
  TrackedOrder,
} from '../contract';
import type { OrderItemEntity } from './order-item.entity';
import type { OrderStatusChangeEntity } from './order-status-change.entity';
import type { OrderEntity } from './order.entity';

export function toOrderItem(item: OrderItemEntity): OrderItem {
  return {
    productId: item.productId,
    title: item.title,
    image: item.image,
    size: item.size,
    color: item.color,
    qty: item.qty,
    priceAED: fromFils(item.unitPriceFils),
    lineTotalAED: fromFils(item.unitPriceFils * item.qty),
  };
}

function toHistory(changes: OrderStatusChangeEntity[]): OrderStatusChange[] {
  return [...changes]
    .sort((a, b) => a.changedAt.getTime() - b.changedAt.getTime())
    .map((c) => ({
      status: c.status,
      at: c.changedAt.toISOString(),
      reason: c.reason,
      note: c.note,
      by: c.changedBy,
    }));
}

/** The admin's view of an order; items and history are loaded separately (no N+1). */
export function toOrder(
  order: OrderEntity,
  items: OrderItemEntity[],
  history: OrderStatusChangeEntity[],
): Order {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    customerName: order.customerName,
    phone: order.phone,
    email: order.email,
    city: order.city,
    addressLine1: order.addressLine1,
    addressLine2: order.addressLine2,
    notes: order.notes,
    items: [...items].sort((a, b) => a.position - b.position).map(toOrderItem),
    subtotalAED: fromFils(order.subtotalFils),
    deliveryAED: fromFils(order.deliveryFils),
    totalAED: fromFils(order.totalFils),
    status: order.status,
    statusHistory: toHistory(history),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    codFeeAED: fromFils(order.codFeeFils ?? 0),
    courier: order.courier ?? null,
    remittedAt: order.remittedAt ? order.remittedAt.toISOString() : null,
    language: order.language ?? 'en',
    whatsappConsent: order.whatsappConsent ?? false,
  };
}

/** What the customer sees when tracking: no ids, no email, no notes. */
export function toTrackedOrder(order: Order): TrackedOrder {
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    statusLabel: ORDER_STATUS_LABELS[order.status],
    customerName: order.customerName,
    phone: order.phone,
    city: order.city,
    addressLine1: order.addressLine1,
    addressLine2: order.addressLine2,
    // Product ids are public (they are in the catalog); the order's own id is not shown.
    items: order.items,
    subtotalAED: order.subtotalAED,
    deliveryAED: order.deliveryAED,
    totalAED: order.totalAED,
    // The reason is the customer's to know; the staff's note and name are not.
    statusHistory: order.statusHistory.map(({ status, at, reason }) => ({
      status,
      at,
      reason: reason ?? null,
    })),
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    codFeeAED: order.codFeeAED,
  };
}

/** The checkout's answer as the contract has it: history entries are `{status, at}` only. */
export function toPlacedResponse(placed: PlaceOrderResponse): PlaceOrderResponse {
  const statusHistory = placed.order.statusHistory.map(({ status, at }) => ({ status, at }));
  // The language and the consent are the console's to read: the checkout's answer is the spec's.
  const { language: _language, whatsappConsent: _consent, ...order } = placed.order;
  return { ...placed, order: { ...order, statusHistory } };
}

/** What the order's messages are written with (events/domain-events.ts). */
export function orderFacts(
  order: Pick<
    OrderEntity,
    | 'orderNumber'
    | 'customerName'
    | 'phone'
    | 'email'
    | 'totalFils'
    | 'language'
    | 'whatsappConsent'
    | 'courier'
  >,
  reason: StatusReason | null = null,
): OrderFacts {
  return {
    orderNumber: order.orderNumber,
    customerName: order.customerName,
    phone: order.phone,
    email: order.email,
    totalFils: order.totalFils,
    language: order.language ?? 'en',
    whatsappConsent: order.whatsappConsent ?? false,
    courier: order.courier ?? null,
    reason,
  };
}
