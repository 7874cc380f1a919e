import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { dateColumn } from '../common/timestamps';

/** One single-use recovery code of an account, by its SHA-256 (the code is shown once). */
@Entity('admin_recovery_codes')
@Index('IDX_admin_recovery_codes_user', ['userId', 'codeHash'])
export class RecoveryCodeRow {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 36 })
  userId: string;

  @Column({ type: 'varchar', length: 64 })
  codeHash: string;

  @Column({ ...dateColumn, nullable: true })
  usedAt: Date | null;
}
