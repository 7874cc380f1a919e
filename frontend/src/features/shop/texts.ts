/** The words of /shop. */
import { defineTexts } from '../../i18n/define';
import type { ProductSort } from '@freakdrop/contract';

export const SHOP_TEXT = /*#__PURE__*/ defineTexts('shop', {
  // shop
  searchLabel: 'Search products',
  searchPlaceholder: 'Search products...',
  categoryLabel: 'Category',
  allCategories: 'All Categories',
  sortLabel: 'Sort by',
  activeFilters: 'Active filters',
  removeFilter: (label: string) => `Remove filter ${label}`,
  searchChip: (text: string) => `Search: ${text}`,
  featuredChip: 'Featured',
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} products`,
  noProducts: 'No products found',
  noProductsHint: 'Try adjusting your search or filters',
  comingSoon: 'Products coming soon!',
  clearFilters: 'Clear Filters',
  pagination: 'Pagination',
  previousPage: 'Previous',
  nextPage: 'Next',
  applyFilters: 'Apply',
  productsHeading: 'Products',
  goToPage: (page: number) => `Page ${page}`,
} as const);

export const PRODUCT_SORT_LABELS: Record<ProductSort, string> = /*#__PURE__*/ defineTexts(
  'sortLabels',
  {
    newest: 'Newest First',
    price_asc: 'Price: Low to High',
    price_desc: 'Price: High to Low',
    name_asc: 'Name A-Z',
  },
);
