import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { LIMITS, PRODUCT_SORTS } from '../../contract';
import type { ProductSort } from '../../contract';
import { PageLimit, PageQueryDto } from '../../common/pagination.dto';

export class ProductListQueryDto extends PageQueryDto {
  /** A category slug, matched ignoring case and punctuation. */
  @ApiPropertyOptional({ example: 'T-Shirts' })
  @IsOptional()
  @IsString()
  @MaxLength(LIMITS.categorySlugMax * 2)
  category?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    value === 'true' ? true : value === 'false' ? false : value,
  )
  @IsBoolean({ message: 'featured must be true or false' })
  featured?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(LIMITS.searchMax, { message: `Search must be at most ${LIMITS.searchMax} characters` })
  search?: string;

  @ApiPropertyOptional({ enum: PRODUCT_SORTS, default: 'newest' })
  @IsOptional()
  @IsIn(PRODUCT_SORTS, { message: `sort must be one of ${PRODUCT_SORTS.join(', ')}` })
  sort?: ProductSort;

  @PageLimit(LIMITS.shopPageSize, LIMITS.productsMaxPageSize)
  limit?: number;
}
