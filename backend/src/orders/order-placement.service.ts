import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { MSG, normalizeUaePhone } from '../contract';
import type { DeliveryRules, Order, PlaceOrderResponse, TotalsConflictBody } from '../contract';
import { BlockedPhonesService, phoneBlocked } from '../blocked-phones/blocked-phones.service';
import { CatalogVersionService } from '../cache/catalog-version.service';
import { SoldOutGate } from '../catalog/sold-out-gate.service';
import { StockLedger } from '../catalog/stock-ledger.service';
import { assertAvailable, quantitiesByProduct } from '../catalog/stock-lines';
import type { OrderableProduct, StockQuantity } from '../catalog/stock-lines';
import { ApiError, conflict, invalidField } from '../common/api-error';
import { isUniqueViolation } from '../database/unique-violation';
import { OrderPlaced } from '../events/domain-events';
import { DomainEvents } from '../events/domain-events.service';
import { SettingsService } from '../settings/settings.service';
import { assertCodMax } from './delivery-checks';
import { assertOrderTotalFits } from './order-total-limit';
import { PlaceOrderDto } from './dto/place-order.dto';
import { orderForIdempotencyKey, readKeyAnd, requestHash } from './idempotency';
import type { KeyRow } from './idempotency';
import { OrderItemEntity } from './order-item.entity';
import { OrderLimits } from './order-limits';
import { generateOrderNumber } from './order-number';
import { OrderReads } from './order-reads.service';
import { insertRows, itemRows, orderRow, recordStatus } from './order-rows';
import type { OrderMeta } from './order-rows';
import { OrderEntity } from './order.entity';
import { orderFacts, toOrder } from './order.mapper';
import { currentFigures, matchesClientFigures, priceDelivery, withPromotions } from './pricing';
import type { OrderPrice } from './pricing';
import { PromotionsService } from '../promotions/promotions.service';
import type { PromotionBook } from '../promotions/promotion-rules';
import { promoConflict, Redemptions } from '../promotions/redemptions';
import type { Redemption } from '../promotions/redemptions';
import {
  decidePromotions,
  toRead,
  PromoRefusal,
  promotionLines,
  readPromotionState,
} from './order-promotions';
import type { PromotionState } from './order-promotions';
import { inTransaction } from '../database/transactions';

/** 40 random bits make a clash of order numbers rare; a few fresh draws settle it. */
const ORDER_NUMBER_ATTEMPTS = 5;

export interface PlacedOrder {
  response: PlaceOrderResponse;
  /** True when an Idempotency-Key matched an order placed before. */
  replayed: boolean;
}

/** What the request says besides its body. */
export interface PlaceOrderRequestMeta {
  /** The Idempotency-Key header, already checked for its form. */
  idempotencyKey?: string;
  /** The client's address, for the per-address limit. */
  ip?: string;
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
  /** The promotions as read before the transaction (decided again on fresh rows if needed). */
  promotions: { book: PromotionBook; state: PromotionState; now: Date };
  /** The uses the order's transaction takes, one per applied promotion. */
  redemptions: Redemption[];
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

/** 409 with the server's figures when the client showed other ones. */
function assertClientFigures(price: OrderPrice, dto: PlaceOrderDto): void {
  if (matchesClientFigures(price, dto)) return;
  const details: Pick<TotalsConflictBody, 'current'> = { current: currentFigures(price, dto) };
  throw conflict('TOTALS_CHANGED', MSG.totalsChanged, details);
}

/**
 * Placing an order (`POST /api/orders`): the Idempotency-Key, the blocked phone, the abuse
 * limits, the price (pricing.ts, a pure function), the stock (catalog's SoldOutGate and
 * StockLedger) and the rows, in one transaction that only writes.
 */
@Injectable()
export class OrderPlacement {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
    private readonly ledger: StockLedger,
    private readonly gate: SoldOutGate,
    private readonly blockedPhones: BlockedPhonesService,
    private readonly limits: OrderLimits,
    private readonly reads: OrderReads,
    private readonly version: CatalogVersionService,
    private readonly events: DomainEvents,
    private readonly promotions: PromotionsService,
    private readonly redemptions: Redemptions,
  ) {}

  /**
   * Places an order. A retry with a known Idempotency-Key answers with the first order, even
   * when both run at once; the abuse limits (OrderLimits) take their points once the order
   * passed its prechecks. The key, the blocked phone and the catalog are read at once, before any
   * transaction, and every check is decided on them (a bad line, changed figures or a sold-out
   * product is answered without queueing for a row lock). The transaction then only writes:
   * the order, its lines and its first status, and last the conditional stock updates, so the
   * product's row lock is held from that update to the commit and no longer. The answer is
   * built from what was written, not read back.
   */
  async place(
    dto: PlaceOrderDto,
    { idempotencyKey, ip }: PlaceOrderRequestMeta,
  ): Promise<PlacedOrder> {
    // Too many units of one product is a 400 before anything is read (order-limits.ts).
    await this.limits.assertUnitsPerProduct(dto);
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
    const checking = settle(this.precheck(dto, phone));
    const read = unwrap(await reading);
    const replay = idempotencyKey
      ? await this.findByIdempotencyKey(idempotencyKey, dto, read.row)
      : null;
    if (replay) return { response: replay, replayed: true };
    if (!phone) throw invalidField('phone', MSG.phoneInvalid);
    if (read.also) throw phoneBlocked();
    const checked = unwrap(await checking);
    // Sold out since the read (another order here saw it): answered before the limits.
    this.gate.assertNotSoldOut(checked.quantities, checked.products, this.version.peek());
    // The abuse limits (for orders that may hold stock) and, at the same time, the counter rows
    // of the promotions' uses per phone (a row left at 0 by a refused order is harmless).
    const preparing = settle(
      this.redemptions.preparePhoneRows(this.dataSource.manager, checked.redemptions, phone),
    );
    await this.limits.admit(dto, ip);
    unwrap(await preparing);

    for (let attempt = 1; ; attempt += 1) {
      const orderNumber = generateOrderNumber();
      // Read before the transaction: a product its stock update finds sold out is remembered
      // under it (SoldOutGate.take).
      const version = await this.version.current();
      this.gate.assertNotSoldOut(checked.quantities, checked.products, version);
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
            this.gate.assertNotSoldOut(checked.quantities, checked.products, this.version.peek()),
        );
        const productIds = checked.quantities.map((q) => q.productId);
        this.events.publish(new OrderPlaced(order.id, order.orderNumber, productIds));
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
  private async precheck(dto: PlaceOrderDto, phone: string | null): Promise<Checked> {
    // The version first: products seen sold out under it need no read (SoldOutGate.checkOrder).
    const version = await this.version.current();
    // The promotions come from memory under the version: no statement without a limit in play.
    const book = await this.promotions.active();
    const [rules, products, state] = await Promise.all([
      this.settings.deliveryRules(),
      this.gate.checkOrder(this.dataSource.manager, dto.items, version),
      readPromotionState(this.dataSource.manager, toRead(book, dto.promoCode), phone),
    ]);
    return this.decide(dto, rules, products, { book, state, now: new Date() });
  }

  /** The checks on products as read; no database access (inside a transaction it holds a connection). */
  private decide(
    dto: PlaceOrderDto,
    rules: DeliveryRules,
    products: OrderableProduct[],
    promotions: Checked['promotions'],
  ): Checked {
    const { price, redemptions } = this.priced(dto, rules, products, promotions);
    assertOrderTotalFits(price);
    assertCodMax(price, rules);
    assertClientFigures(price, dto);
    const quantities = quantitiesByProduct(price.lines);
    assertAvailable(quantities, products);
    const tracked = new Set(products.filter((p) => p.variants).map((p) => p.id));
    return { rules, price, quantities, tracked, products, promotions, redemptions };
  }

  /**
   * The price, with promotions when any is defined or a code was sent (else exactly as without
   * them); a code that does not hold is a 409 with its code and message.
   */
  private priced(
    dto: PlaceOrderDto,
    rules: DeliveryRules,
    products: OrderableProduct[],
    { book, state, now }: Checked['promotions'],
  ): { price: OrderPrice; redemptions: Redemption[] } {
    if (dto.promoCode === undefined && book.automatic.length === 0) {
      return { price: priceDelivery(dto.items, products, dto.city, rules), redemptions: [] };
    }
    const lines = promotionLines(dto.items, products);
    const decided = decidePromotions(book, dto.promoCode, lines, dto.city, rules, state, now);
    if (decided instanceof PromoRefusal) throw promoConflict(decided.code, decided.missingFils);
    return {
      price: withPromotions(dto.items, products, decided.price, decided.code),
      redemptions: decided.redemptions,
    };
  }

  /**
   * The writes of placing an order, inside its transaction; returns the order as stored. The
   * stock is taken last (product rows in id order, see quantitiesByProduct).
   */
  private async placeIn(
    manager: EntityManager,
    dto: PlaceOrderDto,
    meta: OrderMeta,
    checked: Checked,
  ): Promise<Order> {
    const { price, quantities, tracked } = checked;
    const now = new Date();
    const order = orderRow(dto, meta, price, now);
    // The order row first: it names no product, so it takes no lock a concurrent order waits on.
    await insertRows(manager, OrderEntity, [order]);
    try {
      await this.gate.take(manager, quantities, now, tracked, meta.version);
    } catch (error) {
      // A deadlock or a lost connection goes up as it is (inTransaction retries a deadlock).
      if (!(error instanceof ApiError)) throw error;
      // Short now, or the catalog changed since the precheck: answer as fresh rows say
      // (unknown product, changed figures), else with the stock's own 409.
      // Only through the transaction's own connection: waiting for another one of the pool
      // while holding this one starves the pool when every connection does the same (a drop).
      this.decide(dto, meta.rules, await this.ledger.check(manager, dto.items), checked.promotions);
      throw error;
    }
    // The lines after the stock: their foreign key to the product takes a shared lock on its
    // row, which taken before the stock update would deadlock two orders of one product.
    const items = itemRows(order.id, price);
    await insertRows(manager, OrderItemEntity, items);
    const first = await recordStatus(manager, order.id, 'PENDING', now);
    // The promotions' uses last, after the stock (every transaction takes products before
    // promotions): a limited code's counter row is locked from here to the commit only.
    await this.redemptions.take(manager, order, checked.redemptions, now);
    // Its messages (events/: the outbox writes them here) commit with the order or not at all.
    const productIds = quantities.map((q) => q.productId);
    await this.events.inTransaction(
      manager,
      new OrderPlaced(order.id, order.orderNumber, productIds, orderFacts(order)),
    );
    return toOrder(order, items, [first]);
  }

  /** The first answer to this request's key, null for a new (or expired) key, 409 for another body. */
  private async findByIdempotencyKey(
    key: string,
    dto: PlaceOrderDto,
    read?: KeyRow | null,
  ): Promise<PlaceOrderResponse | null> {
    const id = await orderForIdempotencyKey(this.dataSource.manager, key, requestHash(dto), read);
    const [order] = id ? await this.reads.loadOrders(this.dataSource.manager, { id }) : [];
    return order ? { orderNumber: order.orderNumber, order } : null;
  }
}
