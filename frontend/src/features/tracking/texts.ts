/** The words of /track-order. */
import { defineTexts } from '../../i18n/define';
import type { OrderStatus } from '@freakdrop/contract';

export const TRACK_TEXT = /*#__PURE__*/ defineTexts('track', {
  // tracking
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
  orderNotFoundBody: 'Please check your order number and phone number and try again.',
  taxInvoice: 'Tax invoice',
  printInvoice: 'Print',
} as const);

/** The four steps of the tracking progress line; CANCELLED is shown as a badge only. */
export const ORDER_PROGRESS_STEPS: readonly OrderStatus[] = [
  'PENDING',
  'CONFIRMED',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
];
