import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CategoriesModule } from '../categories/categories.module';
import { StoredImageEntity } from '../uploads/stored-image.entity';
import { ProductEntity } from './product.entity';
import { ProductsController } from './products.controller';
import { ProductSearch } from './product-search';
import { ProductsService } from './products.service';

@Module({
  imports: [TypeOrmModule.forFeature([ProductEntity, StoredImageEntity]), CategoriesModule],
  controllers: [ProductsController],
  providers: [ProductsService, ProductSearch],
  exports: [ProductsService],
})
export class CatalogModule {}
