/**
 * The messages the API answers with (validation, conflicts, not found), word for word as the
 * shop's texts are: the forms show the same ones.
 */
import { LIMITS, NO_SIZE } from './constants';

export const MSG = {
  // checkout
  nameMin: 'Name must be at least 2 characters',
  phoneInvalid: 'Please enter a valid UAE phone number (+971 XX XXX XXXX)',
  emailInvalid: 'Invalid email address',
  cityRequired: 'Please select a city',
  addressMin: 'Address must be at least 5 characters',
  cartEmptyTitle: 'Cart is empty',
  // tracking
  orderNumberRequired: 'Order number is required',
  phoneRequired: 'Phone number is required',
  orderNotFoundTitle: 'Order Not Found',
  // admin login
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  loginFailedBody: 'Invalid username or password',
  tooManyLogins: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
  tooManyRequests: 'Too many requests. Please slow down and try again shortly.',
  notSignedIn: 'Please sign in to continue',
  // admin password change (the console's own words)
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'The current password is not right',
  newPasswordMin: 'The new password must be at least 8 characters',
  newPasswordSame: 'The new password must differ from the current one',
  passwordChanged: 'Password changed. Other sessions were signed out.',
  // admin product form
  skuRequired: 'SKU is required',
  titleRequired: 'Title is required',
  slugRequired: 'Slug is required',
  descriptionMin: 'Description must be at least 10 characters',
  priceMin: 'Price must be greater than 0',
  categoryRequired: 'Category is required',
  imagesRequired: 'At least one image is required',
  tooManyImagesTitle: 'Too many images',
  tooManyImagesBody: 'You can upload maximum 3 images per product.',
  stockMin: 'Stock quantity must be 0 or greater',
  lowStockMin: 'Low stock threshold must be 0 or greater',
  salePriceBelowPrice: 'Sale price must be lower than the price',
  salePriceMin: 'Sale price must be greater than 0',
  sizeInvalid: 'Sizes must be chosen from XS, S, M, L, XL, XXL',
  colorInvalid:
    'Colours must be chosen from Black, White, Grey, Red, Blue, Green, Yellow, Purple, Pink, Orange',
  imageNotStored: 'Images must be uploaded to this shop first',
  categoryNotFound: 'Category does not exist',
  skuTaken: 'A product with this SKU already exists',
  slugTaken: 'A product with this slug already exists',
  productNotFoundTitle: 'Product Not Found',
  productNotFoundBody: "The product you're looking for doesn't exist",
  // admin category form
  categoryNameRequired: 'Category name is required',
  categorySlugSpaces: 'Slug may not contain spaces: use hyphens (3D-PRINTS)',
  categorySlugTaken: 'A category with this slug already exists',
  categoryInUse: (count: number) =>
    `This category is used by ${count} product${count === 1 ? '' : 's'}. Move or delete them first.`,
  categoryMissing: 'Category not found',
  // admin settings form
  deliveryMin: 'Delivery fee must be 0 or greater',
  taglineRequired: 'Brand tagline is required',
  taglineMax: 'Brand tagline must be less than 100 characters',
  // faults: the database or the image storage cannot serve the request
  serviceUnavailable: 'The shop is briefly unavailable. Please try again in a moment.',
  storageFull: 'The image could not be saved: the storage is full',
  storageNotWritable: 'The image could not be saved: the storage is not writable',
  storageUnavailable:
    'The image could not be saved: the image storage is not answering. Please try again.',
  // orders
  qtyInvalid: `Quantity must be a whole number from ${LIMITS.qtyMin} to ${LIMITS.qtyMax}`,
  tooManyLines: `An order can hold at most ${LIMITS.maxOrderLines} different items`,
  tooManyUnits: (title: string, max: number) => `An order can hold at most ${max} of "${title}"`,
  tooManyOrders: 'Too many orders in a short time. Please try again later.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different order',
  totalsChanged: 'Prices or the delivery fee have changed. Please review your order.',
  notEnoughStock: (title: string, left: number) =>
    left <= 0 ? `"${title}" is out of stock` : `Only ${left} left of "${title}"`,
  unknownProduct: (id: string) => `Product ${id} does not exist`,
  unknownSize: (title: string, size: string) => `"${title}" is not available in size ${size}`,
  unknownColor: (title: string, color: string) => `"${title}" is not available in ${color}`,
  orderNotFound: 'Order not found',
  invalidStatus: 'Status must be one of Pending, Confirmed, Out for Delivery, Delivered, Cancelled',
  // uploads
  uploadMissing: 'Choose an image to upload',
  uploadTooLarge: 'Images must be 5 MB or smaller',
  uploadTooManyPixels: 'Images must be at most 24 megapixels (e.g. 6000 × 4000)',
  uploadNotImage: 'Only JPEG, PNG, WebP, GIF or AVIF images are accepted',
  uploadCorrupt: 'The file is empty or not a readable image',
  uploadUrlInvalid: 'This upload link is invalid, expired or already used',
  // toasts
  failedUpdateOrderStatus: 'Failed to update order status',
  failedDeleteOrder: 'Failed to delete order',
  // generic
  badRequest: 'Bad request',
  bodyTooDeep: 'Request body is nested too deeply',
  jsonOnly: 'Send the request body as application/json',
  hostNotAllowed: 'This shop does not answer for that host name',
  requestTimeout: 'The request took too long to arrive',
  tooManyPasswordChecks: 'Too many wrong passwords. Please try again in 15 minutes.',
  orderTotalTooLarge: (maxAED: number) =>
    `An order can total at most ${maxAED.toLocaleString('en-US')} AED`,
  internalError: 'Something went wrong on our side. Please try again.',
} as const;

/** Stock per size and colour (contract/variants.ts). */
/** `M / Black`, `M` (no colour), `Black` (no sizes): how a message names a variant. */
export function variantName(size: string, color: string | null | undefined): string {
  if (!color) return size;
  return size === NO_SIZE ? color : `${size} / ${color}`;
}

export const VARIANT_MSG = {
  notEnoughStock: (title: string, size: string, color: string | null | undefined, left: number) =>
    left <= 0
      ? `"${title}" in ${variantName(size, color)} is out of stock`
      : `Only ${left} left of "${title}" in ${variantName(size, color)}`,
  unknownVariant: (title: string, size: string, color: string | null | undefined) =>
    `"${title}" is not sold in ${variantName(size, color)}`,
  notAList: 'Variant stock must be a list of { size, color, stockQuantity }',
  empty: 'Variant stock must list at least one size and colour (or be null for one stock number)',
  sizeInvalid: (size: string) => `Size ${size} is not one of this product's sizes`,
  noSizes: `Size must be ${NO_SIZE} for a product without sizes`,
  colorInvalid: (color: string) => `Colour ${color} is not one of this product's colours`,
  colorRequired: (size: string) => `Choose a colour for size ${size}: the product has colours`,
  noColors: 'Colour must be null for a product without colours',
  quantityInvalid: (name: string) =>
    `Stock of ${name} must be a whole number from 0 to ${LIMITS.maxStock}`,
  duplicate: (name: string) => `${name} is listed more than once`,
  tooMany: 'At most one entry per size and colour',
  totalMismatch: (sum: number) =>
    `Stock quantity must be the sum of the variant stock (${sum}) when stock is tracked per size and colour`,
  noLongerFits: (name: string) =>
    `${name} no longer fits this product's sizes and colours: remove it from the variant stock in the same change`,
  trackedTotal: (sum: number) =>
    `This product tracks stock per size and colour: its stock quantity is the sum of the variants (${sum}); change the variants instead`,
} as const;

/** Two-step sign-in's messages (a const of its own: the storefront's bundle never carries them). */
export const SECURITY_MSG = {
  twoFactorCodeWrong: 'That code is not right. Please try again.',
  twoFactorSignInExpired: 'Please sign in again with your password.',
  tooManyTwoFactorCodes: 'Too many wrong codes. Please try again in 15 minutes.',
  twoFactorEnrolmentRequired: 'Set up two-step sign-in before using the console.',
  twoFactorAlreadyOn: 'Two-step sign-in is already on.',
  twoFactorNotStarted: 'Start the two-step sign-in setup first.',
  twoFactorAlreadyOff: 'Two-step sign-in is not on.',
} as const;
