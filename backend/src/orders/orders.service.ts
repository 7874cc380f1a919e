import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import type { EntityTarget, ObjectLiteral } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
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
import { BlockedPhonesService, phoneBlocked } from '../blocked-phones/blocked-phones.service';
import { CatalogVersionService } from '../cache/catalog-version.service';
import { quantitiesByProduct, StockService } from '../catalog/stock.service';
import { ProductsService } from '../catalog/products.service';
import type { OrderableProduct, StockQuantity } from '../catalog/stock.service';
import { ApiError, conflict, invalidField, notFound } from '../common/api-error';
import { isUniqueViolation } from '../database/unique-violation';
import { SettingsService } from '../settings/settings.service';
import { OrderListQueryDto } from './dto/order-queries.dto';
import { PlaceOrderDto } from './dto/place-order.dto';
import { OrderItemEntity } from './order-item.entity';
import { orderForIdempotencyKey, readKeyAnd, requestHash } from './idempotency';
import type { KeyRow } from './idempotency';
import { generateOrderNumber, normalizeOrderNumber } from './order-number';
import { OrderStatusChangeEntity } from './order-status-change.entity';
import { OrderEntity } from './order.entity';
import type { StatusChangeDetails } from './status-change';
import { toOrder, toTrackedOrder } from './order.mapper';
import { findTrackedOrderId } from './track-lookup';
import { assertOrderTotalFits } from './order-total-limit';
import { assertCodMax, assertKnownCourier, assertNotRemitted } from './delivery-checks';
import { currentFigures, matchesClientFigures, priceDelivery } from './pricing';
import type { OrderPrice } from './pricing';
import { inTransaction } from '../database/transactions';

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
  /** The catalog version read before the transaction. */
  version: number;
}

/** What the precheck decided, handed to the transaction. */
interface Checked {
  rules: DeliveryRules;
  price: OrderPrice;
  quantities: StockQuantity[];
  /** The products that track stock per size and colour. */
  tracked: Set<string>;
  /** The cart's products as the checks read them (one per line). */
  products: OrderableProduct[];
}

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** A promise that never rejects, so it may wait unobserved while an earlier one is awaited. */
function settle<T>(work: T | Promise<T>): Promise<Settled<T>> {
  return Promise.resolve(work).then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
}

function unwrap<T>(settled: Settled<T>): T {
  if (settled.ok) return settled.value;
  throw settled.error;
}

/** Plain INSERTs of fully built rows: no read-back of defaults, no listeners (ids are set). */
async function insertRows<T extends ObjectLiteral>(
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
function orderRow(dto: PlaceOrderDto, meta: OrderMeta, price: OrderPrice, now: Date): OrderEntity {
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
    createdAt: now,
    updatedAt: now,
  });
}

/** The order's lines: title, image and unit price as they are now. */
function itemRows(orderId: string, price: OrderPrice): OrderItemEntity[] {
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
    private readonly products: ProductsService,
    private readonly version: CatalogVersionService,
  ) {}

  /**
   * Places an order. A retry with a known Idempotency-Key answers with the first order, even
   * when both run at once; `admit` (the abuse limits) runs once the order passed its
   * prechecks. The key, the blocked phone and the catalog are read at once, before any
   * transaction, and every check is decided on them (a bad line, changed figures or a sold-out
   * product is answered without queueing for a row lock). The transaction then only writes:
   * the order, its lines and its first status, and last the conditional stock updates, so the
   * product's row lock is held from that update to the commit and no longer. The answer is
   * built from what was written, not read back.
   */
  async place(
    dto: PlaceOrderDto,
    idempotencyKey?: string,
    admit?: () => Promise<void>,
  ): Promise<PlacedOrder> {
    const idempotencyHash = idempotencyKey ? requestHash(dto) : undefined;
    const phone = normalizeUaePhone(dto.phone);
    // Independent reads in flight together; their answers are taken in the order the checks
    // had one after the other (a replay first, then the phone, then the lines).
    // The key's order and the blocked phone in one statement (both asked by every order).
    const reading = settle(
      readKeyAnd(
        this.dataSource.manager,
        idempotencyKey,
        phone ? this.blockedPhones.blockedSql(phone) : { sql: '0', params: [] },
      ),
    );
    const checking = settle(this.precheck(dto));
    const read = unwrap(await reading);
    const replay = idempotencyKey
      ? await this.findByIdempotencyKey(idempotencyKey, dto, read.row)
      : null;
    if (replay) return { response: replay, replayed: true };
    if (!phone) throw invalidField('phone', MSG.phoneInvalid);
    if (read.also) throw phoneBlocked();
    const checked = unwrap(await checking);
    // Sold out since the read (another order here saw it): answered before the limits.
    this.stock.assertNotSoldOut(checked.quantities, checked.products, this.version.peek());
    await admit?.(); // the abuse limits (order-limits.ts), for orders that may hold stock

    for (let attempt = 1; ; attempt += 1) {
      const orderNumber = generateOrderNumber();
      // Read before the transaction: a product its stock update finds sold out is remembered
      // under it (StockService.take).
      const version = await this.version.current();
      this.stock.assertNotSoldOut(checked.quantities, checked.products, version);
      const meta = {
        phone,
        rules: checked.rules,
        orderNumber,
        idempotencyKey,
        idempotencyHash,
        version,
      };
      try {
        // Waiting for a connection (or, on SQLite, for the orders before), the product may
        // have been seen sold out by another order: then answered with no statement sent
        // (peek: never a second connection while the pool gave this one).
        const order = await inTransaction(
          this.dataSource,
          (manager) => this.placeIn(manager, dto, meta, checked),
          () =>
            this.stock.assertNotSoldOut(checked.quantities, checked.products, this.version.peek()),
        );
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
   * Every check of placing an order, on rows read without a transaction: the lines against the
   * catalog, the price, the cash maximum, the client's figures and the stock as read. The
   * transaction's conditional stock update stays the authority on stock; when it refuses,
   * `placeIn` runs these checks again on fresh rows to answer as they say.
   */
  private async precheck(dto: PlaceOrderDto): Promise<Checked> {
    // The version first: products seen sold out under it need no read (StockService.checkOrder).
    const version = await this.version.current();
    const [rules, products] = await Promise.all([
      this.settings.deliveryRules(),
      this.stock.checkOrder(this.dataSource.manager, dto.items, version),
    ]);
    return this.decide(dto, rules, products);
  }

  /** The checks on products as read; no database access (inside a transaction it holds a connection). */
  private decide(dto: PlaceOrderDto, rules: DeliveryRules, products: OrderableProduct[]): Checked {
    const price = priceDelivery(dto.items, products, dto.city, rules);
    assertOrderTotalFits(price);
    assertCodMax(price, rules);
    assertClientFigures(price, dto);
    const quantities = quantitiesByProduct(price.lines);
    this.stock.assertAvailable(quantities, products);
    const tracked = new Set(products.filter((p) => p.variants).map((p) => p.id));
    return { rules, price, quantities, tracked, products };
  }

  /**
   * The writes of placing an order, inside its transaction; returns the order as stored. The
   * stock is taken last (product rows in id order, see quantitiesByProduct).
   */
  private async placeIn(
    manager: EntityManager,
    dto: PlaceOrderDto,
    meta: OrderMeta,
    { price, quantities, tracked }: Checked,
  ): Promise<Order> {
    const now = new Date();
    const order = orderRow(dto, meta, price, now);
    // The order row first: it names no product, so it takes no lock a concurrent order waits on.
    await insertRows(manager, OrderEntity, [order]);
    try {
      await this.stock.take(manager, quantities, now, tracked, meta.version);
    } catch (error) {
      // A deadlock or a lost connection goes up as it is (inTransaction retries a deadlock).
      if (!(error instanceof ApiError)) throw error;
      // Short now, or the catalog changed since the precheck: answer as fresh rows say
      // (unknown product, changed figures), else with the stock's own 409.
      // Only through the transaction's own connection: waiting for another one of the pool
      // while holding this one starves the pool when every connection does the same (a drop).
      this.decide(dto, meta.rules, await this.stock.check(manager, dto.items));
      throw error;
    }
    // The lines after the stock: their foreign key to the product takes a shared lock on its
    // row, which taken before the stock update would deadlock two orders of one product.
    const items = itemRows(order.id, price);
    await insertRows(manager, OrderItemEntity, items);
    const first = await this.recordStatus(manager, order.id, 'PENDING', now);
    return toOrder(order, items, [first]);
  }

  private async recordStatus(
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
    let restocked = false;
    await inTransaction(this.dataSource, async (manager) => {
      restocked = false; // a deadlock's retry starts over
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
        else {
          await this.stock.restore(manager, quantities, now);
          restocked = quantities.length > 0;
        }
      }
      await this.recordStatus(manager, id, status, now, details);
    });
    // After the commit: stock is back, so "sold out" hints (StockService) must go everywhere.
    if (restocked) await this.version.bump();
    return this.findOne(id);
  }

  /** Deletes an order; its stock goes back unless it was delivered or already cancelled. */
  async remove(id: string): Promise<void> {
    let restocked = false;
    await inTransaction(this.dataSource, async (manager) => {
      restocked = false; // a deadlock's retry starts over
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
        restocked = items.length > 0;
      }
    });
    // After the commit, as in updateStatus.
    if (restocked) await this.version.bump();
  }

  /**
   * The customer's look-up by order number and phone, both compared normalised. An unknown
   * number and a wrong phone give the same answer in the same time, so the endpoint does not
   * tell which order numbers exist.
   */
  async track(orderNumberInput: string, phoneInput: string): Promise<TrackedOrder> {
    const unknown = notFound(MSG.orderNotFoundTitle);
    const orderNumber = normalizeOrderNumber(orderNumberInput);
    // A `+` left unencoded in a query string arrives as a space.
    const phone = normalizeUaePhone(phoneInput.trim().replace(/^971/, '+971'));
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

  /** The first answer to this request's key, null for a new (or expired) key, 409 for another body. */
  private async findByIdempotencyKey(
    key: string,
    dto: PlaceOrderDto,
    read?: KeyRow | null,
  ): Promise<PlaceOrderResponse | null> {
    const id = await orderForIdempotencyKey(this.dataSource.manager, key, requestHash(dto), read);
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
