import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Not, Repository, SelectQueryBuilder } from 'typeorm';
import {
  COLORS,
  LIMITS,
  MSG,
  salePriceError,
  SIZES,
  STORED_IMAGE_PATTERN,
  toFils,
} from '../contract';
import type { Product, ProductInput, ProductListResponse, ProductSort } from '../contract';
import { CategoriesService } from '../categories/categories.service';
import { conflict, invalidField } from '../common/api-error';
import { isUniqueViolation } from '../common/unique-violation';
import { StoredImageEntity } from '../uploads/stored-image.entity';
import { ProductListQueryDto } from './dto/product-list-query.dto';
import { ProductEntity } from './product.entity';
import { toProduct } from './product.mapper';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `!` escapes LIKE wildcards the same way on SQLite and MySQL. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

const ORDER_BY: Record<ProductSort, [string, 'ASC' | 'DESC']> = {
  newest: ['p.createdAt', 'DESC'],
  price_asc: ['p.effectivePriceFils', 'ASC'],
  price_desc: ['p.effectivePriceFils', 'DESC'],
  name_asc: ['p.title', 'ASC'],
};

@Injectable()
export class ProductsService {
  constructor(
    @InjectRepository(ProductEntity) private readonly products: Repository<ProductEntity>,
    @InjectRepository(StoredImageEntity) private readonly images: Repository<StoredImageEntity>,
    private readonly categories: CategoriesService,
  ) {}

  /** Filters, sorts over the whole catalog (NOTES §5) and pages in the database. */
  async list(query: ProductListQueryDto): Promise<ProductListResponse> {
    const limit = query.limit ?? LIMITS.shopPageSize;
    const qb = this.products.createQueryBuilder('p').innerJoinAndSelect('p.category', 'c');
    if (query.category) {
      const category = await this.categories.findByParam(query.category);
      if (!category) return { products: [], total: 0 };
      qb.andWhere('p.categoryId = :categoryId', { categoryId: category.id });
    }
    if (query.featured) qb.andWhere('p.featured = :featured', { featured: true });
    const search = query.search?.trim();
    if (search) {
      qb.andWhere(
        "(LOWER(p.title) LIKE :q ESCAPE '!' OR LOWER(p.description) LIKE :q ESCAPE '!' OR LOWER(p.sku) LIKE :q ESCAPE '!')",
        { q: likePattern(search) },
      );
    }
    this.applySort(qb, query.sort ?? 'newest');
    const page = query.page ?? 1;
    const [rows, total] = await qb
      .offset((page - 1) * limit)
      .limit(limit)
      .getManyAndCount();
    return { products: rows.map(toProduct), total };
  }

  /** By id or by slug (NOTES §3). */
  async findOne(slugOrId: string): Promise<Product> {
    const where = UUID.test(slugOrId) ? [{ id: slugOrId }, { slug: slugOrId }] : { slug: slugOrId };
    const entity = await this.products.findOne({ where, relations: { category: true } });
    if (!entity) throw new NotFoundException(MSG.productNotFoundTitle);
    return toProduct(entity);
  }

  /** Products at or below their low-stock threshold, fewest first. */
  async lowStock(limit: number): Promise<Product[]> {
    const rows = await this.products
      .createQueryBuilder('p')
      .innerJoinAndSelect('p.category', 'c')
      .where('p.stockQuantity <= p.lowStockThreshold')
      .orderBy('p.stockQuantity', 'ASC')
      .addOrderBy('p.id', 'ASC')
      .limit(limit)
      .getMany();
    return rows.map(toProduct);
  }

  async create(input: ProductInput): Promise<Product> {
    const entity = this.products.create();
    await this.apply(entity, input);
    const saved = await this.saveUnique(entity);
    return this.findOne(saved.id);
  }

  async update(id: string, input: ProductInput): Promise<Product> {
    const entity = await this.products.findOne({ where: { id } });
    if (!entity) throw new NotFoundException(MSG.productNotFoundTitle);
    await this.apply(entity, input, id);
    await this.saveUnique(entity);
    return this.findOne(id);
  }

  async remove(id: string): Promise<void> {
    const result = await this.products.delete({ id });
    if (!result.affected) throw new NotFoundException(MSG.productNotFoundTitle);
  }

  private applySort(qb: SelectQueryBuilder<ProductEntity>, sort: ProductSort): void {
    const [column, direction] = ORDER_BY[sort];
    // The id breaks ties so pages never repeat or skip a product.
    qb.orderBy(column, direction).addOrderBy('p.id', 'ASC');
  }

  /** Checks every rule that needs the database, then copies the form onto the entity. */
  private async apply(
    entity: ProductEntity,
    input: ProductInput,
    exceptId?: string,
  ): Promise<void> {
    const category = await this.categories.findByParam(input.category);
    if (!category || category.slug !== input.category.toUpperCase()) {
      throw invalidField('category', MSG.categoryNotFound);
    }
    const saleError = salePriceError(input.priceAED, input.salePriceAED);
    if (saleError) throw invalidField('salePriceAED', saleError);
    const priceFils = toFils(input.priceAED);
    const salePriceFils = input.salePriceAED == null ? null : toFils(input.salePriceAED);
    const images = [...new Set(input.images)];
    const names = images.map((url) => STORED_IMAGE_PATTERN.exec(url)?.[1] ?? '');
    const stored = await this.images.count({ where: { name: In(names) } });
    if (stored !== names.length) throw invalidField('images', MSG.imageNotStored);
    await this.assertUnique(input.sku, input.slug, exceptId);

    entity.sku = input.sku;
    entity.slug = input.slug;
    entity.title = input.title;
    entity.description = input.description;
    entity.categoryId = category.id;
    entity.images = images;
    entity.priceFils = priceFils;
    entity.salePriceFils = salePriceFils;
    entity.effectivePriceFils = salePriceFils ?? priceFils;
    entity.featured = input.featured ?? false;
    entity.stockQuantity = input.stockQuantity;
    entity.lowStockThreshold = input.lowStockThreshold ?? LIMITS.defaultLowStockThreshold;
    // Canonical order, no repeats.
    entity.sizes = SIZES.filter((s) => input.sizes?.includes(s));
    entity.colors = COLORS.filter((c) => input.colors?.includes(c));
  }

  private async assertUnique(sku: string, slug: string, exceptId?: string): Promise<void> {
    const notSelf = exceptId ? { id: Not(exceptId) } : {};
    if (await this.products.exist({ where: { sku, ...notSelf } })) throw skuTaken();
    if (await this.products.exist({ where: { slug, ...notSelf } })) throw slugTaken();
  }

  /** A concurrent insert can still win the race: the unique index answers, as a 409. */
  private async saveUnique(entity: ProductEntity): Promise<ProductEntity> {
    try {
      return await this.products.save(entity);
    } catch (error) {
      if (isUniqueViolation(error, 'products', 'sku')) throw skuTaken();
      if (isUniqueViolation(error, 'products', 'slug')) throw slugTaken();
      throw error;
    }
  }
}

const skuTaken = () => conflict('SKU_TAKEN', MSG.skuTaken);
const slugTaken = () => conflict('SLUG_TAKEN', MSG.slugTaken);
