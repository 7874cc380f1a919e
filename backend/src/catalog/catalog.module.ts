import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CategoriesModule } from './categories/categories.module';
import { StoredImageEntity } from '../uploads/stored-image.entity';
import { ProductEntity } from './product.entity';
import { ProductsController } from './products.controller';
import { ProductHeads } from './product-heads';
import { ProductSearch } from './product-search';
import { ProductsService } from './products.service';
import { SoldOutGate } from './sold-out-gate.service';
import { StockLedger } from './stock-ledger.service';
import { ProductVariantStockEntity } from './product-variant-stock.entity';
import { VariantStockService } from './variant-stock.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([ProductEntity, StoredImageEntity, ProductVariantStockEntity]),
    CategoriesModule,
  ],
  controllers: [ProductsController],
  providers: [
    ProductsService,
    ProductSearch,
    ProductHeads,
    StockLedger,
    SoldOutGate,
    VariantStockService,
  ],
  exports: [ProductsService, ProductHeads, StockLedger, SoldOutGate],
})
export class CatalogModule {}
