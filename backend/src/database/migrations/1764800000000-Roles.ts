import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff accounts: `users.role` (owner, manager, agent, packer), `displayName`, `disabled`, and
 * `twoFactorEnabled` (two-step sign-in on). Every account that exists already could do
 * everything, so each becomes an owner and keeps doing so; its display name is its username.
 */
export class Roles1764800000000 implements MigrationInterface {
  name = 'Roles1764800000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query("ALTER TABLE users ADD role varchar(16) NOT NULL DEFAULT 'owner'");
    await q.query("ALTER TABLE users ADD displayName varchar(100) NOT NULL DEFAULT ''");
    await q.query('ALTER TABLE users ADD disabled boolean NOT NULL DEFAULT 0');
    await q.query('ALTER TABLE users ADD twoFactorEnabled boolean NOT NULL DEFAULT 0');
    await q.query("UPDATE users SET role = 'owner', displayName = username");
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE users DROP COLUMN twoFactorEnabled');
    await q.query('ALTER TABLE users DROP COLUMN disabled');
    await q.query('ALTER TABLE users DROP COLUMN displayName');
    await q.query('ALTER TABLE users DROP COLUMN role');
  }
}
