import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { ActivityListQuery } from '../../contract';
import { DateBound, PageLimit, PageQueryDto } from '../../common/pagination.dto';

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

  @DateBound('from')
  from?: string;

  @DateBound('to')
  to?: string;

  @PageLimit(50, 200)
  limit?: number;
}
