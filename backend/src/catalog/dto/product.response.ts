import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { COLORS, SIZES } from '../../contract';
import type { Color, Product, ProductListResponse, Size, VariantStock } from '../../contract';

@ApiSchema({ name: 'VariantStock' })
export class VariantStockSchema implements VariantStock {
  @ApiProperty({ description: 'One of the sizes, or N/A' }) size: string;
  @ApiProperty({ type: String, nullable: true }) color: string | null;
  @ApiProperty() stockQuantity: number;
}

/** Response schemas for OpenAPI; the test in test/openapi.api-spec.ts keeps them equal to the contract's types. */
@ApiSchema({ name: 'Product' })
export class ProductSchema implements Product {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() sku: string;
  @ApiProperty() slug: string;
  @ApiProperty() title: string;
  @ApiProperty() description: string;
  @ApiPropertyOptional({ type: String, nullable: true }) titleAr?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) descriptionAr?: string | null;
  @ApiProperty({ description: "The category's slug" }) category: string;
  @ApiProperty() categoryName: string;
  @ApiPropertyOptional({ type: String, nullable: true }) categoryNameAr?: string | null;
  @ApiProperty({ type: [String] }) images: string[];
  @ApiProperty() priceAED: number;
  @ApiProperty({ type: Number, nullable: true }) salePriceAED: number | null;
  @ApiProperty() featured: boolean;
  @ApiProperty() inStock: boolean;
  @ApiProperty() stockQuantity: number;
  @ApiProperty() lowStockThreshold: number;
  @ApiProperty({ enum: SIZES, isArray: true }) sizes: Size[];
  @ApiProperty({ enum: COLORS, isArray: true }) colors: Color[];
  @ApiPropertyOptional({
    type: [VariantStockSchema],
    nullable: true,
    description: 'Stock per size and colour, null for one number; left out of list answers',
  })
  variantStock?: VariantStock[] | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

@ApiSchema({ name: 'ProductListResponse' })
export class ProductListSchema implements ProductListResponse {
  @ApiProperty({ type: [ProductSchema] }) products: ProductSchema[];
  @ApiProperty() total: number;
}
