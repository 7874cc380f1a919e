import { Column, Entity, PrimaryColumn } from 'typeorm';
import { dateColumn } from '../common/timestamps';

/**
 * An account's TOTP secret: written at enrolment, in use once `users.twoFactorEnabled` is on.
 * The secret is sealed (secret-box.ts) and never leaves the auth module after the enrolment
 * answer; `lastTimeStep` is the 30-second step of the last code accepted, so a code works once.
 */
@Entity('admin_two_factor')
export class TwoFactorRow {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  userId: string;

  @Column({ type: 'varchar', length: 255 })
  secret: string;

  @Column({
    type: 'bigint',
    default: 0,
    transformer: { to: (v: number) => v, from: (v: string | number) => Number(v) },
  })
  lastTimeStep: number;

  @Column(dateColumn)
  createdAt: Date;
}
