import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * - `products.status`: `active` or `draft` (a draft is seen by staff only); every existing
 *   product is `active`. A plain ALTER, the same on SQLite and MySQL/MariaDB (TypeORM's SQLite
 *   addColumn would rebuild the table, dropping the title's NOCASE collation and the rowids FTS5
 *   keys on); on MySQL/MariaDB with stopwords off around it, as in ArabicContent, since an
 *   ALTER of `products` may rebuild its FULLTEXT index.
 * - Category slugs never hold spaces (they are part of every shop link): spaces inside a stored
 *   one become hyphens. Its match key ignores punctuation, so it stays the same and links that
 *   name the old form keep finding it.
 */
export class ProductStatus1764850000000 implements MigrationInterface {
  name = 'ProductStatus1764850000000';

  public async up(q: QueryRunner): Promise<void> {
    await alterProducts(q, "ADD status varchar(10) NOT NULL DEFAULT 'active'");
    const rows = (await q.query("SELECT id, slug FROM categories WHERE slug LIKE '% %'")) as Array<{
      id: string;
      slug: string;
    }>;
    for (const row of rows) {
      const slug = row.slug.trim().replace(/\s+/g, '-');
      await q.query('UPDATE categories SET slug = ? WHERE id = ?', [slug, row.id]);
    }
  }

  public async down(q: QueryRunner): Promise<void> {
    await alterProducts(q, 'DROP COLUMN status');
  }
}

async function alterProducts(q: QueryRunner, change: string): Promise<void> {
  if (q.connection.options.type !== 'mysql') {
    await q.query(`ALTER TABLE products ${change}`);
    return;
  }
  const [{ stopwords }] = (await q.query(
    'SELECT @@SESSION.innodb_ft_enable_stopword AS stopwords',
  )) as Array<{ stopwords: number | string }>;
  await q.query('SET SESSION innodb_ft_enable_stopword = 0');
  try {
    await q.query(`ALTER TABLE products ${change}`);
  } finally {
    await q.query(`SET SESSION innodb_ft_enable_stopword = ${Number(stopwords) ? 1 : 0}`);
  }
}
