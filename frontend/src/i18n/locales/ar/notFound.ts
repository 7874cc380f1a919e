/** Arabic (ICU MessageFormat, compiled at build time): The 404 page. */
import type { ArMessages } from '../../catalog';

export const messages = {
  'notFound.notFoundBody': 'انزلقت هذه الصفحة بعيدًا. ربما نُقلت، أو لم تكن موجودة أصلًا.',
  'notFound.goHome': 'الذهاب إلى الرئيسية',
  'notFound.notFoundPage': '404 الصفحة غير موجودة',
} as const satisfies ArMessages<'notFound'>;
