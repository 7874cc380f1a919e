/** The order's contract messages and labels as storefront texts (checkout, tracking). */
import {
  DELIVERY_MSG as EN_DELIVERY_MSG,
  ORDER_STATUS_LABELS as EN_STATUS_LABELS,
  VARIANT_MSG as EN_VARIANT_MSG,
} from '@freakdrop/contract';
import { defineTexts } from './define';
import { formatAED } from './format';

// As in English: none left (0 or less) is "out of stock", and an empty colour is no colour.
export const VARIANT_MSG = /*#__PURE__*/ defineTexts(
  'variantMsg',
  { ...EN_VARIANT_MSG },
  {
    notEnoughStock: (title, size, color, left) => [title, size, color || null, Math.max(0, left)],
    unknownVariant: (title, size, color) => [title, size, color || null],
  },
);
// The Arabic messages (only they are prepared) show the amounts in the shop's one price format
// in Arabic (`149 د.إ.`).
export const DELIVERY_MSG = /*#__PURE__*/ defineTexts(
  'deliveryMsg',
  { ...EN_DELIVERY_MSG },
  {
    codMaxExceeded: (maxAED) => [formatAED(maxAED, 'ar')],
    addForFreeDelivery: (aed) => [formatAED(aed, 'ar')],
  },
);
export const ORDER_STATUS_LABELS = /*#__PURE__*/ defineTexts('statusLabels', {
  ...EN_STATUS_LABELS,
});
