import { Module } from '@nestjs/common';
import { BlockedPhonesModule } from '../blocked-phones/blocked-phones.module';
import { CatalogModule } from '../catalog/catalog.module';
import { PromotionsModule } from '../promotions/promotions.module';
import { SettingsModule } from '../settings/settings.module';
import { VatModule } from '../vat/vat.module';
import { OrderLimits } from './order-limits';
import { OrderBulkService } from './order-bulk.service';
import { OrderFilters } from './order-filter';
import { AutoCancelService } from './auto-cancel.service';
import { CustomerHistoryService } from './customer-history.service';
import { OrderExportController } from './order-export.controller';
import { OrderExportService } from './order-export.service';
import { OrderStatsService } from './order-stats.service';
import { OrdersController } from './orders.controller';
import { OrderNotes } from './order-notes.service';
import { OrderPageController } from './order-page.controller';
import { OrderPlacement } from './order-placement.service';
import { OrderReads } from './order-reads.service';
import { OrderStatusService } from './order-status.service';
import { TrackThrottle } from './track-throttle';
import {
  PromotionCheck,
  PromotionCheckController,
  PromotionCheckThrottle,
} from './promotion-check';

/** Checkout, order lifecycle with stock, admin order lists and stats, tracking. */
@Module({
  imports: [CatalogModule, SettingsModule, BlockedPhonesModule, PromotionsModule, VatModule],
  // The export first: its path would otherwise be read as an order id.
  controllers: [
    OrderExportController,
    OrdersController,
    OrderPageController,
    PromotionCheckController,
  ],
  providers: [
    OrderPlacement,
    OrderStatusService,
    OrderReads,
    OrderStatsService,
    TrackThrottle,
    CustomerHistoryService,
    AutoCancelService,
    OrderExportService,
    OrderLimits,
    OrderNotes,
    PromotionCheck,
    PromotionCheckThrottle,
    OrderBulkService,
    OrderFilters,
  ],
  exports: [OrderPlacement, OrderStatusService, OrderReads],
})
export class OrdersModule {}
