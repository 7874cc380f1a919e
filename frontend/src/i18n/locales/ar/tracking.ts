/**
 * The Arabic catalog (Lingui, ICU MessageFormat, compiled at build time): the order tracking page.
 */
import type { ArMessages } from '../../catalog';

export const messages = {
  'track.trackTitle': 'تتبع طلبك',
  'track.trackIntro': 'أدخل رقم الطلب من رسالة التأكيد ورقم الهاتف الذي طلبت به.',
  'track.orderNumberLabel': 'رقم الطلب',
  'track.orderNumberPlaceholder': 'FD-XXXX-XXXX',
  'track.trackButton': 'تتبع الطلب',
  'track.tracking': 'جارٍ التتبع...',
  'track.placedOn': 'تاريخ الطلب {0}',
  'track.deliveryInfo': 'معلومات التوصيل',
  'track.progress': 'مراحل الطلب',
  'track.orderNotFoundBody': 'يرجى التحقق من رقم الطلب ورقم الهاتف ثم المحاولة مرة أخرى.',
  'track.taxInvoice': 'الفاتورة الضريبية',
  'track.printInvoice': 'طباعة',
} as const satisfies ArMessages<'track'>;
