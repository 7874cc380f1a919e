import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Product, ProductBulkResponse, ProductListResponse } from '../contract';
import { PublicAnswer } from '../cache/public-answer.interceptor';
import { REVALIDATE_CACHE_CONTROL, SHARED_CACHE_CONTROL } from '../cache/public-answers';
import type { CachedAnswer } from '../cache/public-cache.service';
import { Public, Roles } from '../common/access';
import { ActorOf } from '../activity/actor';
import type { Actor } from '../activity/actor';
import { ProductInputDto } from './dto/product-input.dto';
import { ProductListQueryDto } from './dto/product-list-query.dto';
import { AdminProductListQueryDto } from './dto/admin-product-list-query.dto';
import { ProductBulkDto } from './dto/product-bulk.dto';
import { ProductBulkSchema, ProductListSchema, ProductSchema } from './dto/product.response';
import { ProductsService } from './products.service';

/** Lists show stock at most this old: orders do not retire cached answers. */
const LIST_CACHE_MS = 1000;

@ApiTags('products')
@Controller('api')
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  @Get('products')
  @Public()
  @ApiOkResponse({ type: ProductListSchema })
  @PublicAnswer({ cacheControl: SHARED_CACHE_CONTROL, byUrlForMs: LIST_CACHE_MS })
  list(@Query() query: ProductListQueryDto): Promise<ProductListResponse> {
    return this.products.list(query);
  }

  /** Prepared by the service: keyed by the product's id, stock and update time, not the URL. */
  @Get('products/:slugOrId')
  @Public()
  @ApiOkResponse({ type: ProductSchema })
  @PublicAnswer({ cacheControl: REVALIDATE_CACHE_CONTROL })
  findOne(@Param('slugOrId') slugOrId: string): Promise<CachedAnswer> {
    return this.products.publicAnswer(slugOrId);
  }

  /** The staff console's list: drafts included, never cached (it depends on who asks). */
  @Get('admin/products')
  @Roles('catalog')
  @ApiOkResponse({ type: ProductListSchema })
  adminList(@Query() query: AdminProductListQueryDto): Promise<ProductListResponse> {
    return this.products.adminList(query);
  }

  /** One action on many products; each one's outcome is in the answer (200 even if all fail). */
  @Post('admin/products/bulk')
  @Roles('catalog')
  @HttpCode(200)
  @ApiOkResponse({ type: ProductBulkSchema })
  bulk(@Body() body: ProductBulkDto, @ActorOf() actor: Actor): Promise<ProductBulkResponse> {
    return this.products.bulk(body, actor);
  }

  @Post('admin/products')
  @Roles('catalog')
  @ApiCreatedResponse({ type: ProductSchema })
  create(@Body() body: ProductInputDto, @ActorOf() actor: Actor): Promise<Product> {
    return this.products.create(body, actor);
  }

  @Put('admin/products/:id')
  @Roles('catalog')
  @ApiOkResponse({ type: ProductSchema })
  update(
    @Param('id') id: string,
    @Body() body: ProductInputDto,
    @ActorOf() actor: Actor,
  ): Promise<Product> {
    return this.products.update(id, body, actor);
  }

  @Delete('admin/products/:id')
  @Roles('catalog')
  @HttpCode(204)
  @ApiNoContentResponse()
  async remove(@Param('id') id: string, @ActorOf() actor: Actor): Promise<void> {
    await this.products.remove(id, actor);
  }
}
