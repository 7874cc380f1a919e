/** The words of /product/{slug}, its add-to-cart checks included. */
import { defineTexts } from '../../i18n/define';
import { LIMITS } from '@freakdrop/contract';

export const PRODUCT_TEXT = /*#__PURE__*/ defineTexts('product', {
  // product
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
  viewCart: 'View Cart',
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
  sizeRequiredTitle: 'Size required',
  sizeRequiredBody: 'Please select a size before adding to cart',
  outOfStockTitle: 'Out of stock',
  outOfStockBody: 'This product is currently out of stock',
  alreadyInCart: (inCart: number, available: number) =>
    `You already have ${inCart} in your cart. Only ${available} total available.`,
  onlyAvailable: (available: number) =>
    `Only ${available} units available. Please reduce the quantity.`,
  // stock per size and colour
  soldOut: 'Sold out',
  colorRequiredTitle: 'Colour required',
  colorRequiredBody: 'Please select a colour before adding to cart',
  variantOutOfStockBody: (name: string) => `${name} is currently out of stock`,
  stockCheckFailedTitle: 'Error',
  stockCheckFailedBody: 'Could not verify stock availability. Please try again.',
} as const);
