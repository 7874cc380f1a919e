import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import {
  CONFIRMATION_MSG,
  CONFIRMATION_RULES,
  DELIVERY_LIMITS,
  DELIVERY_MSG,
  LIMITS,
  MSG,
  normalizeUaePhone,
  ORDER_LIST_SORTS,
  ORDER_SEARCH_MSG,
  ORDER_STATUSES,
  STATUS_REASONS,
  TRACKING_RULES,
} from '../../contract';
import type { OrderListQuery, OrderListSort, OrderStatus, StatusReason } from '../../contract';
import { PageLimit } from '../../common/pagination.dto';
import { OrderFilterDto } from './order-filter.dto';
import { FollowsRule } from '../../common/rule.decorator';

/**
 * GET /api/admin/orders?status&page&limit, with the list's filters (order-filter.dto.ts).
 */
export class OrderListQueryDto extends OrderFilterDto implements OrderListQuery {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be 1 or more' })
  @Max(100000, { message: 'page is too large' })
  page?: number;

  /** One customer's orders; any form the checkout accepts, compared normalised. */
  @ApiPropertyOptional({ example: '+971 50 123 4567' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? (normalizeUaePhone(value) ?? value) : value,
  )
  @Matches(/^\+971\d{9}$/, { message: MSG.phoneInvalid })
  phone?: string;

  /** The confirmation queue lists the oldest first; `total`: the largest first. */
  @ApiPropertyOptional({ enum: ORDER_LIST_SORTS })
  @IsOptional()
  @IsIn(ORDER_LIST_SORTS, { message: ORDER_SEARCH_MSG.sortInvalid })
  sort?: OrderListSort;

  /** `true` adds each order's customer history. */
  @ApiPropertyOptional({ type: Boolean })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    value === 'true' ? true : value === 'false' ? false : value,
  )
  @IsBoolean({ message: 'withCustomer must be true or false' })
  withCustomer?: boolean;

  @PageLimit(LIMITS.adminPageSize, LIMITS.ordersMaxPageSize)
  limit?: number;
}

/** PUT /api/admin/orders/:id/status */
export class UpdateOrderStatusDto {
  @ApiProperty({ enum: ORDER_STATUSES })
  @IsIn(ORDER_STATUSES, { message: MSG.invalidStatus })
  status: OrderStatus;

  /** Why (optional). */
  @ApiPropertyOptional({ enum: STATUS_REASONS })
  @IsOptional()
  @IsIn(STATUS_REASONS, { message: CONFIRMATION_MSG.invalidReason })
  reason?: StatusReason;

  @FollowsRule(CONFIRMATION_RULES.note, { api: { example: 'No answer twice' } })
  note?: string;

  /** Who takes it out for delivery, one of the settings' couriers. */
  @ApiPropertyOptional({ example: 'Ravi' })
  @IsOptional()
  @IsString({ message: DELIVERY_MSG.unknownCourier })
  @MaxLength(DELIVERY_LIMITS.courierNameMax, { message: DELIVERY_MSG.unknownCourier })
  courier?: string;
}

/** GET /api/orders/track?orderNumber&phone: the tracking form's fields, TRACKING_RULES. */
export class TrackOrderQueryDto {
  @FollowsRule(TRACKING_RULES.orderNumber, { api: { example: 'FD-7K3M-9Q2X' } })
  orderNumber: string;

  @FollowsRule(TRACKING_RULES.phone, { api: { example: '+971 50 123 4567' } })
  phone: string;
}
