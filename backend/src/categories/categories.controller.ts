import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Category } from '../contract';
import { PublicCache } from '../cache/public-cache.interceptor';
import { CategoriesService } from './categories.service';
import { CategoryInputDto } from './dto/category-input.dto';

@ApiTags('categories')
@Controller()
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @Get('categories')
  @PublicCache(60_000)
  list(): Promise<Category[]> {
    return this.categories.list();
  }

  @Post('admin/categories')
  create(@Body() body: CategoryInputDto): Promise<Category> {
    return this.categories.create(body);
  }

  @Put('admin/categories/:id')
  update(@Param('id') id: string, @Body() body: CategoryInputDto): Promise<Category> {
    return this.categories.update(id, body);
  }

  @Delete('admin/categories/:id')
  @HttpCode(204)
  async remove(@Param('id') id: string): Promise<void> {
    await this.categories.remove(id);
  }
}
