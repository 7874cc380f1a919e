import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { dateColumn, jsonArrayTransformer } from '../common/timestamps';

/** Bigint comes back from the drivers as a string (MySQL) or a number (SQLite). */
const bigintNumber = {
  to: (value: number) => value,
  from: (value: string | number | null) => (value === null ? 0 : Number(value)),
};

/** Cash a courier handed over for some delivered orders; the amount is the server's sum. */
@Entity('cash_remittances')
@Index('IDX_cash_remittances_created', ['createdAt'])
export class RemittanceEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 60 })
  courier: string;

  @Column({ type: 'bigint', transformer: bigintNumber })
  amountFils: number;

  /** JSON; LONGTEXT on MySQL (migration 1764700000000): a remittance of all outstanding orders. */
  @Column({ type: 'text', transformer: jsonArrayTransformer })
  orderIds: string[];

  @Column({ type: 'varchar', length: 500, nullable: true })
  note: string | null;

  /** The username of who recorded it. */
  @Column({ type: 'varchar', length: 64 })
  byUser: string;

  @Column(dateColumn)
  createdAt: Date;
}
