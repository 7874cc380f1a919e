import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { CategoriesModule } from '../catalog/categories/categories.module';
import { HealthModule } from '../health/health.module';
import { SettingsModule } from '../settings/settings.module';
import { PageCache } from './page-cache';
import { StorefrontController } from './storefront.controller';
import { UnknownAdminPathsController } from './unknown-admin-paths.controller';
import { StorefrontPages } from './storefront-pages.service';
import { SsrDataSource } from './ssr-data-source';
import { SsrRenderer } from './ssr-renderer';

/**
 * The built storefront at `/`: its pages (with their head tags), robots.txt, the sitemap and
 * the hashed assets. Import it last: its catch-all route must come after every API route.
 */
@Module({
  imports: [CatalogModule, CategoriesModule, HealthModule, SettingsModule],
  // Unknown admin paths first: the storefront's GET catch-all is public.
  controllers: [UnknownAdminPathsController, StorefrontController],
  providers: [StorefrontPages, SsrRenderer, SsrDataSource, PageCache],
  exports: [StorefrontPages, PageCache],
})
export class StorefrontModule {}
