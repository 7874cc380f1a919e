import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BlockedPhoneEntity } from './blocked-phone.entity';
import { BlockedPhonesController } from './blocked-phones.controller';
import { BlockedPhonesService } from './blocked-phones.service';

/** Blocked phone numbers: their admin list, and the checkout's gate. */
@Module({
  imports: [TypeOrmModule.forFeature([BlockedPhoneEntity])],
  controllers: [BlockedPhonesController],
  providers: [BlockedPhonesService],
  exports: [BlockedPhonesService],
})
export class BlockedPhonesModule {}
