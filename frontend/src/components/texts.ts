/**
 * The storefront frame's words (header, menu, cart drawer, footer, home) and the labels every
 * screen shares. Each lazily loaded screen keeps its own words beside it (features/x/texts.ts).
 */
import { defineTexts } from '../i18n/define';

/** The year the footer's copyright line names: 2025, whatever the current year. */
export const COPYRIGHT_YEAR = 2025;

export const SHELL_TEXT = /*#__PURE__*/ defineTexts('shell', {
  // header and menu
  navHome: 'Home',
  navShop: 'Shop',
  navAbout: 'About',
  navFaq: 'FAQ',
  navContact: 'Contact',
  navAdmin: 'Admin',
  navTrackOrder: 'Track Order',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  openCart: (count: number) => `Open cart, ${count} item${count === 1 ? '' : 's'}`,
  skipToContent: 'Skip to content',
  homeLink: (shop: string) => `${shop} home`,
  mainNav: 'Main',
  menuNav: 'Menu',
  // cart drawer
  cartTitle: 'Your Cart',
  closeCart: 'Close cart',
  cartEmpty: 'Your cart is empty',
  cartEmptyHint: 'Add some freaky items to get started!',
  continueShopping: 'Continue Shopping',
  subtotal: 'Subtotal',
  deliveryFeeNote: 'Delivery fee added at checkout',
  stockVerifiedNote: 'Stock availability verified at checkout',
  proceedToCheckout: 'Proceed to Checkout',
  removeItem: (title: string) => `Remove ${title}`,
  quantity: 'Quantity',
  decreaseQty: 'Decrease quantity',
  increaseQty: 'Increase quantity',
  size: 'Size',
  color: 'Colour',
  shopAll: 'Shop All',
  email: 'Email',
  instagram: 'Instagram',
  whatsapp: 'WhatsApp',
  // footer
  footerTagline: 'Psychedelic horror-toon streetwear, delivered across the UAE.',
  footerFollow: 'Follow',
  footerShop: 'Shop',
  footerInfo: 'Info',
  footerLinks: [
    { label: 'Hoodies', to: '/shop?category=Hoodies' },
    { label: 'T-Shirts', to: '/shop?category=T-Shirts' },
    { label: 'Accessories', to: '/shop?category=Accessories' },
    { label: 'Sale Items', to: '/shop?featured=true' },
  ],
  footerInfoLinks: [
    { label: 'About Us', to: '/#about' },
    { label: 'FAQ', to: '/#faq' },
    { label: 'Contact', to: '/#contact' },
    { label: 'Track Order', to: '/track-order' },
  ],
  paymentTitle: 'Payment',
  paymentBody: 'Cash on Delivery',
  paymentNote: 'Pay in AED when your order arrives. Exact change appreciated.',
  /** Shown only when the shop is VAT-registered. */
  pricesIncludeVat: 'Prices include VAT',
  copyright: (year: number) => `© ${year} FreakDrop. All rights reserved.`,
  loading: 'Loading...',
  // product
  featuredBadge: 'FEATURED',
  outOfStockBadge: 'OUT OF STOCK',
  saleOff: (percent: number) => `-${percent}%`,
  backToShop: 'Back to Shop',
  // checkout
  phone: 'Phone Number',
  delivery: 'Delivery',
  total: 'Total',
  // an order's discount (a code or an automatic offer)
  discount: 'Discount',
  discountWithCode: (code: string) => `Discount (${code})`,
  // the cart's automatic offers
  offersTitle: 'Offers',
  offerPercent: (percent: number) => `${percent}% off`,
  offerFixed: (amount: string) => `${amount} off`,
  offerFreeDelivery: 'Free delivery',
  offerSelected: 'on selected items',
  offerNoSale: 'sale items excluded',
  offerFrom: (amount: string) => `on orders from ${amount}`,
  offerApplied: 'Applied at checkout',
  offerAddMore: (amount: string) => `Add ${amount} more to get it`,
  orderNumber: 'Order Number',
  // tracking
  status: 'Status',
  items: 'Items',
  // generic
  close: 'Close',
  notifications: 'Notifications',
  // a screen that failed (the error panel)
  errorTitle: 'Something went wrong',
  retry: 'Retry',
  // without JavaScript (server-rendered pages)
  noScript: 'Browsing works without JavaScript; the bag and checkout need it.',
} as const);
