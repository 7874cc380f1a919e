/**
 * The contract's storefront messages and labels in the active language (the API and the admin
 * console keep the contract's English). Imported by the screens only, so the first download
 * does not carry the contract's whole message list.
 */
import {
  DELIVERY_MSG as EN_DELIVERY_MSG,
  MSG as EN_MSG,
  ORDER_STATUS_LABELS as EN_STATUS_LABELS,
  PAGE_TEXT as EN_PAGE_TEXT,
  VARIANT_MSG as EN_VARIANT_MSG,
} from '@contract';
import { localized } from './active';

export const MSG = /*#__PURE__*/ localized('msg', EN_MSG);
export const VARIANT_MSG = /*#__PURE__*/ localized('variantMsg', EN_VARIANT_MSG);
export const DELIVERY_MSG = /*#__PURE__*/ localized('deliveryMsg', EN_DELIVERY_MSG);
export const ORDER_STATUS_LABELS = /*#__PURE__*/ localized('statusLabels', EN_STATUS_LABELS);
export const PAGE_TEXT = /*#__PURE__*/ localized('page', EN_PAGE_TEXT);
