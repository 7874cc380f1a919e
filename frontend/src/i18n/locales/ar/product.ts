/**
 * The Arabic catalog (Lingui, ICU MessageFormat, compiled at build time): the product page.
 */
import type { ArMessages } from '../../catalog';

export const messages = {
  'product.breadcrumb': 'مسار التنقل',
  'product.save': 'وفّر {0}%',
  'product.selectSize': 'اختر المقاس',
  'product.selectColor': 'اختر اللون',
  'product.addToCart': 'أضف إلى السلة',
  'product.checkingStock': 'جارٍ التحقق من المخزون',
  'product.addingToCart': 'جارٍ الإضافة إلى السلة',
  'product.outOfStockButton': 'نفد المخزون',
  'product.addedTitle': 'تمت الإضافة إلى السلة!',
  'product.addedBody': '{1} × {0}',
  'product.viewCart': 'عرض السلة',
  'product.notEnoughStockTitle': 'المخزون غير كافٍ',
  'product.lineLimitTitle': 'تم بلوغ الحد',
  'product.lineLimitBody':
    'لديك {0} في سلتك بالفعل. الحد الأقصى {qtyMax} من القطعة الواحدة في كل طلب.',
  'product.codTitle': 'الدفع عند الاستلام',
  'product.codBody':
    'ادفع بالدرهم عند وصول طلبك. التوصيل خلال 3-5 أيام عمل في جميع أنحاء الإمارات.',
  'product.relatedTitle': 'قد يعجبك أيضًا',
  'product.imageOf': '{0}، الصورة {1}',
  'product.showImage': 'عرض الصورة {0}',
  'product.description': 'الوصف',
  'product.sizeRequiredTitle': 'المقاس مطلوب',
  'product.sizeRequiredBody': 'يرجى اختيار المقاس قبل الإضافة إلى السلة',
  'product.outOfStockTitle': 'نفد المخزون',
  'product.outOfStockBody': 'هذا المنتج غير متوفر حاليًا',
  'product.alreadyInCart': 'لديك {0} في سلتك بالفعل. المتوفر {1} فقط.',
  'product.onlyAvailable': 'المتوفر {0} فقط. يرجى تقليل الكمية.',
  'product.soldOut': 'نفد',
  'product.colorRequiredTitle': 'اللون مطلوب',
  'product.colorRequiredBody': 'يرجى اختيار اللون قبل الإضافة إلى السلة',
  'product.variantOutOfStockBody': '{0} غير متوفر حاليًا',
  'product.stockCheckFailedTitle': 'خطأ',
  'product.stockCheckFailedBody': 'تعذر التحقق من توفر المخزون. يرجى المحاولة مرة أخرى.',
} as const satisfies ArMessages<'product'>;
