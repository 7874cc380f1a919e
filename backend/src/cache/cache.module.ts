import { Global, Module } from '@nestjs/common';
import { CatalogVersionService } from './catalog-version.service';
import { PublicCacheService } from './public-cache.service';

/** The catalog version and the public answer cache, used by catalog, categories and settings. */
@Global()
@Module({
  providers: [CatalogVersionService, PublicCacheService],
  exports: [CatalogVersionService, PublicCacheService],
})
export class CacheModule {}
