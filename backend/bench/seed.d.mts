/** Types of seed.mjs for the TypeScript test that uses it. */
import type { DataSource } from 'typeorm';

export interface SeedCategory {
  id: string;
  slug: string;
  name: string;
}
export interface SeedInfo {
  products: number;
  categories: SeedCategory[];
  /** A spread-out sample of product slugs (never a drop product). */
  slugs: string[];
  /** The products of the drop scenario, 50 units each. */
  drops: Array<{ id: string; slug: string; title: string }>;
  /** Whether the products entity had a searchText column (then every row got one). */
  withSearchText: boolean;
  ms: number;
}
export interface SeedOptions {
  products: number;
  searchText: (product: {
    title: string;
    description: string;
    categoryName: string;
    sku: string;
  }) => string;
  dropProducts?: number;
  batchSize?: number;
  batchesPerTransaction?: number;
  seed?: number;
  sampleSize?: number;
  onProgress?: (done: number, total: number) => void;
}
export const CATEGORIES: ReadonlyArray<{ slug: string; name: string; items: string[] }>;
export const SEARCH_ONE_WORD: readonly string[];
export const SEARCH_TWO_WORDS: readonly string[];
export function rng(seed: number): () => number;
export function seedCatalog(dataSource: DataSource, options: SeedOptions): Promise<SeedInfo>;
