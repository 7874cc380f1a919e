/**
 * Arabic (ICU MessageFormat, compiled at build time): what is not found, the 404 page and a
 * product page's missing product (the frame's chunk carries both).
 */
import type { ArMessages, ProductNotFound } from '../../catalog';

export const messages = {
  'notFound.notFoundBody': 'انزلقت هذه الصفحة بعيدًا. ربما نُقلت، أو لم تكن موجودة أصلًا.',
  'notFound.goHome': 'الذهاب إلى الرئيسية',
  'notFound.notFoundPage': '404 الصفحة غير موجودة',
  'msg.productNotFoundTitle': 'المنتج غير موجود',
  'msg.productNotFoundBody': 'المنتج الذي تبحث عنه غير موجود',
} as const satisfies ArMessages<'notFound'> & Pick<ArMessages<'msg'>, ProductNotFound>;
