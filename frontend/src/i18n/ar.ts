/**
 * The Arabic catalog: every storefront text (ArCatalog's keys, no more, no less). Its own chunk
 * (i18n-ar), loaded only on /ar pages. Numbers stay in Latin digits, as UAE shops write them;
 * the words around them are Modern Standard Arabic.
 */
import { LIMITS, PAGE_TEXT_AR } from '@contract';
import type { ErrorCode } from '@contract';
import { formatAED } from '../components/format';
import { englishMessageList } from './active';
import type { ArCatalog } from './catalog';

/** Arabic's plural categories (CLDR: one, two, few 3–10, many 11–99, other 0 and 100+). */
const AR_PLURAL = new Intl.PluralRules('ar');

/** The counted noun's form for `n`: `3 قطع` but `11 قطعة` (and `1 قطعة`, `2 قطعتان`). */
function counted(n: number, forms: { few: string; many: string; other: string }): string {
  const category = AR_PLURAL.select(n);
  return category === 'few' ? forms.few : category === 'many' ? forms.many : forms.other;
}

/** `قطعة واحدة`, `قطعتان`, `3 قطع`, `11 قطعة`: the counted items of the cart. */
const items = (n: number) =>
  n === 1
    ? 'قطعة واحدة'
    : n === 2
      ? 'قطعتان'
      : `${n} ${counted(n, { few: 'قطع', many: 'قطعة', other: 'قطعة' })}`;

/** English message text → its key, for the contract's fixed messages (built once known). */
let byText: { from: object; keys: Map<string, string> } | undefined;

function translate(english: string, code?: ErrorCode): string {
  const messages = englishMessageList();
  if (byText?.from !== messages) {
    const keys = new Map(
      Object.entries(messages)
        .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
        .map(([key, text]): [string, string] => [text, key]),
    );
    byText = { from: messages, keys };
  }
  const key = byText.keys.get(english);
  const known = key ? (AR.msg as Record<string, unknown>)[key] : undefined;
  if (typeof known === 'string') return known;
  if (code && code !== 'VALIDATION_FAILED') return AR.errors[code];
  return AR.fieldInvalid;
}

export const AR: ArCatalog = {
  translate,
  shell: {
    navHome: 'الرئيسية',
    navShop: 'المتجر',
    navAbout: 'من نحن',
    navFaq: 'الأسئلة الشائعة',
    navContact: 'تواصل معنا',
    navAdmin: 'الإدارة',
    navTrackOrder: 'تتبع الطلب',
    openMenu: 'فتح القائمة',
    closeMenu: 'إغلاق القائمة',
    openCart: (count: number) => `فتح السلة، ${count === 0 ? 'فارغة' : items(count)}`,
    skipToContent: 'انتقل إلى المحتوى',
    homeLink: (shop: string) => `الصفحة الرئيسية لـ ${shop}`,
    mainNav: 'التنقل الرئيسي',
    menuNav: 'القائمة',
    cartTitle: 'سلتك',
    closeCart: 'إغلاق السلة',
    cartEmpty: 'سلتك فارغة',
    cartEmptyHint: 'أضف بعض القطع الغريبة لتبدأ!',
    continueShopping: 'متابعة التسوق',
    subtotal: 'المجموع الفرعي',
    deliveryFeeNote: 'تضاف رسوم التوصيل عند الدفع',
    stockVerifiedNote: 'يتم التحقق من توفر المخزون عند إتمام الطلب',
    proceedToCheckout: 'إتمام الطلب',
    removeItem: (title: string) => `إزالة ${title}`,
    quantity: 'الكمية',
    decreaseQty: 'إنقاص الكمية',
    increaseQty: 'زيادة الكمية',
    size: 'المقاس',
    color: 'اللون',
    shopAll: 'تسوق الكل',
    email: 'البريد الإلكتروني',
    instagram: 'إنستغرام',
    whatsapp: 'واتساب',
    footerTagline: 'أزياء شارع بطابع رعب كرتوني مخدّر، نوصلها في جميع أنحاء الإمارات.',
    footerFollow: 'تابعنا',
    footerShop: 'المتجر',
    footerInfo: 'معلومات',
    footerLinks: [
      { label: 'هوديز', to: '/shop?category=Hoodies' },
      { label: 'تيشيرتات', to: '/shop?category=T-Shirts' },
      { label: 'إكسسوارات', to: '/shop?category=Accessories' },
      { label: 'التخفيضات', to: '/shop?featured=true' },
    ],
    footerInfoLinks: [
      { label: 'من نحن', to: '/#about' },
      { label: 'الأسئلة الشائعة', to: '/#faq' },
      { label: 'تواصل معنا', to: '/#contact' },
      { label: 'تتبع الطلب', to: '/track-order' },
    ],
    paymentTitle: 'الدفع',
    paymentBody: 'الدفع عند الاستلام',
    paymentNote: 'ادفع بالدرهم عند وصول طلبك. نقدّر تجهيز المبلغ بالضبط.',
    copyright: (year: number) => `© ${year} فريك دروب. جميع الحقوق محفوظة.`,
    loading: 'جارٍ التحميل...',
    featuredBadge: 'مميز',
    outOfStockBadge: 'نفد المخزون',
    saleOff: (percent: number) => `\u2066-${percent}%\u2069`,
    backToShop: 'العودة إلى المتجر',
    phone: 'رقم الهاتف',
    delivery: 'التوصيل',
    total: 'الإجمالي',
    orderNumber: 'رقم الطلب',
    status: 'الحالة',
    items: 'القطع',
    close: 'إغلاق',
    notifications: 'الإشعارات',
    noScript: 'يمكنك التصفح دون جافاسكربت؛ أما السلة وإتمام الطلب فيحتاجانها.',
  },
  home: {
    heroKicker: 'أزياء شارع بطابع رعب كرتوني مخدّر · الإمارات',
    trackYourOrder: 'تتبع طلبك',
    featuredIn: (category: string) => `مختارات ${category}`,
    viewAll: 'عرض الكل',
    whyUsTitle: 'لماذا فريك دروب؟',
    whyUs: [
      {
        title: 'تصاميم جريئة',
        body: 'رسومات رعب كرتونية مخدّرة لن تجدها في أي مكان آخر، مرسومة لتلفت الأنظار.',
      },
      {
        title: 'قطن فاخر',
        body: 'قطن فاخر ثقيل وناعم يحافظ على شكله ولونه غسلة بعد غسلة.',
      },
      {
        title: 'الدفع عند الاستلام في الإمارات',
        body: 'ادفع نقدًا بالدرهم عند الاستلام في جميع الإمارات، عندما يصل طلبك إلى بابك.',
      },
    ],
    faqTitle: 'الأسئلة الشائعة',
    faq: [
      {
        q: 'كيف أدفع؟',
        a: 'الدفع نقدًا عند الاستلام بالدرهم الإماراتي في جميع الإمارات. يرجى تجهيز المبلغ بالضبط.',
      },
      {
        q: 'ما المقاسات المتوفرة؟',
        a: 'تتراوح المقاسات من S إلى XXL لمعظم القطع. تذكر كل صفحة منتج مقاساتها المتوفرة.',
      },
      {
        q: 'كم يستغرق التوصيل؟',
        a: `يستغرق التوصيل ${LIMITS.trackingDeliveryDays} أيام عمل. الطلبات قبل الساعة 2 ظهرًا تُجهّز في اليوم نفسه.`,
      },
      {
        q: 'هل يمكنني إرجاع قطعة؟',
        a: `نقبل الإرجاع خلال ${LIMITS.returnDays} يومًا للقطع غير الملبوسة بحالتها الأصلية. نتحمل تكلفة شحن الإرجاع للقطع المعيبة.`,
      },
    ],
    contactTitle: 'تواصل معنا',
    contactIntro: 'أسئلة عن إصدار أو مقاس أو طلب؟ تواصل معنا بالطريقة التي تناسبك.',
    aboutTitle: 'من نحن',
  },
  shop: {
    searchLabel: 'ابحث عن المنتجات',
    searchPlaceholder: 'ابحث عن المنتجات...',
    categoryLabel: 'الفئة',
    allCategories: 'جميع الفئات',
    sortLabel: 'الترتيب حسب',
    activeFilters: 'عوامل التصفية المفعّلة',
    removeFilter: (label: string) => `إزالة عامل التصفية ${label}`,
    searchChip: (text: string) => `بحث: ${text}`,
    featuredChip: 'مميز',
    showing: (shown: number, total: number) =>
      `عرض ${shown} من ${total} ${counted(total, { few: 'منتجات', many: 'منتجًا', other: 'منتج' })}`,
    noProducts: 'لم يتم العثور على منتجات',
    noProductsHint: 'جرّب تعديل البحث أو عوامل التصفية',
    comingSoon: 'المنتجات قادمة قريبًا!',
    clearFilters: 'مسح عوامل التصفية',
    pagination: 'التنقل بين الصفحات',
    previousPage: 'السابق',
    nextPage: 'التالي',
    applyFilters: 'تطبيق',
    productsHeading: 'المنتجات',
    goToPage: (page: number) => `الصفحة ${page}`,
  },
  sortLabels: {
    newest: 'الأحدث أولًا',
    price_asc: 'السعر: من الأقل إلى الأعلى',
    price_desc: 'السعر: من الأعلى إلى الأقل',
    name_asc: 'الاسم أبجديًا',
  },
  product: {
    breadcrumb: 'مسار التنقل',
    save: (percent: number) => `وفّر ${percent}%`,
    selectSize: 'اختر المقاس',
    selectColor: 'اختر اللون',
    addToCart: 'أضف إلى السلة',
    checkingStock: 'جارٍ التحقق من المخزون',
    addingToCart: 'جارٍ الإضافة إلى السلة',
    outOfStockButton: 'نفد المخزون',
    addedTitle: 'تمت الإضافة إلى السلة!',
    addedBody: (title: string, qty: number) => `${qty} × ${title}`,
    notEnoughStockTitle: 'المخزون غير كافٍ',
    lineLimitTitle: 'تم بلوغ الحد',
    lineLimitBody: (inCart: number) =>
      `لديك ${inCart} في سلتك بالفعل. الحد الأقصى ${LIMITS.qtyMax} من القطعة الواحدة في كل طلب.`,
    codTitle: 'الدفع عند الاستلام',
    codBody: 'ادفع بالدرهم عند وصول طلبك. التوصيل خلال 3-5 أيام عمل في جميع أنحاء الإمارات.',
    relatedTitle: 'قد يعجبك أيضًا',
    imageOf: (title: string, n: number) => `${title}، الصورة ${n}`,
    showImage: (n: number) => `عرض الصورة ${n}`,
    description: 'الوصف',
    sizeRequiredTitle: 'المقاس مطلوب',
    sizeRequiredBody: 'يرجى اختيار المقاس قبل الإضافة إلى السلة',
    outOfStockTitle: 'نفد المخزون',
    outOfStockBody: 'هذا المنتج غير متوفر حاليًا',
    alreadyInCart: (inCart: number, available: number) =>
      `لديك ${inCart} في سلتك بالفعل. المتوفر ${available} فقط.`,
    onlyAvailable: (available: number) => `المتوفر ${available} فقط. يرجى تقليل الكمية.`,
    soldOut: 'نفد',
    colorRequiredTitle: 'اللون مطلوب',
    colorRequiredBody: 'يرجى اختيار اللون قبل الإضافة إلى السلة',
    variantOutOfStockBody: (name: string) => `${name} غير متوفر حاليًا`,
    stockCheckFailedTitle: 'خطأ',
    stockCheckFailedBody: 'تعذر التحقق من توفر المخزون. يرجى المحاولة مرة أخرى.',
  },
  checkout: {
    checkoutTitle: 'إتمام الطلب',
    deliveryDetails: 'تفاصيل التوصيل',
    fullName: 'الاسم الكامل',
    emailOptional: 'البريد الإلكتروني (اختياري)',
    city: 'المدينة',
    selectCity: 'اختر مدينة',
    addressLine1: 'العنوان',
    addressLine1Hint: 'المبنى، الشارع، المنطقة',
    addressLine2: 'سطر العنوان 2 (اختياري)',
    notes: 'ملاحظات الطلب (اختياري)',
    orderSummary: 'ملخص الطلب',
    placeOrder: 'تأكيد الطلب',
    placingOrder: 'جارٍ تأكيد الطلب...',
    codCheckoutNote: 'الدفع عند الاستلام: يرجى تجهيز المبلغ بالضبط بالدرهم.',
    changesTitle: 'تم تحديث طلبك',
    priceChanged: (title: string, from: string, to: string) => `${title}: السعر ${from} ← ${to}`,
    qtyReduced: (title: string, from: number, to: number) =>
      `${title}: الكمية ${from} ← ${to} (المتبقي ${to} فقط)`,
    itemRemoved: (title: string) => `${title}: نفد المخزون، أزيل من سلتك`,
    deliveryChanged: (from: string, to: string) => `رسوم التوصيل: ${from} ← ${to}`,
    reviewAndPlace: 'راجع الإجمالي الجديد، ثم أكّد طلبك مرة أخرى.',
    orderPlacedTitle: 'تم تأكيد الطلب!',
    orderPlacedBody: 'شكرًا لك! سنتصل بك للتأكيد قبل التوصيل.',
    orderTotalCod: (total: string) => `ادفع ${total} نقدًا عند الاستلام.`,
    whatsappSupport: 'الدعم عبر واتساب',
    whatsappMessage: (orderNumber: string) => `مرحبًا فريك دروب! لدي سؤال عن طلبي ${orderNumber}.`,
    trackThisOrder: 'تتبع هذا الطلب',
    backToHome: 'العودة إلى الرئيسية',
    cartEmptyBody: 'يرجى إضافة قطع إلى سلتك أولًا',
    orderPlaceFailedTitle: 'خطأ في تأكيد الطلب',
    orderPlaceFailedFallback: 'يرجى المحاولة مرة أخرى',
  },
  track: {
    trackTitle: 'تتبع طلبك',
    trackIntro: 'أدخل رقم الطلب من رسالة التأكيد ورقم الهاتف الذي طلبت به.',
    orderNumberLabel: 'رقم الطلب',
    orderNumberPlaceholder: 'FD-XXXX-XXXX',
    trackButton: 'تتبع الطلب',
    tracking: 'جارٍ التتبع...',
    placedOn: (date: string) => `تاريخ الطلب ${date}`,
    deliveryInfo: 'معلومات التوصيل',
    progress: 'مراحل الطلب',
    orderNotFoundBody: 'يرجى التحقق من رقم الطلب ورقم الهاتف ثم المحاولة مرة أخرى.',
  },
  notFound: {
    notFoundBody: 'انزلقت هذه الصفحة بعيدًا. ربما نُقلت، أو لم تكن موجودة أصلًا.',
    goHome: 'الذهاب إلى الرئيسية',
    notFoundPage: '404 الصفحة غير موجودة',
  },
  page: PAGE_TEXT_AR,
  language: {
    switchTo: 'English',
    switchLabel: 'Read this page in English',
    otherLang: 'en',
    suggestion: 'اخترت العربية من قبل.',
    suggestionLink: 'اقرأ هذه الصفحة بالعربية',
  },
  statusLabels: {
    PENDING: 'قيد الانتظار',
    CONFIRMED: 'مؤكد',
    OUT_FOR_DELIVERY: 'خرج للتوصيل',
    DELIVERED: 'تم التوصيل',
    CANCELLED: 'ملغى',
  },
  msg: {
    nameMin: 'يجب أن يتكون الاسم من حرفين على الأقل',
    // The number keeps its left-to-right order inside the Arabic sentence (isolated, LRI…PDI).
    phoneInvalid: 'يرجى إدخال رقم هاتف إماراتي صحيح (\u2066+971 XX XXX XXXX\u2069)',
    emailInvalid: 'عنوان البريد الإلكتروني غير صالح',
    cityRequired: 'يرجى اختيار مدينة',
    addressMin: 'يجب أن يتكون العنوان من 5 أحرف على الأقل',
    cartEmptyTitle: 'السلة فارغة',
    orderNumberRequired: 'رقم الطلب مطلوب',
    phoneRequired: 'رقم الهاتف مطلوب',
    orderNotFoundTitle: 'الطلب غير موجود',
    tooManyRequests: 'طلبات كثيرة جدًا. يرجى التمهل والمحاولة بعد قليل.',
    productNotFoundTitle: 'المنتج غير موجود',
    productNotFoundBody: 'المنتج الذي تبحث عنه غير موجود',
    serviceUnavailable: 'المتجر غير متاح لفترة وجيزة. يرجى المحاولة بعد لحظات.',
    qtyInvalid: `يجب أن تكون الكمية عددًا صحيحًا من ${LIMITS.qtyMin} إلى ${LIMITS.qtyMax}`,
    tooManyLines: `يمكن أن يضم الطلب ${LIMITS.maxOrderLines} قطع مختلفة على الأكثر`,
    tooManyUnits: (title: string, max: number) =>
      `يمكن أن يضم الطلب ${max} على الأكثر من "${title}"`,
    tooManyOrders: 'طلبات كثيرة في وقت قصير. يرجى المحاولة لاحقًا.',
    totalsChanged: 'تغيرت الأسعار أو رسوم التوصيل. يرجى مراجعة طلبك.',
    notEnoughStock: (title: string, left: number) =>
      left <= 0 ? `نفد مخزون "${title}"` : `المتبقي ${left} فقط من "${title}"`,
    unknownProduct: (id: string) => `المنتج ${id} غير موجود`,
    unknownSize: (title: string, size: string) => `"${title}" غير متوفر بالمقاس ${size}`,
    unknownColor: (title: string, color: string) => `"${title}" غير متوفر باللون ${color}`,
    orderNotFound: 'الطلب غير موجود',
    badRequest: 'طلب غير صالح',
    internalError: 'حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى.',
  },
  deliveryMsg: {
    codMaxExceeded: (maxAED: number) =>
      `لا يمكن دفع الطلبات التي تتجاوز ${formatAED(maxAED)} نقدًا. يرجى التواصل معنا عبر واتساب.`,
    addForFreeDelivery: (aed: number) => `أضف ${formatAED(aed)} أخرى لتحصل على توصيل مجاني`,
    codFeeLine: 'رسوم الدفع عند الاستلام',
  },
  variantMsg: {
    notEnoughStock: (
      title: string,
      size: string,
      color: string | null | undefined,
      left: number,
    ) =>
      left <= 0
        ? `نفد مخزون "${title}" ${[size, color].filter(Boolean).join(' / ')}`
        : `المتبقي ${left} فقط من "${title}" ${[size, color].filter(Boolean).join(' / ')}`,
    unknownVariant: (title: string, size: string, color: string | null | undefined) =>
      `"${title}" غير متوفر ${[size, color].filter(Boolean).join(' / ')}`,
  },
  errors: {
    VALIDATION_FAILED: 'يرجى التحقق من البيانات المدخلة.',
    UNAUTHENTICATED: 'يرجى تسجيل الدخول للمتابعة',
    INVALID_CREDENTIALS: 'اسم المستخدم أو كلمة المرور غير صحيحة',
    FORBIDDEN: 'هذا الطلب غير مسموح.',
    NOT_FOUND: 'غير موجود',
    SKU_TAKEN: 'رمز المنتج مستخدم من قبل',
    SLUG_TAKEN: 'الرابط مستخدم من قبل',
    CATEGORY_SLUG_TAKEN: 'رابط الفئة مستخدم من قبل',
    CATEGORY_IN_USE: 'الفئة مستخدمة',
    OUT_OF_STOCK: 'المخزون غير كافٍ لإحدى القطع.',
    TOTALS_CHANGED: 'تغيرت الأسعار أو رسوم التوصيل. يرجى مراجعة طلبك.',
    ORDER_CHANGED: 'تغير الطلب في أثناء ذلك. يرجى المحاولة مرة أخرى.',
    IDEMPOTENCY_KEY_REUSED: 'أُرسل هذا الطلب من قبل. يرجى تحديث الصفحة.',
    COD_LIMIT_EXCEEDED: 'لا يمكن دفع هذا الطلب نقدًا. يرجى التواصل معنا عبر واتساب.',
    ORDER_REMITTED: 'لم يعد بالإمكان تغيير هذا الطلب.',
    REMITTANCE_REFUSED: 'تعذر تنفيذ العملية.',
    OUTSTANDING_CHANGED: 'تغيرت الأرقام في أثناء ذلك. يرجى المحاولة مرة أخرى.',
    PAYLOAD_TOO_LARGE: 'البيانات المرسلة كبيرة جدًا.',
    UNSUPPORTED_MEDIA_TYPE: 'نوع البيانات غير مدعوم.',
    THROTTLED: 'طلبات كثيرة جدًا. يرجى التمهل والمحاولة بعد قليل.',
    INTERNAL_ERROR: 'حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى.',
    SERVICE_UNAVAILABLE: 'المتجر غير متاح لفترة وجيزة. يرجى المحاولة بعد لحظات.',
    INSUFFICIENT_STORAGE: 'تعذر الحفظ. يرجى المحاولة مرة أخرى.',
    PHONE_BLOCKED: 'لا يمكننا قبول طلب من هذا الرقم. يرجى التواصل معنا عبر واتساب.',
    PHONE_ALREADY_BLOCKED: 'هذا الرقم محظور من قبل.',
  },
  fieldInvalid: 'يرجى التحقق من هذا الحقل',
  cities: {
    Dubai: 'دبي',
    'Abu Dhabi': 'أبوظبي',
    Sharjah: 'الشارقة',
    Ajman: 'عجمان',
    'Ras Al Khaimah': 'رأس الخيمة',
    Fujairah: 'الفجيرة',
    'Umm Al Quwain': 'أم القيوين',
    'Al Ain': 'العين',
  },
  colors: {
    Black: 'أسود',
    White: 'أبيض',
    Grey: 'رمادي',
    Red: 'أحمر',
    Blue: 'أزرق',
    Green: 'أخضر',
    Yellow: 'أصفر',
    Purple: 'بنفسجي',
    Pink: 'وردي',
    Orange: 'برتقالي',
  },
};
