import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { productSearchText } from '../../catalog/search-text';

/**
 * Drop-day speed: a real text index over the products' words, indexes for every filter and
 * sort the shop offers, and the catalog version that public caches are keyed on.
 *
 * - `products.searchText` holds every word of the title, description, category name and SKU,
 *   normalised by `productSearchText` (the app keeps it in step on every write).
 * - SQLite: an FTS5 table over that column (external content, kept by triggers).
 * - MySQL/MariaDB: an InnoDB FULLTEXT index over it, built without stopwords so every word
 *   counts (words shorter than innodb_ft_min_token_size are matched with LIKE at query time).
 */
export const SORT_INDEXES: Array<[string, string[]]> = [
  ['IDX_products_newest', ['createdAt', 'id']],
  ['IDX_products_price', ['effectivePriceFils', 'id']],
  ['IDX_products_name', ['title', 'id']],
  ['IDX_products_category_newest', ['categoryId', 'createdAt', 'id']],
  ['IDX_products_category_price', ['categoryId', 'effectivePriceFils', 'id']],
  ['IDX_products_category_name', ['categoryId', 'title', 'id']],
  ['IDX_products_featured_newest', ['featured', 'createdAt', 'id']],
  ['IDX_products_featured_price', ['featured', 'effectivePriceFils', 'id']],
  ['IDX_products_featured_name', ['featured', 'title', 'id']],
  ['IDX_products_category_featured_newest', ['categoryId', 'featured', 'createdAt', 'id']],
];
const REPLACED: Array<[string, string[]]> = [
  ['IDX_products_category_created', ['categoryId', 'createdAt']],
  ['IDX_products_featured_created', ['featured', 'createdAt']],
  ['IDX_products_created', ['createdAt']],
  ['IDX_products_effective_price', ['effectivePriceFils']],
  ['IDX_products_title', ['title']],
];

function createIndex(q: QueryRunner, name: string, columns: string[]): Promise<unknown> {
  return q.query(`CREATE INDEX ${name} ON products (${columns.join(', ')})`);
}

function dropIndex(q: QueryRunner, name: string): Promise<unknown> {
  const mysql = q.connection.options.type === 'mysql';
  return q.query(mysql ? `DROP INDEX ${name} ON products` : `DROP INDEX ${name}`);
}

export class CatalogSearchAndVersion1764100000000 implements MigrationInterface {
  name = 'CatalogSearchAndVersion1764100000000';

  public async up(q: QueryRunner): Promise<void> {
    const mysql = q.connection.options.type === 'mysql';
    // Plain ALTER/CREATE statements: TypeORM's SQLite addColumn/dropIndex rebuild the whole
    // table, which would drop the title's NOCASE collation and renumber the rowids FTS5 keys on.
    await q.query('ALTER TABLE products ADD searchText TEXT NULL');
    await this.fillSearchText(q);

    // Every filter (category, featured) with every sort (newest, price, name) and the id that
    // breaks ties, so a page is read from an index in order and stops after `limit` rows.
    for (const [name, columns] of SORT_INDEXES) await createIndex(q, name, columns);
    for (const [name] of REPLACED) await dropIndex(q, name);

    if (mysql) {
      // Stopwords ("about", "the", ...) would make those words unfindable: index every word.
      await q.query('SET SESSION innodb_ft_enable_stopword = 0');
      await q.query(
        'ALTER TABLE `products` ADD FULLTEXT INDEX `FTX_products_search` (`searchText`)',
      );
      await q.query('SET SESSION innodb_ft_enable_stopword = 1');
    } else {
      await q.query(
        `CREATE VIRTUAL TABLE products_fts USING fts5(searchText, content='products', content_rowid='rowid', tokenize='unicode61 remove_diacritics 2', prefix='2 3')`,
      );
      await q.query(`CREATE TRIGGER products_fts_insert AFTER INSERT ON products BEGIN
        INSERT INTO products_fts(rowid, searchText) VALUES (new.rowid, new.searchText);
      END`);
      await q.query(`CREATE TRIGGER products_fts_delete AFTER DELETE ON products BEGIN
        INSERT INTO products_fts(products_fts, rowid, searchText) VALUES ('delete', old.rowid, old.searchText);
      END`);
      await q.query(`CREATE TRIGGER products_fts_update AFTER UPDATE OF searchText ON products BEGIN
        INSERT INTO products_fts(products_fts, rowid, searchText) VALUES ('delete', old.rowid, old.searchText);
        INSERT INTO products_fts(rowid, searchText) VALUES (new.rowid, new.searchText);
      END`);
      await q.query(`INSERT INTO products_fts(products_fts) VALUES ('rebuild')`);
    }

    await q.createTable(
      new Table({
        name: 'catalog_version',
        columns: [
          { name: 'id', type: 'int', isPrimary: true },
          { name: 'version', type: 'bigint' },
        ],
      }),
    );
    await q.query('INSERT INTO catalog_version (id, version) VALUES (1, 1)');
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.dropTable('catalog_version');
    if (q.connection.options.type === 'mysql') {
      await q.query('ALTER TABLE `products` DROP INDEX `FTX_products_search`');
    } else {
      for (const trigger of ['products_fts_insert', 'products_fts_delete', 'products_fts_update']) {
        await q.query(`DROP TRIGGER IF EXISTS ${trigger}`);
      }
      await q.query('DROP TABLE IF EXISTS products_fts');
    }
    for (const [name, columns] of REPLACED) await createIndex(q, name, columns);
    for (const [name] of SORT_INDEXES) await dropIndex(q, name);
    await q.query('ALTER TABLE products DROP COLUMN searchText');
  }

  /** Products that exist before this migration get their search text, in batches. */
  private async fillSearchText(q: QueryRunner): Promise<void> {
    const batch = 500;
    for (let offset = 0; ; offset += batch) {
      const rows = (await q.query(
        `SELECT p.id AS id, p.title AS title, p.description AS description, p.sku AS sku, c.name AS categoryName
         FROM products p JOIN categories c ON c.id = p.categoryId ORDER BY p.id LIMIT ${batch} OFFSET ${offset}`,
      )) as Array<{
        id: string;
        title: string;
        description: string;
        sku: string;
        categoryName: string;
      }>;
      for (const row of rows) {
        await q.query('UPDATE products SET searchText = ? WHERE id = ?', [
          productSearchText(row),
          row.id,
        ]);
      }
      if (rows.length < batch) return;
    }
  }
}
