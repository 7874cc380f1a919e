import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
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

  @Index('IDX_upload_tokens_expires')
  @Column(dateColumn)
  expiresAt: Date;

  /** When the bytes arrived through the API's own signed PUT (local driver); single use. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  usedAt: Date | null;

  /** When the upload was confirmed and turned into an image; a token confirms once. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  confirmedAt: Date | null;

  @Column(dateColumn)
  createdAt: Date;
}
