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
} from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Category } from '../contract';
import { CategoriesService } from './categories.service';
import { CategoryInputDto } from './dto/category-input.dto';
import { CategorySchema } from './dto/category.response';

@ApiTags('categories')
@Controller()
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @Get('categories')
  @ApiOkResponse({ type: [CategorySchema] })
  list(): Promise<Category[]> {
    return this.categories.list();
  }

  @Post('admin/categories')
  @ApiCreatedResponse({ type: CategorySchema })
  create(@Body() body: CategoryInputDto): Promise<Category> {
    return this.categories.create(body);
  }

  @Put('admin/categories/:id')
  @ApiOkResponse({ type: CategorySchema })
  update(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: CategoryInputDto,
  ): Promise<Category> {
    return this.categories.update(id, body);
  }

  @Delete('admin/categories/:id')
  @HttpCode(204)
  @ApiNoContentResponse()
  async remove(@Param('id', ParseUUIDPipe) id: string): Promise<void> {
    await this.categories.remove(id);
  }
}
