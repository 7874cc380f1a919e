/**
 * The Arabic catalog (Lingui, ICU MessageFormat, compiled at build time): the checkout and its
 * confirmation.
 */
import type { ArMessages } from '../../catalog';

export const messages = {
  'checkout.checkoutTitle': 'إتمام الطلب',
  'checkout.deliveryDetails': 'تفاصيل التوصيل',
  'checkout.fullName': 'الاسم الكامل',
  'checkout.emailOptional': 'البريد الإلكتروني (اختياري)',
  'checkout.city': 'المدينة',
  'checkout.selectCity': 'اختر مدينة',
  'checkout.addressLine1': 'العنوان',
  'checkout.addressLine1Hint': 'المبنى، الشارع، المنطقة',
  'checkout.addressLine2': 'سطر العنوان 2 (اختياري)',
  'checkout.notes': 'ملاحظات الطلب (اختياري)',
  'checkout.orderSummary': 'ملخص الطلب',
  'checkout.placeOrder': 'تأكيد الطلب',
  'checkout.placingOrder': 'جارٍ تأكيد الطلب...',
  'checkout.whatsappUpdates': 'أرسلوا لي تحديثات هذا الطلب على واتساب',
  'checkout.codCheckoutNote': 'الدفع عند الاستلام: يرجى تجهيز المبلغ بالضبط بالدرهم.',
  'checkout.changesTitle': 'تم تحديث طلبك',
  'checkout.priceChanged': '{0}: السعر {1} ← {2}',
  'checkout.qtyReduced': '{0}: الكمية {1} ← {2} (المتبقي {2} فقط)',
  'checkout.itemRemoved': '{0}: نفد المخزون، أزيل من سلتك',
  'checkout.deliveryChanged': 'رسوم التوصيل: {0} ← {1}',
  'checkout.reviewAndPlace': 'راجع الإجمالي الجديد، ثم أكّد طلبك مرة أخرى.',
  'checkout.orderPlacedTitle': 'تم تأكيد الطلب!',
  'checkout.orderPlacedBody': 'شكرًا لك! سنتصل بك للتأكيد قبل التوصيل.',
  'checkout.orderTotalCod': 'ادفع {0} نقدًا عند الاستلام.',
  'checkout.whatsappSupport': 'الدعم عبر واتساب',
  'checkout.whatsappMessage': 'مرحبًا فريك دروب! لدي سؤال عن طلبي {0}.',
  'checkout.trackThisOrder': 'تتبع هذا الطلب',
  'checkout.backToHome': 'العودة إلى الرئيسية',
  'checkout.cartEmptyBody': 'يرجى إضافة قطع إلى سلتك أولًا',
  'checkout.orderPlaceFailedTitle': 'خطأ في تأكيد الطلب',
  'checkout.orderPlaceFailedFallback': 'يرجى المحاولة مرة أخرى',
} as const satisfies ArMessages<'checkout'>;
