import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { PROMOTION_KINDS, PROMOTION_LIMITS } from '../../contract';
import type { PromotionInput, PromotionKind, PromotionScope } from '../../contract';
import { contractSchema } from '../../common/contract-schema';

const SCOPE_SCHEMA = {
  type: 'object',
  description: 'Exactly one of `{ all: true }`, `{ categoryIds: [...] }`, `{ productIds: [...] }`',
  properties: {
    all: { type: 'boolean' },
    categoryIds: { type: 'array', items: { type: 'string' } },
    productIds: { type: 'array', items: { type: 'string' } },
  },
} as const;

/**
 * `POST /api/admin/promotions` and `PATCH /api/admin/promotions/:id`. The fields depend on each
 * other (the value on the kind, the end on the start), so `promotion-input.ts` checks them all
 * at once with the contract's messages; here they are only declared.
 */
export class PromotionInputDto implements PromotionInput {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'SUMMER10',
    description: `${PROMOTION_LIMITS.codeMin}-${PROMOTION_LIMITS.codeMax} of A-Z 0-9 - _, any case; null: an automatic offer`,
  })
  @Allow()
  code?: string | null;

  @ApiProperty({ enum: PROMOTION_KINDS })
  @Allow()
  kind: PromotionKind;

  @ApiPropertyOptional({
    example: 10,
    description: `percent ${PROMOTION_LIMITS.percentMin}-${PROMOTION_LIMITS.percentMax}, or AED > 0 with at most two decimals; ignored for freeDelivery`,
  })
  @Allow()
  value?: number;

  @ApiPropertyOptional(SCOPE_SCHEMA)
  @Allow()
  appliesTo?: PromotionScope;

  @ApiPropertyOptional({ type: Number, nullable: true })
  @Allow()
  minSubtotalAED?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'date-time' })
  @Allow()
  startsAt?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'date-time' })
  @Allow()
  endsAt?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true })
  @Allow()
  maxRedemptions?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true })
  @Allow()
  maxPerPhone?: number | null;

  @ApiPropertyOptional({ type: Boolean })
  @Allow()
  firstOrderOnly?: boolean;

  @ApiPropertyOptional({ type: Boolean })
  @Allow()
  excludeSaleItems?: boolean;

  @ApiPropertyOptional({ type: Boolean })
  @Allow()
  combinable?: boolean;

  @ApiPropertyOptional({ type: Boolean })
  @Allow()
  active?: boolean;
}

/** `PATCH`: every field optional, the kind included. */
export class PromotionPatchDto extends PromotionInputDto {
  @ApiPropertyOptional({ enum: PROMOTION_KINDS })
  @Allow()
  declare kind: PromotionKind;
}

/** Route decorators' names for the answers (common/contract-schema.ts). */
export const PromotionSchema = contractSchema('Promotion');
export const PromotionListSchema = contractSchema('PromotionListResponse');
export const PromotionCheckResponseSchema = contractSchema('PromotionCheckResponse');
export const PublicOfferListSchema = contractSchema('PublicOfferList');
export const PromoErrorBodySchema = contractSchema('PromoErrorBody');
