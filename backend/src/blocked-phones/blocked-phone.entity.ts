import { Column, Entity, PrimaryColumn } from 'typeorm';
import { dateColumn } from '../common/timestamps';

/** A phone number the shop no longer takes online orders from. */
@Entity('blocked_phones')
export class BlockedPhoneEntity {
  /** Normalised, +971XXXXXXXXX. */
  @PrimaryColumn({ type: 'varchar', length: 16 })
  phone: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  reason: string | null;

  @Column(dateColumn)
  createdAt: Date;
}
