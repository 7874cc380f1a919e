import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
} from 'class-validator';
import { DELIVERY_LIMITS, DELIVERY_MSG } from '../../contract';
import type {
  CashLedger,
  CodLimitBody,
  CourierCash,
  Remittance,
  RemittanceListResponse,
  RemittanceRequest,
} from '../../contract';
import { ApiErrorBodySchema } from '../../common/dto/error.response';

const trimmed = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value;

/** POST /api/admin/cash/remittances */
@ApiSchema({ name: 'RemittanceRequest' })
export class RemittanceRequestDto implements RemittanceRequest {
  @ApiProperty({ example: 'Ravi', maxLength: DELIVERY_LIMITS.courierNameMax })
  @Transform(trimmed)
  @IsString({ message: DELIVERY_MSG.unknownCourier })
  @IsNotEmpty({ message: DELIVERY_MSG.unknownCourier })
  @MaxLength(DELIVERY_LIMITS.courierNameMax, { message: DELIVERY_MSG.unknownCourier })
  courier: string;

  @ApiProperty({ type: [String], minItems: 1, maxItems: DELIVERY_LIMITS.remittanceOrdersMax })
  @IsArray({ message: DELIVERY_MSG.orderIdsRequired })
  @ArrayNotEmpty({ message: DELIVERY_MSG.orderIdsRequired })
  @ArrayMaxSize(DELIVERY_LIMITS.remittanceOrdersMax, {
    message: `At most ${DELIVERY_LIMITS.remittanceOrdersMax} orders per remittance`,
  })
  @IsString({ each: true, message: DELIVERY_MSG.orderIdsRequired })
  @MaxLength(36, { each: true, message: DELIVERY_MSG.orderIdsRequired })
  orderIds: string[];

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

@ApiSchema({ name: 'CourierCash' })
export class CourierCashSchema implements CourierCash {
  @ApiProperty({ type: String, nullable: true, description: 'null: no courier named' })
  courier: string | null;
  @ApiProperty() deliveredOrders: number;
  @ApiProperty() collectedAED: number;
  @ApiProperty() remittedAED: number;
  @ApiProperty() outstandingAED: number;
}

@ApiSchema({ name: 'CashLedger' })
export class CashLedgerSchema implements CashLedger {
  @ApiProperty({ description: 'totals of DELIVERED orders' }) collectedAED: number;
  @ApiProperty() remittedAED: number;
  @ApiProperty() outstandingAED: number;
  @ApiProperty({ type: [CourierCashSchema] }) couriers: CourierCashSchema[];
}

@ApiSchema({ name: 'Remittance' })
export class RemittanceSchema implements Remittance {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() courier: string;
  @ApiProperty({ description: "the orders' totals, computed by the server" }) amountAED: number;
  @ApiProperty({ type: [String] }) orderIds: string[];
  @ApiProperty({ type: String, nullable: true }) note: string | null;
  @ApiProperty({ description: 'username of who recorded it' }) by: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

@ApiSchema({ name: 'RemittanceListResponse' })
export class RemittanceListSchema implements RemittanceListResponse {
  @ApiProperty({ type: [RemittanceSchema] }) remittances: RemittanceSchema[];
}

/** 409 COD_LIMIT_EXCEEDED (POST /api/orders): the maximum and the order's total. */
@ApiSchema({ name: 'CodLimitBody' })
export class CodLimitBodySchema extends ApiErrorBodySchema implements CodLimitBody {
  @ApiProperty({ enum: ['COD_LIMIT_EXCEEDED'] }) declare code: 'COD_LIMIT_EXCEEDED';
  @ApiProperty() codMaxOrderAED: number;
  @ApiProperty() totalAED: number;
}
