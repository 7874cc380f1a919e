import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  ADMIN_PRODUCT_SORTS,
  LIMITS,
  PRODUCT_BULK_LIMITS,
  PRODUCT_STATUSES,
  STOCK_FILTERS,
} from '../../contract';
import type {
  AdminProductListQuery,
  AdminProductSort,
  ProductStatus,
  StockFilter,
} from '../../contract';
import { PageLimit, PageQueryDto } from '../../common/pagination.dto';

/** GET /api/admin/products: the shop's filters, plus stock, status and the stock sorts. */
export class AdminProductListQueryDto extends PageQueryDto implements AdminProductListQuery {
  /** A category slug, matched ignoring case and punctuation. */
  @ApiPropertyOptional({ example: 'T-Shirts' })
  @IsOptional()
  @IsString()
  @MaxLength(LIMITS.categorySlugMax * 2)
  category?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(LIMITS.searchMax, { message: `Search must be at most ${LIMITS.searchMax} characters` })
  search?: string;

  @ApiPropertyOptional({ enum: ADMIN_PRODUCT_SORTS, default: 'newest' })
  @IsOptional()
  @IsIn(ADMIN_PRODUCT_SORTS, { message: `sort must be one of ${ADMIN_PRODUCT_SORTS.join(', ')}` })
  sort?: AdminProductSort;

  @ApiPropertyOptional({ enum: STOCK_FILTERS })
  @IsOptional()
  @IsIn(STOCK_FILTERS, { message: `stock must be one of ${STOCK_FILTERS.join(', ')}` })
  stock?: StockFilter;

  @ApiPropertyOptional({ enum: PRODUCT_STATUSES })
  @IsOptional()
  @IsIn(PRODUCT_STATUSES, { message: `status must be one of ${PRODUCT_STATUSES.join(', ')}` })
  status?: ProductStatus;

  @PageLimit(PRODUCT_BULK_LIMITS.adminPageSize, PRODUCT_BULK_LIMITS.adminMaxPageSize)
  limit?: number;
}
