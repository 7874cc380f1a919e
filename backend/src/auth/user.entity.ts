import { Column, Entity } from 'typeorm';
import { TimestampedEntity } from '../common/timestamps';
import type { StaffRole } from '../contract';

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

  /** What the account may do (contract/staff.ts). Accounts made before roles are owners. */
  @Column({ type: 'varchar', length: 16, default: 'owner' })
  role: StaffRole;

  /** The name the console shows; the username when none was given. */
  @Column({ type: 'varchar', length: 100, default: '' })
  displayName: string;

  /** A disabled account cannot sign in, and a session of it is no longer signed in. */
  @Column({ type: 'boolean', default: false })
  disabled: boolean;

  /** Two-step sign-in is on (its secret and recovery codes are kept apart from this row). */
  @Column({ type: 'boolean', default: false })
  twoFactorEnabled: boolean;

  /** Where this account's new-order alerts go by email; null: none. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  /** Where they go on WhatsApp, normalised +971XXXXXXXXX; null: none. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  whatsapp: string | null;

  /** Alert this account of every new order (to its email and/or WhatsApp). */
  @Column({ type: 'boolean', default: false })
  newOrderAlerts: boolean;
}
