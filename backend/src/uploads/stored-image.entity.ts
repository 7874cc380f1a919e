import { Column, Entity, PrimaryColumn } from 'typeorm';
import { dateColumn } from '../common/timestamps';

/** Every image this shop stored; products may only reference these. */
@Entity('stored_images')
export class StoredImageEntity {
  /** 32 hex characters: the file name under /uploads. */
  @PrimaryColumn({ type: 'varchar', length: 32 })
  name: string;

  @Column({ type: 'int' })
  width: number;

  @Column({ type: 'int' })
  height: number;

  @Column({ type: 'int' })
  bytes: number;

  @Column(dateColumn)
  createdAt: Date;
}
