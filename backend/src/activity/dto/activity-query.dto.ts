import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsISO8601, IsOptional, IsString, MaxLength } from 'class-validator';
import type { ActivityListQuery } from '../../contract';
import { PageLimit, PageQueryDto } from '../../common/pagination.dto';

export class ActivityQueryDto extends PageQueryDto implements ActivityListQuery {
  @ApiPropertyOptional({ description: 'A username or an account id' })
  @IsOptional()
  @IsString({ message: 'actor must be text' })
  @MaxLength(64, { message: 'actor must be at most 64 characters' })
  actor?: string;

  @ApiPropertyOptional({ example: 'product' })
  @IsOptional()
  @IsString({ message: 'entity must be text' })
  @MaxLength(40, { message: 'entity must be at most 40 characters' })
  entity?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'entityId must be text' })
  @MaxLength(100, { message: 'entityId must be at most 100 characters' })
  entityId?: string;

  @ApiPropertyOptional({ example: '2026-01-31' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'from must be a date (YYYY-MM-DD) or an ISO date-time' })
  from?: string;

  @ApiPropertyOptional({ example: '2026-01-31' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'to must be a date (YYYY-MM-DD) or an ISO date-time' })
  to?: string;

  @PageLimit(50, 200)
  limit?: number;
}
