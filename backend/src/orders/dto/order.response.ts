import { ApiProperty, ApiPropertyOptional, ApiSchema, PickType } from '@nestjs/swagger';
import { ProductSchema } from '../../catalog/dto/product.response';
import { CITIES, ORDER_STATUSES, STATUS_REASONS } from '../../contract';
import type {
  AdminStats,
  City,
  CustomerHistory,
  OrderRates,
  StatusReason,
  DailyStat,
  Order,
  OrderItem,
  OrderListResponse,
  OrderStatus,
  OrderStatusChange,
  PlaceOrderResponse,
  TrackedOrder,
} from '../../contract';

@ApiSchema({ name: 'OrderItem' })
export class OrderItemSchema implements OrderItem {
  @ApiProperty({ type: String, nullable: true, description: 'null once the product is deleted' })
  productId: string | null;
  @ApiProperty() title: string;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: "Tracking only: the product's Arabic title now, or null",
  })
  titleAr?: string | null;
  @ApiProperty() image: string;
  @ApiProperty({ description: "'N/A' when the product has no sizes" }) size: string;
  @ApiProperty({ type: String, nullable: true }) color: string | null;
  @ApiProperty() qty: number;
  @ApiProperty() priceAED: number;
  @ApiProperty() lineTotalAED: number;
}

@ApiSchema({ name: 'OrderStatusChange' })
export class OrderStatusChangeSchema implements OrderStatusChange {
  @ApiProperty({ enum: ORDER_STATUSES }) status: OrderStatus;
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiPropertyOptional({
    enum: STATUS_REASONS,
    nullable: true,
    description: 'Admin answers and tracking (null when none was given)',
  })
  reason?: StatusReason | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Admin answers only' })
  note?: string | null;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: "Admin answers only: the admin's username, or `system`",
  })
  by?: string | null;
}

@ApiSchema({ name: 'CustomerHistory' })
export class CustomerHistorySchema implements CustomerHistory {
  @ApiProperty() orderCount: number;
  @ApiProperty() deliveredCount: number;
  @ApiProperty() cancelledCount: number;
  @ApiProperty({ description: 'Cancelled with reason REFUSED_AT_DOOR' }) refusedCount: number;
  @ApiProperty() blocked: boolean;
}

@ApiSchema({ name: 'OrderRates' })
export class OrderRatesSchema implements OrderRates {
  @ApiProperty({ example: 72.5 }) confirmedPct: number;
  @ApiProperty({ example: 61.2 }) deliveredPct: number;
  @ApiProperty({ example: 4.1 }) refusedPct: number;
}

@ApiSchema({ name: 'Order' })
export class OrderSchema implements Order {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'FD-7K3M-9Q2X' }) orderNumber: string;
  @ApiProperty() customerName: string;
  @ApiProperty({ example: '+971501234567' }) phone: string;
  @ApiProperty({ type: String, nullable: true }) email: string | null;
  @ApiProperty({ enum: CITIES }) city: City;
  @ApiProperty() addressLine1: string;
  @ApiProperty({ type: String, nullable: true }) addressLine2: string | null;
  @ApiProperty({ type: String, nullable: true }) notes: string | null;
  @ApiProperty({ type: [OrderItemSchema] }) items: OrderItemSchema[];
  @ApiProperty() subtotalAED: number;
  @ApiProperty() deliveryAED: number;
  @ApiProperty() totalAED: number;
  @ApiProperty({ enum: ORDER_STATUSES }) status: OrderStatus;
  @ApiProperty({ type: [OrderStatusChangeSchema] }) statusHistory: OrderStatusChangeSchema[];
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
  @ApiPropertyOptional({
    type: CustomerHistorySchema,
    description: 'GET /api/admin/orders/:id only: every order placed with this phone',
  })
  customer?: CustomerHistorySchema;
  @ApiProperty({ description: 'cash-on-delivery fee, part of the total' }) codFeeAED: number;
  @ApiProperty({ type: String, nullable: true }) courier: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) remittedAt: string | null;
}

@ApiSchema({ name: 'PlaceOrderResponse' })
export class PlaceOrderResponseSchema implements PlaceOrderResponse {
  @ApiProperty() orderNumber: string;
  @ApiProperty({ type: OrderSchema }) order: OrderSchema;
}

/** The order as its customer tracks it: no internal id, e-mail or notes. */
@ApiSchema({ name: 'TrackedOrder' })
export class TrackedOrderSchema
  extends PickType(OrderSchema, [
    'orderNumber',
    'status',
    'customerName',
    'phone',
    'city',
    'addressLine1',
    'addressLine2',
    'items',
    'subtotalAED',
    'deliveryAED',
    'totalAED',
    'statusHistory',
    'createdAt',
    'updatedAt',
    'codFeeAED',
  ] as const)
  implements TrackedOrder
{
  @ApiProperty({ example: 'Out for Delivery' }) statusLabel: string;
}

@ApiSchema({ name: 'OrderListResponse' })
export class OrderListSchema implements OrderListResponse {
  @ApiProperty({ type: [OrderSchema] }) orders: OrderSchema[];
  @ApiProperty() total: number;
}

@ApiSchema({ name: 'DailyStat' })
export class DailyStatSchema implements DailyStat {
  @ApiProperty({ example: '2026-11-23', description: "YYYY-MM-DD in the shop's time zone" })
  date: string;
  @ApiProperty() orders: number;
  @ApiProperty() revenueAED: number;
}

@ApiSchema({ name: 'OrderCounts' })
export class OrderCountsSchema implements Record<OrderStatus | 'all', number> {
  @ApiProperty() all: number;
  @ApiProperty() PENDING: number;
  @ApiProperty() CONFIRMED: number;
  @ApiProperty() OUT_FOR_DELIVERY: number;
  @ApiProperty() DELIVERED: number;
  @ApiProperty() CANCELLED: number;
}

@ApiSchema({ name: 'AdminStats' })
export class AdminStatsSchema implements AdminStats {
  @ApiProperty({ type: OrderCountsSchema }) counts: OrderCountsSchema;
  @ApiProperty({ description: 'Totals of DELIVERED orders' }) revenueAED: number;
  @ApiProperty({ description: 'Totals of orders neither delivered nor cancelled' })
  openValueAED: number;
  @ApiProperty({ type: [OrderSchema] }) recentOrders: OrderSchema[];
  @ApiProperty({ type: [ProductSchema] }) lowStockProducts: ProductSchema[];
  @ApiProperty({ type: [DailyStatSchema] }) daily: DailyStatSchema[];
  @ApiProperty({ type: OrderRatesSchema, description: 'Orders placed in the last 30 days' })
  rates: OrderRatesSchema;
}
