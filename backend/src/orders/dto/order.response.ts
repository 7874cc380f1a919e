import { contractSchema } from '../../common/contract-schema';

/** Route decorators' names for the contract's answer types (common/contract-schema.ts). */
export const OrderSchema = contractSchema('Order');
export const PlaceOrderResponseSchema = contractSchema('PlaceOrderResponse');
/** The order as its customer tracks it: no internal id, e-mail or notes. */
export const TrackedOrderSchema = contractSchema('TrackedOrder');
export const OrderListSchema = contractSchema('OrderListResponse');
export const AdminStatsSchema = contractSchema('AdminStats');
export const BulkOrderResponseSchema = contractSchema('BulkOrderResponse');
/** 409 COD_LIMIT_EXCEEDED (POST /api/orders): the maximum and the order's total. */
export const CodLimitBodySchema = contractSchema('CodLimitBody');
/** The order page: the order with its timeline. */
export const OrderWithTimelineSchema = contractSchema('OrderWithTimeline');
export const OrderNoteSchema = contractSchema('OrderNote');
