import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { SettingsModule } from '../settings/settings.module';
import { OrderExportController } from './order-export.controller';
import { OrderExportService } from './order-export.service';
import { OrderStatsService } from './order-stats.service';
import { OrdersController } from './orders.controller';
import { OrdersService } from './orders.service';
import { TrackThrottle } from './track-throttle';

/** Checkout, order lifecycle with stock, admin order lists and stats, tracking. */
@Module({
  imports: [CatalogModule, SettingsModule],
  // The export first: its path would otherwise be read as an order id.
  controllers: [OrderExportController, OrdersController],
  providers: [OrdersService, OrderStatsService, TrackThrottle, OrderExportService],
  exports: [OrdersService],
})
export class OrdersModule {}
