import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Not, Repository } from 'typeorm';
import { categoryMatchKey, MSG } from '../../contract';
import type { Category, CategoryInput } from '../../contract';
import { CatalogVersionService } from '../../cache/catalog-version.service';
import { ProductEntity } from '../product.entity';
import { productSearchText } from '../search-text';
import { conflict, notFound } from '../../common/api-error';
import { isUniqueViolation } from '../../database/unique-violation';
import { CategoryChanged } from '../../events/domain-events';
import { DomainEvents } from '../../events/domain-events.service';
import { inTransaction } from '../../database/transactions';
import { ActivityLog } from '../../activity/activity-log.service';
import { changesBetween, snapshotOf } from '../../activity/actor';
import type { Actor } from '../../activity/actor';
import { CategoryEntity } from './category.entity';

export function toCategory(entity: CategoryEntity): Category {
  return { id: entity.id, slug: entity.slug, name: entity.name, nameAr: entity.nameAr ?? null };
}

@Injectable()
export class CategoriesService {
  private known = new Map<string, CategoryEntity>();
  private knownVersion = -1;

  constructor(
    @InjectRepository(CategoryEntity) private readonly categories: Repository<CategoryEntity>,
    @InjectRepository(ProductEntity) private readonly products: Repository<ProductEntity>,
    private readonly version: CatalogVersionService,
    private readonly events: DomainEvents,
    private readonly activity: ActivityLog,
  ) {}

  async list(): Promise<Category[]> {
    const rows = await this.categories.find({ order: { name: 'ASC' } });
    return rows.map(toCategory);
  }

  /**
   * Categories by id, from a map kept per catalog version (a handful of rows that every
   * product answer names); ids it does not know yet are read from the database.
   */
  async byIds(ids: string[]): Promise<Map<string, CategoryEntity>> {
    const version = await this.version.current();
    if (version !== this.knownVersion) {
      this.known = new Map();
      this.knownVersion = version;
    }
    const missing = [...new Set(ids)].filter((id) => !this.known.has(id));
    if (missing.length > 0) {
      for (const row of await this.categories.find({ where: { id: In(missing) } })) {
        this.known.set(row.id, row);
      }
    }
    return this.known;
  }

  /**
   * The category a `?category=` value names, matched ignoring case and punctuation
   * (categoryMatchKey); null when none.
   */
  async findByParam(value: string): Promise<CategoryEntity | null> {
    const key = categoryMatchKey(value);
    if (!key) return null;
    return this.categories.findOne({ where: { matchKey: key } });
  }

  async create(input: CategoryInput, actor: Actor): Promise<Category> {
    await this.assertSlugFree(input.slug);
    const entity = this.categories.create({
      name: input.name,
      nameAr: input.nameAr ?? null,
      slug: input.slug,
      matchKey: categoryMatchKey(input.slug),
    });
    const saved = await this.saveUnique(entity, actor, null);
    this.events.publish(new CategoryChanged(saved.id, 'created'));
    return saved;
  }

  async update(id: string, input: CategoryInput, actor: Actor): Promise<Category> {
    const entity = await this.get(id);
    const before = categorySnapshot(entity);
    await this.assertSlugFree(input.slug, id);
    entity.slug = input.slug;
    entity.matchKey = categoryMatchKey(input.slug);
    // Left out keeps the Arabic name; null or blank (null from the DTO) clears it.
    const nameAr = input.nameAr === undefined ? entity.nameAr : input.nameAr;
    const renamed = entity.name !== input.name || entity.nameAr !== nameAr;
    entity.name = input.name;
    entity.nameAr = nameAr;
    const saved = await this.saveUnique(entity, actor, before);
    if (renamed) await this.refreshSearchText(id, input.name, nameAr);
    this.events.publish(new CategoryChanged(id, 'updated'));
    return saved;
  }

  /** Refuses (409) while any product uses the category. */
  async remove(id: string, actor: Actor): Promise<void> {
    const entity = await this.get(id);
    const used = await this.products.count({ where: { categoryId: id } });
    if (used > 0) throw conflict('CATEGORY_IN_USE', MSG.categoryInUse(used));
    await this.write(async (manager) => {
      await manager.delete(CategoryEntity, { id: entity.id });
      await this.activity.record(manager, {
        actor,
        action: 'delete',
        entity: 'category',
        entityId: entity.id,
        changes: changesBetween(categorySnapshot(entity), null),
      });
    });
    this.events.publish(new CategoryChanged(entity.id, 'deleted'));
  }

  /**
   * Products are found by their category's names (English and Arabic) too: renaming it
   * rewrites their search text.
   */
  private async refreshSearchText(
    categoryId: string,
    categoryName: string,
    categoryNameAr: string | null,
  ): Promise<void> {
    const batch = 500;
    for (let offset = 0; ; offset += batch) {
      const rows = await this.products.find({
        where: { categoryId },
        select: {
          id: true,
          title: true,
          description: true,
          sku: true,
          titleAr: true,
          descriptionAr: true,
        },
        order: { id: 'ASC' },
        skip: offset,
        take: batch,
      });
      // Each batch moves the catalog version with it: searches see the new names as they land.
      await inTransaction(this.products.manager.connection, async (manager) => {
        for (const row of rows) {
          const searchText = productSearchText({ ...row, categoryName, categoryNameAr });
          await manager.update(ProductEntity, { id: row.id }, { searchText });
        }
        await this.events.recordCatalogChange(manager);
      });
      if (rows.length < batch) return;
    }
  }

  private async get(id: string): Promise<CategoryEntity> {
    const entity = await this.categories.findOne({ where: { id } });
    if (!entity) throw notFound(MSG.categoryMissing);
    return entity;
  }

  /** Slugs that differ only in punctuation would match the same links, so they clash too. */
  private async assertSlugFree(slug: string, exceptId?: string): Promise<void> {
    const clash = await this.categories.findOne({
      where: { matchKey: categoryMatchKey(slug), ...(exceptId ? { id: Not(exceptId) } : {}) },
    });
    if (clash) throw slugTaken();
  }

  /** A category write and the catalog version, in one transaction. */
  private write<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return inTransaction(this.categories.manager.connection, async (manager) => {
      const result = await work(manager);
      await this.events.recordCatalogChange(manager);
      return result;
    });
  }

  /** A concurrent save can still win the race: the unique indexes answer, as the same 409. */
  private async saveUnique(
    entity: CategoryEntity,
    actor: Actor,
    before: Record<string, unknown> | null,
  ): Promise<Category> {
    try {
      const saved = await this.write(async (manager) => {
        const row = await manager.save(entity);
        await this.activity.record(manager, {
          actor,
          action: before ? 'update' : 'create',
          entity: 'category',
          entityId: row.id,
          changes: changesBetween(before, categorySnapshot(row)),
        });
        return row;
      });
      return toCategory(saved);
    } catch (error) {
      if (
        isUniqueViolation(error, 'categories', 'slug') ||
        isUniqueViolation(error, 'categories', 'matchKey')
      ) {
        throw slugTaken();
      }
      throw error;
    }
  }
}

const slugTaken = () => conflict('CATEGORY_SLUG_TAKEN', MSG.categorySlugTaken);

/** What the activity log compares of a category. */
function categorySnapshot(entity: CategoryEntity): Record<string, unknown> {
  return snapshotOf(entity, ['id', 'matchKey', 'createdAt', 'updatedAt']);
}
