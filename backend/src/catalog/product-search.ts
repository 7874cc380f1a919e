import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { wordPrefixMatch } from '../database/text-search';
import type { WordPrefixMatch } from '../database/text-search';
import { searchWords } from './search-text';

/**
 * Search through the text index: SQLite FTS5 or MySQL/MariaDB FULLTEXT in boolean mode, with
 * the same meaning on both. Every word of the query must be the beginning of a word of the
 * product's title, description, category name or SKU, ignoring case; the query is reduced to
 * words first (`searchWords`), so quotes, `*`, `+`, `-` and the like are never syntax.
 */
@Injectable()
export class ProductSearch {
  private readonly match: WordPrefixMatch;

  constructor(@InjectDataSource() dataSource: DataSource) {
    this.match = wordPrefixMatch(dataSource, {
      alias: 'p',
      column: 'searchText',
      ftsTable: 'products_fts',
    });
  }

  /** The query's words; none means nothing can match. */
  words(query: string): string[] {
    return [...new Set(searchWords(query))].slice(0, 10);
  }

  /** Adds the condition that every word matches to a query over `products p`. */
  apply(qb: SelectQueryBuilder<ObjectLiteral>, words: string[]): Promise<void> {
    return this.match(qb, words);
  }
}
