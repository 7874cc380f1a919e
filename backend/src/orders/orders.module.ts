import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { SettingsModule } from '../settings/settings.module';
import { OrderLimits } from './order-limits';
import { OrderStatsService } from './order-stats.service';
import { OrdersController } from './orders.controller';
import { OrdersService } from './orders.service';
import { TrackThrottle } from './track-throttle';

/** Checkout, order lifecycle with stock, admin order lists and stats, tracking. */
@Module({
  imports: [CatalogModule, SettingsModule],
  controllers: [OrdersController],
  providers: [OrdersService, OrderStatsService, TrackThrottle, OrderLimits],
  exports: [OrdersService],
})
export class OrdersModule {}
