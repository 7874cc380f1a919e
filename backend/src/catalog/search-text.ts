/**
 * The words a product is found by, normalised the same way for the stored text and for a
 * query: Unicode NFKC, lower case, every run of characters that are not letters or digits is
 * a separator. Punctuation and search operators therefore never reach the text index as syntax.
 */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

export interface SearchableProduct {
  title: string;
  description: string;
  categoryName: string;
  sku: string;
}

/** The `searchText` column: every word of the title, description, category name and SKU. */
export function productSearchText(product: SearchableProduct): string {
  return searchWords(
    [product.title, product.description, product.categoryName, product.sku].join(' '),
  ).join(' ');
}
