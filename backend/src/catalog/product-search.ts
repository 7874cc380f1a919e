import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { searchWords } from './search-text';

/**
 * Search through the text index: SQLite FTS5 or MySQL/MariaDB FULLTEXT in boolean mode, with
 * the same meaning on both. Every word of the query must be the beginning of a word of the
 * product's title, description, category name or SKU, ignoring case; the query is reduced to
 * words first (`searchWords`), so quotes, `*`, `+`, `-` and the like are never syntax.
 */
@Injectable()
export class ProductSearch {
  private readonly mysql: boolean;
  private tokenSizes?: Promise<{ min: number; max: number }>;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.mysql = dataSource.options.type === 'mysql';
  }

  /** The query's words; none means nothing can match. */
  words(query: string): string[] {
    return [...new Set(searchWords(query))].slice(0, 10);
  }

  /** Adds the condition that every word matches to a query over `products p`. */
  async apply(qb: SelectQueryBuilder<ObjectLiteral>, words: string[]): Promise<void> {
    if (!this.mysql) {
      // Each word a quoted prefix query: FTS5 reads nothing inside the quotes as an operator.
      const match = words.map((w) => `"${w}"*`).join(' AND ');
      qb.andWhere('p.rowid IN (SELECT rowid FROM products_fts WHERE products_fts MATCH :match)', {
        match,
      });
      return;
    }
    // InnoDB indexes words from innodb_ft_min_token_size up to innodb_ft_max_token_size letters;
    // shorter (or longer) words are matched on the stored text instead.
    const { min, max } = await this.innodbTokenSizes();
    const indexed = words.filter((w) => w.length >= min && w.length <= max);
    const others = words.filter((w) => !indexed.includes(w));
    if (indexed.length > 0) {
      qb.andWhere('MATCH(p.searchText) AGAINST (:match IN BOOLEAN MODE)', {
        match: indexed.map((w) => `+${w}*`).join(' '),
      });
    }
    others.forEach((word, i) => {
      qb.andWhere(`CONCAT(' ', p.searchText) LIKE :word${i}`, { [`word${i}`]: `% ${word}%` });
    });
  }

  private innodbTokenSizes(): Promise<{ min: number; max: number }> {
    this.tokenSizes ??= this.dataSource
      .query('SELECT @@innodb_ft_min_token_size AS min, @@innodb_ft_max_token_size AS max')
      .then((rows: Array<{ min: number | string; max: number | string }>) => ({
        min: Number(rows[0]?.min ?? 3),
        max: Number(rows[0]?.max ?? 84),
      }));
    return this.tokenSizes;
  }
}
