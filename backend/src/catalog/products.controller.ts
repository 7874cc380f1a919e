import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
  Query,
} from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Product, ProductListResponse } from '../contract';
import { ProductInputDto } from './dto/product-input.dto';
import { ProductListQueryDto } from './dto/product-list-query.dto';
import { ProductListSchema, ProductSchema } from './dto/product.response';
import { ProductsService } from './products.service';

@ApiTags('products')
@Controller()
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  @Get('products')
  @ApiOkResponse({ type: ProductListSchema })
  list(@Query() query: ProductListQueryDto): Promise<ProductListResponse> {
    return this.products.list(query);
  }

  @Get('products/:slugOrId')
  @ApiOkResponse({ type: ProductSchema })
  findOne(@Param('slugOrId') slugOrId: string): Promise<Product> {
    return this.products.findOne(slugOrId);
  }

  @Post('admin/products')
  @ApiCreatedResponse({ type: ProductSchema })
  create(@Body() body: ProductInputDto): Promise<Product> {
    return this.products.create(body);
  }

  @Put('admin/products/:id')
  @ApiOkResponse({ type: ProductSchema })
  update(@Param('id', ParseUUIDPipe) id: string, @Body() body: ProductInputDto): Promise<Product> {
    return this.products.update(id, body);
  }

  @Delete('admin/products/:id')
  @HttpCode(204)
  @ApiNoContentResponse()
  async remove(@Param('id', ParseUUIDPipe) id: string): Promise<void> {
    await this.products.remove(id);
  }
}
