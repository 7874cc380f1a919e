import type { MigrationInterface, QueryRunner } from 'typeorm';
import { orderSearchText } from '../../orders/order-search-text';

/**
 * The console's order search and filters: `orders.searchText` (orders/order-search-text.ts)
 * in the database's text index — FULLTEXT on MySQL/MariaDB, an FTS5 table kept by triggers on
 * SQLite, as the products' — filled for the orders already there, and indexes for the city
 * (with the status) and courier filters and the sort by total. Plain ALTER/CREATE statements: TypeORM's SQLite
 * addColumn would rebuild the table and renumber the rowids FTS5 keys on.
 */
export class OrderSearch1764830000000 implements MigrationInterface {
  name = 'OrderSearch1764830000000';

  public async up(q: QueryRunner): Promise<void> {
    const mysql = q.connection.options.type === 'mysql';
    await q.query("ALTER TABLE orders ADD searchText VARCHAR(320) NOT NULL DEFAULT ''");
    await this.fillSearchText(q);
    for (const [name, columns] of INDEXES) {
      await q.query(`CREATE INDEX ${name} ON orders (${columns})`);
    }
    if (mysql) {
      // Stopwords ("will", "la", ...) would make those names unfindable: index every word.
      await q.query('SET SESSION innodb_ft_enable_stopword = 0');
      await q.query('ALTER TABLE `orders` ADD FULLTEXT INDEX `FTX_orders_search` (`searchText`)');
      await q.query('SET SESSION innodb_ft_enable_stopword = 1');
      return;
    }
    await q.query(
      `CREATE VIRTUAL TABLE orders_fts USING fts5(searchText, content='orders', content_rowid='rowid', tokenize='unicode61 remove_diacritics 2', prefix='2 3')`,
    );
    await q.query(`CREATE TRIGGER orders_fts_insert AFTER INSERT ON orders BEGIN
        INSERT INTO orders_fts(rowid, searchText) VALUES (new.rowid, new.searchText);
      END`);
    await q.query(`CREATE TRIGGER orders_fts_delete AFTER DELETE ON orders BEGIN
        INSERT INTO orders_fts(orders_fts, rowid, searchText) VALUES ('delete', old.rowid, old.searchText);
      END`);
    await q.query(`CREATE TRIGGER orders_fts_update AFTER UPDATE OF searchText ON orders BEGIN
        INSERT INTO orders_fts(orders_fts, rowid, searchText) VALUES ('delete', old.rowid, old.searchText);
        INSERT INTO orders_fts(rowid, searchText) VALUES (new.rowid, new.searchText);
      END`);
    await q.query(`INSERT INTO orders_fts(orders_fts) VALUES ('rebuild')`);
  }

  public async down(q: QueryRunner): Promise<void> {
    const mysql = q.connection.options.type === 'mysql';
    if (mysql) await q.query('ALTER TABLE `orders` DROP INDEX `FTX_orders_search`');
    else {
      for (const trigger of ['orders_fts_insert', 'orders_fts_delete', 'orders_fts_update']) {
        await q.query(`DROP TRIGGER IF EXISTS ${trigger}`);
      }
      await q.query('DROP TABLE IF EXISTS orders_fts');
    }
    for (const [name] of INDEXES) {
      await q.query(mysql ? `DROP INDEX ${name} ON orders` : `DROP INDEX ${name}`);
    }
    await q.query('ALTER TABLE orders DROP COLUMN searchText');
  }

  /** Orders placed before this migration get their search text, in batches. */
  private async fillSearchText(q: QueryRunner): Promise<void> {
    const batch = 500;
    for (let offset = 0; ; offset += batch) {
      const rows = (await q.query(
        `SELECT id, customerName, orderNumber, phone FROM orders ORDER BY id LIMIT ${batch} OFFSET ${offset}`,
      )) as Array<{ id: string; customerName: string; orderNumber: string; phone: string }>;
      for (const row of rows) {
        await q.query('UPDATE orders SET searchText = ? WHERE id = ?', [
          orderSearchText(row.customerName, row.orderNumber, row.phone),
          row.id,
        ]);
      }
      if (rows.length < batch) return;
    }
  }
}

const INDEXES = [
  ['IDX_orders_city_status_created', 'city, status, createdAt'],
  ['IDX_orders_courier_created', 'courier, createdAt'],
  ['IDX_orders_total', 'totalFils, createdAt'],
] as const;
