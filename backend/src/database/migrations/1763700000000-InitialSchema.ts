import { MigrationInterface, QueryRunner, Table, TableColumnOptions } from 'typeorm';

/**
 * The whole schema, written with TypeORM's Table API so one file runs on SQLite and MySQL.
 * Money in integer fils, dates as UTC datetime(3) set by the app.
 */
const id: TableColumnOptions = { name: 'id', type: 'varchar', length: '36', isPrimary: true };
const created: TableColumnOptions = { name: 'createdAt', type: 'datetime', precision: 3 };
const updated: TableColumnOptions = { name: 'updatedAt', type: 'datetime', precision: 3 };

export class InitialSchema1763700000000 implements MigrationInterface {
  name = 'InitialSchema1763700000000';

  public async up(q: QueryRunner): Promise<void> {
    // "Name A-Z" is case-insensitive; MySQL's utf8mb4_unicode_ci already is, SQLite needs NOCASE.
    const caseInsensitive = q.connection.options.type === 'mysql' ? undefined : 'NOCASE';
    await q.createTable(
      new Table({
        name: 'users',
        columns: [
          id,
          { name: 'username', type: 'varchar', length: '64' },
          { name: 'passwordHash', type: 'varchar', length: '255' },
          created,
          updated,
        ],
        indices: [{ name: 'UQ_users_username', columnNames: ['username'], isUnique: true }],
      }),
    );
    await q.createTable(
      new Table({
        name: 'sessions',
        columns: [
          { name: 'id', type: 'varchar', length: '255', isPrimary: true },
          { name: 'expiredAt', type: 'bigint' },
          { name: 'json', type: 'text' },
          { name: 'destroyedAt', type: 'datetime', precision: 3, isNullable: true },
        ],
        indices: [{ name: 'IDX_sessions_expiredAt', columnNames: ['expiredAt'] }],
      }),
    );
    // Counters of rate-limiter-flexible (failed sign-ins, tracking look-ups), shared by replicas.
    await q.createTable(
      new Table({
        name: 'rate_limits',
        columns: [
          { name: 'key', type: 'varchar', length: '255', isPrimary: true },
          { name: 'points', type: 'int', default: 0 },
          { name: 'expire', type: 'bigint', isNullable: true },
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'categories',
        columns: [
          id,
          { name: 'slug', type: 'varchar', length: '40' },
          { name: 'matchKey', type: 'varchar', length: '40' },
          { name: 'name', type: 'varchar', length: '60' },
          created,
          updated,
        ],
        indices: [
          { name: 'UQ_categories_slug', columnNames: ['slug'], isUnique: true },
          { name: 'UQ_categories_matchKey', columnNames: ['matchKey'], isUnique: true },
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'products',
        columns: [
          id,
          { name: 'sku', type: 'varchar', length: '40' },
          { name: 'slug', type: 'varchar', length: '160' },
          { name: 'title', type: 'varchar', length: '150', collation: caseInsensitive },
          { name: 'description', type: 'text' },
          { name: 'categoryId', type: 'varchar', length: '36' },
          { name: 'images', type: 'text' },
          { name: 'priceFils', type: 'int' },
          { name: 'salePriceFils', type: 'int', isNullable: true },
          { name: 'effectivePriceFils', type: 'int' },
          { name: 'featured', type: 'boolean', default: false },
          { name: 'stockQuantity', type: 'int' },
          { name: 'lowStockThreshold', type: 'int' },
          { name: 'sizes', type: 'text' },
          { name: 'colors', type: 'text' },
          created,
          updated,
        ],
        indices: [
          { name: 'UQ_products_sku', columnNames: ['sku'], isUnique: true },
          { name: 'UQ_products_slug', columnNames: ['slug'], isUnique: true },
          { name: 'IDX_products_category_created', columnNames: ['categoryId', 'createdAt'] },
          { name: 'IDX_products_featured_created', columnNames: ['featured', 'createdAt'] },
          { name: 'IDX_products_created', columnNames: ['createdAt'] },
          { name: 'IDX_products_effective_price', columnNames: ['effectivePriceFils'] },
          { name: 'IDX_products_title', columnNames: ['title'] },
        ],
        foreignKeys: [
          {
            name: 'FK_products_category',
            columnNames: ['categoryId'],
            referencedTableName: 'categories',
            referencedColumnNames: ['id'],
            onDelete: 'RESTRICT',
          },
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'settings',
        columns: [
          { name: 'id', type: 'int', isPrimary: true },
          { name: 'deliveryFils', type: 'int' },
          { name: 'brandTagline', type: 'varchar', length: '100' },
          { name: 'contactEmail', type: 'varchar', length: '254' },
          { name: 'whatsappNumber', type: 'varchar', length: '20' },
          { name: 'instagramHandle', type: 'varchar', length: '60' },
          updated,
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'orders',
        columns: [
          id,
          { name: 'orderNumber', type: 'varchar', length: '20' },
          { name: 'customerName', type: 'varchar', length: '100' },
          { name: 'phone', type: 'varchar', length: '16' },
          { name: 'email', type: 'varchar', length: '254', isNullable: true },
          { name: 'city', type: 'varchar', length: '32' },
          { name: 'addressLine1', type: 'varchar', length: '200' },
          { name: 'addressLine2', type: 'varchar', length: '200', isNullable: true },
          { name: 'notes', type: 'varchar', length: '500', isNullable: true },
          { name: 'subtotalFils', type: 'int' },
          { name: 'deliveryFils', type: 'int' },
          { name: 'totalFils', type: 'int' },
          { name: 'status', type: 'varchar', length: '20' },
          { name: 'idempotencyKey', type: 'varchar', length: '100', isNullable: true },
          created,
          updated,
        ],
        indices: [
          { name: 'UQ_orders_orderNumber', columnNames: ['orderNumber'], isUnique: true },
          { name: 'UQ_orders_idempotencyKey', columnNames: ['idempotencyKey'], isUnique: true },
          { name: 'IDX_orders_status_created', columnNames: ['status', 'createdAt'] },
          { name: 'IDX_orders_created', columnNames: ['createdAt'] },
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'order_items',
        columns: [
          id,
          { name: 'orderId', type: 'varchar', length: '36' },
          { name: 'productId', type: 'varchar', length: '36', isNullable: true },
          { name: 'position', type: 'int' },
          { name: 'title', type: 'varchar', length: '150' },
          { name: 'image', type: 'varchar', length: '255' },
          { name: 'size', type: 'varchar', length: '8' },
          { name: 'color', type: 'varchar', length: '16', isNullable: true },
          { name: 'qty', type: 'int' },
          { name: 'unitPriceFils', type: 'int' },
        ],
        indices: [
          { name: 'IDX_order_items_order', columnNames: ['orderId'] },
          { name: 'IDX_order_items_product', columnNames: ['productId'] },
        ],
        foreignKeys: [
          {
            name: 'FK_order_items_order',
            columnNames: ['orderId'],
            referencedTableName: 'orders',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
          {
            name: 'FK_order_items_product',
            columnNames: ['productId'],
            referencedTableName: 'products',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
          },
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'order_status_changes',
        columns: [
          id,
          { name: 'orderId', type: 'varchar', length: '36' },
          { name: 'status', type: 'varchar', length: '20' },
          { name: 'changedAt', type: 'datetime', precision: 3 },
        ],
        indices: [{ name: 'IDX_order_status_changes_order', columnNames: ['orderId'] }],
        foreignKeys: [
          {
            name: 'FK_order_status_changes_order',
            columnNames: ['orderId'],
            referencedTableName: 'orders',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'stored_images',
        columns: [
          { name: 'name', type: 'varchar', length: '32', isPrimary: true },
          { name: 'width', type: 'int' },
          { name: 'height', type: 'int' },
          { name: 'bytes', type: 'int' },
          created,
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'upload_tokens',
        columns: [
          { name: 'id', type: 'varchar', length: '64', isPrimary: true },
          { name: 'objectKey', type: 'varchar', length: '64' },
          { name: 'contentType', type: 'varchar', length: '64' },
          { name: 'expiresAt', type: 'datetime', precision: 3 },
          { name: 'usedAt', type: 'datetime', precision: 3, isNullable: true },
          { name: 'confirmedAt', type: 'datetime', precision: 3, isNullable: true },
          created,
        ],
        indices: [{ name: 'IDX_upload_tokens_expires', columnNames: ['expiresAt'] }],
      }),
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'upload_tokens',
      'stored_images',
      'order_status_changes',
      'order_items',
      'orders',
      'settings',
      'products',
      'categories',
      'rate_limits',
      'sessions',
      'users',
    ]) {
      await q.dropTable(table);
    }
  }
}
