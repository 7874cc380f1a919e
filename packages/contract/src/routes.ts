/**
 * The storefront's pages, one list for both sides: the client router renders them and the
 * server answers them with the app's HTML (and each page's head). Any other path outside the
 * API is the not-found page, answered with a 404.
 */
export const PAGE_PATHS = {
  home: '/',
  shop: '/shop',
  product: '/product/:slug',
  checkout: '/checkout',
  /** The placed order, shown through the number and the phone this browser session used. */
  checkoutConfirmation: '/checkout/confirmation/:orderNumber',
  trackOrder: '/track-order',
} as const;

/** The admin console: this path and everything under it (its own router and lazy chunk). */
export const ADMIN_PATH = '/admin';
