import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { LIMITS, MSG, ORDER_STATUSES } from '../../contract';
import type { OrderListQuery, OrderStatus } from '../../contract';
import { limitMessage, PageQueryDto } from '../../common/pagination.dto';
import { trimString } from '../../common/transforms';

/** GET /api/admin/orders?status&page&limit */
export class OrderListQueryDto extends PageQueryDto implements OrderListQuery {
  @ApiPropertyOptional({ enum: ORDER_STATUSES })
  @IsOptional()
  @IsIn(ORDER_STATUSES, { message: MSG.invalidStatus })
  status?: OrderStatus;

  @ApiPropertyOptional({ default: LIMITS.adminPageSize, maximum: LIMITS.ordersMaxPageSize })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: limitMessage(LIMITS.ordersMaxPageSize) })
  @Min(1, { message: limitMessage(LIMITS.ordersMaxPageSize) })
  @Max(LIMITS.ordersMaxPageSize, { message: limitMessage(LIMITS.ordersMaxPageSize) })
  limit?: number;
}

/** PUT /api/admin/orders/:id/status */
export class UpdateOrderStatusDto {
  @ApiProperty({ enum: ORDER_STATUSES })
  @IsIn(ORDER_STATUSES, { message: MSG.invalidStatus })
  status: OrderStatus;
}

/** GET /api/orders/track?orderNumber&phone */
export class TrackOrderQueryDto {
  @ApiProperty({ example: 'FD-7K3M-9Q2X' })
  @Transform(trimString)
  @IsString({ message: MSG.orderNumberRequired })
  @IsNotEmpty({ message: MSG.orderNumberRequired })
  @MaxLength(40, { message: MSG.orderNotFoundTitle })
  orderNumber: string;

  @ApiProperty({ example: '+971 50 123 4567' })
  @Transform(trimString)
  @IsString({ message: MSG.phoneRequired })
  @IsNotEmpty({ message: MSG.phoneRequired })
  @MaxLength(40, { message: MSG.orderNotFoundTitle })
  phone: string;
}
