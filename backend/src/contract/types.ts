/**
 * Request and response shapes of the HTTP API.
 * Money is in AED numbers with at most two decimals; dates are ISO 8601 strings.
 */
import type { City, Color, OrderStatus, ProductSort, Size } from './constants';
import type { ErrorCode } from './errors';

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
  slug: string;
  name: string;
}
export interface CategoryInput {
  name: string;
  slug: string;
}

export interface Product {
  id: string;
  sku: string;
  slug: string;
  title: string;
  description: string;
  /** The category's slug. */
  category: string;
  categoryName: string;
  images: string[];
  priceAED: number;
  salePriceAED: number | null;
  featured: boolean;
  inStock: boolean;
  stockQuantity: number;
  lowStockThreshold: number;
  sizes: Size[];
  colors: Color[];
  createdAt: string;
  updatedAt: string;
}

export interface ProductInput {
  sku: string;
  slug: string;
  title: string;
  description: string;
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

export interface Settings {
  deliveryAED: number;
  brandTagline: string;
  contactEmail: string;
  whatsappNumber: string;
  instagramHandle: string;
}
/** The contact details may be left out: they then stay as they are. */
export type SettingsInput = Pick<Settings, 'deliveryAED' | 'brandTagline'> &
  Partial<Pick<Settings, 'contactEmail' | 'whatsappNumber' | 'instagramHandle'>>;

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
}
export interface LogoutResponse {
  success: true;
}
export interface MeResponse {
  user: AuthUser;
}

export interface OrderItem {
  productId: string | null;
  title: string;
  image: string;
  size: string;
  color: string | null;
  qty: number;
  priceAED: number;
  lineTotalAED: number;
}

export interface OrderStatusChange {
  status: OrderStatus;
  at: string;
}

export interface Order {
  id: string;
  orderNumber: string;
  customerName: string;
  /** Normalised, +971XXXXXXXXX. */
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
  };
}
/** Body of the 409 answered when a line asks for more than is in stock. */
export interface StockConflictBody extends ApiErrorBody {
  code: 'OUT_OF_STOCK';
  productId: string;
  available: number;
}

/** What a customer sees when tracking: no internal ids, no email, no notes. */
export interface TrackedOrder {
  orderNumber: string;
  status: OrderStatus;
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
}

export interface OrderListQuery {
  status?: OrderStatus;
  page?: number;
  limit?: number;
}
export interface OrderListResponse {
  orders: Order[];
  total: number;
}

export interface DailyStat {
  /** YYYY-MM-DD in the shop's time zone. */
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
}

export interface SystemInfo {
  platform: string;
  version: string;
  environment: string;
  database: string;
}

export interface UploadResponse {
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
