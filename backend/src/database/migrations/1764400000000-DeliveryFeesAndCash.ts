import { MigrationInterface, QueryRunner, Table } from 'typeorm';

/**
 * Delivery fees per city, free delivery, the cash-on-delivery fee and maximum, couriers, and
 * the cash they hand over.
 *
 * Plain `ALTER TABLE … ADD` (TypeORM's SQLite addColumn rebuilds the whole table). Every new
 * column is nullable or has a default, so existing rows keep their meaning: no per-city
 * fees, never free, no COD fee, no maximum, no courier, not remitted.
 */
const SETTINGS_COLUMNS = [
  'deliveryByCity TEXT NULL',
  'freeDeliveryFromFils INT NULL',
  'codFeeFils INT NOT NULL DEFAULT 0',
  'codMaxOrderFils INT NULL',
  'couriers TEXT NULL',
];

function orderColumns(mysql: boolean): string[] {
  return [
    'codFeeFils INT NOT NULL DEFAULT 0',
    'courier VARCHAR(60) NULL',
    'remittanceId VARCHAR(36) NULL',
    `remittedAt ${mysql ? 'DATETIME(3)' : 'datetime'} NULL`,
  ];
}

const columnName = (definition: string) => definition.split(' ')[0];

export class DeliveryFeesAndCash1764400000000 implements MigrationInterface {
  name = 'DeliveryFeesAndCash1764400000000';

  public async up(q: QueryRunner): Promise<void> {
    const mysql = q.connection.options.type === 'mysql';
    for (const column of SETTINGS_COLUMNS) await q.query(`ALTER TABLE settings ADD ${column}`);
    for (const column of orderColumns(mysql)) await q.query(`ALTER TABLE orders ADD ${column}`);
    // The cash ledger groups delivered orders by courier; a remittance lists its orders.
    await q.query('CREATE INDEX IDX_orders_status_courier ON orders (status, courier)');
    await q.query('CREATE INDEX IDX_orders_remittance ON orders (remittanceId)');
    // The CSV export reads in keyset batches by (createdAt, id) (InnoDB already appends the id).
    await q.query('CREATE INDEX IDX_orders_created_id ON orders (createdAt, id)');
    await q.createTable(
      new Table({
        name: 'cash_remittances',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'courier', type: 'varchar', length: '60' },
          { name: 'amountFils', type: 'bigint' },
          { name: 'orderIds', type: 'text' },
          { name: 'note', type: 'varchar', length: '500', isNullable: true },
          { name: 'byUser', type: 'varchar', length: '64' },
          { name: 'createdAt', type: 'datetime', precision: 3 },
        ],
        indices: [{ name: 'IDX_cash_remittances_created', columnNames: ['createdAt'] }],
      }),
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    const mysql = q.connection.options.type === 'mysql';
    await q.dropTable('cash_remittances');
    for (const index of [
      'IDX_orders_status_courier',
      'IDX_orders_remittance',
      'IDX_orders_created_id',
    ]) {
      await q.query(mysql ? `DROP INDEX ${index} ON orders` : `DROP INDEX ${index}`);
    }
    for (const column of orderColumns(mysql)) {
      await q.query(`ALTER TABLE orders DROP COLUMN ${columnName(column)}`);
    }
    for (const column of SETTINGS_COLUMNS) {
      await q.query(`ALTER TABLE settings DROP COLUMN ${columnName(column)}`);
    }
  }
}
