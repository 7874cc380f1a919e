import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from './config/config';
import { AppConfigModule } from './config/config.module';
import { buildDataSourceOptions } from './database/data-source';
import { ActivityModule } from './activity/activity.module';
import { AuthModule } from './auth/auth.module';
import { CacheModule } from './cache/cache.module';
import { EventsModule } from './events/events.module';
import { CategoriesModule } from './catalog/categories/categories.module';
import { CatalogModule } from './catalog/catalog.module';
import { SettingsModule } from './settings/settings.module';
import { SettingsService } from './settings/settings.service';
import { UploadsModule } from './uploads/uploads.module';
import { OrdersModule } from './orders/orders.module';
import { PromotionsModule } from './promotions/promotions.module';
import { VatModule } from './vat/vat.module';
import { BlockedPhonesModule } from './blocked-phones/blocked-phones.module';
import { CashModule } from './cash/cash.module';
import { MessagesModule } from './messages/messages.module';
import { HealthModule } from './health/health.module';
import { ObservabilityModule } from './observability/observability.module';
import { SeedModule } from './database/seed/seed.module';
import { StorefrontModule } from './storefront/storefront.module';
import { ApiDocsModule } from './api-docs/api-docs.module';
import { FastPathModule } from './fast-path/fast-path.module';

/** Wires the modules; the config is read once by main.ts (or a test) and passed in. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AppConfigModule.forRoot(config),
        ObservabilityModule,
        TypeOrmModule.forRoot({
          ...buildDataSourceOptions(config.database, config.dbTimeoutSeconds),
          retryAttempts: config.dbConnectRetries,
          retryDelay: 2000,
        }),
        EventsModule,
        CacheModule,
        UploadsModule,
        ActivityModule,
        AuthModule.forRoot({
          imports: [SettingsModule],
          inject: [SettingsService],
          useFactory: (settings: SettingsService) => ({
            ownersMustEnrol: () => settings.requireTwoFactorForOwners(),
          }),
        }),
        CategoriesModule,
        CatalogModule,
        SettingsModule,
        PromotionsModule,
        VatModule,
        OrdersModule,
        BlockedPhonesModule,
        CashModule,
        MessagesModule,
        HealthModule,
        SeedModule,
        ApiDocsModule,
        // Last: the storefront's catch-all route comes after every API route.
        StorefrontModule,
        // No routes: the answers it serves before Express (fast-path/README.md).
        FastPathModule,
      ],
    };
  }
}
