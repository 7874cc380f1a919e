/**
 * The Arabic catalog (Lingui, ICU MessageFormat, compiled at build time): an order's messages,
 * status labels and the checkout's cities (checkout and tracking).
 */
import type { ArMessages } from '../../catalog';

export const messages = {
  'statusLabels.PENDING': 'قيد الانتظار',
  'statusLabels.CONFIRMED': 'مؤكد',
  'statusLabels.OUT_FOR_DELIVERY': 'خرج للتوصيل',
  'statusLabels.DELIVERED': 'تم التوصيل',
  'statusLabels.CANCELLED': 'ملغى',
  'deliveryMsg.codMaxExceeded':
    'لا يمكن دفع الطلبات التي تتجاوز {0} نقدًا. يرجى التواصل معنا عبر واتساب.',
  'deliveryMsg.addForFreeDelivery': 'أضف {0} أخرى لتحصل على توصيل مجاني',
  'deliveryMsg.codFeeLine': 'رسوم الدفع عند الاستلام',
  // {2} is the colour: null or undefined for a product without colours, then the variant is
  // its size alone (`M`), else `M / Black`.
  'variantMsg.notEnoughStock':
    '{3, plural, =0 {نفد مخزون "{0}" {2, select, null {{1}} undefined {{1}} other {{1} / {2}}}} other {المتبقي {3} فقط من "{0}" {2, select, null {{1}} undefined {{1}} other {{1} / {2}}}}}',
  'variantMsg.unknownVariant':
    '"{0}" غير متوفر {2, select, null {{1}} undefined {{1}} other {{1} / {2}}}',
  'cities.Dubai': 'دبي',
  'cities.Abu Dhabi': 'أبوظبي',
  'cities.Sharjah': 'الشارقة',
  'cities.Ajman': 'عجمان',
  'cities.Ras Al Khaimah': 'رأس الخيمة',
  'cities.Fujairah': 'الفجيرة',
  'cities.Umm Al Quwain': 'أم القيوين',
  'cities.Al Ain': 'العين',
} as const satisfies ArMessages<'deliveryMsg' | 'variantMsg' | 'statusLabels' | 'cities'>;
