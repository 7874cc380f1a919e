import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Req,
  Res,
} from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { Category } from '../contract';
import { prepareJson, SHARED_CACHE_CONTROL, urlKey } from '../cache/public-answers';
import { Public } from '../common/access';
import { PublicCacheService } from '../cache/public-cache.service';
import { CategoriesService } from './categories.service';
import { CategoryInputDto } from './dto/category-input.dto';
import { CategorySchema } from './dto/category.response';

@ApiTags('categories')
@Controller('api')
export class CategoriesController {
  constructor(
    private readonly categories: CategoriesService,
    private readonly cache: PublicCacheService,
  ) {}

  /** Cached until the catalog version changes (a minute at most). */
  @Get('categories')
  @Public()
  @ApiOkResponse({ type: [CategorySchema] })
  async list(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<string> {
    const answer = await this.cache.answer(urlKey(req), 60_000, () => this.categories.list());
    return prepareJson(res, answer, SHARED_CACHE_CONTROL);
  }

  @Post('admin/categories')
  @ApiCreatedResponse({ type: CategorySchema })
  create(@Body() body: CategoryInputDto): Promise<Category> {
    return this.categories.create(body);
  }

  @Put('admin/categories/:id')
  @ApiOkResponse({ type: CategorySchema })
  update(@Param('id') id: string, @Body() body: CategoryInputDto): Promise<Category> {
    return this.categories.update(id, body);
  }

  @Delete('admin/categories/:id')
  @HttpCode(204)
  @ApiNoContentResponse()
  async remove(@Param('id') id: string): Promise<void> {
    await this.categories.remove(id);
  }
}
