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
import { OrderFilters } from './order-filter';
import type { OrderFilterInput } from './order-filter';
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
    private readonly filters: OrderFilters,
    private readonly vat: VatDocuments,
  ) {}

  async findOne(id: string): Promise<Order> {
    const [order] = await this.loadOrders(this.dataSource.manager, { id });
    if (!order) throw notFound(MSG.orderNotFound);
    return order;
  }

  /**
   * Newest first (or oldest, or the largest total), filtered (order-filter.ts). The page is
   * chosen on ids alone (an index holds the sort key and the id: no row is read for the
   * orders skipped or sorted), counted with COUNT(*), then its rows, items and history are
   * read by id: five queries whatever the page size.
   */
  async list(query: OrderListQueryDto): Promise<OrderListResponse> {
    const limit = query.limit ?? LIMITS.adminPageSize;
    const page = query.page ?? 1;
    const filtered = await this.filtered(query);
    const pageQb = filtered
      .clone()
      .select('o.id', 'id')
      .offset((page - 1) * limit)
      .limit(limit);
    if (query.sort === 'total') {
      pageQb
        .orderBy('o.totalFils', 'DESC')
        .addOrderBy('o.createdAt', 'DESC')
        .addOrderBy('o.id', 'DESC');
    } else {
      const direction = query.sort === 'oldest' ? 'ASC' : 'DESC';
      pageQb.orderBy('o.createdAt', direction).addOrderBy('o.id', direction);
    }
    const [ids, count] = await Promise.all([
      pageQb.getRawMany<{ id: string }>(),
      filtered.clone().select('COUNT(*)', 'total').getRawOne<{ total: number | string }>(),
    ]);
    const found = ids.length
      ? await this.dataSource.manager.find(OrderEntity, { where: { id: In(ids.map((r) => r.id)) } })
      : [];
    const byId = new Map(found.map((o) => [o.id, o]));
    const rows = ids.flatMap((r) => byId.get(r.id) ?? []);
    return {
      orders: await this.withDetails(this.dataSource.manager, rows),
      total: Number(count?.total ?? 0),
    };
  }

  /** The orders of a filter, newest first, at most `max + 1` (the caller refuses more). */
  async idsOf(filter: OrderFilterInput, max: number): Promise<string[]> {
    const rows = await (
      await this.filtered(filter)
    )
      .select('o.id', 'id')
      .orderBy('o.createdAt', 'DESC')
      .addOrderBy('o.id', 'DESC')
      .limit(max + 1)
      .getRawMany<{ id: string }>();
    return rows.map((r) => r.id);
  }

  /** Order numbers by id, one query. */
  async numbersOf(ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.dataSource
      .getRepository(OrderEntity)
      .createQueryBuilder('o')
      .select('o.id', 'id')
      .addSelect('o.orderNumber', 'orderNumber')
      .where('o.id IN (:...ids)', { ids })
      .getRawMany<{ id: string; orderNumber: string }>();
    return new Map(rows.map((r) => [r.id, r.orderNumber]));
  }

  private filtered(filter: OrderFilterInput) {
    const qb = this.dataSource.getRepository(OrderEntity).createQueryBuilder('o');
    return this.filters.apply(qb, filter);
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
