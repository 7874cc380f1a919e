import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `settings.brandTaglineAr`: the Arabic hero's tagline, optional (null: the Arabic storefront
 * shows its own default, never the English tagline). A plain ALTER, the same on SQLite and
 * MySQL/MariaDB (TypeORM's SQLite addColumn would rebuild the table).
 */
export class ArabicTagline1764820000000 implements MigrationInterface {
  name = 'ArabicTagline1764820000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE settings ADD brandTaglineAr varchar(100) NULL');
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE settings DROP COLUMN brandTaglineAr');
  }
}
