/**
 * The rows an order is written as: the order, its lines and its status history, fully built in
 * memory and inserted as they are (nothing is read back).
 */
import { randomUUID } from 'node:crypto';
import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import type { DeliveryRules, OrderStatus } from '../contract';
import { PlaceOrderDto } from './dto/place-order.dto';
import { OrderItemEntity } from './order-item.entity';
import { OrderStatusChangeEntity } from './order-status-change.entity';
import { OrderEntity } from './order.entity';
import { orderSearchText } from './order-search-text';
import type { OrderPrice } from './pricing';
import type { StatusChangeDetails } from './status-change';

/** What an order is stored with besides the request: decided before its transaction. */
export interface OrderMeta {
  phone: string;
  rules: DeliveryRules;
  orderNumber: string;
  idempotencyKey?: string;
  idempotencyHash?: string;
  /** The catalog version read before the transaction. */
  version: number;
}

/** Plain INSERTs of fully built rows: no read-back of defaults, no listeners (ids are set). */
export async function insertRows<T extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  rows: T[],
): Promise<void> {
  if (rows.length === 0) return;
  await manager
    .createQueryBuilder()
    .insert()
    .into(entity)
    .values(rows as QueryDeepPartialEntity<T>[])
    .updateEntity(false)
    .callListeners(false)
    .execute();
}

/** The order's row, every column given (nothing is read back after the insert). */
export function orderRow(
  dto: PlaceOrderDto,
  meta: OrderMeta,
  price: OrderPrice,
  now: Date,
): OrderEntity {
  return Object.assign(new OrderEntity(), {
    id: randomUUID(),
    orderNumber: meta.orderNumber,
    customerName: dto.customerName,
    phone: meta.phone,
    email: dto.email ?? null,
    city: dto.city,
    addressLine1: dto.addressLine1,
    addressLine2: dto.addressLine2 ?? null,
    notes: dto.notes ?? null,
    subtotalFils: price.subtotalFils,
    deliveryFils: price.deliveryFils,
    codFeeFils: price.codFeeFils,
    totalFils: price.totalFils,
    status: 'PENDING' as const,
    idempotencyKey: meta.idempotencyKey ?? null,
    idempotencyHash: meta.idempotencyHash ?? null,
    courier: null,
    remittanceId: null,
    remittedAt: null,
    discountFils: price.discountFils,
    promoCode: price.promoCode,
    promotions: price.applied.length > 0 ? JSON.stringify(price.applied) : null,
    language: dto.language ?? 'en',
    // Consent is given by ticking the checkout's box, never by leaving the field out.
    whatsappConsent: dto.whatsappConsent === true,
    searchText: orderSearchText(dto.customerName, meta.orderNumber, meta.phone),
    createdAt: now,
    updatedAt: now,
  });
}

/** The order's lines: title, image and unit price as they are now. */
export function itemRows(orderId: string, price: OrderPrice): OrderItemEntity[] {
  return price.lines.map((line, position) =>
    Object.assign(new OrderItemEntity(), {
      id: randomUUID(),
      orderId,
      productId: line.productId,
      position,
      title: line.title,
      image: line.image,
      size: line.size,
      color: line.color,
      qty: line.qty,
      unitPriceFils: line.unitFils,
    }),
  );
}

/** One entry of an order's status history. */
export async function recordStatus(
  manager: EntityManager,
  orderId: string,
  status: OrderStatus,
  changedAt: Date,
  details: StatusChangeDetails = {},
): Promise<OrderStatusChangeEntity> {
  const change = Object.assign(new OrderStatusChangeEntity(), {
    id: randomUUID(),
    orderId,
    status,
    changedAt,
    reason: details.reason ?? null,
    note: details.note ?? null,
    changedBy: details.by ?? null,
  });
  await insertRows(manager, OrderStatusChangeEntity, [change]);
  return change;
}
