import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Category } from '../../contract';
import { PublicAnswer } from '../../cache/public-answer.interceptor';
import { SHARED_CACHE_CONTROL } from '../../cache/public-answers';
import { Public, Roles } from '../../common/access';
import { CategoriesService } from './categories.service';
import { CategoryInputDto } from './dto/category-input.dto';
import { CategorySchema } from './dto/category.response';

import { ActorOf } from '../../activity/actor';
import type { Actor } from '../../activity/actor';
@ApiTags('categories')
@Controller('api')
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  /** Cached until the catalog version changes (a minute at most). */
  @Get('categories')
  @Public()
  @ApiOkResponse({ type: [CategorySchema] })
  @PublicAnswer({ cacheControl: SHARED_CACHE_CONTROL, byUrlForMs: 60_000 })
  list(): Promise<Category[]> {
    return this.categories.list();
  }

  @Post('admin/categories')
  @Roles('catalog')
  @ApiCreatedResponse({ type: CategorySchema })
  create(@Body() body: CategoryInputDto, @ActorOf() actor: Actor): Promise<Category> {
    return this.categories.create(body, actor);
  }

  @Put('admin/categories/:id')
  @Roles('catalog')
  @ApiOkResponse({ type: CategorySchema })
  update(
    @Param('id') id: string,
    @Body() body: CategoryInputDto,
    @ActorOf() actor: Actor,
  ): Promise<Category> {
    return this.categories.update(id, body, actor);
  }

  @Delete('admin/categories/:id')
  @Roles('catalog')
  @HttpCode(204)
  @ApiNoContentResponse()
  async remove(@Param('id') id: string, @ActorOf() actor: Actor): Promise<void> {
    await this.categories.remove(id, actor);
  }
}
