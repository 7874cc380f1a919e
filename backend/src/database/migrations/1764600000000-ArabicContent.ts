import { MigrationInterface, QueryRunner } from 'typeorm';
import { productSearchText } from '../../catalog/search-text';

/**
 * Arabic content:
 * - `products.titleAr`, `products.descriptionAr` and `categories.nameAr`: optional Arabic texts
 *   for the /ar storefront (null: it shows the English).
 * - `products.searchText` is rebuilt from both languages, Arabic folded to one spelling
 *   (catalog/search-text.ts), so the one text index (FTS5 / FULLTEXT) finds either. On SQLite the
 *   FTS5 table follows through its `AFTER UPDATE OF searchText` trigger; the FULLTEXT index
 *   follows the column by itself.
 *
 * Plain ALTER statements, as in CatalogSearchAndVersion: TypeORM's SQLite addColumn rebuilds the
 * whole table, which would drop the title's NOCASE collation and renumber the rowids FTS5 keys on.
 * On MySQL/MariaDB an ALTER of `products` may rebuild its FULLTEXT index, which then takes the
 * session's stopword setting: it is switched off around them, as when the index was made, or
 * words like "about" would stop being found.
 */
export class ArabicContent1764600000000 implements MigrationInterface {
  name = 'ArabicContent1764600000000';

  public async up(q: QueryRunner): Promise<void> {
    await alterProducts(q, ['ADD titleAr varchar(150) NULL', 'ADD descriptionAr text NULL']);
    await q.query('ALTER TABLE categories ADD nameAr varchar(60) NULL');
    await refreshSearchText(q, true);
  }

  public async down(q: QueryRunner): Promise<void> {
    await refreshSearchText(q, false);
    await q.query('ALTER TABLE categories DROP COLUMN nameAr');
    await alterProducts(q, ['DROP COLUMN descriptionAr', 'DROP COLUMN titleAr']);
  }
}

/** ALTERs `products`: one statement on MySQL with stopwords off (see above), one each on SQLite. */
async function alterProducts(q: QueryRunner, changes: string[]): Promise<void> {
  if (q.connection.options.type !== 'mysql') {
    for (const change of changes) await q.query(`ALTER TABLE products ${change}`);
    return;
  }
  const [{ stopwords }] = (await q.query(
    'SELECT @@SESSION.innodb_ft_enable_stopword AS stopwords',
  )) as Array<{ stopwords: number | string }>;
  await q.query('SET SESSION innodb_ft_enable_stopword = 0');
  try {
    await q.query(`ALTER TABLE products ${changes.join(', ')}`);
  } finally {
    await q.query(`SET SESSION innodb_ft_enable_stopword = ${Number(stopwords) ? 1 : 0}`);
  }
}

interface Row {
  id: string;
  title: string;
  description: string;
  sku: string;
  categoryName: string;
  searchText: string | null;
  titleAr?: string | null;
  descriptionAr?: string | null;
  categoryNameAr?: string | null;
}

/** Every product's search text, with (or, going down, without) the Arabic texts, in batches. */
async function refreshSearchText(q: QueryRunner, arabic: boolean): Promise<void> {
  const batch = 500;
  const columns = arabic
    ? ', p.titleAr AS titleAr, p.descriptionAr AS descriptionAr, c.nameAr AS categoryNameAr'
    : '';
  for (let offset = 0; ; offset += batch) {
    const rows = (await q.query(
      `SELECT p.id AS id, p.title AS title, p.description AS description, p.sku AS sku,
         p.searchText AS searchText, c.name AS categoryName${columns}
       FROM products p JOIN categories c ON c.id = p.categoryId
       ORDER BY p.id LIMIT ${batch} OFFSET ${offset}`,
    )) as Row[];
    for (const row of rows) {
      const text = productSearchText(row);
      if (text === row.searchText) continue;
      await q.query('UPDATE products SET searchText = ? WHERE id = ?', [text, row.id]);
    }
    if (rows.length < batch) return;
  }
}
