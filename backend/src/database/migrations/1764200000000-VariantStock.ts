import { MigrationInterface, QueryRunner, Table } from 'typeorm';

/**
 * Stock per size and colour (opt-in per product): one row per (product, size, colour), the
 * pair's primary key making it unique; "no colour" is '' so that it is unique too. A product
 * without rows keeps its one stock number; nothing existing changes.
 */
export class VariantStock1764200000000 implements MigrationInterface {
  name = 'VariantStock1764200000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'product_variant_stock',
        columns: [
          { name: 'productId', type: 'varchar', length: '36', isPrimary: true },
          { name: 'size', type: 'varchar', length: '8', isPrimary: true },
          { name: 'color', type: 'varchar', length: '16', isPrimary: true, default: "''" },
          { name: 'quantity', type: 'int' },
        ],
        foreignKeys: [
          {
            name: 'FK_product_variant_stock_product',
            columnNames: ['productId'],
            referencedTableName: 'products',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.dropTable('product_variant_stock');
  }
}
