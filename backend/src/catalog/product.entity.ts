import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import type { Relation } from 'typeorm';
import type { Color, ProductStatus, Size } from '../contract';
import { CategoryEntity } from './categories/category.entity';
import { jsonArrayTransformer, TimestampedEntity } from '../common/timestamps';

/** Money is kept in integer fils; the API speaks AED. */
@Entity('products')
// The sort indexes of every filter (see the CatalogSearchAndVersion migration).
@Index('IDX_products_newest', ['createdAt', 'id'])
@Index('IDX_products_price', ['effectivePriceFils', 'id'])
@Index('IDX_products_name', ['title', 'id'])
@Index('IDX_products_category_newest', ['categoryId', 'createdAt', 'id'])
@Index('IDX_products_category_price', ['categoryId', 'effectivePriceFils', 'id'])
@Index('IDX_products_category_name', ['categoryId', 'title', 'id'])
@Index('IDX_products_featured_newest', ['featured', 'createdAt', 'id'])
@Index('IDX_products_featured_price', ['featured', 'effectivePriceFils', 'id'])
@Index('IDX_products_featured_name', ['featured', 'title', 'id'])
@Index('IDX_products_category_featured_newest', ['categoryId', 'featured', 'createdAt', 'id'])
export class ProductEntity extends TimestampedEntity {
  @Column({ type: 'varchar', length: 40, unique: true })
  sku: string;

  @Column({ type: 'varchar', length: 160, unique: true })
  slug: string;

  @Column({ type: 'varchar', length: 150 })
  title: string;

  @Column({ type: 'text' })
  description: string;

  /** The Arabic title and description for the /ar storefront; null: it shows the English. */
  @Column({ type: 'varchar', length: 150, nullable: true })
  titleAr: string | null;

  @Column({ type: 'text', nullable: true })
  descriptionAr: string | null;

  @Column({ type: 'varchar', length: 36 })
  categoryId: string;

  @ManyToOne(() => CategoryEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'categoryId' })
  category: Relation<CategoryEntity>;

  @Column({ type: 'text', transformer: jsonArrayTransformer })
  images: string[];

  @Column({ type: 'int' })
  priceFils: number;

  @Column({ type: 'int', nullable: true })
  salePriceFils: number | null;

  /** salePriceFils ?? priceFils, kept so price sorts use an index. */
  @Column({ type: 'int' })
  effectivePriceFils: number;

  @Column({ type: 'boolean', default: false })
  featured: boolean;

  @Column({ type: 'int' })
  stockQuantity: number;

  @Column({ type: 'int' })
  lowStockThreshold: number;

  @Column({ type: 'text', transformer: jsonArrayTransformer })
  sizes: Size[];

  @Column({ type: 'text', transformer: jsonArrayTransformer })
  colors: Color[];

  /** `draft`: seen by staff only; every public read answers as if it did not exist. */
  @Column({ type: 'varchar', length: 10, default: 'active' })
  status: ProductStatus;

  /** productSearchText(): the words the text index (FTS5 / FULLTEXT) finds this product by. */
  @Column({ type: 'text', nullable: true, select: false })
  searchText: string | null;
}
