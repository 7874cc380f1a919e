import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, Matches, Validate } from 'class-validator';
import type { ValidationArguments, ValidatorConstraintInterface } from 'class-validator';
import { ValidatorConstraint } from 'class-validator';
import { DELIVERY_MSG, MSG, ORDER_STATUSES } from '../../contract';
import type { OrderStatus } from '../../contract';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

@ValidatorConstraint({ name: 'calendarDate' })
class CalendarDate implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    if (typeof value !== 'string' || !DATE.test(value)) return false;
    const parsed = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
  }
  defaultMessage(_args?: ValidationArguments): string {
    return DELIVERY_MSG.dateInvalid;
  }
}

/** GET /api/admin/orders/export.csv?from&to&status — dates in the shop's time zone, inclusive. */
export class ExportQueryDto {
  @ApiPropertyOptional({ example: '2026-11-01', description: "YYYY-MM-DD, the shop's time zone" })
  @IsOptional()
  @Matches(DATE, { message: DELIVERY_MSG.dateInvalid })
  @Validate(CalendarDate)
  from?: string;

  @ApiPropertyOptional({ example: '2026-11-30', description: 'inclusive' })
  @IsOptional()
  @Matches(DATE, { message: DELIVERY_MSG.dateInvalid })
  @Validate(CalendarDate)
  to?: string;

  @ApiPropertyOptional({ enum: ORDER_STATUSES })
  @IsOptional()
  @IsIn(ORDER_STATUSES, { message: MSG.invalidStatus })
  status?: OrderStatus;
}
