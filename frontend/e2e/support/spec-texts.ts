/**
 * The shop's wording (the specified texts and our own labels) that the journeys read,
 * written out literally. The screens take their texts from the contract
 * (backend/src/contract); the journeys look for these literals. So a text changed in the
 * contract fails the journey that reads it, and `spec-texts.spec.ts` names the changed entry.
 */
import { CITIES, LIMITS, MSG, ORDER_STATUS_LABELS } from '@contract';
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

/** A literal spec text, registered with the contract value it must equal. */
function spec<T extends string>(name: string, contract: string, literal: T): T {
  checks.push({ name, contract, literal });
  return literal;
}

/** A literal spec template, registered with the contract function it must match. */
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
  openMenu: spec('TEXT.openMenu', TEXT.openMenu, 'Open menu'),
  menu: {
    home: spec('TEXT.navHome', TEXT.navHome, 'Home'),
    shop: spec('TEXT.navShop', TEXT.navShop, 'Shop'),
    about: spec('TEXT.navAbout', TEXT.navAbout, 'About'),
    faq: spec('TEXT.navFaq', TEXT.navFaq, 'FAQ'),
    contact: spec('TEXT.navContact', TEXT.navContact, 'Contact'),
    admin: spec('TEXT.navAdmin', TEXT.navAdmin, 'Admin'),
  },
  whyUs: spec('TEXT.whyUsTitle', TEXT.whyUsTitle, 'Why FreakDrop?'),
  copyright: spec(
    'TEXT.copyright(2025)',
    TEXT.copyright(2025),
    '© 2025 FreakDrop. All rights reserved.',
  ),

  // shop
  shopTitle: spec('TEXT.shopTitle', TEXT.shopTitle, 'Shop'),
  searchLabel: spec('TEXT.searchLabel', TEXT.searchLabel, 'Search products'),
  categoryLabel: spec('TEXT.categoryLabel', TEXT.categoryLabel, 'Category'),
  allCategories: spec('TEXT.allCategories', TEXT.allCategories, 'All Categories'),
  sortLabel: spec('TEXT.sortLabel', TEXT.sortLabel, 'Sort by'),
  sortNewest: spec('PRODUCT_SORT_LABELS.newest', PRODUCT_SORT_LABELS.newest, 'Newest First'),
  sortPriceAsc: spec(
    'PRODUCT_SORT_LABELS.price_asc',
    PRODUCT_SORT_LABELS.price_asc,
    'Price: Low to High',
  ),
  sortPriceDesc: spec(
    'PRODUCT_SORT_LABELS.price_desc',
    PRODUCT_SORT_LABELS.price_desc,
    'Price: High to Low',
  ),
  sortName: spec('PRODUCT_SORT_LABELS.name_asc', PRODUCT_SORT_LABELS.name_asc, 'Name A-Z'),
  showing: specFn(
    'TEXT.showing',
    TEXT.showing,
    (shown: number, total: number) => `Showing ${shown} of ${total} products`,
    [12, 26],
  ),
  searchChip: specFn('TEXT.searchChip', TEXT.searchChip, (s: string) => `Search: ${s}`, ['skull']),
  removeFilter: specFn(
    'TEXT.removeFilter',
    TEXT.removeFilter,
    (label: string) => `Remove filter ${label}`,
    ['Hoodies'],
  ),
  noProducts: spec('TEXT.noProducts', TEXT.noProducts, 'No products found'),
  noProductsHint: spec(
    'TEXT.noProductsHint',
    TEXT.noProductsHint,
    'Try adjusting your search or filters',
  ),
  clearFilters: spec('TEXT.clearFilters', TEXT.clearFilters, 'Clear Filters'),
  pagination: spec('TEXT.pagination', TEXT.pagination, 'Pagination'),
  goToPage: specFn('TEXT.goToPage', TEXT.goToPage, (n: number) => `Page ${n}`, [2]),
  nextPage: spec('TEXT.nextPage', TEXT.nextPage, 'Next'),

  // product
  selectSize: spec('TEXT.selectSize', TEXT.selectSize, 'Select Size'),
  addToCart: spec('TEXT.addToCart', TEXT.addToCart, 'Add to Cart'),
  outOfStockButton: spec('TEXT.outOfStockButton', TEXT.outOfStockButton, 'Out of Stock'),
  outOfStockBadge: spec('TEXT.outOfStockBadge', TEXT.outOfStockBadge, 'OUT OF STOCK'),
  featuredBadge: spec('TEXT.featuredBadge', TEXT.featuredBadge, 'FEATURED'),
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
  alreadyInCart: specFn(
    'PRODUCT_TEXT.alreadyInCart',
    PRODUCT_TEXT.alreadyInCart,
    (inCart: number, available: number) =>
      `You already have ${inCart} in your cart. Only ${available} total available.`,
    [2, 4],
  ),
  addedTitle: spec('TEXT.addedTitle', TEXT.addedTitle, 'Added to cart!'),
  quantity: spec('TEXT.quantity', TEXT.quantity, 'Quantity'),
  notEnoughStockTitle: spec(
    'TEXT.notEnoughStockTitle',
    TEXT.notEnoughStockTitle,
    'Not enough stock',
  ),
  increaseQty: spec('TEXT.increaseQty', TEXT.increaseQty, 'Increase quantity'),
  decreaseQty: spec('TEXT.decreaseQty', TEXT.decreaseQty, 'Decrease quantity'),
  relatedTitle: spec('TEXT.relatedTitle', TEXT.relatedTitle, 'You Might Also Like'),
  codTitle: spec('TEXT.codTitle', TEXT.codTitle, 'Cash On Delivery'),
  imageOf: specFn(
    'TEXT.imageOf',
    TEXT.imageOf,
    (title: string, n: number) => `${title}, picture ${n}`,
    ['Cape', 2],
  ),
  showImage: specFn('TEXT.showImage', TEXT.showImage, (n: number) => `Show picture ${n}`, [2]),
  productNotFoundTitle: spec(
    'MSG.productNotFoundTitle',
    MSG.productNotFoundTitle,
    'Product Not Found',
  ),

  // cart drawer
  openCart: specFn(
    'TEXT.openCart',
    TEXT.openCart,
    (n: number) => `Open cart, ${n} item${n === 1 ? '' : 's'}`,
    [0],
    [1],
    [3],
  ),
  cartTitle: spec('TEXT.cartTitle', TEXT.cartTitle, 'Your Cart'),
  closeCart: spec('TEXT.closeCart', TEXT.closeCart, 'Close cart'),
  cartEmpty: spec('TEXT.cartEmpty', TEXT.cartEmpty, 'Your cart is empty'),
  cartEmptyHint: spec(
    'TEXT.cartEmptyHint',
    TEXT.cartEmptyHint,
    'Add some freaky items to get started!',
  ),
  continueShopping: spec('TEXT.continueShopping', TEXT.continueShopping, 'Continue Shopping'),
  subtotal: spec('TEXT.subtotal', TEXT.subtotal, 'Subtotal'),
  deliveryFeeNote: spec(
    'TEXT.deliveryFeeNote',
    TEXT.deliveryFeeNote,
    'Delivery fee added at checkout',
  ),
  stockVerifiedNote: spec(
    'TEXT.stockVerifiedNote',
    TEXT.stockVerifiedNote,
    'Stock availability verified at checkout',
  ),
  proceedToCheckout: spec('TEXT.proceedToCheckout', TEXT.proceedToCheckout, 'Proceed to Checkout'),
  removeItem: specFn('TEXT.removeItem', TEXT.removeItem, (t: string) => `Remove ${t}`, ['Tee']),
  lineQuantity: specFn(
    'TEXT.quantity',
    (t: string) => `${TEXT.quantity}: ${t}`,
    (t: string) => `Quantity: ${t}`,
    ['Tee'],
  ),

  // checkout
  checkoutTitle: spec('TEXT.checkoutTitle', TEXT.checkoutTitle, 'Checkout'),
  fullName: spec('TEXT.fullName', TEXT.fullName, 'Full Name'),
  phone: spec('TEXT.phone', TEXT.phone, 'Phone Number'),
  emailOptional: spec('TEXT.emailOptional', TEXT.emailOptional, 'Email (optional)'),
  city: spec('TEXT.city', TEXT.city, 'City'),
  address: spec('TEXT.addressLine1', TEXT.addressLine1, 'Address'),
  placeOrder: spec('TEXT.placeOrder', TEXT.placeOrder, 'Place Order'),
  delivery: spec('TEXT.delivery', TEXT.delivery, 'Delivery'),
  total: spec('TEXT.total', TEXT.total, 'Total'),
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
  orderNumber: spec('TEXT.orderNumber', TEXT.orderNumber, 'Order Number'),
  trackThisOrder: spec('TEXT.trackThisOrder', TEXT.trackThisOrder, 'Track This Order'),
  city0: spec('CITIES[0]', CITIES[0], 'Dubai'),
  city2: spec('CITIES[2]', CITIES[2], 'Sharjah'),

  // tracking
  trackTitle: spec('TEXT.trackTitle', TEXT.trackTitle, 'Track Your Order'),
  orderNumberLabel: spec('TEXT.orderNumberLabel', TEXT.orderNumberLabel, 'Order Number'),
  trackButton: spec('TEXT.trackButton', TEXT.trackButton, 'Track Order'),
  progress: spec('TEXT.progress', TEXT.progress, 'Order progress'),
  orderNumberRequired: spec(
    'MSG.orderNumberRequired',
    MSG.orderNumberRequired,
    'Order number is required',
  ),
  phoneRequired: spec('MSG.phoneRequired', MSG.phoneRequired, 'Phone number is required'),
  orderNotFoundTitle: spec('MSG.orderNotFoundTitle', MSG.orderNotFoundTitle, 'Order Not Found'),
  orderNotFoundBody: spec(
    'TRACK_TEXT.orderNotFoundBody',
    TRACK_TEXT.orderNotFoundBody,
    'Please check your order number and phone number and try again.',
  ),

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
  username: spec('ADMIN_TEXT.username', ADMIN_TEXT.username, 'Username'),
  password: spec('ADMIN_TEXT.password', ADMIN_TEXT.password, 'Password'),
  signIn: spec('ADMIN_TEXT.signIn', ADMIN_TEXT.signIn, 'Sign In'),
  logout: spec('ADMIN_TEXT.logout', ADMIN_TEXT.logout, 'Logout'),
  usernameRequired: spec('MSG.usernameRequired', MSG.usernameRequired, 'Username is required'),
  passwordRequired: spec('MSG.passwordRequired', MSG.passwordRequired, 'Password is required'),
  loginFailedTitle: spec(
    'ADMIN_TEXT.loginFailedTitle',
    ADMIN_TEXT.loginFailedTitle,
    'Login failed',
  ),
  loginFailedBody: spec('MSG.loginFailedBody', MSG.loginFailedBody, 'Invalid username or password'),
  loginSuccessTitle: spec(
    'ADMIN_TEXT.loginSuccessTitle',
    ADMIN_TEXT.loginSuccessTitle,
    'Welcome back!',
  ),
  loginSuccessBody: spec(
    'ADMIN_TEXT.loginSuccessBody',
    ADMIN_TEXT.loginSuccessBody,
    'Successfully logged in to admin dashboard',
  ),
  navProducts: spec('ADMIN_TEXT.navProducts', ADMIN_TEXT.navProducts, 'Products'),
  navOrders: spec('ADMIN_TEXT.navOrders', ADMIN_TEXT.navOrders, 'Orders'),
  navCategories: spec('ADMIN_TEXT.navCategories', ADMIN_TEXT.navCategories, 'Categories'),
  navSettings: spec('ADMIN_TEXT.navSettings', ADMIN_TEXT.navSettings, 'Settings'),

  categoriesTitle: spec(
    'ADMIN_TEXT.categoriesTitle',
    ADMIN_TEXT.categoriesTitle,
    'Categories Management',
  ),
  addCategory: spec('ADMIN_TEXT.addCategory', ADMIN_TEXT.addCategory, 'Add Category'),
  addNewCategory: spec('ADMIN_TEXT.addNewCategory', ADMIN_TEXT.addNewCategory, 'Add New Category'),
  categoryName: spec('ADMIN_TEXT.fieldCategoryName', ADMIN_TEXT.fieldCategoryName, 'Name'),
  categorySlug: spec('ADMIN_TEXT.fieldCategorySlug', ADMIN_TEXT.fieldCategorySlug, 'Slug'),
  categoryNameRequired: spec(
    'MSG.categoryNameRequired',
    MSG.categoryNameRequired,
    'Category name is required',
  ),
  categoryCreated: spec(
    'ADMIN_TEXT.categoryCreated',
    ADMIN_TEXT.categoryCreated,
    'Category created!',
  ),
  save: spec('ADMIN_TEXT.save', ADMIN_TEXT.save, 'Save'),

  productsTitle: spec('ADMIN_TEXT.productsTitle', ADMIN_TEXT.productsTitle, 'Product Management'),
  addProduct: spec('ADMIN_TEXT.addProduct', ADMIN_TEXT.addProduct, 'Add Product'),
  addNewProduct: spec('ADMIN_TEXT.addNewProduct', ADMIN_TEXT.addNewProduct, 'Add New Product'),
  searchProducts: spec(
    'ADMIN_TEXT.searchProducts',
    ADMIN_TEXT.searchProducts,
    'Search products...',
  ),
  fieldTitle: spec('ADMIN_TEXT.fieldTitle', ADMIN_TEXT.fieldTitle, 'Title'),
  fieldSlug: spec('ADMIN_TEXT.fieldSlug', ADMIN_TEXT.fieldSlug, 'Slug'),
  fieldSku: spec('ADMIN_TEXT.fieldSku', ADMIN_TEXT.fieldSku, 'SKU'),
  fieldDescription: spec('ADMIN_TEXT.fieldDescription', ADMIN_TEXT.fieldDescription, 'Description'),
  fieldCategory: spec('ADMIN_TEXT.fieldCategory', ADMIN_TEXT.fieldCategory, 'Category'),
  fieldPrice: spec('ADMIN_TEXT.fieldPrice', ADMIN_TEXT.fieldPrice, 'Price (AED)'),
  fieldStock: spec('ADMIN_TEXT.fieldStock', ADMIN_TEXT.fieldStock, 'Stock Quantity'),
  fieldFeatured: spec('ADMIN_TEXT.fieldFeatured', ADMIN_TEXT.fieldFeatured, 'Featured'),
  fieldImages: spec('ADMIN_TEXT.fieldImages', ADMIN_TEXT.fieldImages, 'Images'),
  fieldSizes: spec('ADMIN_TEXT.fieldSizes', ADMIN_TEXT.fieldSizes, 'Sizes'),
  dashboardTitle: spec('ADMIN_TEXT.dashboardTitle', ADMIN_TEXT.dashboardTitle, 'Dashboard'),
  taglineRequired: spec('MSG.taglineRequired', MSG.taglineRequired, 'Brand tagline is required'),
  uploadImages: spec('ADMIN_TEXT.uploadImages', ADMIN_TEXT.uploadImages, 'Upload Images'),
  titleRequired: spec('MSG.titleRequired', MSG.titleRequired, 'Title is required'),
  descriptionMin: spec(
    'MSG.descriptionMin',
    MSG.descriptionMin,
    'Description must be at least 10 characters',
  ),
  priceMin: spec('MSG.priceMin', MSG.priceMin, 'Price must be greater than 0'),
  categoryRequired: spec('MSG.categoryRequired', MSG.categoryRequired, 'Category is required'),
  imagesRequired: spec('MSG.imagesRequired', MSG.imagesRequired, 'At least one image is required'),
  productCreated: spec('ADMIN_TEXT.productCreated', ADMIN_TEXT.productCreated, 'Product created!'),
  inStock: specFn('ADMIN_TEXT.inStock', ADMIN_TEXT.inStock, (n: number) => `In Stock: ${n}`, [12]),

  ordersTitle: spec('ADMIN_TEXT.ordersTitle', ADMIN_TEXT.ordersTitle, 'Order Management'),
  orderUpdated: spec('ADMIN_TEXT.orderUpdated', ADMIN_TEXT.orderUpdated, 'Order updated!'),
  viewDetails: spec('ADMIN_TEXT.viewDetails', ADMIN_TEXT.viewDetails, 'View details'),
  printInvoice: spec('ADMIN_TEXT.printInvoice', ADMIN_TEXT.printInvoice, 'Print invoice'),
  orderDetails: specFn(
    'ADMIN_TEXT.orderDetails',
    ADMIN_TEXT.orderDetails,
    (n: string) => `Order #${n}`,
    ['FD-7K3M-9Q2X'],
  ),
  invoiceTitle: spec('ADMIN_TEXT.invoiceTitle', ADMIN_TEXT.invoiceTitle, 'Invoice / Delivery Note'),
  invoiceCollect: specFn(
    'ADMIN_TEXT.invoiceCollect',
    ADMIN_TEXT.invoiceCollect,
    (amount: string) => `Cash on Delivery: collect ${amount}`,
    ['AED 169'],
  ),

  settingsTitle: spec('ADMIN_TEXT.settingsTitle', ADMIN_TEXT.settingsTitle, 'General Settings'),
  fieldDelivery: spec('ADMIN_TEXT.fieldDelivery', ADMIN_TEXT.fieldDelivery, 'Delivery Fee (AED)'),
  fieldTagline: spec('ADMIN_TEXT.fieldTagline', ADMIN_TEXT.fieldTagline, 'Brand Tagline'),
  saveSettings: spec('ADMIN_TEXT.saveSettings', ADMIN_TEXT.saveSettings, 'Save Settings'),
  settingsUpdated: spec(
    'ADMIN_TEXT.settingsUpdated',
    ADMIN_TEXT.settingsUpdated,
    'Settings updated!',
  ),
} as const;
