import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { StorefrontModule } from '../storefront/storefront.module';
import { FastPath } from './fast-path.service';

/** Answers cached public reads before Express (README.md); installed by app.setup.ts. */
@Module({
  imports: [CatalogModule, StorefrontModule],
  providers: [FastPath],
  exports: [FastPath],
})
export class FastPathModule {}
