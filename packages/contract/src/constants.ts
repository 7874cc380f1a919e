/**
 * The shop's limits and option lists. Both the API and the storefront
 * import this file; never retype these values elsewhere.
 */
export const CURRENCY = 'AED';
export const PHONE_PREFIX = '+971';

export const CITIES = [
  'Dubai',
  'Abu Dhabi',
  'Sharjah',
  'Ajman',
  'Ras Al Khaimah',
  'Fujairah',
  'Umm Al Quwain',
  'Al Ain',
] as const;
export type City = (typeof CITIES)[number];

export const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export type Size = (typeof SIZES)[number];
/** The size stored on a cart or order line when the product has no sizes. */
export const NO_SIZE = 'N/A';

export const COLORS = [
  'Black',
  'White',
  'Grey',
  'Red',
  'Blue',
  'Green',
  'Yellow',
  'Purple',
  'Pink',
  'Orange',
] as const;
export type Color = (typeof COLORS)[number];

export const ORDER_STATUSES = [
  'PENDING',
  'CONFIRMED',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
  'CANCELLED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  PENDING: 'Pending',
  CONFIRMED: 'Confirmed',
  OUT_FOR_DELIVERY: 'Out for Delivery',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
};

export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc', 'name_asc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/**
 * Category slugs that get their own styling on the storefront (matched ignoring case and
 * punctuation, so a shop that still has `3D PRINTS` keeps its style).
 */
export const KNOWN_CATEGORY_SLUGS = [
  'CLOTHES',
  'HOODIES',
  '3D-PRINTS',
  'TSHIRTS',
  'ACCESSORIES',
] as const;

export const LIMITS = {
  shopPageSize: 12,
  relatedProducts: 4,
  dashboardItems: 5,
  adminPageSize: 50,
  productsMaxPageSize: 50,
  ordersMaxPageSize: 100,
  paginationButtons: 5,
  qtyMin: 1,
  qtyMax: 10,
  maxImagesPerProduct: 3,
  maxOrderLines: 50,
  defaultDeliveryAED: 20,
  defaultLowStockThreshold: 5,
  defaultTagline: 'Psycho Drip Streetwear',
  taglineMax: 100,
  taglineArMax: 100,
  customerNameMin: 2,
  customerNameMax: 100,
  addressMin: 5,
  addressMax: 200,
  notesMax: 500,
  emailMax: 254,
  descriptionMin: 10,
  descriptionMax: 5000,
  titleMax: 150,
  slugMax: 160,
  skuMax: 40,
  categoryNameMax: 60,
  /** The Arabic title, description and category name have the English fields' maximums. */
  titleArMax: 150,
  descriptionArMax: 5000,
  categoryNameArMax: 60,
  categorySlugMax: 40,
  searchMax: 100,
  maxPriceAED: 1_000_000,
  /**
   * The largest order total the shop takes (and any amount setting may name): every amount is
   * stored in fils in a 32-bit column, whose ceiling is about 21.4 million AED.
   */
  maxOrderTotalAED: 10_000_000,
  maxStock: 1_000_000,
  uploadMaxBytes: 5 * 1024 * 1024,
  toastMs: 5000,
  trackingDeliveryDays: '3-5',
  returnDays: 14,
} as const;

/** Widths of the smaller WebP variants the upload pipeline writes beside every image. */
export const IMAGE_VARIANT_WIDTHS = [480, 960] as const;
/** The stored image itself is re-encoded at most this wide. */
export const IMAGE_MAX_WIDTH = 1440;

export const SHOP_TIME_ZONE = 'Asia/Dubai';
export const APP_VERSION = 'v1.0.0';

/**
 * Image types an upload may announce (the file input's `accept`). The API checks the bytes
 * themselves whatever is announced; SVG is never accepted.
 */
export const UPLOAD_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;
