import type { OrderLanguage, OrderStatus, StatusReason } from '../contract';

/**
 * What happened in the shop, told to whoever listens in this process (caches today; messages,
 * promotions, staff notifications later). Each event names itself: `name` is the key it is
 * published under, the same as the class's static `event`, so publishers and listeners share
 * one spelling. Events are published after the write's transaction committed, never before:
 * a listener may read the database and see the write.
 */
export abstract class DomainEvent {
  abstract readonly name: string;
}

/**
 * A write after which cached catalog answers (lists, product pages, categories, settings,
 * storefront pages) and the sold-out hints may be stale. Its writer moved the catalog version
 * in the same transaction (`DomainEvents.recordCatalogChange`), which is how the other
 * replicas learn of it; this event is how this process does, at once.
 */
export abstract class CatalogChange extends DomainEvent {}

export type Change = 'created' | 'updated' | 'deleted';

/** A product was created, edited (stock per size and colour included) or deleted by an admin. */
export class ProductChanged extends CatalogChange {
  static readonly event = 'catalog.product-changed';
  readonly name = ProductChanged.event;
  constructor(
    readonly productId: string,
    readonly change: Change,
  ) {
    super();
  }
}

/** A category was created, renamed (its products' search text with it) or deleted. */
export class CategoryChanged extends CatalogChange {
  static readonly event = 'catalog.category-changed';
  readonly name = CategoryChanged.event;
  constructor(
    readonly categoryId: string,
    readonly change: Change,
  ) {
    super();
  }
}

/** The shop's settings were saved (public settings, delivery rules, couriers, confirmation). */
export class SettingsChanged extends CatalogChange {
  static readonly event = 'catalog.settings-changed';
  readonly name = SettingsChanged.event;
}

/**
 * Orders gave stock back to these products: cancelled (by an admin or the auto-cancel) or
 * deleted before delivery. A product seen sold out may be orderable again.
 */
export class StockReturned extends CatalogChange {
  static readonly event = 'catalog.stock-returned';
  readonly name = StockReturned.event;
  constructor(
    readonly productIds: readonly string[],
    readonly orderIds: readonly string[],
  ) {
    super();
  }
}

/** Every event after which the catalog version moved: what the caches listen to. */
export const CATALOG_CHANGES = [
  ProductChanged.event,
  CategoryChanged.event,
  SettingsChanged.event,
  StockReturned.event,
] as const;

/**
 * What an order's messages need to know of it, handed over by its writer (inside the
 * transaction nothing is read back for them).
 */
export interface OrderFacts {
  orderNumber: string;
  customerName: string;
  /** Normalised, +971XXXXXXXXX. */
  phone: string;
  email: string | null;
  totalFils: number;
  language: OrderLanguage;
  whatsappConsent: boolean;
  courier: string | null;
  /** Why the status changed (a cancellation's reason), when given. */
  reason: StatusReason | null;
}

/**
 * An order was placed (its stock taken). Orders change stock without moving the catalog
 * version: product pages read their stock on every request, lists live a second.
 */
export class OrderPlaced extends DomainEvent {
  static readonly event = 'orders.placed';
  readonly name = OrderPlaced.event;
  constructor(
    readonly orderId: string,
    readonly orderNumber: string,
    readonly productIds: readonly string[],
    /** Given when the event goes to `DomainEvents.inTransaction` (messages). */
    readonly order?: OrderFacts,
  ) {
    super();
  }
}

/** An order moved from one status to another (`by`: the admin's username, or `system`). */
export class OrderStatusChanged extends DomainEvent {
  static readonly event = 'orders.status-changed';
  readonly name = OrderStatusChanged.event;
  constructor(
    readonly orderId: string,
    readonly from: OrderStatus,
    readonly to: OrderStatus,
    readonly by: string | null,
    /** Given when the event goes to `DomainEvents.inTransaction` (messages). */
    readonly order?: OrderFacts,
  ) {
    super();
  }
}

/** An admin deleted an order (`status`: the one it had). */
export class OrderDeleted extends DomainEvent {
  static readonly event = 'orders.deleted';
  readonly name = OrderDeleted.event;
  constructor(
    readonly orderId: string,
    readonly status: OrderStatus,
  ) {
    super();
  }
}
