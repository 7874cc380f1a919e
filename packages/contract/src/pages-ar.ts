/**
 * The head texts in Arabic: the /ar pages' titles and descriptions, which the
 * Arabic storefront shows too. Its own module, so the English first download never carries it.
 */
import type { PAGE_TEXT } from './pages';

/** PAGE_TEXT in Arabic: the head of the /ar pages and the Arabic storefront. */
export const PAGE_TEXT_AR = {
  shopTitle: 'المتجر',
  saleItems: 'التخفيضات',
  shopDescription:
    'هوديز وتيشيرتات وإكسسوارات ومطبوعات ثلاثية الأبعاد بلمسة رعب كرتونية مخدّرة. الدفع عند الاستلام في جميع أنحاء الإمارات.',
} as const satisfies Record<keyof typeof PAGE_TEXT, string>;

/** The head of the Arabic pages that have no English head of their own (index.html's). */
export const HEAD_TEXT_AR = {
  homeTitle: 'FreakDrop — أزياء شارع بطابع رعب كرتوني',
  homeDescription:
    'أزياء شارع بطابع رعب كرتوني مخدّر، نوصلها في جميع أنحاء الإمارات. الدفع نقدًا عند الاستلام بالدرهم.',
  notFoundTitle: 'الصفحة غير موجودة',
  notFoundDescription: 'انزلقت هذه الصفحة بعيدًا. ربما نُقلت، أو لم تكن موجودة أصلًا.',
  productNotFoundTitle: 'المنتج غير موجود',
  productNotFoundDescription: 'المنتج الذي تبحث عنه غير موجود',
  checkoutTitle: 'إتمام الطلب',
  trackTitle: 'تتبع طلبك',
  shopFrom: (what: string) => `${what}: أزياء شارع من FreakDrop.`,
} as const;
