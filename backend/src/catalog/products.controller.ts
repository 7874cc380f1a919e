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
  Req,
  Res,
} from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { Product } from '../contract';
import {
  prepareJson,
  REVALIDATE_CACHE_CONTROL,
  SHARED_CACHE_CONTROL,
  urlKey,
} from '../cache/public-answers';
import { Public } from '../common/access';
import { PublicCacheService } from '../cache/public-cache.service';
import { ProductInputDto } from './dto/product-input.dto';
import { ProductListQueryDto } from './dto/product-list-query.dto';
import { ProductListSchema, ProductSchema } from './dto/product.response';
import { ProductsService } from './products.service';

/** Lists show stock at most this old: orders do not retire cached answers. */
const LIST_CACHE_MS = 1000;

@ApiTags('products')
@Controller('api')
export class ProductsController {
  constructor(
    private readonly products: ProductsService,
    private readonly cache: PublicCacheService,
  ) {}

  @Get('products')
  @Public()
  @ApiOkResponse({ type: ProductListSchema })
  async list(
    @Query() query: ProductListQueryDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const answer = await this.cache.answer(urlKey(req), LIST_CACHE_MS, () =>
      this.products.list(query),
    );
    return prepareJson(res, answer, SHARED_CACHE_CONTROL);
  }

  @Get('products/:slugOrId')
  @Public()
  @ApiOkResponse({ type: ProductSchema })
  async findOne(
    @Param('slugOrId') slugOrId: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    return prepareJson(res, await this.products.publicAnswer(slugOrId), REVALIDATE_CACHE_CONTROL);
  }

  @Post('admin/products')
  @ApiCreatedResponse({ type: ProductSchema })
  create(@Body() body: ProductInputDto): Promise<Product> {
    return this.products.create(body);
  }

  @Put('admin/products/:id')
  @ApiOkResponse({ type: ProductSchema })
  update(@Param('id') id: string, @Body() body: ProductInputDto): Promise<Product> {
    return this.products.update(id, body);
  }

  @Delete('admin/products/:id')
  @HttpCode(204)
  @ApiNoContentResponse()
  async remove(@Param('id') id: string): Promise<void> {
    await this.products.remove(id);
  }
}
