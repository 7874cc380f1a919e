import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The stock of one size and colour of a product that tracks stock per variant
 * (contract/variants.ts). The pair is the primary key, so each is there at most once; "no
 * colour" is stored as '' (a NULL would not be unique in a key on MySQL or SQLite) and is null
 * at the API. Rows go with their product (ON DELETE CASCADE in the migration).
 */
@Entity('product_variant_stock')
export class ProductVariantStockEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  productId: string;

  /** One of the product's sizes, or N/A. */
  @PrimaryColumn({ type: 'varchar', length: 8 })
  size: string;

  /** One of its colours, or '' for none. */
  @PrimaryColumn({ type: 'varchar', length: 16 })
  color: string;

  @Column({ type: 'int' })
  quantity: number;
}
