/**
 * Word-prefix search through the database's text index, with the same meaning on both:
 * SQLite FTS5 (an external-content table kept by triggers, see the migrations) or MySQL/MariaDB
 * FULLTEXT in boolean mode. Every word must be the beginning of a word of the indexed text,
 * ignoring case. The words must be plain words already (no quotes, `*`, `+`, `-`): callers
 * reduce a query to words first.
 */
import type { DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { dialectOf } from './dialect';

/** Where the text lives: `alias.column` is the indexed text of the rows `alias` names. */
export interface TextIndex {
  /** The query's alias of the indexed table (`p` for `products p`). */
  alias: string;
  /** The indexed column (MySQL's FULLTEXT index). */
  column: string;
  /** SQLite: the FTS5 table over that column, sharing the table's rowids. */
  ftsTable: string;
}

/** Adds "every word matches" to a query over the indexed table; none is never passed. */
export type WordPrefixMatch = (
  qb: SelectQueryBuilder<ObjectLiteral>,
  words: readonly string[],
) => Promise<void>;

export function wordPrefixMatch(dataSource: DataSource, index: TextIndex): WordPrefixMatch {
  const { alias, column, ftsTable } = index;
  if (dialectOf(dataSource) !== 'mysql') {
    const condition = `${alias}.rowid IN (SELECT rowid FROM ${ftsTable} WHERE ${ftsTable} MATCH :match)`;
    return async (qb, words) => {
      // Each word a quoted prefix query: FTS5 reads nothing inside the quotes as an operator.
      qb.andWhere(condition, { match: words.map((w) => `"${w}"*`).join(' AND ') });
    };
  }
  let tokenSizes: Promise<{ min: number; max: number }> | undefined;
  const innodbTokenSizes = () =>
    (tokenSizes ??= dataSource
      .query('SELECT @@innodb_ft_min_token_size AS min, @@innodb_ft_max_token_size AS max')
      .then((rows: Array<{ min: number | string; max: number | string }>) => ({
        min: Number(rows[0]?.min ?? 3),
        max: Number(rows[0]?.max ?? 84),
      })));
  return async (qb, words) => {
    // InnoDB indexes words from innodb_ft_min_token_size up to innodb_ft_max_token_size
    // letters; shorter (or longer) words are matched on the stored text instead.
    const { min, max } = await innodbTokenSizes();
    const indexed = words.filter((w) => w.length >= min && w.length <= max);
    const others = words.filter((w) => !indexed.includes(w));
    if (indexed.length > 0) {
      qb.andWhere(`MATCH(${alias}.${column}) AGAINST (:match IN BOOLEAN MODE)`, {
        match: indexed.map((w) => `+${w}*`).join(' '),
      });
    }
    others.forEach((word, i) => {
      qb.andWhere(`CONCAT(' ', ${alias}.${column}) LIKE :word${i}`, { [`word${i}`]: `% ${word}%` });
    });
  };
}
