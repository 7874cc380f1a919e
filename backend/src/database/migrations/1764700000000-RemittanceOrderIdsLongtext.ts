import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * All outstanding orders in one remittance: `cash_remittances.orderIds` lists every
 * order of a remittance as JSON, about 39 bytes an order. MySQL's TEXT stops at 64 KB (some
 * 1,700 orders), so the column becomes LONGTEXT there. SQLite's TEXT has no such limit: nothing
 * to do. A plain MODIFY keeps the rows (TypeORM's changeColumn drops and re-adds a column whose
 * type changes).
 */
export class RemittanceOrderIdsLongtext1764700000000 implements MigrationInterface {
  name = 'RemittanceOrderIdsLongtext1764700000000';

  public async up(q: QueryRunner): Promise<void> {
    if (q.connection.options.type !== 'mysql') return;
    await q.query('ALTER TABLE `cash_remittances` MODIFY `orderIds` LONGTEXT NOT NULL');
  }

  public async down(q: QueryRunner): Promise<void> {
    if (q.connection.options.type !== 'mysql') return;
    await q.query('ALTER TABLE `cash_remittances` MODIFY `orderIds` TEXT NOT NULL');
  }
}
