import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Promotion, PromotionListResponse, PublicOfferList } from '../contract';
import { ActorOf } from '../activity/actor';
import type { Actor } from '../activity/actor';
import { Public, Roles } from '../common/access';
import {
  PromotionInputDto,
  PromotionListSchema,
  PromotionPatchDto,
  PromotionSchema,
  PublicOfferListSchema,
} from './dto/promotion.dto';
import { PromotionsService } from './promotions.service';

/** Staff's promotions (owner and manager: the `promotions` permission). */
@ApiTags('promotions')
@Roles('promotions')
@Controller('api/admin/promotions')
export class PromotionsController {
  constructor(private readonly promotions: PromotionsService) {}

  @Get()
  @ApiOkResponse({ type: PromotionListSchema })
  list(): Promise<PromotionListResponse> {
    return this.promotions.list();
  }

  @Post()
  @ApiCreatedResponse({ type: PromotionSchema })
  @ApiConflictResponse({ description: 'PROMO_CODE_TAKEN' })
  create(@Body() body: PromotionInputDto, @ActorOf() actor: Actor): Promise<Promotion> {
    return this.promotions.create({ ...body }, actor);
  }

  @Get(':id')
  @ApiOkResponse({ type: PromotionSchema })
  get(@Param('id') id: string): Promise<Promotion> {
    return this.promotions.get(id);
  }

  @Patch(':id')
  @ApiOkResponse({ type: PromotionSchema })
  @ApiConflictResponse({ description: 'PROMO_CODE_TAKEN' })
  update(
    @Param('id') id: string,
    @Body() body: PromotionPatchDto,
    @ActorOf() actor: Actor,
  ): Promise<Promotion> {
    return this.promotions.update(id, { ...body }, actor);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiConflictResponse({ description: 'PROMOTION_USED: orders hold redemptions' })
  async remove(@Param('id') id: string, @ActorOf() actor: Actor): Promise<void> {
    await this.promotions.remove(id, actor);
  }
}

/** The automatic offers running now, for the storefront's cart. */
@ApiTags('promotions')
@Controller('api/promotions')
export class PublicOffersController {
  constructor(private readonly promotions: PromotionsService) {}

  @Get('offers')
  @Public()
  @ApiOkResponse({ type: PublicOfferListSchema })
  offers(): Promise<PublicOfferList> {
    return this.promotions.offers();
  }
}
