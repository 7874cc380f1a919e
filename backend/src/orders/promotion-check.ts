import {
  Body,
  Controller,
  HttpCode,
  HttpStatus,
  Inject,
  Injectable,
  Ip,
  Post,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { fromFils, MSG, normalizeUaePhone, promoMessage } from '../contract';
import type { PromotionCheckResponse } from '../contract';
import { CatalogVersionService } from '../cache/catalog-version.service';
import { SoldOutGate } from '../catalog/sold-out-gate.service';
import { Public } from '../common/access';
import { ApiError, invalidField } from '../common/api-error';
import { clientKey } from '../common/client-key';
import { APP_CONFIG } from '../config/config';
import type { AppConfig } from '../config/config';
import {
  PromoErrorBodySchema,
  PromotionCheckResponseSchema,
} from '../promotions/dto/promotion.dto';
import { PromotionsService } from '../promotions/promotions.service';
import { SettingsService } from '../settings/settings.service';
import { PromotionCheckDto } from './dto/place-order.dto';
import {
  decidePromotions,
  toRead,
  PromoRefusal,
  promotionLines,
  readPromotionState,
} from './order-promotions';
import { appliedPromotions } from './pricing';
import { PerMinuteThrottle } from './track-throttle';

/**
 * Checking a code at the checkout: TRACK_RATE_LIMIT checks per client per minute (the tracking
 * limit, counted apart, in the database so every replica shares it), so codes cannot be
 * guessed by brute force.
 */
@Injectable()
export class PromotionCheckThrottle extends PerMinuteThrottle {
  constructor(@InjectDataSource() dataSource: DataSource, @Inject(APP_CONFIG) config: AppConfig) {
    super(dataSource, 'promo-check', config.trackRateLimit);
  }
}

/**
 * The checkout's code check: the cart priced as `POST /api/orders` would price it, with the
 * same rules on the same reads; a code that does not hold is a 400 with its PROMO_* code. The
 * per-phone and first-order rules are checked when a phone is sent, and again at placement.
 */
@Injectable()
export class PromotionCheck {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
    private readonly gate: SoldOutGate,
    private readonly version: CatalogVersionService,
    private readonly promotions: PromotionsService,
  ) {}

  async check(dto: PromotionCheckDto): Promise<PromotionCheckResponse> {
    const phone = dto.phone === undefined ? null : normalizeUaePhone(dto.phone);
    if (dto.phone !== undefined && !phone) throw invalidField('phone', MSG.phoneInvalid);
    const version = await this.version.current();
    const book = await this.promotions.active();
    const [rules, products, state] = await Promise.all([
      this.settings.deliveryRules(),
      this.gate.checkOrder(this.dataSource.manager, dto.items, version),
      readPromotionState(this.dataSource.manager, toRead(book, dto.code, true), phone),
    ]);
    const lines = promotionLines(dto.items, products);
    const decided = decidePromotions(book, dto.code, lines, dto.city, rules, state, new Date());
    if (decided instanceof PromoRefusal) {
      const missingAED = fromFils(decided.missingFils);
      throw new ApiError(
        decided.code,
        HttpStatus.BAD_REQUEST,
        promoMessage(decided.code, missingAED),
        decided.code === 'PROMO_MINIMUM' ? { missingAED } : undefined,
      );
    }
    const { price } = decided;
    return {
      valid: true,
      code: decided.code as string,
      discountAED: fromFils(price.discountFils),
      freeDelivery: price.freeDelivery,
      subtotalAED: fromFils(price.subtotalFils),
      deliveryAED: fromFils(price.deliveryFils),
      codFeeAED: fromFils(price.codFeeFils),
      totalAED: fromFils(price.totalFils),
      promotions: appliedPromotions(price.applied),
    };
  }
}

@ApiTags('promotions')
@Controller('api/promotions')
export class PromotionCheckController {
  constructor(
    private readonly checker: PromotionCheck,
    private readonly throttle: PromotionCheckThrottle,
  ) {}

  @Post('check')
  @Public()
  @HttpCode(200)
  @ApiOkResponse({ type: PromotionCheckResponseSchema })
  @ApiBadRequestResponse({
    type: PromoErrorBodySchema,
    description: 'PROMO_* with its message (PROMO_MINIMUM: missingAED)',
  })
  @ApiTooManyRequestsResponse({ description: 'THROTTLED' })
  async check(
    @Body() body: PromotionCheckDto,
    @Ip() ip: string | undefined,
  ): Promise<PromotionCheckResponse> {
    await this.throttle.consume(clientKey(ip));
    return this.checker.check(body);
  }
}
