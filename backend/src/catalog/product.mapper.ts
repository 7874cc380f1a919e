import { fromFils } from '../contract';
import type { Product, VariantStock } from '../contract';
import type { ProductEntity } from './product.entity';

/** Who reads the product: shoppers' answers hold active products only, so they carry no status. */
export type ProductView = 'public' | 'staff';

/**
 * The API shape of a product; the entity never leaves the service raw. `variantStock` is the
 * product's stock per size and colour (null: one number); left out (undefined) in lists.
 */
export function toProduct(
  entity: ProductEntity,
  variantStock?: VariantStock[] | null,
  view: ProductView = 'staff',
): Product {
  const product: Product = {
    id: entity.id,
    sku: entity.sku,
    slug: entity.slug,
    title: entity.title,
    description: entity.description,
    titleAr: entity.titleAr ?? null,
    descriptionAr: entity.descriptionAr ?? null,
    category: entity.category?.slug ?? '',
    categoryName: entity.category?.name ?? '',
    categoryNameAr: entity.category?.nameAr ?? null,
    images: entity.images,
    priceAED: fromFils(entity.priceFils),
    salePriceAED: entity.salePriceFils === null ? null : fromFils(entity.salePriceFils),
    featured: Boolean(entity.featured),
    inStock: entity.stockQuantity > 0,
    stockQuantity: entity.stockQuantity,
    lowStockThreshold: entity.lowStockThreshold,
    sizes: entity.sizes,
    colors: entity.colors,
    status: entity.status ?? 'active',
    createdAt: entity.createdAt.toISOString(),
    updatedAt: entity.updatedAt.toISOString(),
  };
  if (variantStock !== undefined) product.variantStock = variantStock;
  if (view === 'public') delete product.status;
  return product;
}
