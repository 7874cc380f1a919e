import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { CatalogVersionService } from './catalog-version.service';
import { PublicCacheInterceptor } from './public-cache.interceptor';
import { PublicCacheService } from './public-cache.service';

/** The catalog version and the public answer cache, used by catalog, categories and settings. */
@Global()
@Module({
  providers: [
    CatalogVersionService,
    PublicCacheService,
    { provide: APP_INTERCEPTOR, useClass: PublicCacheInterceptor },
  ],
  exports: [CatalogVersionService, PublicCacheService],
})
export class CacheModule {}
