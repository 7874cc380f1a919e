import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { DELIVERY_LIMITS, DELIVERY_MSG } from '../../contract';
import type { OutstandingFigures, OutstandingOrdersQuery, RemittanceRequest } from '../../contract';
import { contractSchema } from '../../common/contract-schema';
import { PageLimit, PageQueryDto } from '../../common/pagination.dto';

const trimmed = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value;

@ApiSchema({ name: 'OutstandingFigures' })
export class OutstandingFiguresDto implements OutstandingFigures {
  @ApiProperty({ minimum: 1, example: 240 })
  @IsInt({ message: DELIVERY_MSG.allOutstandingInvalid })
  @Min(1, { message: DELIVERY_MSG.allOutstandingInvalid })
  orders: number;

  @ApiProperty({ example: 30120.5 })
  @IsNumber({ maxDecimalPlaces: 2 }, { message: DELIVERY_MSG.allOutstandingInvalid })
  @Min(0, { message: DELIVERY_MSG.allOutstandingInvalid })
  amountAED: number;
}

/** POST /api/admin/cash/remittances */
@ApiSchema({ name: 'RemittanceRequest' })
export class RemittanceRequestDto implements RemittanceRequest {
  @ApiProperty({ example: 'Ravi', maxLength: DELIVERY_LIMITS.courierNameMax })
  @Transform(trimmed)
  @IsString({ message: DELIVERY_MSG.unknownCourier })
  @IsNotEmpty({ message: DELIVERY_MSG.unknownCourier })
  @MaxLength(DELIVERY_LIMITS.courierNameMax, { message: DELIVERY_MSG.unknownCourier })
  courier: string;

  @ApiPropertyOptional({
    type: [String],
    minItems: 1,
    maxItems: DELIVERY_LIMITS.remittanceOrdersMax,
    description: 'the orders handed over; required unless allOutstanding is sent',
  })
  @ValidateIf(
    (o: RemittanceRequestDto) => o.allOutstanding === undefined || o.orderIds !== undefined,
  )
  @IsArray({ message: DELIVERY_MSG.orderIdsRequired })
  @ArrayNotEmpty({ message: DELIVERY_MSG.orderIdsRequired })
  @ArrayMaxSize(DELIVERY_LIMITS.remittanceOrdersMax, {
    message: `At most ${DELIVERY_LIMITS.remittanceOrdersMax} orders per remittance`,
  })
  @IsString({ each: true, message: DELIVERY_MSG.orderIdsRequired })
  @MaxLength(36, { each: true, message: DELIVERY_MSG.orderIdsRequired })
  orderIds?: string[];

  @ApiPropertyOptional({
    type: () => OutstandingFiguresDto,
    description:
      'every delivered, unremitted order of the courier, resolved by the server; the figures ' +
      'staff saw, refused with 409 OUTSTANDING_CHANGED when they are no longer the current ones',
  })
  @IsOptional()
  @ValidateNested({ message: DELIVERY_MSG.allOutstandingInvalid })
  @Type(() => OutstandingFiguresDto)
  allOutstanding?: OutstandingFiguresDto;

  @ApiPropertyOptional({ example: 'Handed over at the shop' })
  @Transform(({ value }: { value: unknown }) => {
    const text = trimmed({ value });
    return text === '' ? undefined : text;
  })
  @IsOptional()
  @IsString({ message: 'Note must be text' })
  @MaxLength(DELIVERY_LIMITS.remittanceNoteMax, {
    message: `Note must be at most ${DELIVERY_LIMITS.remittanceNoteMax} characters`,
  })
  note?: string;
}

/** GET /api/admin/cash/outstanding?courier&q&page&limit */
export class OutstandingQueryDto extends PageQueryDto implements OutstandingOrdersQuery {
  @ApiProperty({ example: 'Ravi' })
  @Transform(trimmed)
  @IsString({ message: DELIVERY_MSG.courierRequired })
  @IsNotEmpty({ message: DELIVERY_MSG.courierRequired })
  @MaxLength(DELIVERY_LIMITS.courierNameMax, { message: DELIVERY_MSG.unknownCourier })
  courier: string;

  @ApiPropertyOptional({ description: 'part of an order number', example: '7K3M' })
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: DELIVERY_MSG.searchTooLong })
  @MaxLength(DELIVERY_LIMITS.outstandingSearchMax, { message: DELIVERY_MSG.searchTooLong })
  q?: string;

  @PageLimit(DELIVERY_LIMITS.outstandingPageSize, DELIVERY_LIMITS.outstandingPageMax)
  limit?: number;
}

/** Route decorators' names for the answers (common/contract-schema.ts). */
export const OutstandingOrdersSchema = contractSchema('OutstandingOrdersResponse');
/** 409 OUTSTANDING_CHANGED (POST /api/admin/cash/remittances with allOutstanding). */
export const OutstandingChangedSchema = contractSchema('OutstandingChangedBody');
export const CashLedgerSchema = contractSchema('CashLedger');
export const RemittanceSchema = contractSchema('Remittance');
export const RemittanceListSchema = contractSchema('RemittanceListResponse');
