/**
 * The Arabic catalog (Lingui, ICU MessageFormat, compiled at build time): the shop page and its
 * sort options.
 */
import type { ArMessages } from '../../catalog';

export const messages = {
  'shop.searchLabel': 'ابحث عن المنتجات',
  'shop.searchPlaceholder': 'ابحث عن المنتجات...',
  'shop.categoryLabel': 'الفئة',
  'shop.allCategories': 'جميع الفئات',
  'shop.sortLabel': 'الترتيب حسب',
  'shop.activeFilters': 'عوامل التصفية المفعّلة',
  'shop.removeFilter': 'إزالة عامل التصفية {0}',
  'shop.searchChip': 'بحث: {0}',
  'shop.featuredChip': 'مميز',
  // The noun after the total: `10 منتجات` (few), `26 منتجًا` (many), `100 منتج` (other).
  'shop.showing': 'عرض {0} من {1} {1, plural, few {منتجات} many {منتجًا} other {منتج}}',
  'shop.noProducts': 'لم يتم العثور على منتجات',
  'shop.noProductsHint': 'جرّب تعديل البحث أو عوامل التصفية',
  'shop.comingSoon': 'المنتجات قادمة قريبًا!',
  'shop.clearFilters': 'مسح عوامل التصفية',
  'shop.pagination': 'التنقل بين الصفحات',
  'shop.previousPage': 'السابق',
  'shop.nextPage': 'التالي',
  'shop.applyFilters': 'تطبيق',
  'shop.productsHeading': 'المنتجات',
  'shop.goToPage': 'الصفحة {0}',
  'sortLabels.newest': 'الأحدث أولًا',
  'sortLabels.price_asc': 'السعر: من الأقل إلى الأعلى',
  'sortLabels.price_desc': 'السعر: من الأعلى إلى الأقل',
  'sortLabels.name_asc': 'الاسم أبجديًا',
} as const satisfies ArMessages<'shop' | 'sortLabels'>;
