import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  Allow,
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  CHECKOUT_RULES,
  LIMITS,
  MESSAGING_MSG,
  MSG,
  NO_SIZE,
  ORDER_LANGUAGES,
  PROMO_MSG,
} from '../../contract';
import type {
  City,
  OrderLanguage,
  PlaceOrderItem,
  PlaceOrderRequest,
  PromotionCheckRequest,
} from '../../contract';
import { FollowsRule } from '../../common/rule.decorator';
import { MONEY_NUMBER_OPTIONS } from '../../common/transforms';

/** Optional texts: blank means none. */
const blankToUndefined = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value ?? undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};
const moneyMessage = (field: string) => `${field} must be an amount in AED`;
/** The longest text taken as a code: anything longer cannot be one (PROMO_UNKNOWN). */
const PROMO_INPUT_MAX = 64;
const MAX_ORDER_AED = LIMITS.maxPriceAED * LIMITS.qtyMax * LIMITS.maxOrderLines;

export class PlaceOrderItemDto implements PlaceOrderItem {
  @ApiProperty({ format: 'uuid' })
  @IsString({ message: 'productId is required' })
  @IsNotEmpty({ message: 'productId is required' })
  @MaxLength(36, { message: 'productId is too long' })
  productId: string;

  @ApiProperty({ example: 'M', description: `'${NO_SIZE}' when the product has no sizes` })
  @IsString({ message: 'size is required' })
  @IsNotEmpty({ message: 'size is required' })
  @MaxLength(8, { message: 'size is too long' })
  size: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Black' })
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString({ message: 'color must be text' })
  @MaxLength(16, { message: 'color is too long' })
  color?: string | null;

  /** An integer from 1 to 10: `"2"`, 1.5, 0 and 11 are all refused. */
  @ApiProperty({ minimum: LIMITS.qtyMin, maximum: LIMITS.qtyMax })
  @IsInt({ message: MSG.qtyInvalid })
  @Min(LIMITS.qtyMin, { message: MSG.qtyInvalid })
  @Max(LIMITS.qtyMax, { message: MSG.qtyInvalid })
  qty: number;

  // A cart line carries these for display; they are accepted and ignored (prices are the server's).
  @ApiPropertyOptional({ type: String, description: 'ignored' })
  @Allow()
  title?: string;
  @ApiPropertyOptional({ type: Number, description: 'ignored' })
  @Allow()
  priceAED?: number;
  @ApiPropertyOptional({ type: String, description: 'ignored' })
  @Allow()
  image?: string;
  @ApiPropertyOptional({ type: String, description: 'ignored' })
  @Allow()
  slug?: string;
}

/** The checkout's POST /api/orders: the form's fields follow CHECKOUT_RULES. */
/**
 * A cart's lines (placing an order and checking a code): one to LIMITS.maxOrderLines, each
 * validated as a PlaceOrderItemDto, with the cart's own messages.
 */
function CartLines(): PropertyDecorator {
  // Listed bottom-up, as stacked decorators apply: the first check that fails names the error.
  return applyDecorators(
    Type(() => PlaceOrderItemDto),
    ValidateNested({ each: true }),
    ArrayMaxSize(LIMITS.maxOrderLines, { message: MSG.tooManyLines }),
    ArrayNotEmpty({ message: MSG.cartEmptyTitle }),
    IsArray({ message: MSG.cartEmptyTitle }),
    ApiProperty({ type: [PlaceOrderItemDto], minItems: 1, maxItems: LIMITS.maxOrderLines }),
  );
}

export class PlaceOrderDto implements PlaceOrderRequest {
  @FollowsRule(CHECKOUT_RULES.customerName, { api: { example: 'Layla Haddad' } })
  customerName: string;

  @FollowsRule(CHECKOUT_RULES.phone, {
    api: {
      example: '+971 50 123 4567',
      description:
        'A UAE number as people type it (+971 50 123 4567, 00971…, 971…, 0501234567, with ' +
        'spaces, dashes, dots or brackets, Western or Arabic-Indic digits); stored as +971XXXXXXXXX',
    },
  })
  phone: string;

  @FollowsRule(CHECKOUT_RULES.email, {
    api: { example: 'layla@example.com', description: 'empty means none' },
  })
  email?: string;

  @FollowsRule(CHECKOUT_RULES.city)
  city: City;

  @FollowsRule(CHECKOUT_RULES.addressLine1)
  addressLine1: string;

  @FollowsRule(CHECKOUT_RULES.addressLine2)
  addressLine2?: string;

  @FollowsRule(CHECKOUT_RULES.notes)
  notes?: string;

  @CartLines()
  items: PlaceOrderItemDto[];

  @ApiProperty({ example: 298 })
  @IsNumber(MONEY_NUMBER_OPTIONS, { message: moneyMessage('subtotalAED') })
  @Min(0, { message: moneyMessage('subtotalAED') })
  @Max(MAX_ORDER_AED, { message: moneyMessage('subtotalAED') })
  subtotalAED: number;

  @ApiProperty({ example: 20 })
  @IsNumber(MONEY_NUMBER_OPTIONS, { message: moneyMessage('deliveryAED') })
  @Min(0, { message: moneyMessage('deliveryAED') })
  @Max(LIMITS.maxPriceAED, { message: moneyMessage('deliveryAED') })
  deliveryAED: number;

  @ApiProperty({ example: 318 })
  @IsNumber(MONEY_NUMBER_OPTIONS, { message: moneyMessage('totalAED') })
  @Min(0, { message: moneyMessage('totalAED') })
  @Max(MAX_ORDER_AED + LIMITS.maxPriceAED * 2, { message: moneyMessage('totalAED') })
  totalAED: number;

  @ApiPropertyOptional({ example: 5, description: 'the cash-on-delivery fee the checkout showed' })
  @IsOptional()
  @IsNumber(MONEY_NUMBER_OPTIONS, { message: moneyMessage('codFeeAED') })
  @Min(0, { message: moneyMessage('codFeeAED') })
  @Max(LIMITS.maxPriceAED, { message: moneyMessage('codFeeAED') })
  codFeeAED?: number;

  /** A discount code, any case; blank means none. One that does not hold is a 409 PROMO_*. */
  @ApiPropertyOptional({ example: 'SUMMER10' })
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString({ message: PROMO_MSG.PROMO_UNKNOWN })
  @MaxLength(PROMO_INPUT_MAX, { message: PROMO_MSG.PROMO_UNKNOWN })
  promoCode?: string;

  @ApiPropertyOptional({ example: 29.8, description: 'the discount the checkout showed' })
  @IsOptional()
  @IsNumber(MONEY_NUMBER_OPTIONS, { message: moneyMessage('discountAED') })
  @Min(0, { message: moneyMessage('discountAED') })
  @Max(MAX_ORDER_AED, { message: moneyMessage('discountAED') })
  discountAED?: number;

  @ApiPropertyOptional({
    enum: ORDER_LANGUAGES,
    description: "the checkout's language (default en)",
  })
  @IsOptional()
  @IsIn(ORDER_LANGUAGES, { message: MESSAGING_MSG.languageInvalid })
  language?: OrderLanguage;

  @ApiPropertyOptional({
    type: Boolean,
    description: 'order updates on WhatsApp: true only when the customer ticked the box',
  })
  @IsOptional()
  @IsBoolean({ message: MESSAGING_MSG.consentInvalid })
  whatsappConsent?: boolean;
}

/** POST /api/promotions/check: the checkout's cart, city and (when typed) phone, and the code. */
export class PromotionCheckDto implements PromotionCheckRequest {
  @ApiProperty({ example: 'SUMMER10' })
  @IsString({ message: PROMO_MSG.PROMO_UNKNOWN })
  @MaxLength(PROMO_INPUT_MAX, { message: PROMO_MSG.PROMO_UNKNOWN })
  code: string;

  @CartLines()
  items: PlaceOrderItemDto[];

  @FollowsRule(CHECKOUT_RULES.city)
  city: City;

  /** For the per-phone and first-order rules; without it they are checked when the order is placed. */
  @ApiPropertyOptional({ example: '+971 50 123 4567' })
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString({ message: MSG.phoneInvalid })
  @MaxLength(40, { message: MSG.phoneInvalid })
  phone?: string;
}
