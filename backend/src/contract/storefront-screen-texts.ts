/**
 * The words of each lazily loaded storefront screen, one object per screen, kept apart from the
 * frame's words (storefront-texts.ts) so the first download does not carry them.
 */
import { LIMITS } from './constants';

/** /shop (spec §2). */
export const SHOP_TEXT = {
  shopDescription:
    'Hoodies, tees, accessories and 3D prints with a psychedelic horror-toon twist. Cash on delivery across the UAE.',
  // shop (spec §2)
  searchLabel: 'Search products',
  searchPlaceholder: 'Search products...',
  categoryLabel: 'Category',
  allCategories: 'All Categories',
  sortLabel: 'Sort by',
  removeFilter: (label: string) => `Remove filter ${label}`,
  searchChip: (text: string) => `Search: ${text}`,
  featuredChip: 'Featured',
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} products`,
  noProducts: 'No products found',
  noProductsHint: 'Try adjusting your search or filters',
  comingSoon: 'Products coming soon!',
  clearFilters: 'Clear Filters',
  pagination: 'Pagination',
  previousPage: 'Previous',
  nextPage: 'Next',
  goToPage: (page: number) => `Page ${page}`,
} as const;

/** /product/{slug} (spec §2, §4, §5). */
export const PRODUCT_TEXT = {
  // product (spec §2, §4, §5)
  breadcrumb: 'Breadcrumb',
  save: (percent: number) => `Save ${percent}%`,
  selectSize: 'Select Size',
  selectColor: 'Select Colour',
  addToCart: 'Add to Cart',
  checkingStock: 'Checking Stock',
  addingToCart: 'Adding to Cart',
  outOfStockButton: 'Out of Stock',
  addedTitle: 'Added to cart!',
  addedBody: (title: string, qty: number) => `${qty} × ${title}`,
  notEnoughStockTitle: 'Not enough stock',
  lineLimitTitle: 'Limit reached',
  lineLimitBody: (inCart: number) =>
    `You already have ${inCart} in your cart. At most ${LIMITS.qtyMax} of one item per order.`,
  codTitle: 'Cash On Delivery',
  codBody: 'Pay in AED when your order arrives. Delivery in 3-5 business days across the UAE.',
  relatedTitle: 'You Might Also Like',
  imageOf: (title: string, n: number) => `${title}, picture ${n}`,
  showImage: (n: number) => `Show picture ${n}`,
  description: 'Description',
} as const;

/** /checkout (spec §2, §5). */
export const CHECKOUT_TEXT = {
  // checkout (spec §5)
  checkoutTitle: 'Checkout',
  deliveryDetails: 'Delivery Details',
  fullName: 'Full Name',
  emailOptional: 'Email (optional)',
  city: 'City',
  selectCity: 'Select a city',
  addressLine1: 'Address',
  addressLine1Hint: 'Building, street, area',
  addressLine2: 'Address line 2 (optional)',
  notes: 'Order notes (optional)',
  orderSummary: 'Order Summary',
  placeOrder: 'Place Order',
  placingOrder: 'Placing Order...',
  codCheckoutNote: 'Cash on Delivery: please have the exact amount in AED ready.',
  changesTitle: 'Your order was updated',
  priceChanged: (title: string, from: string, to: string) => `${title}: price ${from} → ${to}`,
  qtyReduced: (title: string, from: number, to: number) =>
    `${title}: quantity ${from} → ${to} (only ${to} left)`,
  itemRemoved: (title: string) => `${title}: sold out, removed from your cart`,
  deliveryChanged: (from: string, to: string) => `Delivery fee: ${from} → ${to}`,
  reviewAndPlace: 'Check the new total, then place your order again.',
  orderPlacedTitle: 'Order Placed!',
  orderPlacedBody: 'Thank you! We will call you to confirm before delivery.',
  orderTotalCod: (total: string) => `Pay ${total} in cash on delivery.`,
  whatsappSupport: 'WhatsApp Support',
  whatsappMessage: (orderNumber: string) =>
    `Hi FreakDrop! I have a question about my order ${orderNumber}.`,
  trackThisOrder: 'Track This Order',
  backToHome: 'Back to Home',
} as const;

/** /track-order (spec §2). */
export const TRACK_TEXT = {
  // tracking (spec §2)
  trackTitle: 'Track Your Order',
  trackIntro:
    'Enter the order number from your confirmation and the phone number you ordered with.',
  orderNumberLabel: 'Order Number',
  orderNumberPlaceholder: 'FD-XXXX-XXXX',
  trackButton: 'Track Order',
  tracking: 'Tracking...',
  placedOn: (date: string) => `Placed ${date}`,
  deliveryInfo: 'Delivery Info',
  progress: 'Order progress',
} as const;

/** The 404 screen. */
export const NOT_FOUND_TEXT = {
  // not found
  notFoundBody: 'This page slithered away. It may have been moved, or it never existed.',
  goHome: 'Go Home',
} as const;
