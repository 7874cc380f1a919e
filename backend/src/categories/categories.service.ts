import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Not, Repository } from 'typeorm';
import { categoryMatchKey, MSG } from '../contract';
import type { Category, CategoryInput } from '../contract';
import { ProductEntity } from '../catalog/product.entity';
import { conflict, notFound } from '../common/api-error';
import { isUniqueViolation } from '../common/unique-violation';
import { CategoryEntity } from './category.entity';

export function toCategory(entity: CategoryEntity): Category {
  return { id: entity.id, slug: entity.slug, name: entity.name };
}

@Injectable()
export class CategoriesService {
  constructor(
    @InjectRepository(CategoryEntity) private readonly categories: Repository<CategoryEntity>,
    @InjectRepository(ProductEntity) private readonly products: Repository<ProductEntity>,
  ) {}

  async list(): Promise<Category[]> {
    const rows = await this.categories.find({ order: { name: 'ASC' } });
    return rows.map(toCategory);
  }

  /** The category a `?category=` value names, matched as NOTES §2; null when none. */
  async findByParam(value: string): Promise<CategoryEntity | null> {
    const key = categoryMatchKey(value);
    if (!key) return null;
    return this.categories.findOne({ where: { matchKey: key } });
  }

  async create(input: CategoryInput): Promise<Category> {
    await this.assertSlugFree(input.slug);
    const entity = this.categories.create({
      name: input.name,
      slug: input.slug,
      matchKey: categoryMatchKey(input.slug),
    });
    return this.saveUnique(entity);
  }

  async update(id: string, input: CategoryInput): Promise<Category> {
    const entity = await this.get(id);
    await this.assertSlugFree(input.slug, id);
    entity.name = input.name;
    entity.slug = input.slug;
    entity.matchKey = categoryMatchKey(input.slug);
    return this.saveUnique(entity);
  }

  /** Refuses (409) while any product uses the category. */
  async remove(id: string): Promise<void> {
    const entity = await this.get(id);
    const used = await this.products.count({ where: { categoryId: id } });
    if (used > 0) throw conflict('CATEGORY_IN_USE', MSG.categoryInUse(used));
    await this.categories.delete({ id: entity.id });
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

  /** A concurrent save can still win the race: the unique indexes answer, as the same 409. */
  private async saveUnique(entity: CategoryEntity): Promise<Category> {
    try {
      return toCategory(await this.categories.save(entity));
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
