import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings/settings.module';
import { CashController } from './cash.controller';
import { CashService } from './cash.service';

/** The couriers' cash: ledger and remittances. */
@Module({
  imports: [SettingsModule],
  controllers: [CashController],
  providers: [CashService],
})
export class CashModule {}
