/**
 * The Arabic catalog (Lingui, ICU MessageFormat, compiled at build time): the home page.
 */
import type { ArMessages } from '../../catalog';

export const messages = {
  'home.heroKicker': 'أزياء شارع بطابع رعب كرتوني مخدّر · الإمارات',
  'home.defaultTagline': 'ستريت وير سايكو دريب',
  'home.trackYourOrder': 'تتبع طلبك',
  'home.featuredIn': 'مختارات {0}',
  'home.viewAll': 'عرض الكل',
  'home.whyUsTitle': 'لماذا فريك دروب؟',
  'home.whyUs.0.title': 'تصاميم جريئة',
  'home.whyUs.0.body': 'رسومات رعب كرتونية مخدّرة لن تجدها في أي مكان آخر، مرسومة لتلفت الأنظار.',
  'home.whyUs.1.title': 'قطن فاخر',
  'home.whyUs.1.body': 'قطن فاخر ثقيل وناعم يحافظ على شكله ولونه غسلة بعد غسلة.',
  'home.whyUs.2.title': 'الدفع عند الاستلام في الإمارات',
  'home.whyUs.2.body': 'ادفع نقدًا بالدرهم عند الاستلام في جميع الإمارات، عندما يصل طلبك إلى بابك.',
  'home.faqTitle': 'الأسئلة الشائعة',
  'home.faq.0.q': 'كيف أدفع؟',
  'home.faq.0.a':
    'الدفع نقدًا عند الاستلام بالدرهم الإماراتي في جميع الإمارات. يرجى تجهيز المبلغ بالضبط.',
  'home.faq.1.q': 'ما المقاسات المتوفرة؟',
  'home.faq.1.a': 'تتراوح المقاسات من S إلى XXL لمعظم القطع. تذكر كل صفحة منتج مقاساتها المتوفرة.',
  'home.faq.2.q': 'كم يستغرق التوصيل؟',
  'home.faq.2.a':
    'يستغرق التوصيل {trackingDeliveryDays} أيام عمل. الطلبات قبل الساعة 2 ظهرًا تُجهّز في اليوم نفسه.',
  'home.faq.3.q': 'هل يمكنني إرجاع قطعة؟',
  'home.faq.3.a':
    'نقبل الإرجاع خلال {returnDays} يومًا للقطع غير الملبوسة بحالتها الأصلية. نتحمل تكلفة شحن الإرجاع للقطع المعيبة.',
  'home.contactTitle': 'تواصل معنا',
  'home.contactIntro': 'أسئلة عن إصدار أو مقاس أو طلب؟ تواصل معنا بالطريقة التي تناسبك.',
  'home.aboutTitle': 'من نحن',
} as const satisfies ArMessages<'home'>;
