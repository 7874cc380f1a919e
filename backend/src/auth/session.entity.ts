import { Column, DeleteDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import type { ISession } from 'connect-typeorm';

/** express-session rows kept by connect-typeorm, so sessions survive restarts and span replicas. */
@Entity('sessions')
export class SessionRow implements ISession {
  @PrimaryColumn({ type: 'varchar', length: 255 })
  id: string;

  @Index('IDX_sessions_expiredAt')
  @Column({
    type: 'bigint',
    transformer: { to: (v: number) => v, from: (v: string | number) => Number(v) },
  })
  expiredAt: number;

  @Column({ type: 'text' })
  json: string;

  /** connect-typeorm soft-deletes destroyed sessions through this column. */
  @DeleteDateColumn({ type: 'datetime', precision: 3, nullable: true })
  destroyedAt?: Date;
}
