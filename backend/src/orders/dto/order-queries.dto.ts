import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import {
  CONFIRMATION_MSG,
  CONFIRMATION_RULES,
  DELIVERY_LIMITS,
  DELIVERY_MSG,
  LIMITS,
  MSG,
  normalizeUaePhone,
  ORDER_STATUSES,
  STATUS_REASONS,
  TRACKING_RULES,
} from '../../contract';
import type { OrderListQuery, OrderStatus, StatusReason } from '../../contract';
import { PageLimit, PageQueryDto } from '../../common/pagination.dto';
import { FollowsRule } from '../../common/rule.decorator';

/** GET /api/admin/orders?status&page&limit */
export class OrderListQueryDto extends PageQueryDto implements OrderListQuery {
  @ApiPropertyOptional({ enum: ORDER_STATUSES })
  @IsOptional()
  @IsIn(ORDER_STATUSES, { message: MSG.invalidStatus })
  status?: OrderStatus;

  /** One customer's orders; any form the checkout accepts, compared normalised. */
  @ApiPropertyOptional({ example: '+971 50 123 4567' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? (normalizeUaePhone(value) ?? value) : value,
  )
  @Matches(/^\+971\d{9}$/, { message: MSG.phoneInvalid })
  phone?: string;

  /** The confirmation queue lists the oldest first. */
  @ApiPropertyOptional({ enum: ['newest', 'oldest'] })
  @IsOptional()
  @IsIn(['newest', 'oldest'], { message: 'Sort must be newest or oldest' })
  sort?: 'newest' | 'oldest';

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
