import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  DELIVERY_LIMITS,
  DELIVERY_MSG,
  LIMITS,
  MSG,
  ORDER_STATUSES,
  TRACKING_RULES,
} from '../../contract';
import type { OrderListQuery, OrderStatus } from '../../contract';
import { PageLimit, PageQueryDto } from '../../common/pagination.dto';
import { FollowsRule } from '../../common/rule.decorator';

/** GET /api/admin/orders?status&page&limit */
export class OrderListQueryDto extends PageQueryDto implements OrderListQuery {
  @ApiPropertyOptional({ enum: ORDER_STATUSES })
  @IsOptional()
  @IsIn(ORDER_STATUSES, { message: MSG.invalidStatus })
  status?: OrderStatus;

  @PageLimit(LIMITS.adminPageSize, LIMITS.ordersMaxPageSize)
  limit?: number;
}

/** PUT /api/admin/orders/:id/status */
export class UpdateOrderStatusDto {
  @ApiProperty({ enum: ORDER_STATUSES })
  @IsIn(ORDER_STATUSES, { message: MSG.invalidStatus })
  status: OrderStatus;

  /** Issue #16: who takes it out for delivery, one of the settings' couriers. */
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
