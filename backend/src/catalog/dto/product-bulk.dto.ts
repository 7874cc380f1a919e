import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsOptional,
  IsUUID,
  ValidateBy,
} from 'class-validator';
import {
  BULK_MSG,
  PRICE_PERCENT_RULE,
  PRODUCT_BULK_ACTIONS,
  PRODUCT_BULK_LIMITS,
  PRODUCT_RULES,
  ruleError,
} from '../../contract';
import type { FieldRule, ProductBulkAction, ProductBulkRequest } from '../../contract';

/** A number field checked by a contract rule when it is sent. */
function FollowsNumberRule(rule: FieldRule): PropertyDecorator {
  return ValidateBy({
    name: 'followsRule',
    validator: {
      validate: (value: unknown) => ruleError(rule, value) === null,
      defaultMessage: (args) => ruleError(rule, args?.value) ?? '',
    },
  });
}

/** POST /api/admin/products/bulk. */
export class ProductBulkDto implements ProductBulkRequest {
  @ApiProperty({ type: [String], minItems: 1, maxItems: PRODUCT_BULK_LIMITS.maxIds })
  @IsArray({ message: BULK_MSG.idsRequired })
  @ArrayMinSize(1, { message: BULK_MSG.idsRequired })
  @ArrayMaxSize(PRODUCT_BULK_LIMITS.maxIds, { message: BULK_MSG.idsRequired })
  @IsUUID('all', { each: true, message: BULK_MSG.idsRequired })
  ids: string[];

  @ApiProperty({ enum: PRODUCT_BULK_ACTIONS })
  @IsIn(PRODUCT_BULK_ACTIONS, { message: BULK_MSG.actionInvalid })
  action: ProductBulkAction;

  /** `price`: the new price of each product. */
  @ApiPropertyOptional({ example: 149 })
  @IsOptional()
  @FollowsNumberRule(PRODUCT_RULES.priceAED)
  priceAED?: number;

  /** `price`: a change of the price (and sale price) in percent, e.g. -20. */
  @ApiPropertyOptional({ example: -20, minimum: -90, maximum: 1000 })
  @IsOptional()
  @FollowsNumberRule(PRICE_PERCENT_RULE)
  percent?: number;

  /** `stock`: the new stock of each product. */
  @ApiPropertyOptional({ example: 10 })
  @IsOptional()
  @FollowsNumberRule(PRODUCT_RULES.stockQuantity)
  stockQuantity?: number;
}
