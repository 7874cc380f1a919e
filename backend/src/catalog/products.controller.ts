import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Res,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Product, ProductListResponse } from '../contract';
import {
  prepareJson,
  PublicCache,
  REVALIDATE_CACHE_CONTROL,
} from '../cache/public-cache.interceptor';
import { ProductInputDto } from './dto/product-input.dto';
import { ProductListQueryDto } from './dto/product-list-query.dto';
import { ProductsService } from './products.service';

/** Lists show stock at most this old: orders do not retire cached answers. */
const LIST_CACHE_MS = 1000;

@ApiTags('products')
@Controller()
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  @Get('products')
  @PublicCache(LIST_CACHE_MS)
  list(@Query() query: ProductListQueryDto): Promise<ProductListResponse> {
    return this.products.list(query);
  }

  @Get('products/:slugOrId')
  async findOne(
    @Param('slugOrId') slugOrId: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    return prepareJson(res, await this.products.publicAnswer(slugOrId), REVALIDATE_CACHE_CONTROL);
  }

  @Post('admin/products')
  create(@Body() body: ProductInputDto): Promise<Product> {
    return this.products.create(body);
  }

  @Put('admin/products/:id')
  update(@Param('id') id: string, @Body() body: ProductInputDto): Promise<Product> {
    return this.products.update(id, body);
  }

  @Delete('admin/products/:id')
  @HttpCode(204)
  async remove(@Param('id') id: string): Promise<void> {
    await this.products.remove(id);
  }
}
