import { MigrationInterface, QueryRunner, Table } from 'typeorm';

/**
 * The confirmation queue: why a status changed and who changed it, the WhatsApp
 * templates and the auto-cancel setting, blocked phone numbers, and an index for a customer's
 * orders by phone. Plain ALTER statements: TypeORM's SQLite addColumn rebuilds the table.
 */
export class OrderConfirmation1764300000000 implements MigrationInterface {
  name = 'OrderConfirmation1764300000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE order_status_changes ADD reason VARCHAR(32) NULL');
    await q.query('ALTER TABLE order_status_changes ADD note VARCHAR(500) NULL');
    // `by` is an SQL keyword: the column is changedBy, the API's field `by`.
    await q.query('ALTER TABLE order_status_changes ADD changedBy VARCHAR(64) NULL');
    // NULL: the default template of the contract (it may be improved by an upgrade).
    await q.query('ALTER TABLE settings ADD confirmationTemplateEN VARCHAR(1000) NULL');
    await q.query('ALTER TABLE settings ADD confirmationTemplateAR VARCHAR(1000) NULL');
    await q.query('ALTER TABLE settings ADD autoCancelUnconfirmedHours INT NOT NULL DEFAULT 0');
    await q.query('CREATE INDEX IDX_orders_phone_created ON orders (phone, createdAt)');
    await q.createTable(
      new Table({
        name: 'blocked_phones',
        columns: [
          { name: 'phone', type: 'varchar', length: '16', isPrimary: true },
          { name: 'reason', type: 'varchar', length: '200', isNullable: true },
          { name: 'createdAt', type: 'datetime', precision: 3 },
        ],
      }),
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    const mysql = q.connection.options.type === 'mysql';
    await q.dropTable('blocked_phones');
    await q.query(
      mysql
        ? 'DROP INDEX IDX_orders_phone_created ON orders'
        : 'DROP INDEX IDX_orders_phone_created',
    );
    for (const [table, column] of [
      ['settings', 'autoCancelUnconfirmedHours'],
      ['settings', 'confirmationTemplateAR'],
      ['settings', 'confirmationTemplateEN'],
      ['order_status_changes', 'changedBy'],
      ['order_status_changes', 'note'],
      ['order_status_changes', 'reason'],
    ]) {
      await q.query(`ALTER TABLE ${table} DROP COLUMN ${column}`);
    }
  }
}
