/**
 * The shop's wording the journeys read, taken from the app's own English texts (the screens'
 * `texts.ts`, the admin's, the contract's messages), so rewording a label needs no change
 * here. A short list is pinned on purpose (`spec`, `specFn`): the contract's exact words for the
 * shopper's main path, its messages and the order statuses. Each pinned entry is also written
 * out literally; the journeys look for the literal, so a changed text fails the journey that
 * reads it, and `spec-texts.spec.ts` names the changed entry.
 */
import { CITIES, LIMITS, MSG, ORDER_STATUS_LABELS } from '@freakdrop/contract';
import { ADMIN_TEXT } from '../../src/admin/texts';
import { NOT_FOUND_TEXT } from '../../src/features/not-found/texts';
import { PRODUCT_TEXT } from '../../src/features/product/texts';
import { PRODUCT_SORT_LABELS } from '../../src/features/shop/texts';
import { TRACK_TEXT } from '../../src/features/tracking/texts';
import { TEXT } from '../../src/texts';

export interface SpecCheck {
  name: string;
  contract: unknown;
  literal: unknown;
}

const checks: SpecCheck[] = [];

/** A pinned text: the contract's literal, registered with the app's value it must equal. */
function spec<T extends string>(name: string, contract: string, literal: T): T {
  checks.push({ name, contract, literal });
  return literal;
}

/** A pinned template: the contract's literal, checked against the app's on these samples. */
function specFn<A extends unknown[]>(
  name: string,
  contract: (...args: A) => string,
  literal: (...args: A) => string,
  ...samples: A[]
): (...args: A) => string {
  for (const args of samples) {
    checks.push({
      name: `${name}(${args.join(', ')})`,
      // A contract entry that stopped being a template shows up as a mismatch, not a crash.
      contract: typeof contract === 'function' ? contract(...args) : contract,
      literal: literal(...args),
    });
  }
  return literal;
}

export const SPEC_CHECKS: readonly SpecCheck[] = checks;

/** Storefront texts. */
export const S = {
  tagline: spec('LIMITS.defaultTagline', LIMITS.defaultTagline, 'Psycho Drip Streetwear'),
  defaultDeliveryAED: (() => {
    checks.push({
      name: 'LIMITS.defaultDeliveryAED',
      contract: LIMITS.defaultDeliveryAED,
      literal: 20,
    });
    return 20;
  })(),
  shopAll: spec('TEXT.shopAll', TEXT.shopAll, 'Shop All'),
  openMenu: TEXT.openMenu,
  menu: {
    home: TEXT.navHome,
    shop: TEXT.navShop,
    about: TEXT.navAbout,
    faq: TEXT.navFaq,
    contact: TEXT.navContact,
    admin: TEXT.navAdmin,
  },
  whyUs: TEXT.whyUsTitle,
  copyright: TEXT.copyright(2025),

  // shop
  shopTitle: TEXT.shopTitle,
  searchLabel: TEXT.searchLabel,
  categoryLabel: TEXT.categoryLabel,
  allCategories: TEXT.allCategories,
  sortLabel: TEXT.sortLabel,
  sortNewest: PRODUCT_SORT_LABELS.newest,
  sortPriceAsc: PRODUCT_SORT_LABELS.price_asc,
  sortPriceDesc: PRODUCT_SORT_LABELS.price_desc,
  sortName: PRODUCT_SORT_LABELS.name_asc,
  showing: specFn(
    'TEXT.showing',
    TEXT.showing,
    (shown: number, total: number) => `Showing ${shown} of ${total} products`,
    [12, 26],
  ),
  searchChip: TEXT.searchChip,
  removeFilter: TEXT.removeFilter,
  noProducts: spec('TEXT.noProducts', TEXT.noProducts, 'No products found'),
  noProductsHint: TEXT.noProductsHint,
  clearFilters: TEXT.clearFilters,
  pagination: TEXT.pagination,
  goToPage: TEXT.goToPage,
  nextPage: TEXT.nextPage,

  // product
  selectSize: TEXT.selectSize,
  addToCart: spec('TEXT.addToCart', TEXT.addToCart, 'Add to Cart'),
  outOfStockButton: TEXT.outOfStockButton,
  outOfStockBadge: TEXT.outOfStockBadge,
  featuredBadge: TEXT.featuredBadge,
  sizeRequiredBody: spec(
    'PRODUCT_TEXT.sizeRequiredBody',
    PRODUCT_TEXT.sizeRequiredBody,
    'Please select a size before adding to cart',
  ),
  onlyAvailable: specFn(
    'PRODUCT_TEXT.onlyAvailable',
    PRODUCT_TEXT.onlyAvailable,
    (n: number) => `Only ${n} units available. Please reduce the quantity.`,
    [4],
  ),
  alreadyInCart: PRODUCT_TEXT.alreadyInCart,
  addedTitle: TEXT.addedTitle,
  viewCart: PRODUCT_TEXT.viewCart,
  close: TEXT.close,
  quantity: TEXT.quantity,
  notEnoughStockTitle: TEXT.notEnoughStockTitle,
  increaseQty: TEXT.increaseQty,
  decreaseQty: TEXT.decreaseQty,
  relatedTitle: TEXT.relatedTitle,
  codTitle: TEXT.codTitle,
  imageOf: TEXT.imageOf,
  showImage: TEXT.showImage,
  productNotFoundTitle: spec(
    'MSG.productNotFoundTitle',
    MSG.productNotFoundTitle,
    'Product Not Found',
  ),

  // cart drawer
  openCart: TEXT.openCart,
  cartTitle: TEXT.cartTitle,
  closeCart: TEXT.closeCart,
  cartEmpty: spec('TEXT.cartEmpty', TEXT.cartEmpty, 'Your cart is empty'),
  cartEmptyHint: TEXT.cartEmptyHint,
  continueShopping: TEXT.continueShopping,
  subtotal: TEXT.subtotal,
  deliveryFeeNote: TEXT.deliveryFeeNote,
  stockVerifiedNote: TEXT.stockVerifiedNote,
  proceedToCheckout: spec('TEXT.proceedToCheckout', TEXT.proceedToCheckout, 'Proceed to Checkout'),
  removeItem: TEXT.removeItem,
  lineQuantity: (t: string) => `${TEXT.quantity}: ${t}`,

  // checkout
  checkoutTitle: TEXT.checkoutTitle,
  fullName: TEXT.fullName,
  phone: TEXT.phone,
  emailOptional: TEXT.emailOptional,
  city: TEXT.city,
  address: TEXT.addressLine1,
  placeOrder: spec('TEXT.placeOrder', TEXT.placeOrder, 'Place Order'),
  delivery: TEXT.delivery,
  total: TEXT.total,
  nameMin: spec('MSG.nameMin', MSG.nameMin, 'Name must be at least 2 characters'),
  phoneInvalid: spec(
    'MSG.phoneInvalid',
    MSG.phoneInvalid,
    'Please enter a valid UAE phone number (+971 XX XXX XXXX)',
  ),
  emailInvalid: spec('MSG.emailInvalid', MSG.emailInvalid, 'Invalid email address'),
  cityRequired: spec('MSG.cityRequired', MSG.cityRequired, 'Please select a city'),
  addressMin: spec('MSG.addressMin', MSG.addressMin, 'Address must be at least 5 characters'),
  orderPlacedTitle: spec('TEXT.orderPlacedTitle', TEXT.orderPlacedTitle, 'Order Placed!'),
  orderNumber: TEXT.orderNumber,
  trackThisOrder: TEXT.trackThisOrder,
  city0: CITIES[0],
  city2: CITIES[2],

  // tracking
  trackTitle: spec('TEXT.trackTitle', TEXT.trackTitle, 'Track Your Order'),
  orderNumberLabel: TEXT.orderNumberLabel,
  trackButton: TEXT.trackButton,
  progress: TEXT.progress,
  orderNumberRequired: MSG.orderNumberRequired,
  phoneRequired: MSG.phoneRequired,
  orderNotFoundTitle: spec('MSG.orderNotFoundTitle', MSG.orderNotFoundTitle, 'Order Not Found'),
  orderNotFoundBody: TRACK_TEXT.orderNotFoundBody,

  // not found
  notFound: spec('NOT_FOUND_TEXT.notFoundPage', NOT_FOUND_TEXT.notFoundPage, '404 Page Not Found'),
} as const;

/** Order status labels. */
export const STATUS = {
  PENDING: spec('ORDER_STATUS_LABELS.PENDING', ORDER_STATUS_LABELS.PENDING, 'Pending'),
  CONFIRMED: spec('ORDER_STATUS_LABELS.CONFIRMED', ORDER_STATUS_LABELS.CONFIRMED, 'Confirmed'),
  OUT_FOR_DELIVERY: spec(
    'ORDER_STATUS_LABELS.OUT_FOR_DELIVERY',
    ORDER_STATUS_LABELS.OUT_FOR_DELIVERY,
    'Out for Delivery',
  ),
  DELIVERED: spec('ORDER_STATUS_LABELS.DELIVERED', ORDER_STATUS_LABELS.DELIVERED, 'Delivered'),
  CANCELLED: spec('ORDER_STATUS_LABELS.CANCELLED', ORDER_STATUS_LABELS.CANCELLED, 'Cancelled'),
} as const;

/** Admin console texts. */
export const A = {
  loginTitle: spec('ADMIN_TEXT.loginTitle', ADMIN_TEXT.loginTitle, 'Admin Login'),
  username: ADMIN_TEXT.username,
  password: ADMIN_TEXT.password,
  signIn: ADMIN_TEXT.signIn,
  logout: ADMIN_TEXT.logout,
  usernameRequired: MSG.usernameRequired,
  passwordRequired: MSG.passwordRequired,
  loginFailedTitle: ADMIN_TEXT.loginFailedTitle,
  loginFailedBody: spec('MSG.loginFailedBody', MSG.loginFailedBody, 'Invalid username or password'),
  loginSuccessTitle: ADMIN_TEXT.loginSuccessTitle,
  loginSuccessBody: ADMIN_TEXT.loginSuccessBody,
  navProducts: ADMIN_TEXT.navProducts,
  navOrders: ADMIN_TEXT.navOrders,
  navCategories: ADMIN_TEXT.navCategories,
  navSettings: ADMIN_TEXT.navSettings,

  categoriesTitle: ADMIN_TEXT.categoriesTitle,
  addCategory: ADMIN_TEXT.addCategory,
  addNewCategory: ADMIN_TEXT.addNewCategory,
  categoryName: ADMIN_TEXT.fieldCategoryName,
  categorySlug: ADMIN_TEXT.fieldCategorySlug,
  categoryNameRequired: MSG.categoryNameRequired,
  categoryCreated: ADMIN_TEXT.categoryCreated,
  save: ADMIN_TEXT.save,

  productsTitle: ADMIN_TEXT.productsTitle,
  addProduct: ADMIN_TEXT.addProduct,
  addNewProduct: ADMIN_TEXT.addNewProduct,
  searchProducts: ADMIN_TEXT.searchProducts,
  fieldTitle: ADMIN_TEXT.fieldTitle,
  fieldSlug: ADMIN_TEXT.fieldSlug,
  fieldSku: ADMIN_TEXT.fieldSku,
  fieldDescription: ADMIN_TEXT.fieldDescription,
  fieldCategory: ADMIN_TEXT.fieldCategory,
  fieldPrice: ADMIN_TEXT.fieldPrice,
  fieldStock: ADMIN_TEXT.fieldStock,
  fieldFeatured: ADMIN_TEXT.fieldFeatured,
  fieldImages: ADMIN_TEXT.fieldImages,
  fieldSizes: ADMIN_TEXT.fieldSizes,
  dashboardTitle: ADMIN_TEXT.dashboardTitle,
  taglineRequired: MSG.taglineRequired,
  uploadImages: ADMIN_TEXT.uploadImages,
  titleRequired: MSG.titleRequired,
  descriptionMin: MSG.descriptionMin,
  priceMin: MSG.priceMin,
  categoryRequired: MSG.categoryRequired,
  imagesRequired: MSG.imagesRequired,
  productCreated: ADMIN_TEXT.productCreated,
  inStock: ADMIN_TEXT.inStock,

  ordersTitle: ADMIN_TEXT.ordersTitle,
  orderUpdated: ADMIN_TEXT.orderUpdated,
  viewDetails: ADMIN_TEXT.viewDetails,
  printInvoice: ADMIN_TEXT.printInvoice,
  orderDetails: ADMIN_TEXT.orderDetails,
  invoiceTitle: ADMIN_TEXT.invoiceTitle,
  invoiceCollect: ADMIN_TEXT.invoiceCollect,

  settingsTitle: ADMIN_TEXT.settingsTitle,
  fieldDelivery: ADMIN_TEXT.fieldDelivery,
  fieldTagline: ADMIN_TEXT.fieldTagline,
  saveSettings: ADMIN_TEXT.saveSettings,
  settingsUpdated: ADMIN_TEXT.settingsUpdated,
} as const;
