import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Not, Repository } from 'typeorm';
import { categoryMatchKey, MSG } from '../contract';
import type { Category, CategoryInput } from '../contract';
import { ProductEntity } from '../catalog/product.entity';
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
    return toCategory(await this.categories.save(entity));
  }

  async update(id: string, input: CategoryInput): Promise<Category> {
    const entity = await this.get(id);
    await this.assertSlugFree(input.slug, id);
    entity.name = input.name;
    entity.slug = input.slug;
    entity.matchKey = categoryMatchKey(input.slug);
    return toCategory(await this.categories.save(entity));
  }

  /** Refuses (409) while any product uses the category. */
  async remove(id: string): Promise<void> {
    const entity = await this.get(id);
    const used = await this.products.count({ where: { categoryId: id } });
    if (used > 0) throw new ConflictException(MSG.categoryInUse(used));
    await this.categories.delete({ id: entity.id });
  }

  private async get(id: string): Promise<CategoryEntity> {
    const entity = await this.categories.findOne({ where: { id } });
    if (!entity) throw new NotFoundException(MSG.categoryMissing);
    return entity;
  }

  /** Slugs that differ only in punctuation would match the same links, so they clash too. */
  private async assertSlugFree(slug: string, exceptId?: string): Promise<void> {
    const clash = await this.categories.findOne({
      where: { matchKey: categoryMatchKey(slug), ...(exceptId ? { id: Not(exceptId) } : {}) },
    });
    if (clash) throw new ConflictException(MSG.categorySlugTaken);
  }
}
