import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  Matches,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import {
  COLORS,
  LIMITS,
  MSG,
  PRODUCT_RULES,
  PRODUCT_STATUSES,
  SIZES,
  STORED_IMAGE_PATTERN,
} from '../../contract';
import type { Color, ProductInput, ProductStatus, Size, VariantStock } from '../../contract';
import { VariantStockSchema } from './product.response';
import { variantStockInputError } from './variant-stock-input';
import { FollowsRule } from '../../common/rule.decorator';

/** The admin product dialog, for POST and PUT alike: its fields follow PRODUCT_RULES. */
export class ProductInputDto implements ProductInput {
  @FollowsRule(PRODUCT_RULES.sku, { api: { example: 'FD-HOO-TOX-042' } })
  sku: string;

  @FollowsRule(PRODUCT_RULES.title, { api: { example: 'Toxic Drip Hoodie' } })
  title: string;

  @FollowsRule(PRODUCT_RULES.slug, { api: { example: 'toxic-drip-hoodie' } })
  slug: string;

  @FollowsRule(PRODUCT_RULES.description)
  description: string;

  /** Blank or null clears it; left out keeps the stored one (null on create). */
  @FollowsRule(PRODUCT_RULES.titleAr, { clearable: true, api: { example: 'هودي توكسيك دريب' } })
  titleAr?: string | null;

  @FollowsRule(PRODUCT_RULES.descriptionAr, { clearable: true })
  descriptionAr?: string | null;

  @FollowsRule(PRODUCT_RULES.category, {
    api: { description: 'A category slug', example: 'HOODIES' },
  })
  category: string;

  @FollowsRule(PRODUCT_RULES.images, {
    api: { example: ['/uploads/0123456789abcdef0123456789abcdef.webp'] },
  })
  @IsString({ each: true, message: MSG.imageNotStored })
  @Matches(STORED_IMAGE_PATTERN, { each: true, message: MSG.imageNotStored })
  images: string[];

  @FollowsRule(PRODUCT_RULES.priceAED, { api: { example: 149 } })
  priceAED: number;

  /** Empty or null means no sale price. */
  @FollowsRule(PRODUCT_RULES.salePriceAED, { api: { example: 119 } })
  salePriceAED?: number | null;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean({ message: 'featured must be true or false' })
  featured?: boolean;

  /** May be left out beside a variantStock list (the server sums it). */
  @ValidateIf(
    (o: ProductInputDto) => !Array.isArray(o.variantStock) || o.stockQuantity !== undefined,
  )
  @FollowsRule(PRODUCT_RULES.stockQuantity)
  stockQuantity: number;

  @FollowsRule(PRODUCT_RULES.lowStockThreshold, {
    mayBeAbsent: true,
    api: { default: LIMITS.defaultLowStockThreshold },
  })
  lowStockThreshold?: number;

  @ApiPropertyOptional({ enum: SIZES, isArray: true })
  @IsOptional()
  @IsArray({ message: MSG.sizeInvalid })
  @IsIn(SIZES, { each: true, message: MSG.sizeInvalid })
  sizes?: Size[];

  @ApiPropertyOptional({ enum: COLORS, isArray: true })
  @IsOptional()
  @IsArray({ message: MSG.colorInvalid })
  @IsIn(COLORS, { each: true, message: MSG.colorInvalid })
  colors?: Color[];

  @ApiPropertyOptional({
    type: [VariantStockSchema],
    nullable: true,
    description:
      'Stock per size and colour: a list turns it on (stockQuantity is their sum), null turns it off, absent keeps it',
  })
  @IsOptional()
  @ValidateBy({
    name: 'variantStock',
    validator: {
      validate: (value: unknown, args) => variantStockInputError(value, args?.object) === null,
      defaultMessage: (args) => variantStockInputError(args?.value, args?.object) ?? '',
    },
  })
  variantStock?: VariantStock[] | null;

  @ApiPropertyOptional({
    enum: PRODUCT_STATUSES,
    description: 'draft hides the product from shoppers; new products are active, absent keeps it',
  })
  @IsOptional()
  @IsIn(PRODUCT_STATUSES, { message: `status must be one of ${PRODUCT_STATUSES.join(', ')}` })
  status?: ProductStatus;
}
