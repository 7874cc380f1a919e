import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { fromFils, LIMITS, MSG, NO_SIZE, normalizeUaePhone, toFils } from '../contract';
import type {
  Order,
  OrderListResponse,
  OrderStatus,
  PlaceOrderResponse,
  TotalsConflictBody,
  TrackedOrder,
} from '../contract';
import { ProductEntity } from '../catalog/product.entity';
import { conflict, invalidField, notFound } from '../common/api-error';
import { isUniqueViolation } from '../common/unique-violation';
import { SettingsService } from '../settings/settings.service';
import { OrderListQueryDto } from './dto/order-queries.dto';
import { PlaceOrderDto } from './dto/place-order.dto';
import { OrderItemEntity } from './order-item.entity';
import { generateOrderNumber, normalizeOrderNumber } from './order-number';
import { OrderStatusChangeEntity } from './order-status-change.entity';
import { OrderEntity } from './order.entity';
import { toOrder, toTrackedOrder } from './order.mapper';
import { quantitiesByProduct, restoreStock, takeStock } from './stock';
import { inTransaction } from './transactions';

/** Statuses whose stock is out of the warehouse: everything but CANCELLED. */
const holdsStock = (status: OrderStatus) => status !== 'CANCELLED';

export interface PlacedOrder {
  response: PlaceOrderResponse;
  /** True when an Idempotency-Key matched an order placed before. */
  replayed: boolean;
}

/** A 400 that names the offending line in the `errors` map. */
function lineError(index: number, field: string, message: string) {
  return invalidField(`items.${index}.${field}`, message);
}

@Injectable()
export class OrdersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
  ) {}

  /**
   * Places an order in one transaction: the server prices every line (NOTES §8), refuses
   * different client figures with 409 and the current ones, takes the stock with conditional
   * updates (NOTES §9) and stores the order with its first status. An Idempotency-Key makes a
   * retry, even a concurrent one, return the first order.
   */
  async place(dto: PlaceOrderDto, idempotencyKey?: string): Promise<PlacedOrder> {
    if (idempotencyKey) {
      const existing = await this.findByIdempotencyKey(idempotencyKey);
      if (existing) return { response: existing, replayed: true };
    }
    const phone = normalizeUaePhone(dto.phone);
    if (!phone) {
      throw invalidField('phone', MSG.phoneInvalid);
    }
    const deliveryFils = await this.settings.deliveryFils();

    for (let attempt = 1; ; attempt += 1) {
      const orderNumber = generateOrderNumber();
      try {
        const id = await inTransaction(this.dataSource, (manager) =>
          this.placeIn(manager, dto, { phone, deliveryFils, orderNumber, idempotencyKey }),
        );
        const order = await this.findOne(id);
        return { response: { orderNumber: order.orderNumber, order }, replayed: false };
      } catch (error) {
        if (idempotencyKey && isUniqueViolation(error, 'orders', 'idempotencyKey')) {
          // The same request won the race in another transaction: answer with its order.
          const existing = await this.findByIdempotencyKey(idempotencyKey);
          if (existing) return { response: existing, replayed: true };
        }
        // 40 random bits: a clash of order numbers is rare, another draw settles it.
        if (!isUniqueViolation(error, 'orders', 'orderNumber') || attempt >= 5) throw error;
      }
    }
  }

  private async placeIn(
    manager: EntityManager,
    dto: PlaceOrderDto,
    meta: { phone: string; deliveryFils: number; orderNumber: string; idempotencyKey?: string },
  ): Promise<string> {
    const ids = [...new Set(dto.items.map((line) => line.productId))];
    const products = await manager.find(ProductEntity, { where: { id: In(ids) } });
    const byId = new Map(products.map((p) => [p.id, p]));

    const lines = dto.items.map((line, index) => {
      const product = byId.get(line.productId);
      if (!product) throw lineError(index, 'productId', MSG.unknownProduct(line.productId));
      const sizeOk =
        product.sizes.length === 0
          ? line.size === NO_SIZE
          : (product.sizes as string[]).includes(line.size);
      if (!sizeOk) throw lineError(index, 'size', MSG.unknownSize(product.title, line.size));
      const color = line.color ?? null;
      if (color !== null && !(product.colors as string[]).includes(color)) {
        throw lineError(index, 'color', MSG.unknownColor(product.title, color));
      }
      return {
        product,
        productId: product.id,
        size: line.size,
        color,
        qty: line.qty,
        unitFils: product.salePriceFils ?? product.priceFils,
      };
    });

    const subtotalFils = lines.reduce((sum, line) => sum + line.unitFils * line.qty, 0);
    const totalFils = subtotalFils + meta.deliveryFils;
    if (
      toFils(dto.subtotalAED) !== subtotalFils ||
      toFils(dto.deliveryAED) !== meta.deliveryFils ||
      toFils(dto.totalAED) !== totalFils
    ) {
      const details: Pick<TotalsConflictBody, 'current'> = {
        current: {
          items: lines.map((line) => ({
            productId: line.productId,
            size: line.size,
            color: line.color,
            qty: line.qty,
            title: line.product.title,
            priceAED: fromFils(line.unitFils),
            available: Math.max(0, line.product.stockQuantity),
          })),
          subtotalAED: fromFils(subtotalFils),
          deliveryAED: fromFils(meta.deliveryFils),
          totalAED: fromFils(totalFils),
        },
      };
      throw conflict('TOTALS_CHANGED', MSG.totalsChanged, details);
    }

    const now = new Date();
    const titles = new Map(products.map((p) => [p.id, p.title]));
    await takeStock(manager, quantitiesByProduct(lines), titles, now);

    const order = manager.create(OrderEntity, {
      id: randomUUID(),
      orderNumber: meta.orderNumber,
      customerName: dto.customerName,
      phone: meta.phone,
      email: dto.email ?? null,
      city: dto.city,
      addressLine1: dto.addressLine1,
      addressLine2: dto.addressLine2 ?? null,
      notes: dto.notes ?? null,
      subtotalFils,
      deliveryFils: meta.deliveryFils,
      totalFils,
      status: 'PENDING',
      idempotencyKey: meta.idempotencyKey ?? null,
      createdAt: now,
      updatedAt: now,
    });
    await manager.insert(OrderEntity, order);
    await manager.insert(
      OrderItemEntity,
      lines.map((line, position) =>
        manager.create(OrderItemEntity, {
          id: randomUUID(),
          orderId: order.id,
          productId: line.productId,
          position,
          title: line.product.title,
          image: line.product.images[0] ?? '',
          size: line.size,
          color: line.color,
          qty: line.qty,
          unitPriceFils: line.unitFils,
        }),
      ),
    );
    await manager.insert(
      OrderStatusChangeEntity,
      manager.create(OrderStatusChangeEntity, {
        orderId: order.id,
        status: 'PENDING',
        changedAt: now,
      }),
    );
    return order.id;
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
    const qb = this.dataSource
      .getRepository(OrderEntity)
      .createQueryBuilder('o')
      .orderBy('o.createdAt', 'DESC')
      .addOrderBy('o.id', 'DESC')
      .skip((page - 1) * limit)
      .take(limit);
    if (query.status) qb.where('o.status = :status', { status: query.status });
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
   * Any status may follow any other (spec §4); stock follows NOTES §9: cancelling puts it back,
   * leaving CANCELLED takes it again or answers 409 with nothing changed. Every change is
   * recorded; setting the current status again changes nothing.
   */
  async updateStatus(id: string, status: OrderStatus): Promise<Order> {
    await inTransaction(this.dataSource, async (manager) => {
      const order = await manager.findOne(OrderEntity, { where: { id } });
      if (!order) throw notFound(MSG.orderNotFound);
      if (order.status === status) return;
      const now = new Date();
      // Conditional on the status read: of two concurrent changes only one moves stock.
      const moved = await manager
        .createQueryBuilder()
        .update(OrderEntity)
        .set({ status, updatedAt: now })
        .where('id = :id AND status = :from', { id, from: order.status })
        .execute();
      if (moved.affected !== 1) throw conflict('ORDER_CHANGED', MSG.failedUpdateOrderStatus);
      if (holdsStock(order.status) !== holdsStock(status)) {
        const items = await manager.find(OrderItemEntity, { where: { orderId: id } });
        const quantities = quantitiesByProduct(items);
        if (holdsStock(status)) {
          await takeStock(
            manager,
            quantities,
            new Map(items.map((i) => [i.productId ?? '', i.title])),
            now,
          );
        } else {
          await restoreStock(manager, quantities, now);
        }
      }
      await manager.insert(
        OrderStatusChangeEntity,
        manager.create(OrderStatusChangeEntity, { orderId: id, status, changedAt: now }),
      );
    });
    return this.findOne(id);
  }

  /** Deletes an order; its stock goes back unless it was delivered or already cancelled. */
  async remove(id: string): Promise<void> {
    await inTransaction(this.dataSource, async (manager) => {
      const order = await manager.findOne(OrderEntity, { where: { id } });
      if (!order) throw notFound(MSG.orderNotFound);
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
        await restoreStock(manager, quantitiesByProduct(items), new Date());
      }
    });
  }

  /**
   * The customer's look-up (NOTES §11): an unknown number and a wrong phone give the same
   * answer, so the endpoint does not tell which order numbers exist.
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

  private async findByIdempotencyKey(key: string): Promise<PlaceOrderResponse | null> {
    const [order] = await this.loadOrders(this.dataSource.manager, { idempotencyKey: key });
    return order ? { orderNumber: order.orderNumber, order } : null;
  }

  private async loadOrders(
    manager: EntityManager,
    where: { id: string } | { orderNumber: string } | { idempotencyKey: string },
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
