import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CategoryEntity } from '../../catalog/categories/category.entity';
import { ProductEntity } from '../../catalog/product.entity';
import { SeedService } from './seed.service';

@Module({
  imports: [TypeOrmModule.forFeature([CategoryEntity, ProductEntity])],
  providers: [SeedService],
  exports: [SeedService],
})
export class SeedModule {}
