import { Column, Entity, PrimaryColumn } from 'typeorm';
import { dateColumn } from '../common/timestamps';

/** A signed, expiring, single-use upload URL of the presigned flow. */
@Entity('upload_tokens')
export class UploadTokenEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id: string;

  /** Where the raw upload waits until it is confirmed. */
  @Column({ type: 'varchar', length: 64 })
  objectKey: string;

  @Column({ type: 'varchar', length: 64 })
  contentType: string;

  @Column(dateColumn)
  expiresAt: Date;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  usedAt: Date | null;

  @Column(dateColumn)
  createdAt: Date;
}
