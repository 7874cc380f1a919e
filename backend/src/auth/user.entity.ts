import { Column, Entity } from 'typeorm';
import { TimestampedEntity } from '../common/timestamps';

@Entity('users')
export class User extends TimestampedEntity {
  /** Canonical (usernames.ts), in a binary-collated column (migration 1764500000000). */
  @Column({ type: 'varchar', length: 64, unique: true })
  username: string;

  /** argon2id; never leaves the auth service. */
  @Column({ type: 'varchar', length: 255 })
  passwordHash: string;

  /** The shop made the password up (the first admin's, printed once): the console asks for a new one. */
  @Column({ type: 'boolean', default: false })
  passwordGenerated: boolean;

  /** Signs in in two steps (a TOTP code after the password; two-factor.service.ts). */
  @Column({ type: 'boolean', default: false })
  twoFactorEnabled: boolean;
}
