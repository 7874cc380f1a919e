import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsIn,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Validate,
} from 'class-validator';
import type { ValidationArguments, ValidatorConstraintInterface } from 'class-validator';
import { ValidatorConstraint } from 'class-validator';
import {
  CITIES,
  DELIVERY_MSG,
  MSG,
  ORDER_SEARCH_LIMITS,
  ORDER_SEARCH_MSG,
  ORDER_STATUSES,
} from '../../contract';
import type { City, OrderFilter, OrderStatus } from '../../contract';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@ValidatorConstraint({ name: 'calendarDate' })
export class CalendarDate implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    if (typeof value !== 'string' || !DATE.test(value)) return false;
    const parsed = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
  }
  defaultMessage(_args?: ValidationArguments): string {
    return DELIVERY_MSG.dateInvalid;
  }
}

/**
 * A parameter that takes one value or several: repeated (`status=A&status=B`, an array from
 * the query parser or a JSON body) or comma-separated (`status=A,B`); blanks dropped, each
 * value once. Anything else is left as it is for the validators to refuse.
 */
export function toList({ value }: { value: unknown }): unknown {
  const parts =
    typeof value === 'string' ? [value] : Array.isArray(value) ? (value as unknown[]) : null;
  if (!parts) return value;
  if (!parts.every((p) => typeof p === 'string')) return value;
  const list = (parts as string[]).flatMap((p) => p.split(',')).map((p) => p.trim());
  return [...new Set(list.filter((p) => p !== ''))];
}

/** Text trimmed; empty means not sent. */
function trimmed({ value }: { value: unknown }): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text === '' ? undefined : text;
}

/**
 * The orders list's filters (`GET /api/admin/orders`, the CSV export, a bulk action's
 * `filter`). Every one is optional; several values of one filter match any of them; different
 * filters all apply.
 */
export class OrderFilterDto implements OrderFilter {
  @ApiPropertyOptional({ enum: ORDER_STATUSES, isArray: true })
  @IsOptional()
  @Transform(toList)
  @IsIn(ORDER_STATUSES, { each: true, message: MSG.invalidStatus })
  status?: OrderStatus[];

  @ApiPropertyOptional({
    example: '050 123 4567',
    description:
      "an order number or a part, a phone in any form or a part, a part of the customer's name",
  })
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: ORDER_SEARCH_MSG.qMax })
  @MaxLength(ORDER_SEARCH_LIMITS.qMax, { message: ORDER_SEARCH_MSG.qMax })
  q?: string;

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

  @ApiPropertyOptional({ enum: CITIES, isArray: true })
  @IsOptional()
  @Transform(toList)
  @IsIn(CITIES, { each: true, message: ORDER_SEARCH_MSG.cityInvalid })
  city?: City[];

  @ApiPropertyOptional({ type: [String], example: ['Ravi'] })
  @IsOptional()
  @Transform(toList)
  @IsString({ each: true, message: ORDER_SEARCH_MSG.courierInvalid })
  @MaxLength(ORDER_SEARCH_LIMITS.courierMax, {
    each: true,
    message: ORDER_SEARCH_MSG.courierInvalid,
  })
  courier?: string[];

  @ApiPropertyOptional({ type: [String], description: `at most ${ORDER_SEARCH_LIMITS.bulkMax}` })
  @IsOptional()
  @Transform(toList)
  @Matches(UUID, { each: true, message: ORDER_SEARCH_MSG.idsInvalid })
  @ArrayMaxSize(ORDER_SEARCH_LIMITS.bulkMax, { message: ORDER_SEARCH_MSG.bulkTooMany })
  ids?: string[];
}
