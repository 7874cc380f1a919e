import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
} from 'class-validator';
import { COLORS, LIMITS, MSG, SIZES, STORED_IMAGE_PATTERN } from '../../contract';
import type { Color, ProductInput, Size } from '../../contract';
import { MONEY_NUMBER_OPTIONS, trimString } from '../../common/transforms';

/** The admin product form (spec §5 "Admin product form"), for POST and PUT alike. */
export class ProductInputDto implements ProductInput {
  @ApiProperty({ example: 'FD-HOO-TOX-042' })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toUpperCase() : value,
  )
  @IsString({ message: MSG.skuRequired })
  @IsNotEmpty({ message: MSG.skuRequired })
  @MaxLength(LIMITS.skuMax, { message: `SKU must be at most ${LIMITS.skuMax} characters` })
  @Matches(/^[A-Z0-9][A-Z0-9-]*$/, { message: 'SKU may only contain letters, digits and hyphens' })
  sku: string;

  @ApiProperty({ example: 'Toxic Drip Hoodie' })
  @Transform(trimString)
  @IsString({ message: MSG.titleRequired })
  @IsNotEmpty({ message: MSG.titleRequired })
  @MaxLength(LIMITS.titleMax, { message: `Title must be at most ${LIMITS.titleMax} characters` })
  title: string;

  @ApiProperty({ example: 'toxic-drip-hoodie' })
  @Transform(trimString)
  @IsString({ message: MSG.slugRequired })
  @IsNotEmpty({ message: MSG.slugRequired })
  @MaxLength(LIMITS.slugMax, { message: `Slug must be at most ${LIMITS.slugMax} characters` })
  @Matches(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    message: 'Slug may only contain lowercase letters, digits and hyphens',
  })
  slug: string;

  @ApiProperty({ minLength: LIMITS.descriptionMin })
  @Transform(trimString)
  @IsString({ message: MSG.descriptionMin })
  @MinLength(LIMITS.descriptionMin, { message: MSG.descriptionMin })
  @MaxLength(LIMITS.descriptionMax, {
    message: `Description must be at most ${LIMITS.descriptionMax} characters`,
  })
  description: string;

  @ApiProperty({ description: 'A category slug', example: 'HOODIES' })
  @Transform(trimString)
  @IsString({ message: MSG.categoryRequired })
  @IsNotEmpty({ message: MSG.categoryRequired })
  category: string;

  @ApiProperty({ type: [String], example: ['/uploads/0123456789abcdef0123456789abcdef.webp'] })
  @IsArray({ message: MSG.imagesRequired })
  @ArrayMinSize(1, { message: MSG.imagesRequired })
  @ArrayMaxSize(LIMITS.maxImagesPerProduct, {
    message: `${MSG.tooManyImagesTitle}: ${MSG.tooManyImagesBody}`,
  })
  @IsString({ each: true, message: MSG.imageNotStored })
  @Matches(STORED_IMAGE_PATTERN, { each: true, message: MSG.imageNotStored })
  images: string[];

  @ApiProperty({ example: 149 })
  @IsNumber(MONEY_NUMBER_OPTIONS, { message: MSG.priceMin })
  @Min(1, { message: MSG.priceMin })
  @Max(LIMITS.maxPriceAED, { message: `Price must be at most ${LIMITS.maxPriceAED}` })
  priceAED: number;

  /** Empty or null means no sale price. */
  @ApiPropertyOptional({ nullable: true, example: 119 })
  @Transform(({ value }: { value: unknown }) => (value === '' ? null : value))
  @IsOptional()
  @ValidateIf((_o, v) => v !== null)
  @IsNumber(MONEY_NUMBER_OPTIONS, { message: MSG.salePriceMin })
  @Min(0.01, { message: MSG.salePriceMin })
  salePriceAED?: number | null;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean({ message: 'featured must be true or false' })
  featured?: boolean;

  @ApiProperty({ minimum: 0 })
  @IsInt({ message: MSG.stockMin })
  @Min(0, { message: MSG.stockMin })
  @Max(LIMITS.maxStock, { message: `Stock quantity must be at most ${LIMITS.maxStock}` })
  stockQuantity: number;

  @ApiPropertyOptional({ minimum: 0, default: LIMITS.defaultLowStockThreshold })
  @IsOptional()
  @IsInt({ message: MSG.lowStockMin })
  @Min(0, { message: MSG.lowStockMin })
  @Max(LIMITS.maxStock, { message: `Low stock threshold must be at most ${LIMITS.maxStock}` })
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
}
