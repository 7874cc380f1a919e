import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import {
  PromotionEntity,
  PromotionPhoneUseEntity,
  PromotionRedemptionEntity,
} from './promotion.entity';
import { PromotionsController, PublicOffersController } from './promotions.controller';
import { PromotionsService } from './promotions.service';
import { Redemptions } from './redemptions';

/** Discount codes and automatic offers: staff's screen, the public offers, the redemptions. */
@Module({
  imports: [
    TypeOrmModule.forFeature([PromotionEntity, PromotionRedemptionEntity, PromotionPhoneUseEntity]),
  ],
  controllers: [PromotionsController, PublicOffersController],
  providers: [PromotionsService, Redemptions],
  exports: [PromotionsService, Redemptions],
})
export class PromotionsModule {}
