import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsISO8601, IsOptional, Max, Min } from 'class-validator';

/** `page` from 1; each list sets its own default and maximum `limit`. */
export class PageQueryDto {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be 1 or more' })
  @Max(100000, { message: 'page is too large' })
  page?: number;
}

/** A list's `limit`: a whole number from 1 to `max`, `byDefault` when left out. */
export function PageLimit(byDefault: number, max: number): PropertyDecorator {
  const message = `limit must be a whole number from 1 to ${max}`;
  return applyDecorators(
    ApiPropertyOptional({ default: byDefault, maximum: max }),
    IsOptional(),
    Type(() => Number),
    IsInt({ message }),
    Min(1, { message }),
    Max(max, { message }),
  );
}

/**
 * A list's time-window bound (`from` or `to`): optional, a date (YYYY-MM-DD) or an ISO
 * date-time; how the bound is read (inclusive day, time zone) is the list's own rule.
 */
export function DateBound(name: 'from' | 'to'): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ example: '2026-01-31' }),
    IsOptional(),
    IsISO8601(
      { strict: true },
      { message: `${name} must be a date (YYYY-MM-DD) or an ISO date-time` },
    ),
  );
}
