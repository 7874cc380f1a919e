import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import sharp from 'sharp';
import { categoryMatchKey, LIMITS, slugify, toFils } from '../../contract';
import { CategoryEntity } from '../../catalog/categories/category.entity';
import { ProductEntity } from '../../catalog/product.entity';
import { productSearchText } from '../../catalog/search-text';
import { ImageProcessor } from '../../uploads/image-processor';
import { demoArtSvg } from './demo-art';
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from './demo-catalog';
import { DEMO_CATEGORY_NAMES_AR, DEMO_PRODUCTS_AR } from './demo-catalog-ar';

@Injectable()
export class SeedService {
  private readonly logger = new Logger('Seed');

  constructor(
    @InjectRepository(CategoryEntity) private readonly categories: Repository<CategoryEntity>,
    @InjectRepository(ProductEntity) private readonly products: Repository<ProductEntity>,
    private readonly images: ImageProcessor,
  ) {}

  /** Fills an empty catalog with the demo categories, products and art; does nothing otherwise. */
  async seedDemoCatalog(): Promise<boolean> {
    if ((await this.products.count()) > 0 || (await this.categories.count()) > 0) return false;
    const started = Date.now();
    const byslug = new Map<string, CategoryEntity>();
    for (const c of DEMO_CATEGORIES) {
      const saved = await this.categories.save(
        this.categories.create({
          slug: c.slug,
          name: c.name,
          nameAr: DEMO_CATEGORY_NAMES_AR[c.slug] ?? null,
          matchKey: categoryMatchKey(c.slug),
        }),
      );
      byslug.set(c.slug, saved);
    }
    // Spread createdAt so "Newest First" has a stable, meaningful order.
    const base = Date.now() - DEMO_PRODUCTS.length * 60_000;
    for (const [i, p] of DEMO_PRODUCTS.entries()) {
      const urls: string[] = [];
      for (let variant = 0; variant < p.images; variant++) {
        const svg = demoArtSvg({ kind: p.kind, hue: p.hue, variant, label: p.title });
        const png = await sharp(Buffer.from(svg)).png().toBuffer();
        urls.push((await this.images.store(png)).url);
      }
      const priceFils = toFils(p.priceAED);
      const saleFils = p.salePriceAED === undefined ? null : toFils(p.salePriceAED);
      const at = new Date(base + i * 60_000);
      const category = byslug.get(p.category)!;
      const arabic = DEMO_PRODUCTS_AR[p.title];
      const sku = `FD-${p.category.replace(/[^A-Z]/g, '').slice(0, 3)}-${p.title
        .replace(/[^a-zA-Z]/g, '')
        .slice(0, 3)
        .toUpperCase()}-${String(100 + i).padStart(3, '0')}`;
      await this.products.save(
        this.products.create({
          sku,
          slug: slugify(p.title),
          title: p.title,
          description: p.description,
          titleAr: arabic?.titleAr ?? null,
          descriptionAr: arabic?.descriptionAr ?? null,
          categoryId: category.id,
          searchText: productSearchText({
            ...p,
            ...arabic,
            sku,
            categoryName: category.name,
            categoryNameAr: category.nameAr,
          }),
          images: urls,
          priceFils,
          salePriceFils: saleFils,
          effectivePriceFils: saleFils ?? priceFils,
          featured: p.featured ?? false,
          stockQuantity: p.stock,
          lowStockThreshold: LIMITS.defaultLowStockThreshold,
          sizes: p.sizes ?? [],
          colors: p.colors ?? [],
          createdAt: at,
          updatedAt: at,
        }),
      );
    }
    this.logger.log(
      `Demo catalog: ${DEMO_CATEGORIES.length} categories, ${DEMO_PRODUCTS.length} products (${Date.now() - started} ms)`,
    );
    return true;
  }
}
