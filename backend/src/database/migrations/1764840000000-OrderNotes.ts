import { MigrationInterface, QueryRunner, Table } from 'typeorm';

/**
 * Internal notes on an order (`order_notes`), shown in the order page's timeline. A note goes
 * with its order: the foreign key deletes it when the order is deleted.
 */
export class OrderNotes1764840000000 implements MigrationInterface {
  name = 'OrderNotes1764840000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'order_notes',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'orderId', type: 'varchar', length: '36' },
          { name: 'text', type: 'varchar', length: '1000' },
          { name: 'author', type: 'varchar', length: '64', isNullable: true },
          { name: 'createdAt', type: 'datetime', precision: 3 },
        ],
        indices: [{ name: 'IDX_order_notes_order_created', columnNames: ['orderId', 'createdAt'] }],
        foreignKeys: [
          {
            name: 'FK_order_notes_order',
            columnNames: ['orderId'],
            referencedTableName: 'orders',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.dropTable('order_notes');
  }
}
