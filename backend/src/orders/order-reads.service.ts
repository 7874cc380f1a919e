import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { LIMITS, MSG, normalizeUaePhone, VAT_MSG } from '../contract';
import type { Order, OrderListResponse, TaxDocument, TrackedOrder } from '../contract';
import { toTaxDocument, VatDocuments } from '../vat/vat-documents';
import { ProductsService } from '../catalog/products.service';
import { notFound } from '../common/api-error';
import { OrderListQueryDto } from './dto/order-queries.dto';
import { groupByOrder } from './group-by-order';
import { OrderItemEntity } from './order-item.entity';
import { normalizeOrderNumber } from './order-number';
import { OrderStatusChangeEntity } from './order-status-change.entity';
import { OrderEntity } from './order.entity';
import { toOrder, toTrackedOrder } from './order.mapper';
import { findTrackedOrderId } from './track-lookup';

/** Reading orders: the admin's lists and order page, the dashboard's newest, the customer's tracking. */
@Injectable()
export class OrderReads {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly products: ProductsService,
    private readonly vat: VatDocuments,
  ) {}

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
   * The customer's look-up by order number and phone, both compared normalised. An unknown
   * number and a wrong phone give the same answer in the same time, so the endpoint does not
   * tell which order numbers exist.
   */
  /** The delivered order's tax invoice for its customer (order number + phone), or 404. */
  async trackedInvoice(orderNumberInput: string, phoneInput: string): Promise<TaxDocument> {
    const orderNumber = normalizeOrderNumber(orderNumberInput);
    const phone = normalizeUaePhone(phoneInput);
    const id = await findTrackedOrderId(this.dataSource.manager, orderNumber, phone);
    const order = id
      ? await this.dataSource.manager.findOne(OrderEntity, {
          where: { id },
          select: { id: true, status: true },
        })
      : null;
    if (!order) throw notFound(MSG.orderNotFoundTitle);
    const invoice =
      order.status === 'DELIVERED'
        ? await this.vat.standingInvoice(this.dataSource.manager, order.id)
        : null;
    if (!invoice) throw notFound(VAT_MSG.invoiceNotFound);
    return toTaxDocument(invoice);
  }

  async track(orderNumberInput: string, phoneInput: string): Promise<TrackedOrder> {
    const unknown = notFound(MSG.orderNotFoundTitle);
    const orderNumber = normalizeOrderNumber(orderNumberInput);
    // Any form the checkout takes (contract/phone.ts), a `+` sent unencoded included.
    const phone = normalizeUaePhone(phoneInput);
    // The same work whether the number exists or not (track-lookup.ts).
    const id = await findTrackedOrderId(this.dataSource.manager, orderNumber, phone);
    const [order] = id ? await this.loadOrders(this.dataSource.manager, { id }) : [];
    if (!order) throw unknown;
    const tracked = toTrackedOrder(order);
    // The lines keep the English title they were ordered under; the Arabic page shows the
    // product's Arabic title where the product still has one.
    const ids = tracked.items.flatMap((item) => (item.productId ? [item.productId] : []));
    const arabic = await this.products.arabicTitles(ids);
    tracked.items = tracked.items.map((item) => ({
      ...item,
      titleAr: (item.productId && arabic.get(item.productId)) || null,
    }));
    return tracked;
  }

  /** Orders by id or number, with their lines and history. */
  async loadOrders(
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
    const itemsBy = groupByOrder(items);
    const historyBy = groupByOrder(history);
    return rows.map((o) => toOrder(o, itemsBy.get(o.id) ?? [], historyBy.get(o.id) ?? []));
  }
}
