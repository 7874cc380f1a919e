import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import type { Relation } from 'typeorm';
import type { Color, Size } from '../contract';
import { CategoryEntity } from '../categories/category.entity';
import { jsonArrayTransformer, TimestampedEntity } from '../common/timestamps';

/** Money is kept in integer fils; the API speaks AED. */
@Entity('products')
@Index('IDX_products_category_created', ['categoryId', 'createdAt'])
@Index('IDX_products_featured_created', ['featured', 'createdAt'])
@Index('IDX_products_created', ['createdAt'])
@Index('IDX_products_effective_price', ['effectivePriceFils'])
@Index('IDX_products_title', ['title'])
export class ProductEntity extends TimestampedEntity {
  @Column({ type: 'varchar', length: 40, unique: true })
  sku: string;

  @Column({ type: 'varchar', length: 160, unique: true })
  slug: string;

  @Column({ type: 'varchar', length: 150 })
  title: string;

  @Column({ type: 'text' })
  description: string;

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
}
