import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { CategoriesModule } from '../categories/categories.module';
import { HealthModule } from '../health/health.module';
import { StorefrontController } from './storefront.controller';
import { StorefrontPages } from './storefront-pages.service';

/**
 * The built storefront at `/`: its pages (with their head tags), robots.txt, the sitemap and
 * the hashed assets. Import it last: its catch-all route must come after every API route.
 */
@Module({
  imports: [CatalogModule, CategoriesModule, HealthModule],
  controllers: [StorefrontController],
  providers: [StorefrontPages],
  exports: [StorefrontPages],
})
export class StorefrontModule {}
