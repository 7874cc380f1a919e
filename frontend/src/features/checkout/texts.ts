/** The words of /checkout. */
import { PROMO_MSG } from '@freakdrop/contract';
import { defineTexts } from '../../i18n/define';
import { formatAED } from '../../i18n/format';

export const CHECKOUT_TEXT = /*#__PURE__*/ defineTexts(
  'checkout',
  {
    // checkout
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
    whatsappUpdates: 'Send me updates about this order on WhatsApp',
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
    cartEmptyBody: 'Please add items to your cart first',
    orderPlaceFailedTitle: 'Error placing order',
    orderPlaceFailedFallback: 'Please try again',
    // the discount code
    promoToggle: 'Have a discount code?',
    promoLabel: 'Discount code',
    promoApply: 'Apply',
    promoApplying: 'Applying...',
    promoRemove: 'Remove',
    promoApplied: (code: string) => `Code ${code} applied`,
    // The code's length limits (the contract's), for the Arabic message.
    promoInvalid: (_min: number, _max: number) => PROMO_MSG.codeInvalid,
    promoMinimum: PROMO_MSG.minimum,
    promoCheckFailed: 'The code could not be checked. Please try again.',
    discountChanged: (from: string, to: string) => `Discount: ${from} → ${to}`,
  } as const,
  // The Arabic message shows the amount in the shop's Arabic price format.
  { promoMinimum: (aed) => [formatAED(aed, 'ar')] },
);
