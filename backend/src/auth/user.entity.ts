import { Column, Entity } from 'typeorm';
import { TimestampedEntity } from '../common/timestamps';

@Entity('users')
export class User extends TimestampedEntity {
  @Column({ type: 'varchar', length: 64, unique: true })
  username: string;

  /** argon2id; never leaves the auth service. */
  @Column({ type: 'varchar', length: 255 })
  passwordHash: string;
}
