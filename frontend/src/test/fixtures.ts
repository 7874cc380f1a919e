/** Products, cart and order lines the tests share; each test spreads in what it changes. */
import { PERMISSIONS, permissionsOf } from '@freakdrop/contract';
import type {
  AdminMe,
  CustomerHistory,
  Order,
  OrderItem,
  OrderTimelineEntry,
  Product,
  Settings,
  TrackedOrder,
} from '../api/types';
import type { CartItem } from '../app/cart';

export const SLIME_HOODIE: CartItem = {
  productId: 'p-hoodie',
  title: 'Slime Hoodie',
  priceAED: 199,
  size: 'M',
  color: 'Green',
  qty: 1,
  image: '',
  slug: 'slime-hoodie',
};

export const GOO_CHARM: CartItem = {
  productId: 'p-charm',
  title: 'Goo Charm',
  priceAED: 39,
  size: 'N/A',
  qty: 1,
  image: '',
  slug: 'goo-charm',
};

/** Two hoodies at AED 199 on an order. */
export const ORDER_LINE: OrderItem = {
  productId: 'p1',
  title: 'Slime Hoodie',
  image: '',
  size: 'M',
  color: 'Green',
  qty: 2,
  priceAED: 199,
  lineTotalAED: 398,
};

/** An order as tracking answers it: two hoodies to Dubai, out for delivery. */
export const TRACKED_ORDER: TrackedOrder = {
  orderNumber: 'FD-7K3M-9Q2X',
  status: 'OUT_FOR_DELIVERY',
  statusLabel: 'Out for Delivery',
  customerName: 'Zara Slime',
  phone: '+971501234567',
  city: 'Dubai',
  addressLine1: 'Villa 13, Al Wasl Road',
  addressLine2: null,
  items: [ORDER_LINE],
  subtotalAED: 398,
  deliveryAED: 20,
  totalAED: 418,
  statusHistory: [],
  createdAt: '2026-11-21T08:30:00.000Z',
  updatedAt: '2026-11-21T08:30:00.000Z',
  codFeeAED: 0,
  discountAED: 0,
  promoCode: null,
  promotions: [],
};

/** A hoodie in stock, named after its slug. */
export function aProduct(slug: string, changes: Partial<Product> = {}): Product {
  return {
    id: `id-${slug}`,
    sku: `FD-X-${slug}`,
    slug,
    title: slug,
    description: 'A product for the tests.',
    category: 'HOODIES',
    categoryName: 'Hoodies',
    images: [],
    priceAED: 100,
    salePriceAED: null,
    featured: false,
    inStock: true,
    stockQuantity: 3,
    lowStockThreshold: 5,
    sizes: [],
    colors: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...changes,
  };
}

/** The shop's public settings: AED 20 delivery everywhere, no delivery or cash rules. */
export const SHOP_SETTINGS: Settings = {
  deliveryAED: 20,
  brandTagline: 'Psycho Drip Streetwear',
  contactEmail: 'hello@freakdrop.ae',
  whatsappNumber: '+971501234567',
  instagramHandle: '@freakdrop.ae',
};

/** A black hoodie in M and L that can keep stock per size and colour: 5 in stock in all. */
export const DRIP_HOODIE: Product = {
  id: 'p1',
  sku: 'FD-HOO-DRI-001',
  slug: 'drip-hoodie',
  title: 'Drip Hoodie',
  description: 'A hoodie sold out size by size.',
  category: 'HOODIES',
  categoryName: 'Hoodies',
  images: ['/uploads/0123456789abcdef0123456789abcdef.webp'],
  priceAED: 200,
  salePriceAED: null,
  featured: false,
  inStock: true,
  stockQuantity: 5,
  lowStockThreshold: 5,
  sizes: ['M', 'L'],
  colors: ['Black'],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** A pending cash-on-delivery order for AED 418 in Dubai, placed 20 Nov 2025 at noon Dubai time. */
export function anOrder(changes: Partial<Order> = {}): Order {
  return {
    id: 'o1',
    orderNumber: 'FD-7K3M-9Q2X',
    customerName: 'Aisha Khan',
    phone: '+971501234567',
    email: null,
    city: 'Dubai',
    addressLine1: 'Villa 3, Street 12',
    addressLine2: null,
    notes: null,
    items: [],
    subtotalAED: 398,
    deliveryAED: 20,
    totalAED: 418,
    codFeeAED: 0,
    courier: null,
    remittedAt: null,
    discountAED: 0,
    promoCode: null,
    promotions: [],
    status: 'PENDING',
    statusHistory: [{ status: 'PENDING', at: '2025-11-20T08:00:00.000Z' }],
    createdAt: '2025-11-20T08:00:00.000Z',
    updatedAt: '2025-11-20T08:00:00.000Z',
    ...changes,
  };
}

/** The timeline's first entry of anOrder(): placed (pending), by the shopper (no `by`). */
export const PLACED_ENTRY: OrderTimelineEntry = {
  kind: 'status',
  id: 's1',
  at: '2025-11-20T08:00:00.000Z',
  by: null,
  status: 'PENDING',
  reason: null,
  text: null,
};

/** The record of a customer who is not blocked: orders placed, delivered, cancelled, refused. */
export function customerRecord(
  orderCount: number,
  deliveredCount: number,
  cancelledCount: number,
  refusedCount: number,
): CustomerHistory {
  return { orderCount, deliveredCount, cancelledCount, refusedCount, blocked: false };
}

/** `GET /api/admin/me` of the shop's owner: every permission. */
export const OWNER_ME: AdminMe = {
  id: 'u1',
  username: 'admin',
  displayName: 'admin',
  role: 'owner',
  permissions: [...PERMISSIONS],
  twoFactor: false,
  email: null,
  whatsapp: null,
  newOrderAlerts: false,
};

/** `GET /api/admin/me` of a confirmation agent. */
export const AGENT_ME: AdminMe = {
  id: 'u2',
  username: 'sara',
  displayName: 'Sara',
  role: 'agent',
  permissions: permissionsOf('agent'),
  twoFactor: false,
  email: null,
  whatsapp: null,
  newOrderAlerts: false,
};
