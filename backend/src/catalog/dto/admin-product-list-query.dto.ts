import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import {
  ADMIN_PRODUCT_SORTS,
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
import { CategoryFilter, SearchFilter } from './product-list-query.dto';

/** GET /api/admin/products: the shop's filters, plus stock, status and the stock sorts. */
export class AdminProductListQueryDto extends PageQueryDto implements AdminProductListQuery {
  @CategoryFilter()
  category?: string;

  @SearchFilter()
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
