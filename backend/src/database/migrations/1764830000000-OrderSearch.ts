import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The console's order search and filters: `orders.searchText` (the customer's name, the order
 * number and the phone's local form, lower case: contract `orderSearchText`), filled for the
 * orders already there, and indexes for the filters and the sort by total. Plain statements,
 * the same on SQLite and MySQL/MariaDB (TypeORM's SQLite addColumn would rebuild the table).
 */
export class OrderSearch1764830000000 implements MigrationInterface {
  name = 'OrderSearch1764830000000';

  public async up(q: QueryRunner): Promise<void> {
    const mysql = q.connection.options.type === 'mysql';
    await q.query("ALTER TABLE orders ADD searchText VARCHAR(160) NOT NULL DEFAULT ''");
    const local = "CASE WHEN phone LIKE '+971%' THEN {0 and the rest} ELSE phone END";
    await q.query(
      mysql
        ? `UPDATE orders SET searchText = CONCAT(LOWER(TRIM(customerName)), ' ', LOWER(orderNumber), ' ', ${local.replace('{0 and the rest}', "CONCAT('0', SUBSTRING(phone, 5))")})`
        : `UPDATE orders SET searchText = lower(trim(customerName)) || ' ' || lower(orderNumber) || ' ' || ${local.replace('{0 and the rest}', "'0' || substr(phone, 5)")}`,
    );
    for (const [name, columns] of INDEXES) {
      await q.query(`CREATE INDEX ${name} ON orders (${columns})`);
    }
  }

  public async down(q: QueryRunner): Promise<void> {
    const mysql = q.connection.options.type === 'mysql';
    for (const [name] of INDEXES) {
      await q.query(mysql ? `DROP INDEX ${name} ON orders` : `DROP INDEX ${name}`);
    }
    await q.query('ALTER TABLE orders DROP COLUMN searchText');
  }
}

const INDEXES = [
  ['IDX_orders_search', 'searchText'],
  ['IDX_orders_city_created', 'city, createdAt'],
  ['IDX_orders_courier_created', 'courier, createdAt'],
  ['IDX_orders_total', 'totalFils, createdAt'],
] as const;
