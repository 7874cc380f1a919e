import { Column, Entity } from 'typeorm';
import { TimestampedEntity } from '../../common/timestamps';

@Entity('categories')
export class CategoryEntity extends TimestampedEntity {
  /** Upper case, e.g. HOODIES or 3D PRINTS. */
  @Column({ type: 'varchar', length: 40, unique: true })
  slug: string;

  /** categoryMatchKey(slug): what `?category=` is matched against. */
  @Column({ type: 'varchar', length: 40, unique: true })
  matchKey: string;

  @Column({ type: 'varchar', length: 60 })
  name: string;

  /** The Arabic name for the /ar storefront; null: it shows `name`. */
  @Column({ type: 'varchar', length: 60, nullable: true })
  nameAr: string | null;
}
