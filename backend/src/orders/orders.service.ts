import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { LIMITS, MSG, normalizeUaePhone } from '../contract';
import type {
  DeliveryRules,
  Order,
  OrderListResponse,
  OrderStatus,
  PlaceOrderResponse,
  TotalsConflictBody,
  TrackedOrder,
} from '../contract';
import { BlockedPhonesService } from '../blocked-phones/blocked-phones.service';
import { quantitiesByProduct, StockService } from '../catalog/stock.service';
import { conflict, invalidField, notFound } from '../common/api-error';
import { isUniqueViolation } from '../common/unique-violation';
import { SettingsService } from '../settings/settings.service';
import { OrderListQueryDto } from './dto/order-queries.dto';
import { PlaceOrderDto } from './dto/place-order.dto';
import { OrderItemEntity } from './order-item.entity';
import { orderForIdempotencyKey, requestHash } from './idempotency';
import { generateOrderNumber, normalizeOrderNumber } from './order-number';
import { OrderStatusChangeEntity } from './order-status-change.entity';
import { OrderEntity } from './order.entity';
import type { StatusChangeDetails } from './status-change';
import { toOrder, toTrackedOrder } from './order.mapper';
import { assertCodMax, assertKnownCourier, assertNotRemitted } from './delivery-checks';
import { currentFigures, matchesClientFigures, priceDelivery } from './pricing';
import type { OrderPrice } from './pricing';
import { inTransaction } from './transactions';

/** Statuses whose stock is out of the warehouse: everything but CANCELLED. */
const holdsStock = (status: OrderStatus) => status !== 'CANCELLED';

/** 40 random bits make a clash of order numbers rare; a few fresh draws settle it. */
const ORDER_NUMBER_ATTEMPTS = 5;

export interface PlacedOrder {
  response: PlaceOrderResponse;
  /** True when an Idempotency-Key matched an order placed before. */
  replayed: boolean;
}

/** What an order is stored with besides the request: decided before its transaction. */
interface OrderMeta {
  phone: string;
  rules: DeliveryRules;
  orderNumber: string;
  idempotencyKey?: string;
  idempotencyHash?: string;
}

/** 409 with the server's figures when the client showed other ones. */
function assertClientFigures(price: OrderPrice, dto: PlaceOrderDto): void {
  if (matchesClientFigures(price, dto)) return;
  const details: Pick<TotalsConflictBody, 'current'> = { current: currentFigures(price, dto) };
  throw conflict('TOTALS_CHANGED', MSG.totalsChanged, details);
}

@Injectable()
export class OrdersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
    private readonly stock: StockService,
    private readonly blockedPhones: BlockedPhonesService,
  ) {}

  /**
   * Places an order. A retry with a known Idempotency-Key answers with the first order, even
   * when both run at once; `admit` (the abuse limits) runs once the order passed its
   * prechecks. Then, in one transaction: check the lines against the catalog, price them,
   * refuse figures the client did not see, take the stock, store the order.
   */
  async place(
    dto: PlaceOrderDto,
    idempotencyKey?: string,
    admit?: () => Promise<void>,
  ): Promise<PlacedOrder> {
    const idempotencyHash = idempotencyKey ? requestHash(dto) : undefined;
    const replay = idempotencyKey ? await this.findByIdempotencyKey(idempotencyKey, dto) : null;
    if (replay) return { response: replay, replayed: true };
    const phone = normalizeUaePhone(dto.phone);
    if (!phone) throw invalidField('phone', MSG.phoneInvalid);
    await this.blockedPhones.assertMayOrder(phone);
    const rules = await this.settings.deliveryRules();
    await this.precheck(dto, rules);
    await admit?.(); // the abuse limits (order-limits.ts), for orders that may hold stock

    for (let attempt = 1; ; attempt += 1) {
      const orderNumber = generateOrderNumber();
      const meta = { phone, rules, orderNumber, idempotencyKey, idempotencyHash };
      try {
        const id = await inTransaction(this.dataSource, (manager) =>
          this.placeIn(manager, dto, meta),
        );
        const order = await this.findOne(id);
        return { response: { orderNumber: order.orderNumber, order }, replayed: false };
      } catch (error) {
        if (idempotencyKey && isUniqueViolation(error, 'orders', 'idempotencyKey')) {
          // The same request won the race in another transaction: answer with its order.
          const winner = await this.findByIdempotencyKey(idempotencyKey, dto);
          if (winner) return { response: winner, replayed: true };
        }
        const clash = isUniqueViolation(error, 'orders', 'orderNumber');
        if (!clash || attempt >= ORDER_NUMBER_ATTEMPTS) throw error;
      }
    }
  }

  /**
   * Every check of placing an order, on rows read without a transaction: a bad line, changed
   * figures or a sold-out product is answered at once, without queueing for a transaction and
   * a row lock behind the orders that are taking the stock (a drop's late shoppers). The
   * transaction repeats every check and stays the authority.
   */
  private async precheck(dto: PlaceOrderDto, rules: DeliveryRules): Promise<void> {
    const products = await this.stock.check(this.dataSource.manager, dto.items);
    const price = priceDelivery(dto.items, products, dto.city, rules);
    assertCodMax(price, rules);
    assertClientFigures(price, dto);
    this.stock.assertAvailable(quantitiesByProduct(price.lines), products);
  }

  /** The steps of placing an order, inside its transaction; returns the new order's id. */
  private async placeIn(
    manager: EntityManager,
    dto: PlaceOrderDto,
    meta: OrderMeta,
  ): Promise<string> {
    const products = await this.stock.check(manager, dto.items);
    const price = priceDelivery(dto.items, products, dto.city, meta.rules);
    assertCodMax(price, meta.rules);
    assertClientFigures(price, dto);
    const now = new Date();
    await this.stock.take(manager, quantitiesByProduct(price.lines), now);
    return this.insertOrder(manager, dto, meta, price, now);
  }

  /** The order, its lines (title, image and unit price as they are now) and its first status. */
  private async insertOrder(
    manager: EntityManager,
    dto: PlaceOrderDto,
    meta: OrderMeta,
    price: OrderPrice,
    now: Date,
  ): Promise<string> {
    const orderId = randomUUID();
    await manager.insert(OrderEntity, {
      id: orderId,
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
      status: 'PENDING',
      idempotencyKey: meta.idempotencyKey ?? null,
      idempotencyHash: meta.idempotencyHash ?? null,
      createdAt: now,
      updatedAt: now,
    });
    await manager.insert(
      OrderItemEntity,
      price.lines.map((line, position) => ({
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
      })),
    );
    await this.recordStatus(manager, orderId, 'PENDING', now);
    return orderId;
  }

  private async recordStatus(
    manager: EntityManager,
    orderId: string,
    status: OrderStatus,
    changedAt: Date,
    details: StatusChangeDetails = {},
  ): Promise<void> {
    await manager.insert(OrderStatusChangeEntity, {
      id: randomUUID(),
      orderId,
      status,
      changedAt,
      reason: details.reason ?? null,
      note: details.note ?? null,
      changedBy: details.by ?? null,
    });
  }

  async findOne(id: string): Promise<Order> {
    const [order] = await this.loadOrders(this.dataSource.manager, { id });
    if (!order) throw notFound(MSG.orderNotFound);
    return order;
  }

  /** Newest first; three queries whatever the page size: orders, their items, their history. */
  async list(query: OrderListQueryDto): Promise<OrderListResponse> {
    const limit = query.limit ?? LIMITS.adminPageSize;
    const page = query.page ?? 1;
    const direction = query.sort === 'oldest' ? 'ASC' : 'DESC';
    const qb = this.dataSource
      .getRepository(OrderEntity)
      .createQueryBuilder('o')
      .orderBy('o.createdAt', direction)
      .addOrderBy('o.id', direction)
      .skip((page - 1) * limit)
      .take(limit);
    if (query.status) qb.andWhere('o.status = :status', { status: query.status });
    if (query.phone) qb.andWhere('o.phone = :phone', { phone: query.phone });
    const [rows, total] = await qb.getManyAndCount();
    return { orders: await this.withDetails(this.dataSource.manager, rows), total };
  }

  /** The `limit` newest orders, with their items and history. */
  async recent(limit: number): Promise<Order[]> {
    const rows = await this.dataSource.getRepository(OrderEntity).find({
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit,
    });
    return this.withDetails(this.dataSource.manager, rows);
  }

  /**
   * Any status may follow any other; stock follows the status: cancelling puts it back,
   * leaving CANCELLED takes it again or answers 409 with nothing changed. Every change is
   * recorded, with its reason, note and author when given; setting the current status again
   * changes nothing.
   */
  async updateStatus(
    id: string,
    status: OrderStatus,
    details: StatusChangeDetails = {},
  ): Promise<Order> {
    const { courier } = details;
    if (courier !== undefined) assertKnownCourier(await this.settings.couriers(), courier);
    await inTransaction(this.dataSource, async (manager) => {
      const order = await manager.findOne(OrderEntity, { where: { id } });
      if (!order) throw notFound(MSG.orderNotFound);
      assertNotRemitted(order, { status, courier });
      if (courier !== undefined && courier !== order.courier) {
        await manager.update(OrderEntity, { id }, { courier, updatedAt: new Date() });
      }
      if (order.status === status) return;
      const now = new Date();
      // Conditional on the status read: of two concurrent changes only one moves stock.
      const moved = await manager
        .createQueryBuilder()
        .update(OrderEntity)
        .set({ status, updatedAt: now })
        .where('id = :id AND status = :from', { id, from: order.status })
        .andWhere('remittanceId IS NULL')
        .execute();
      if (moved.affected !== 1) throw conflict('ORDER_CHANGED', MSG.failedUpdateOrderStatus);
      if (holdsStock(order.status) !== holdsStock(status)) {
        // Each line is named by its own title in a 409: the product may have been renamed.
        const items = await manager.find(OrderItemEntity, { where: { orderId: id } });
        const quantities = quantitiesByProduct(items);
        if (holdsStock(status)) await this.stock.take(manager, quantities, now);
        else await this.stock.restore(manager, quantities, now);
      }
      await this.recordStatus(manager, id, status, now, details);
    });
    return this.findOne(id);
  }

  /** Deletes an order; its stock goes back unless it was delivered or already cancelled. */
  async remove(id: string): Promise<void> {
    await inTransaction(this.dataSource, async (manager) => {
      const order = await manager.findOne(OrderEntity, { where: { id } });
      if (!order) throw notFound(MSG.orderNotFound);
      assertNotRemitted(order);
      const items = await manager.find(OrderItemEntity, { where: { orderId: id } });
      const deleted = await manager
        .createQueryBuilder()
        .delete()
        .from(OrderEntity)
        .where('id = :id AND status = :status', { id, status: order.status })
        .execute();
      // A concurrent change of status or delete: let the admin look again.
      if (deleted.affected !== 1) throw conflict('ORDER_CHANGED', MSG.failedDeleteOrder);
      if (order.status !== 'DELIVERED' && order.status !== 'CANCELLED') {
        await this.stock.restore(manager, quantitiesByProduct(items));
      }
    });
  }

  /**
   * The customer's look-up by order number and phone, both compared normalised. An unknown
   * number and a wrong phone give the same answer, so the endpoint does not tell which order
   * numbers exist.
   */
  async track(orderNumberInput: string, phoneInput: string): Promise<TrackedOrder> {
    const unknown = notFound(MSG.orderNotFoundTitle);
    const orderNumber = normalizeOrderNumber(orderNumberInput);
    // A `+` left unencoded in a query string arrives as a space.
    const phone = normalizeUaePhone(phoneInput.trim().replace(/^971/, '+971'));
    const [order] = await this.loadOrders(this.dataSource.manager, { orderNumber });
    if (!order || !phone || order.phone !== phone) throw unknown;
    return toTrackedOrder(order);
  }

  /** The first answer to this request's key, null for a new (or expired) key, 409 for another body. */
  private async findByIdempotencyKey(
    key: string,
    dto: PlaceOrderDto,
  ): Promise<PlaceOrderResponse | null> {
    const id = await orderForIdempotencyKey(this.dataSource.manager, key, requestHash(dto));
    const [order] = id ? await this.loadOrders(this.dataSource.manager, { id }) : [];
    return order ? { orderNumber: order.orderNumber, order } : null;
  }

  private async loadOrders(
    manager: EntityManager,
    where: { id: string } | { orderNumber: string },
  ): Promise<Order[]> {
    const rows = await manager.find(OrderEntity, { where });
    return this.withDetails(manager, rows);
  }

  /** Items and history of a page of orders, one query each (In(ids)), never one per order. */
  private async withDetails(manager: EntityManager, rows: OrderEntity[]): Promise<Order[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((o) => o.id);
    const [items, history] = await Promise.all([
      manager.find(OrderItemEntity, { where: { orderId: In(ids) }, order: { position: 'ASC' } }),
      manager.find(OrderStatusChangeEntity, {
        where: { orderId: In(ids) },
        order: { changedAt: 'ASC' },
      }),
    ]);
    const group = <T extends { orderId: string }>(list: T[]) => {
      const map = new Map<string, T[]>();
      for (const entry of list) {
        const bucket = map.get(entry.orderId);
        if (bucket) bucket.push(entry);
        else map.set(entry.orderId, [entry]);
      }
      return map;
    };
    const itemsBy = group(items);
    const historyBy = group(history);
    return rows.map((o) => toOrder(o, itemsBy.get(o.id) ?? [], historyBy.get(o.id) ?? []));
  }
}
