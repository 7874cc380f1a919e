import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsOptional,
  Matches,
  ValidateNested,
} from 'class-validator';
import { BULK_ORDER_ACTIONS, ORDER_SEARCH_LIMITS, ORDER_SEARCH_MSG } from '../../contract';
import type { BulkOrderAction, BulkOrderRequest } from '../../contract';
import { OrderFilterDto } from './order-filter.dto';
import { UpdateOrderStatusDto } from './order-queries.dto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * POST /api/admin/orders/bulk — `ids` or `filter` (at most 500 orders), the action, and for
 * `status` the same fields as one order's change (UpdateOrderStatusDto's rules, all optional
 * here: the service asks for `status` with the `status` action, `courier` with `courier`).
 */
export class BulkOrderDto extends PartialType(UpdateOrderStatusDto) implements BulkOrderRequest {
  @ApiPropertyOptional({ type: [String], maxItems: ORDER_SEARCH_LIMITS.bulkMax })
  @IsOptional()
  @IsArray({ message: ORDER_SEARCH_MSG.idsInvalid })
  @ArrayMinSize(1, { message: ORDER_SEARCH_MSG.bulkEmpty })
  @ArrayMaxSize(ORDER_SEARCH_LIMITS.bulkMax, { message: ORDER_SEARCH_MSG.bulkTooMany })
  @Matches(UUID, { each: true, message: ORDER_SEARCH_MSG.idsInvalid })
  ids?: string[];

  @ApiPropertyOptional({ type: () => OrderFilterDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => OrderFilterDto)
  filter?: OrderFilterDto;

  @ApiProperty({ enum: BULK_ORDER_ACTIONS })
  @IsIn(BULK_ORDER_ACTIONS, { message: ORDER_SEARCH_MSG.bulkActionInvalid })
  action: BulkOrderAction;
}
