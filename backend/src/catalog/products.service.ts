import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, Not, Repository, SelectQueryBuilder } from 'typeorm';
import {
  BULK_MSG,
  COLORS,
  fromFils,
  LIMITS,
  MSG,
  PRODUCT_BULK_LIMITS,
  PRODUCT_RULES,
  priceAfterPercent,
  ruleError,
  salePriceError,
  SIZES,
  STORED_IMAGE_PATTERN,
  toFils,
} from '../contract';
import type {
  AdminProductSort,
  Product,
  ProductBulkResponse,
  ProductBulkResult,
  ProductInput,
  ProductListResponse,
  ProductSort,
} from '../contract';
import { CatalogVersionService } from '../cache/catalog-version.service';
import { PublicCacheService } from '../cache/public-cache.service';
import type { CachedAnswer } from '../cache/public-cache.service';
import { CategoriesService } from './categories/categories.service';
import { ApiError, conflict, invalidField, invalidRequest, notFound } from '../common/api-error';
import { isUniqueViolation } from '../database/unique-violation';
import { ProductChanged } from '../events/domain-events';
import { DomainEvents } from '../events/domain-events.service';
import { StoredImageEntity } from '../uploads/stored-image.entity';
import { ProductListQueryDto } from './dto/product-list-query.dto';
import type { AdminProductListQueryDto } from './dto/admin-product-list-query.dto';
import type { ProductBulkDto } from './dto/product-bulk.dto';
import { ProductEntity } from './product.entity';
import { toProduct } from './product.mapper';
import { ProductHeads, productPageKey } from './product-heads';
import { ProductSearch } from './product-search';
import { productSearchText } from './search-text';
import { planVariantStock, sortVariants, VariantStockService } from './variant-stock.service';
import type { VariantStockPlan } from './variant-stock.service';
import { inTransaction } from '../database/transactions';
import { ActivityLog } from '../activity/activity-log.service';
import { changesBetween, snapshotOf } from '../activity/actor';
import type { Actor } from '../activity/actor';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Sort column and direction; the id breaks ties in the same direction, so one index serves. */
const ORDER_BY: Record<ProductSort, [string, 'ASC' | 'DESC']> = {
  newest: ['p.createdAt', 'DESC'],
  price_asc: ['p.effectivePriceFils', 'ASC'],
  price_desc: ['p.effectivePriceFils', 'DESC'],
  name_asc: ['p.title', 'ASC'],
};

/** The admin list's sorts: the shop's, and by stock. */
const ADMIN_ORDER_BY: Record<AdminProductSort, [string, 'ASC' | 'DESC']> = {
  ...ORDER_BY,
  stock_asc: ['p.stockQuantity', 'ASC'],
  stock_desc: ['p.stockQuantity', 'DESC'],
};

/** The stock filter's states, those of the console's stock badge (contract STOCK_FILTERS). */
const STOCK_WHERE = {
  sold_out: 'p.stockQuantity <= 0',
  low: 'p.stockQuantity > 0 AND p.stockQuantity <= p.lowStockThreshold',
  in_stock: 'p.stockQuantity > p.lowStockThreshold',
} as const;

/** What a bulk edit does to one product's columns (throws an ApiError to refuse it). */
type BulkEdit = (
  entity: ProductEntity,
  variants: readonly object[] | null,
) => Partial<ProductEntity>;

const LOW_VARIANT =
  'EXISTS (SELECT 1 FROM product_variant_stock v WHERE v.productId = p.id AND v.quantity <= p.lowStockThreshold)';

/** A product's lowest stock: its smallest variant, or its total when it keeps one number. */
const LOWEST_LEVEL =
  'COALESCE((SELECT MIN(v.quantity) FROM product_variant_stock v WHERE v.productId = p.id), p.stockQuantity)';

/** Product pages are keyed by their current stock and update time: they can live longer. */
const DETAIL_TTL_MS = 60_000;

@Injectable()
export class ProductsService {
  /** Totals per filter without a search, memoised per catalog version (a count reads every row). */
  private readonly totals = new Map<string, number>();
  private totalsVersion = -1;

  constructor(
    @InjectRepository(ProductEntity) private readonly products: Repository<ProductEntity>,
    @InjectRepository(StoredImageEntity) private readonly images: Repository<StoredImageEntity>,
    private readonly categories: CategoriesService,
    private readonly search: ProductSearch,
    private readonly heads: ProductHeads,
    private readonly version: CatalogVersionService,
    private readonly cache: PublicCacheService,
    private readonly variants: VariantStockService,
    private readonly events: DomainEvents,
    private readonly activity: ActivityLog,
  ) {}

  /**
   * Filters, sorts over the whole catalog and pages in the database, reading an index in order.
   * Drafts are never in it.
   */
  async list(query: ProductListQueryDto): Promise<ProductListResponse> {
    const limit = query.limit ?? LIMITS.shopPageSize;
    const page = query.page ?? 1;
    const qb = this.products.createQueryBuilder('p');
    const filter = await this.filter(qb, query);
    if (!filter) return { products: [], total: 0 };
    qb.andWhere('p.status = :active', { active: 'active' });
    if (query.featured) qb.andWhere('p.featured = :featured', { featured: true });

    const counting = qb.clone().select('COUNT(*)', 'n');
    const [column, direction] = ORDER_BY[query.sort ?? 'newest'];
    const rows = await this.page(qb, column, direction, page, limit);
    const total = filter.searching
      ? await countOf(counting)
      : await this.memoisedTotal(`${filter.categoryId ?? ''}|${query.featured ? 1 : 0}`, () =>
          countOf(counting),
        );
    return { products: rows.map((row) => toProduct(row, undefined, 'public')), total };
  }

  /**
   * The staff console's list: drafts included, filtered by status and stock state, sorted by
   * stock too, paged with the total. Without any of its own parameters it lists what the shop's
   * list would, drafts included.
   */
  async adminList(query: AdminProductListQueryDto): Promise<ProductListResponse> {
    const limit = query.limit ?? PRODUCT_BULK_LIMITS.adminPageSize;
    const page = query.page ?? 1;
    const qb = this.products.createQueryBuilder('p');
    if (!(await this.filter(qb, query))) return { products: [], total: 0 };
    if (query.status) qb.andWhere('p.status = :status', { status: query.status });
    if (query.stock) qb.andWhere(STOCK_WHERE[query.stock]);
    const counting = qb.clone().select('COUNT(*)', 'n');
    const [column, direction] = ADMIN_ORDER_BY[query.sort ?? 'newest'];
    const [rows, total] = await Promise.all([
      this.page(qb, column, direction, page, limit),
      countOf(counting),
    ]);
    return { products: rows.map((row) => toProduct(row)), total };
  }

  /**
   * The category and search filters both lists share; null when nothing can match (an unknown
   * category, a search without words).
   */
  private async filter(
    qb: SelectQueryBuilder<ProductEntity>,
    query: { category?: string; search?: string },
  ): Promise<{ categoryId?: string; searching: boolean } | null> {
    let categoryId: string | undefined;
    if (query.category) {
      const category = await this.categories.findByParam(query.category);
      if (!category) return null;
      categoryId = category.id;
      qb.andWhere('p.categoryId = :categoryId', { categoryId });
    }
    const search = query.search?.trim();
    const words = search ? this.search.words(search) : [];
    if (search && words.length === 0) return null;
    if (words.length > 0) await this.search.apply(qb, words);
    return { categoryId, searching: words.length > 0 };
  }

  /** One page of rows, their categories attached. */
  private async page(
    qb: SelectQueryBuilder<ProductEntity>,
    column: string,
    direction: 'ASC' | 'DESC',
    page: number,
    limit: number,
  ): Promise<ProductEntity[]> {
    // No join: the planner then always walks the filter's sort index and stops after `limit`
    // rows (MariaDB would otherwise start from categories and sort the whole table).
    const rows = await qb
      .orderBy(column, direction)
      .addOrderBy('p.id', direction)
      .offset((page - 1) * limit)
      .limit(limit)
      .getMany();
    const categories = await this.categories.byIds(rows.map((row) => row.categoryId));
    for (const row of rows) row.category = categories.get(row.categoryId)!;
    return rows;
  }

  /** By id or by slug. */
  async findOne(slugOrId: string): Promise<Product> {
    const where = UUID.test(slugOrId) ? [{ id: slugOrId }, { slug: slugOrId }] : { slug: slugOrId };
    const entity = await this.products.findOne({ where, relations: { category: true } });
    if (!entity) throw notFound(MSG.productNotFoundTitle);
    return toProduct(entity, await this.variants.of(this.products.manager, entity));
  }

  /** By id or by slug, as a shopper may see it: a draft is a 404 like an unknown product. */
  async findPublic(slugOrId: string): Promise<Product> {
    const product = await this.findOne(slugOrId);
    if (product.status !== 'active') throw notFound(MSG.productNotFoundTitle);
    delete product.status;
    return product;
  }

  /**
   * The public product answer, ready to send. Its stock and update time are read on every
   * request (one indexed row), so the page a shopper re-checks before adding to the cart is
   * never stale; the rest comes from the cache while they and the catalog are unchanged.
   * `request`: the request the page is rendered for, whose row may be read already
   * (ProductHeads.find).
   */
  async publicAnswer(slugOrId: string, request?: object): Promise<CachedAnswer> {
    const head = await this.heads.find(slugOrId, request);
    if (!head) throw notFound(MSG.productNotFoundTitle);
    const key = productPageKey(head);
    return this.cache.answer(key, DETAIL_TTL_MS, async () => {
      const entity = this.heads.hydrate(head);
      // A miss also reads the stock per size and colour (a hit stays the one row read).
      const [categories, variants] = await Promise.all([
        this.categories.byIds([entity.categoryId]),
        this.variants.of(this.products.manager, entity),
      ]);
      entity.category = categories.get(entity.categoryId)!;
      return toProduct(entity, variants, 'public');
    });
  }

  /** The Arabic titles of these products, by id (those that have one and still exist). */
  async arabicTitles(ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.products.find({
      select: { id: true, titleAr: true },
      where: { id: In([...new Set(ids)]), titleAr: Not(IsNull()) },
    });
    return new Map(rows.map((row) => [row.id, row.titleAr as string]));
  }

  /**
   * Products at or below their low-stock threshold, fewest first; with stock per size and
   * colour also those with a variant at or below it (the answer lists their variants).
   */
  async lowStock(limit: number): Promise<Product[]> {
    const rows = await this.products
      .createQueryBuilder('p')
      .innerJoinAndSelect('p.category', 'c')
      .where('p.stockQuantity <= p.lowStockThreshold')
      .orWhere(LOW_VARIANT)
      .orderBy(LOWEST_LEVEL, 'ASC')
      .addOrderBy('p.id', 'ASC')
      .limit(limit)
      .getMany();
    const variants = await this.variants.byProduct(
      this.products.manager,
      rows.map((row) => row.id),
    );
    return rows.map((row) => {
      const list = variants.get(row.id);
      return toProduct(row, list ? sortVariants(list, row) : null);
    });
  }

  async create(input: ProductInput, actor: Actor): Promise<Product> {
    const entity = this.products.create();
    await this.apply(entity, input);
    const plan = planVariantStock(input, entity.sizes, entity.colors, null);
    const saved = await this.saveUnique(entity, plan, actor, null);
    this.events.publish(new ProductChanged(saved.id, 'created'));
    return this.findOne(saved.id);
  }

  async update(id: string, input: ProductInput, actor: Actor): Promise<Product> {
    const entity = await this.products.findOne({ where: { id } });
    if (!entity) throw notFound(MSG.productNotFoundTitle);
    const existing = await this.variants.of(this.products.manager, entity);
    const before = productSnapshot(entity, existing);
    await this.apply(entity, input, id);
    const plan = planVariantStock(input, entity.sizes, entity.colors, existing);
    await this.saveUnique(entity, plan, actor, before);
    this.events.publish(new ProductChanged(id, 'updated'));
    return this.findOne(id);
  }

  async remove(id: string, actor: Actor): Promise<void> {
    await inTransaction(this.products.manager.connection, async (manager) => {
      const entity = await manager.findOne(ProductEntity, { where: { id } });
      const before = entity && productSnapshot(entity, await this.variants.of(manager, entity));
      const result = await manager.delete(ProductEntity, { id });
      if (!result.affected) throw notFound(MSG.productNotFoundTitle);
      await this.activity.record(manager, {
        actor,
        action: 'delete',
        entity: 'product',
        entityId: id,
        changes: changesBetween(before, null),
      });
      await this.events.recordCatalogChange(manager);
    });
    this.events.publish(new ProductChanged(id, 'deleted'));
  }

  /**
   * One action on many products, each in its own transaction (with its activity line and the
   * catalog version), so one refused product does not stop the others; each one's outcome is
   * reported with the code and message the single call would answer. A fault that is not a
   * refusal (the database gone) ends the call: the products before it stay done.
   */
  async bulk(body: ProductBulkDto, actor: Actor): Promise<ProductBulkResponse> {
    const edit = body.action === 'delete' ? null : bulkEdit(body);
    const results: ProductBulkResult[] = [];
    for (const id of [...new Set(body.ids)]) {
      try {
        if (edit) await this.edit(id, edit, actor);
        else await this.remove(id, actor);
        results.push({ id, ok: true });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        results.push({ id, ok: false, code: error.code, message: error.message });
      }
    }
    return { results };
  }

  /** Changes some of one product's columns, as an admin write (log line, version, event). */
  private async edit(id: string, edit: BulkEdit, actor: Actor): Promise<void> {
    await inTransaction(this.products.manager.connection, async (manager) => {
      const entity = await manager.findOne(ProductEntity, { where: { id } });
      if (!entity) throw notFound(MSG.productNotFoundTitle);
      const variants = await this.variants.of(manager, entity);
      const before = productSnapshot(entity, variants);
      const patch = edit(entity, variants);
      // Only these columns: a concurrent order's stock change is never written over.
      await manager.update(ProductEntity, { id }, { ...patch, updatedAt: new Date() });
      await this.activity.record(manager, {
        actor,
        action: 'update',
        entity: 'product',
        entityId: id,
        changes: changesBetween(before, productSnapshot(Object.assign(entity, patch), variants)),
      });
      await this.events.recordCatalogChange(manager);
    });
    this.events.publish(new ProductChanged(id, 'updated'));
  }

  private async memoisedTotal(key: string, count: () => Promise<number>): Promise<number> {
    const version = await this.version.current();
    if (version !== this.totalsVersion) {
      this.totals.clear();
      this.totalsVersion = version;
    }
    const known = this.totals.get(key);
    if (known !== undefined) return known;
    const total = await count();
    if (this.totalsVersion === version) this.totals.set(key, total);
    return total;
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
    // Arabic: null or blank clears (the DTO sends null), left out keeps the stored text.
    if (input.titleAr !== undefined || entity.titleAr === undefined) {
      entity.titleAr = input.titleAr ?? null;
    }
    if (input.descriptionAr !== undefined || entity.descriptionAr === undefined) {
      entity.descriptionAr = input.descriptionAr ?? null;
    }
    entity.categoryId = category.id;
    entity.images = images;
    entity.priceFils = priceFils;
    entity.salePriceFils = salePriceFils;
    entity.effectivePriceFils = salePriceFils ?? priceFils;
    entity.featured = input.featured ?? false;
    // New products are active; an edit that leaves the status out keeps it.
    if (input.status !== undefined || entity.status === undefined) {
      entity.status = input.status ?? 'active';
    }
    entity.stockQuantity = input.stockQuantity;
    entity.lowStockThreshold = input.lowStockThreshold ?? LIMITS.defaultLowStockThreshold;
    // Canonical order, no repeats.
    entity.sizes = SIZES.filter((s) => input.sizes?.includes(s));
    entity.colors = COLORS.filter((c) => input.colors?.includes(c));
    entity.searchText = productSearchText({
      ...input,
      titleAr: entity.titleAr,
      descriptionAr: entity.descriptionAr,
      categoryName: category.name,
      categoryNameAr: category.nameAr,
    });
  }

  private async assertUnique(sku: string, slug: string, exceptId?: string): Promise<void> {
    const notSelf = exceptId ? { id: Not(exceptId) } : {};
    if (await this.products.exist({ where: { sku, ...notSelf } })) throw skuTaken();
    if (await this.products.exist({ where: { slug, ...notSelf } })) throw slugTaken();
  }

  /**
   * A concurrent insert can still win the race: the unique index answers, as a 409. `before`:
   * the product as it was (null for a new one), for the activity log.
   */
  private async saveUnique(
    entity: ProductEntity,
    plan: VariantStockPlan,
    actor: Actor,
    before: Record<string, unknown> | null,
  ): Promise<ProductEntity> {
    entity.stockQuantity = plan.stockQuantity;
    try {
      // The product, its variant stock, its activity line and the catalog version together.
      return await inTransaction(this.products.manager.connection, async (manager) => {
        const saved = await manager.save(entity);
        await this.variants.apply(manager, saved.id, plan.entries);
        const variants = plan.entries === undefined ? before?.variantStock : plan.entries;
        await this.activity.record(manager, {
          actor,
          action: before ? 'update' : 'create',
          entity: 'product',
          entityId: saved.id,
          changes: changesBetween(before, {
            ...productSnapshot(saved, null),
            variantStock: variants ?? null,
          }),
        });
        await this.events.recordCatalogChange(manager);
        return saved;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'products', 'sku')) throw skuTaken();
      if (isUniqueViolation(error, 'products', 'slug')) throw slugTaken();
      throw error;
    }
  }
}

/** What the activity log compares of a product: its columns and its stock per variant. */
function productSnapshot(
  entity: ProductEntity,
  variants: readonly object[] | null,
): Record<string, unknown> {
  return {
    ...snapshotOf(entity, ['id', 'searchText', 'createdAt', 'updatedAt']),
    variantStock: variants,
  };
}

/** The column changes of a bulk action other than delete; a 400 when its values are missing. */
function bulkEdit(body: ProductBulkDto): BulkEdit {
  switch (body.action) {
    case 'publish':
      return () => ({ status: 'active' });
    case 'unpublish':
      return () => ({ status: 'draft' });
    case 'stock': {
      const stockQuantity = body.stockQuantity;
      if (stockQuantity === undefined) throw invalidField('stockQuantity', BULK_MSG.stockRequired);
      return (_entity, variants) => {
        // One number cannot say which sizes and colours hold the units.
        if (variants) throw conflict('STOCK_PER_VARIANT', BULK_MSG.stockPerVariant);
        return { stockQuantity };
      };
    }
    default: {
      const { priceAED, percent } = body;
      if ((priceAED === undefined) === (percent === undefined)) {
        throw invalidRequest(BULK_MSG.priceChoice);
      }
      return (entity) => {
        const oldSale = entity.salePriceFils === null ? null : fromFils(entity.salePriceFils);
        const price = priceAED ?? priceAfterPercent(fromFils(entity.priceFils), percent!);
        // A percent moves the sale price too, so the discount keeps its size.
        const sale =
          priceAED !== undefined || oldSale === null
            ? oldSale
            : priceAfterPercent(oldSale, percent!);
        const priceError = ruleError(PRODUCT_RULES.priceAED, price);
        if (priceError) throw invalidField('priceAED', priceError);
        const saleError =
          (sale !== null ? ruleError(PRODUCT_RULES.salePriceAED, sale) : null) ??
          salePriceError(price, sale);
        if (saleError) throw invalidField('salePriceAED', saleError);
        const priceFils = toFils(price);
        const salePriceFils = sale === null ? null : toFils(sale);
        return { priceFils, salePriceFils, effectivePriceFils: salePriceFils ?? priceFils };
      };
    }
  }
}

async function countOf(qb: SelectQueryBuilder<ProductEntity>): Promise<number> {
  const row = await qb.getRawOne<{ n: number | string }>();
  return Number(row?.n ?? 0);
}

const skuTaken = () => conflict('SKU_TAKEN', MSG.skuTaken);
const slugTaken = () => conflict('SLUG_TAKEN', MSG.slugTaken);
