import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { LIMITS, PRODUCT_SORTS } from '../../contract';
import type { ProductSort } from '../../contract';
import { PageLimit, PageQueryDto } from '../../common/pagination.dto';

/** `category`: a category slug, matched ignoring case and punctuation (shop and console lists). */
export function CategoryFilter(): PropertyDecorator {
  // Listed bottom-up, as stacked decorators apply: the first check that fails names the error.
  return applyDecorators(
    MaxLength(LIMITS.categorySlugMax * 2),
    IsString(),
    IsOptional(),
    ApiPropertyOptional({ example: 'T-Shirts' }),
  );
}

/** `search`: the product lists' free-text search (shop and console lists). */
export function SearchFilter(): PropertyDecorator {
  return applyDecorators(
    MaxLength(LIMITS.searchMax, {
      message: `Search must be at most ${LIMITS.searchMax} characters`,
    }),
    IsString(),
    IsOptional(),
    ApiPropertyOptional(),
  );
}

export class ProductListQueryDto extends PageQueryDto {
  @CategoryFilter()
  category?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    value === 'true' ? true : value === 'false' ? false : value,
  )
  @IsBoolean({ message: 'featured must be true or false' })
  featured?: boolean;

  @SearchFilter()
  search?: string;

  @ApiPropertyOptional({ enum: PRODUCT_SORTS, default: 'newest' })
  @IsOptional()
  @IsIn(PRODUCT_SORTS, { message: `sort must be one of ${PRODUCT_SORTS.join(', ')}` })
  sort?: ProductSort;

  @PageLimit(LIMITS.shopPageSize, LIMITS.productsMaxPageSize)
  limit?: number;
}
