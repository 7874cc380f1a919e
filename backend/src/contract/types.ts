/**
 * Request and response shapes of the HTTP API.
 * Money is in AED numbers with at most two decimals; dates are ISO 8601 strings.
 */
import type {
  City,
  Color,
  ConfirmationSettings,
  CustomerHistory,
  ErrorCode,
  MessageChannel,
  MessageEvent,
  MessageStatus,
  MessageTemplates,
  OrderLanguage,
  OrderRates,
  OrderStatus,
  OrderTimelineKind,
  ProductSort,
  AdminProductSort,
  ProductBulkAction,
  ProductStatus,
  StockFilter,
  Permission,
  PromoErrorCode,
  PromotionKind,
  PromotionScope,
  Size,
  StaffRole,
  StatusReason,
  VariantStock,
} from '@freakdrop/contract';

export interface ApiErrorBody {
  statusCode: number;
  /** Stable: what the client branches on. */
  code: ErrorCode;
  /** For people: may be reworded at any time. */
  message: string;
  /** Field name → message, for validation errors only. */
  errors?: Record<string, string>;
}

export interface Category {
  id: string;
  /** @example HOODIES */
  slug: string;
  /** @example Hoodies */
  name: string;
  /** The Arabic name for the /ar storefront, or null: the Arabic pages then show `name`. */
  nameAr?: string | null;
}
export interface CategoryInput {
  name: string;
  slug: string;
  /** Optional; blank or null clears it. */
  nameAr?: string | null;
}

export interface Product {
  id: string;
  sku: string;
  slug: string;
  title: string;
  description: string;
  /** The Arabic title and description for the /ar storefront, or null: it then shows the English. */
  titleAr?: string | null;
  descriptionAr?: string | null;
  /** The category's slug. */
  category: string;
  categoryName: string;
  /** The category's Arabic name, or null. */
  categoryNameAr?: string | null;
  images: string[];
  priceAED: number;
  salePriceAED: number | null;
  featured: boolean;
  inStock: boolean;
  stockQuantity: number;
  lowStockThreshold: number;
  sizes: Size[];
  colors: Color[];
  /**
   * Stock per size and colour, or null when the product keeps one number. Left out of list
   * answers; every product answer carries it.
   */
  variantStock?: VariantStock[] | null;
  /**
   * `draft`: seen by staff only. Staff answers carry it; shoppers' answers (which only ever
   * hold active products) leave it out.
   */
  status?: ProductStatus;
  createdAt: string;
  updatedAt: string;
}

export interface ProductInput {
  sku: string;
  slug: string;
  title: string;
  description: string;
  /** Optional Arabic title and description; blank or null clears them. */
  titleAr?: string | null;
  descriptionAr?: string | null;
  /** A category slug. */
  category: string;
  images: string[];
  priceAED: number;
  salePriceAED?: number | null;
  featured?: boolean;
  stockQuantity: number;
  lowStockThreshold?: number;
  sizes?: Size[];
  colors?: Color[];
  /**
   * Opt-in stock per size and colour: the list turns it on (stockQuantity must then be their
   * sum), null turns it off, leaving it out keeps what the product has.
   */
  variantStock?: VariantStock[] | null;
  /** Opt-in: `draft` hides it from shoppers. New products are `active`; left out keeps it. */
  status?: ProductStatus;
}

export interface ProductListQuery {
  category?: string;
  featured?: boolean;
  search?: string;
  sort?: ProductSort;
  page?: number;
  limit?: number;
}
export interface ProductListResponse {
  products: Product[];
  total: number;
}

/** GET /api/admin/products: the staff console's list, drafts included. */
export interface AdminProductListQuery {
  category?: string;
  /** Words of the name (or description, category, SKU), as the shop's search. */
  search?: string;
  sort?: AdminProductSort;
  stock?: StockFilter;
  status?: ProductStatus;
  page?: number;
  limit?: number;
}

/**
 * POST /api/admin/products/bulk. `price`: `priceAED` sets the price, or `percent` changes the
 * price and the sale price by that much (rounded to fils). `stock`: `stockQuantity` sets it.
 */
export interface ProductBulkRequest {
  ids: string[];
  action: ProductBulkAction;
  priceAED?: number;
  percent?: number;
  stockQuantity?: number;
}
/** One product's outcome; a refusal carries the error code and message one call would get. */
export interface ProductBulkResult {
  id: string;
  ok: boolean;
  code?: ErrorCode;
  message?: string;
}
export interface ProductBulkResponse {
  results: ProductBulkResult[];
}

export interface Settings {
  deliveryAED: number;
  brandTagline: string;
  /**
   * The hero's tagline on the Arabic storefront; present only when staff gave one (without it
   * Arabic pages show the catalog's Arabic default, never the English tagline).
   */
  brandTaglineAr?: string;
  contactEmail: string;
  whatsappNumber: string;
  instagramHandle: string;
  // Delivery and cash on delivery (contract/delivery.ts): present only when not at the default.
  /** City → fee; a city not in it pays `deliveryAED`. Default: none. */
  deliveryByCityAED?: Record<string, number>;
  /** At or above this subtotal delivery is free; null (the default): never. */
  freeDeliveryFromAED?: number | null;
  /** Added to every order. Default 0. */
  codFeeAED?: number;
  /** Orders with a larger total are refused; null (the default): no maximum. */
  codMaxOrderAED?: number | null;
  /** Present (true) only when the shop is VAT-registered: the storefront says "Prices include VAT". */
  pricesIncludeVat?: true;
}
/**
 * The contact details and the Arabic tagline may be left out: they then stay as they are (a
 * blank or null Arabic tagline clears it).
 */
export type SettingsInput = Pick<Settings, 'deliveryAED' | 'brandTagline'> & {
  brandTaglineAr?: string | null;
} & Partial<Pick<Settings, 'contactEmail' | 'whatsappNumber' | 'instagramHandle'>> &
  Partial<ConfirmationSettings> &
  Partial<Pick<AdminSettings, DeliverySettingKey | 'couriers' | 'requireTwoFactorForOwners'>> & {
    /**
     * Only the templates named change; an empty text goes back to the default. Each ≤ 1,000
     * characters, only the known placeholders.
     */
    messageTemplates?: MessageTemplatesInput;
  };
/** Per event, per language: the new text (empty: the default). */
export type MessageTemplatesInput = Partial<
  Record<MessageEvent, Partial<Record<OrderLanguage, string>>>
>;

export interface AuthUser {
  id: string;
  username: string;
  /** Only present (true) while the admin still signs in with a password the shop generated. */
  mustChangePassword?: true;
}
export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}
export interface LoginRequest {
  /** Carries the username. */
  email: string;
  password: string;
}
export interface LoginResponse {
  success: true;
  user: AuthUser;
  /**
   * Only present (true) when the shop requires owners to use two-step sign-in and this owner
   * has not enrolled: the session may only enrol (`/api/admin/me/two-factor`) until confirmed.
   */
  twoFactorEnrolmentRequired?: true;
}
/**
 * The password was right and the account uses two-step sign-in: no session yet, the code goes
 * to `POST /api/auth/two-factor` within a few minutes.
 */
export interface TwoFactorRequiredResponse {
  twoFactorRequired: true;
}
export interface TwoFactorCodeRequest {
  /** The authenticator's 6 digits, or one of the recovery codes. */
  code: string;
}
export interface TwoFactorSetupResponse {
  /** `otpauth://totp/...`: what the QR code holds, for apps that take it typed. */
  otpauthUrl: string;
  /** The same URL as a QR code (an SVG document). */
  qrSvg: string;
}
export interface TwoFactorStatus {
  enabled: boolean;
  /** Unused recovery codes left (0 when off). */
  recoveryCodesLeft: number;
}
export interface TwoFactorEnabledResponse {
  /** Each works once in place of a code; shown only now (the shop keeps only their hashes). */
  recoveryCodes: string[];
}
export interface LogoutResponse {
  success: true;
}
export interface MeResponse {
  user: AuthUser;
}

export interface OrderItem {
  /** null once the product is deleted. */
  productId: string | null;
  title: string;
  /** Tracking only: the product's Arabic title now, or null (the line keeps `title`). */
  titleAr?: string | null;
  image: string;
  /** 'N/A' when the product has no sizes. */
  size: string;
  color: string | null;
  qty: number;
  priceAED: number;
  lineTotalAED: number;
}

export interface OrderStatusChange {
  status: OrderStatus;
  at: string;
  /** Admin answers (null when none given) and tracking; not in the checkout's answer. */
  reason?: StatusReason | null;
  /** Admin answers only. */
  note?: string | null;
  /** Admin answers only: the admin's username, or `system`. */
  by?: string | null;
}

export interface Order {
  id: string;
  /** @example FD-7K3M-9Q2X */
  orderNumber: string;
  customerName: string;
  /**
   * Normalised, +971XXXXXXXXX.
   * @example +971501234567
   */
  phone: string;
  email: string | null;
  city: City;
  addressLine1: string;
  addressLine2: string | null;
  notes: string | null;
  items: OrderItem[];
  subtotalAED: number;
  deliveryAED: number;
  totalAED: number;
  status: OrderStatus;
  statusHistory: OrderStatusChange[];
  createdAt: string;
  updatedAt: string;
  /** GET /api/admin/orders/:id only: every order placed with this phone. */
  customer?: CustomerHistory;
  /** The cash-on-delivery fee (contract/delivery.ts); 0 unless the shop charges one. */
  codFeeAED: number;
  /** Who took it out for delivery; null when nobody was named. */
  courier: string | null;
  /** When its cash was handed over (a remittance); it can no longer change. */
  remittedAt: string | null;
  /** Off the goods by promotions (contract/promotions.ts); 0 when none applied. */
  discountAED: number;
  /** The discount code used (upper-cased), or null. */
  promoCode: string | null;
  /** The promotions that applied, automatic offer first; empty when none. */
  promotions: AppliedPromotion[];
  /**
   * Admin answers only: the language the order was placed in (its customer's messages are in
   * it); `en` for an order whose checkout did not say.
   */
  language?: OrderLanguage;
  /** Admin answers only: the customer agreed to order updates on WhatsApp. */
  whatsappConsent?: boolean;
}

/** A promotion applied to an order or a cart. */
export interface AppliedPromotion {
  /** null: an automatic offer. */
  code: string | null;
  kind: PromotionKind;
  /** Off the goods; 0 for free delivery. */
  discountAED: number;
  /** This promotion made the delivery fee 0. */
  freeDelivery: boolean;
}

/** An internal note on an order: staff only, never shown to the customer. */
export interface OrderNote {
  id: string;
  /** 1 to 1,000 characters, trimmed. */
  text: string;
  /** The author's username. */
  by: string | null;
  at: string;
}
export interface OrderNoteRequest {
  /** 1 to 1,000 characters once trimmed. */
  text: string;
}

/**
 * One entry of an order's timeline, told apart by `kind`: `status` (a status change: `status`,
 * `reason`, and its note in `text`) or `note` (an internal note: `text`). Fields that do not
 * belong to the kind are left out; a later kind adds its own.
 */
export interface OrderTimelineEntry {
  kind: OrderTimelineKind;
  /** The status change's or the note's id. */
  id: string;
  at: string;
  /** Who: a username, `system`, or null when it was not kept. */
  by: string | null;
  /** `status` only: the status set. */
  status?: OrderStatus;
  /** `status` only: why, or null. */
  reason?: StatusReason | null;
  /** The note's text; for a status change its note, or null. */
  text?: string | null;
}

/** The order page's answer: the order and its timeline, oldest entry first. */
export interface OrderWithTimeline extends Order {
  timeline: OrderTimelineEntry[];
}

export interface PlaceOrderItem {
  productId: string;
  size: string;
  color?: string | null;
  qty: number;
  /** A cart line may carry these for display; the server ignores them (it prices itself). */
  title?: string;
  priceAED?: number;
  image?: string;
  slug?: string;
}
export interface PlaceOrderRequest {
  customerName: string;
  phone: string;
  email?: string;
  city: City;
  addressLine1: string;
  addressLine2?: string;
  notes?: string;
  items: PlaceOrderItem[];
  subtotalAED: number;
  deliveryAED: number;
  totalAED: number;
  /** The cash-on-delivery fee the checkout showed; when sent, it must be the server's. */
  codFeeAED?: number;
  /**
   * A discount code (case-insensitive). One that no longer holds is a 409 with its PROMO_* code
   * and message; nothing is stored.
   */
  promoCode?: string;
  /** The discount the checkout showed; when sent, it must be the server's. */
  discountAED?: number;
  /** The language of the checkout: the customer's messages are in it. Default `en`. */
  language?: OrderLanguage;
  /**
   * "Send me updates about this order on WhatsApp" (the checkout's box, ticked by default, sends
   * `true`). Left out: no consent, so only email is used (a client that does not show the box
   * never signs its customer up).
   */
  whatsappConsent?: boolean;
}
export interface PlaceOrderResponse {
  orderNumber: string;
  order: Order;
}

/** A line of the server's figures: its price now and how many are left. */
export interface TotalsConflictLine {
  productId: string;
  size: string;
  color?: string | null;
  qty: number;
  title: string;
  priceAED: number;
  /** Units in stock now. */
  available: number;
}
/** Body of the 409 answered when the client's figures differ from the server's. */
export interface TotalsConflictBody extends ApiErrorBody {
  code: 'TOTALS_CHANGED';
  current: {
    items: TotalsConflictLine[];
    subtotalAED: number;
    deliveryAED: number;
    totalAED: number;
    /** Present when the shop charges a cash-on-delivery fee (or the client sent one). */
    codFeeAED?: number;
    /** Present when a promotion applies (or the client sent a code or a discount). */
    discountAED?: number;
    /** Present with `discountAED`: the promotions that apply now, automatic offer first. */
    promotions?: AppliedPromotion[];
  };
}
/** Body of the 409 answered when a line asks for more than is in stock. */
export interface StockConflictBody extends ApiErrorBody {
  code: 'OUT_OF_STOCK';
  productId: string;
  available: number;
  /** With stock per size and colour: the variant that is short (`available` is its stock). */
  size?: string;
  color?: string | null;
}

/** What a customer sees when tracking: no internal ids, no email, no notes. */
export interface TrackedOrder {
  /** @example FD-7K3M-9Q2X */
  orderNumber: string;
  status: OrderStatus;
  /** @example Out for Delivery */
  statusLabel: string;
  customerName: string;
  phone: string;
  city: City;
  addressLine1: string;
  addressLine2: string | null;
  items: OrderItem[];
  subtotalAED: number;
  deliveryAED: number;
  totalAED: number;
  statusHistory: OrderStatusChange[];
  createdAt: string;
  updatedAt: string;
  codFeeAED: number;
  /** Off the goods by promotions; 0 when none applied. */
  discountAED: number;
  /** The discount code used, or null. */
  promoCode: string | null;
  /** The promotions that applied, automatic offer first; empty when none. */
  promotions: AppliedPromotion[];
}

export interface OrderListQuery {
  /** One status or several: in a query string repeated (`status=A&status=B`) or comma-separated. */
  status?: OrderStatus[];
  /** Any form the checkout accepts; compared normalised. */
  phone?: string;
  /**
   * An order number (whole or a part), a phone in any form people type (whole: that
   * customer's orders; a part: matched in the local form `05…`), or a part of the
   * customer's name; case-insensitive.
   */
  q?: string;
  /** `YYYY-MM-DD` in the shop's time zone (Asia/Dubai), inclusive. */
  from?: string;
  to?: string;
  /** One city or several (repeated or comma-separated). */
  city?: City[];
  /** One courier or several (repeated or comma-separated). */
  courier?: string[];
  /** Order ids (repeated or comma-separated, at most 500): the selection to print or export. */
  ids?: string[];
  /** `oldest` first (the confirmation queue); `total`: the largest first; newest first by default. */
  sort?: 'newest' | 'oldest' | 'total';
  /** `true`: each order carries its customer's history (`customer`). */
  withCustomer?: boolean;
  page?: number;
  limit?: number;
}
export interface OrderListResponse {
  orders: Order[];
  total: number;
}

// Discount codes and automatic offers (contract/promotions.ts).

/** A promotion as staff define it (`/api/admin/promotions`). Dates are ISO; the console shows Dubai time. */
export interface Promotion {
  id: string;
  /** Upper-cased, 3-32 of A-Z 0-9 - _; null: an automatic offer (applies without a code). */
  code: string | null;
  kind: PromotionKind;
  /** Percent (1-90) for `percent`, AED for `fixed`; 0 for `freeDelivery`. */
  value: number;
  appliesTo: PromotionScope;
  /** Compared with the subtotal before discount; null: none. */
  minSubtotalAED: number | null;
  startsAt: string | null;
  endsAt: string | null;
  /** Orders that may use it in all; null: no limit. */
  maxRedemptions: number | null;
  /** Orders one phone may place with it; null: no limit. */
  maxPerPhone: number | null;
  /** Only for a phone without an earlier order that was not cancelled. */
  firstOrderOnly: boolean;
  /** Lines at a sale price get no discount. */
  excludeSaleItems: boolean;
  /** A code that applies together with the best automatic offer instead of replacing it. */
  combinable: boolean;
  active: boolean;
  createdAt: string;
  updatedAt: string;
}
/** `POST /api/admin/promotions` (all required but `code`) and `PATCH` (all optional). */
export interface PromotionInput {
  code?: string | null;
  kind: PromotionKind;
  value?: number;
  appliesTo?: PromotionScope;
  minSubtotalAED?: number | null;
  startsAt?: string | null;
  endsAt?: string | null;
  maxRedemptions?: number | null;
  maxPerPhone?: number | null;
  firstOrderOnly?: boolean;
  excludeSaleItems?: boolean;
  combinable?: boolean;
  active?: boolean;
}
/** A promotion with what it did: orders holding a redemption now (cancelled ones gave theirs back). */
export interface PromotionListItem extends Promotion {
  redemptions: number;
  /** The discounts of those orders. */
  discountGivenAED: number;
  /** The totals of those orders. */
  revenueAED: number;
}
export interface PromotionListResponse {
  promotions: PromotionListItem[];
}
/** `POST /api/promotions/check`: the checkout's cart, and the phone when typed. */
export interface PromotionCheckRequest {
  code: string;
  items: PlaceOrderItem[];
  city: City;
  phone?: string;
}
/** The cart's figures with the code (and the automatic offer when the code combines with it). */
export interface PromotionCheckResponse {
  valid: true;
  /** Upper-cased. */
  code: string;
  /** Every discount together. */
  discountAED: number;
  freeDelivery: boolean;
  subtotalAED: number;
  deliveryAED: number;
  codFeeAED: number;
  totalAED: number;
  promotions: AppliedPromotion[];
}
/** An automatic offer as the storefront shows it (`GET /api/promotions/offers`). */
export interface PublicOffer {
  id: string;
  kind: PromotionKind;
  value: number;
  appliesTo: PromotionScope;
  minSubtotalAED: number | null;
  excludeSaleItems: boolean;
  endsAt: string | null;
}
export interface PublicOfferList {
  offers: PublicOffer[];
}
/** 400 (check) or 409 (placing an order): a code that does not hold. */
export interface PromoErrorBody extends ApiErrorBody {
  code: PromoErrorCode;
  /** PROMO_MINIMUM only: how much more the cart needs. */
  missingAED?: number;
}

/** The list's filters that select the orders of a bulk action (no paging, no sort; a phone goes in `q`). */
export type OrderFilter = Omit<
  OrderListQuery,
  'page' | 'limit' | 'sort' | 'withCustomer' | 'phone'
>;

/**
 * `POST /api/admin/orders/bulk`: the orders (`ids`, or every order matching `filter`, at most
 * 500 either way) and what to do with each, in its own transaction.
 */
export interface BulkOrderRequest {
  ids?: string[];
  filter?: OrderFilter;
  action: 'status' | 'courier';
  /** `status`: the new status, with the same reason, note and courier as one order's change. */
  status?: OrderStatus;
  reason?: StatusReason;
  note?: string;
  /** `courier`: the courier to assign (one of the settings'); `status`: optional, as one by one. */
  courier?: string;
}
export interface BulkOrderResult {
  id: string;
  /** null when no order has this id. */
  orderNumber: string | null;
  ok: boolean;
  /** Why it was refused: the code and message one order's change would have answered. */
  code?: ErrorCode;
  message?: string;
}
export interface BulkOrderResponse {
  results: BulkOrderResult[];
}

export interface DailyStat {
  /** A calendar day, `YYYY-MM-DD`, in the shop's time zone (orders are counted on the day placed). */
  date: string;
  orders: number;
  revenueAED: number;
}
export interface AdminStats {
  counts: Record<OrderStatus | 'all', number>;
  /** Sum of totals of DELIVERED orders: cash actually collected. */
  revenueAED: number;
  /** Sum of totals of orders neither delivered nor cancelled. */
  openValueAED: number;
  recentOrders: Order[];
  lowStockProducts: Product[];
  daily: DailyStat[];
  /** Over orders placed in the last 30 days. */
  rates: OrderRates;
}

export interface SystemInfo {
  platform: string;
  version: string;
  environment: string;
  database: string;
  /** The message channels and whether each is configured (never a secret). */
  channels?: MessageChannelsInfo;
}

/** Whether a message channel is configured (environment variables; never their values). */
export interface MessageChannelInfo {
  configured: boolean;
  /** Email: the sender address (MAIL_FROM) when configured; WhatsApp: null. */
  from: string | null;
}
export interface MessageChannelsInfo {
  email: MessageChannelInfo;
  whatsapp: MessageChannelInfo & {
    /** The webhook can check signatures (WHATSAPP_APP_SECRET) and answer its challenge. */
    webhook: boolean;
  };
}

export interface UploadResponse {
  /** @example /uploads/0123456789abcdef0123456789abcdef.webp */
  url: string;
}
export interface UploadUrlRequest {
  filename: string;
  contentType: string;
}
export interface UploadUrlResponse {
  uploadURL: string;
}
export interface UploadConfirmRequest {
  imageURL: string;
}

export interface HealthResponse {
  status: 'ok' | 'error';
  database: 'up' | 'down';
}

/** `GET /api/health/live`: the process answers (restart it when this fails). */
export interface LivenessResponse {
  status: 'ok';
}

/**
 * `GET /api/health/ready`: 200 when this replica should get traffic (database reachable,
 * migrations applied, not shutting down), else 503 with what is wrong.
 */
export interface ReadinessResponse {
  status: 'ok' | 'error';
  database: 'up' | 'down';
  migrations: 'applied' | 'pending';
  draining: boolean;
}

// Delivery fees per city, cash on delivery and the couriers' cash (contract/delivery.ts).

type DeliverySettingKey =
  'deliveryByCityAED' | 'freeDeliveryFromAED' | 'codFeeAED' | 'codMaxOrderAED';

/** Every setting, as the admin console reads and saves them (`GET /api/admin/settings`). */
export interface AdminSettings extends Omit<Settings, 'brandTaglineAr'>, ConfirmationSettings {
  /** null: none (the Arabic storefront shows its default tagline). */
  brandTaglineAr: string | null;
  /** Owners must enrol in two-step sign-in at their next sign-in. Default false. */
  requireTwoFactorForOwners: boolean;
  deliveryByCityAED: Record<string, number>;
  freeDeliveryFromAED: number | null;
  codFeeAED: number;
  codMaxOrderAED: number | null;
  /** Names staff pick when an order goes out for delivery; never public. */
  couriers: string[];
  /**
   * The texts of the messages to customers and staff, per event and language, with the
   * defaults filled in (placeholders {number} {name} {total} {trackingUrl} {courier} {reason}).
   */
  messageTemplates: MessageTemplates;
}

/** Body of the 409 answered when an order's total is above the largest order paid in cash. */
export interface CodLimitBody extends ApiErrorBody {
  code: 'COD_LIMIT_EXCEEDED';
  codMaxOrderAED: number;
  totalAED: number;
}

export interface CourierCash {
  /** null: delivered orders nobody was named for. */
  courier: string | null;
  deliveredOrders: number;
  collectedAED: number;
  remittedAED: number;
  outstandingAED: number;
  /** Delivered orders whose cash is still with the courier. */
  outstandingOrders: number;
}
/** `GET /api/admin/cash`: the cash of DELIVERED orders, collected and handed over. */
export interface CashLedger {
  /** Totals of DELIVERED orders. */
  collectedAED: number;
  remittedAED: number;
  outstandingAED: number;
  couriers: CourierCash[];
}

/**
 * Either `orderIds` (at most DELIVERY_LIMITS.remittanceOrdersMax), or `allOutstanding`: every
 * delivered, unremitted order of the courier, resolved by the server, as long as they are still
 * the `orders` and `amountAED` staff saw (else 409 with the current figures).
 */
export interface RemittanceRequest {
  courier: string;
  orderIds?: string[];
  allOutstanding?: OutstandingFigures;
  note?: string;
}
/** What a courier still holds: the count and total of their delivered, unremitted orders. */
export interface OutstandingFigures {
  orders: number;
  amountAED: number;
}
/** `GET /api/admin/cash/outstanding?courier&q&page&limit`: q finds order numbers. */
export interface OutstandingOrdersQuery {
  courier: string;
  q?: string;
  page?: number;
  limit?: number;
}
export interface OutstandingOrder {
  id: string;
  orderNumber: string;
  createdAt: string;
  totalAED: number;
}
/** One page of a courier's outstanding orders, oldest first; `total` counts those matching q. */
export interface OutstandingOrdersResponse {
  courier: string;
  orders: OutstandingOrder[];
  /** Orders matching q. */
  total: number;
  /** All of the courier's outstanding orders, whatever q. */
  outstanding: OutstandingFigures;
}
/** 409 OUTSTANDING_CHANGED: the courier's outstanding orders are no longer what staff saw. */
export interface OutstandingChangedBody extends ApiErrorBody {
  code: 'OUTSTANDING_CHANGED';
  outstanding: OutstandingFigures;
}
export interface Remittance {
  id: string;
  courier: string;
  /** The orders' totals, computed by the server. */
  amountAED: number;
  orderIds: string[];
  note: string | null;
  /** The username of who recorded it. */
  by: string;
  createdAt: string;
}
export interface RemittanceListResponse {
  remittances: Remittance[];
}

/** `GET /api/admin/me`: the signed-in staff member and what their role may do. */
export interface AdminMe {
  id: string;
  /** @example admin */
  username: string;
  /** @example Sara */
  displayName: string;
  role: StaffRole;
  /** The permissions of the role, in contract/staff.ts's order. */
  permissions: Permission[];
  /** Two-step sign-in is on for this account. */
  twoFactor: boolean;
  /** Where this account's new-order alerts go (null: none). */
  email: string | null;
  /** Normalised, +971XXXXXXXXX; null: none. */
  whatsapp: string | null;
  /** Send this account an alert (email and/or WhatsApp) for every new order. */
  newOrderAlerts: boolean;
}
/**
 * `PATCH /api/admin/me`: one's own alert details; fields left out stay as they are, null or
 * an empty text clears one.
 */
export interface UpdateProfileRequest {
  email?: string | null;
  /** Any form the checkout accepts; stored normalised. */
  whatsapp?: string | null;
  newOrderAlerts?: boolean;
}

/** A staff account as the owner's Staff screen shows it. */
export interface StaffMember {
  id: string;
  /** @example sara */
  username: string;
  /** @example Sara */
  displayName: string;
  role: StaffRole;
  /** A disabled account cannot sign in; its sessions ended when it was disabled. */
  disabled: boolean;
  twoFactor: boolean;
  createdAt: string;
  /** The account's new-order alerts: on, and where to (email and WhatsApp, null: none). */
  newOrderAlerts: boolean;
  email: string | null;
  whatsapp: string | null;
}
export interface StaffList {
  staff: StaffMember[];
}
/** `POST /api/admin/staff`. */
export interface CreateStaffRequest {
  username: string;
  /** The account's username when left out. */
  displayName?: string;
  role: StaffRole;
  password: string;
}
/** `PATCH /api/admin/staff/:id`: a changed role or disabling ends the account's sessions. */
export interface UpdateStaffRequest {
  displayName?: string;
  role?: StaffRole;
  disabled?: boolean;
}
/** `POST /api/admin/staff/:id/password`: ends the account's sessions. */
export interface SetStaffPasswordRequest {
  password: string;
}

/** One signed-in session of the caller's account. */
export interface AdminSession {
  /** Not the session's cookie: a digest of it, enough to end the session. */
  id: string;
  /** When it signed in; null for a session older than this record. */
  createdAt: string | null;
  lastSeenAt: string;
  /** The address it signed in from, or null. */
  ip: string | null;
  /** The browser's User-Agent at sign-in, or null. */
  browser: string | null;
  /** The session of this request. */
  current: boolean;
}
export interface AdminSessionList {
  sessions: AdminSession[];
}
/** `DELETE /api/admin/me/sessions`: how many other sessions ended. */
export interface EndedSessions {
  ended: number;
}

/**
 * A field's value before and after a change, `[before, after]` (null: it did not exist), as
 * text: text as it is, anything else as its JSON (`"8000"`, `"true"`, `"[\"M\"]"`).
 */
export type ActivityChanges = Record<string, Array<string | null>>;

/** One line of the activity log: who did what to which record, from where. */
export interface ActivityEntry {
  id: string;
  at: string;
  /** Null for a failed sign-in with an unknown username. */
  actor: { id: string | null; username: string | null };
  /** e.g. `create`, `update`, `delete`, `status`, `sign-in`, `sign-in-failed`. */
  action: string;
  /** e.g. `product`, `category`, `settings`, `order`, `blocked-phone`, `remittance`, `account`. */
  entity: string;
  entityId: string | null;
  changes: ActivityChanges;
  ip: string | null;
}
export interface ActivityListResponse {
  entries: ActivityEntry[];
  total: number;
}
export interface ActivityListQuery {
  /** A username or an account id. */
  actor?: string;
  entity?: string;
  entityId?: string;
  /** ISO date or date-time, inclusive. */
  from?: string;
  /** ISO date or date-time; a bare date includes that whole day (UTC). */
  to?: string;
  page?: number;
  limit?: number;
}

/** One message to a customer or a staff member, as the Messages screen lists it. */
export interface OutboxMessage {
  id: string;
  status: MessageStatus;
  channel: MessageChannel;
  event: MessageEvent;
  /** null once the order is deleted, and for nothing else. */
  orderId: string | null;
  /** @example FD-7K3M-9Q2X */
  orderNumber: string;
  /** To a customer or to a staff account (a new-order alert). */
  audience: 'customer' | 'staff';
  /**
   * A phone (+971…) or an email. Masked (`+97150*****67`, `s***@example.com`) for a role
   * without the `messages` permission.
   */
  recipient: string;
  language: OrderLanguage;
  /** Sending attempts so far (at most 8). */
  tries: number;
  /** Why the last try failed, or why the message was skipped; null otherwise. */
  lastError: string | null;
  /** The provider's id (WhatsApp message id, SMTP Message-ID) once accepted. */
  providerMessageId: string | null;
  createdAt: string;
  /** When the next try is due (queued only), else null. */
  nextTryAt: string | null;
  sentAt: string | null;
  deliveredAt: string | null;
  readAt: string | null;
  failedAt: string | null;
}
/** `GET /api/admin/messages`: newest first. */
export interface MessageListQuery {
  status?: MessageStatus;
  channel?: MessageChannel;
  /** An order number (dashes optional) or an order id. */
  order?: string;
  /** ISO date or date-time, inclusive (created at). */
  from?: string;
  /** ISO date or date-time; a bare date includes that whole day (UTC). */
  to?: string;
  page?: number;
  limit?: number;
}
export interface MessageListResponse {
  messages: OutboxMessage[];
  total: number;
}
/** `GET /api/admin/orders/:id/messages`: the order's messages, oldest first. */
export interface OrderMessagesResponse {
  messages: OutboxMessage[];
}
