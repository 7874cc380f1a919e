import { MigrationInterface, QueryRunner } from 'typeorm';

/** Whether an account signs in in two steps (off for every existing account). */
export class UsersTwoFactorEnabled1764810000001 implements MigrationInterface {
  name = 'UsersTwoFactorEnabled1764810000001';

  public async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE users ADD twoFactorEnabled boolean NOT NULL DEFAULT 0');
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE users DROP COLUMN twoFactorEnabled');
  }
}
