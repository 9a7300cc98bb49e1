/**
 * The page table's titles and descriptions in Arabic (issue 34): the server writes them into the
 * head of each /ar page, and the Arabic web app loads them when it moves between pages. Kept out
 * of pages.ts so the English first view does not carry them. Every page must have its Arabic
 * (the type says so); `{shop_name}`, `{address}` and `{business_hours}` are filled as in English.
 */
import type { PageKey } from './pages.ts';

export interface PageTexts {
  title: string;
  description: string;
}

export const PAGES_AR = {
  home: {
    title: '{shop_name}',
    description:
      'طعام الحيوانات الأليفة وإكسسواراتها وألعابها وخدمات العناية الاحترافية في دبي. تسوّق للكلاب والقطط والطيور والأسماك مع الدفع عند الاستلام أو بالبطاقة.',
  },
  store: {
    title: 'المتجر',
    description:
      'تصفّح طعام الكلاب والقطط والطيور والأسماك، والأقفاص وصناديق الفضلات وألواح الخدش والأطواق والألعاب. صنّف حسب الحيوان ونوع المنتج والسعر.',
  },
  product: { title: 'المنتج غير موجود', description: 'هذا المنتج غير متوفر في متجرنا.' },
  'product-details': { title: 'المتجر', description: 'تصفّح جميع منتجات {shop_name}.' },
  grooming: {
    title: 'العناية بالحيوانات الأليفة في دبي',
    description:
      'عناية احترافية بالكلاب والقطط والطيور في {address}: الاستحمام والتجفيف، قص الشعر، تقليم الأظافر، تنظيف الأذنين، تنظيف الأسنان والعناية بالمنقار. نصائح حسب السلالة وأسئلة شائعة.',
  },
  booking: {
    title: 'احجز موعد عناية',
    description:
      'احجز جلسة عناية لكلبك أو قطتك أو طائرك في {address}. اختر العناية الأساسية أو العناية الكاملة وسيتصل بك فريقنا لتأكيد التاريخ والوقت.',
  },
  contact: {
    title: 'تواصل معنا',
    description:
      'اتصل بنا أو راسلنا أو زرنا في {address}. ساعات العمل: {business_hours}. أرسل لنا رسالة بخصوص الطلبات أو المنتجات أو العناية.',
  },
  login: {
    title: 'تسجيل الدخول',
    description: 'سجّل الدخول إلى حسابك في {shop_name} لعرض سلتك وقائمة المفضلة وطلباتك.',
  },
  register: {
    title: 'أنشئ حسابك',
    description: 'سجّل في {shop_name} لحفظ قائمة المفضلة وإتمام الشراء وتتبع طلباتك.',
  },
  'forgot-password': {
    title: 'نسيت كلمة المرور؟',
    description:
      'احصل على رابط عبر البريد الإلكتروني لاختيار كلمة مرور جديدة لحسابك في {shop_name}.',
  },
  'reset-password': {
    title: 'اختر كلمة مرور جديدة',
    description: 'اختر كلمة مرور جديدة لحسابك في {shop_name}.',
  },
  'verify-email': {
    title: 'أكّد بريدك الإلكتروني',
    description: 'أكّد عنوان البريد الإلكتروني لحسابك في {shop_name}.',
  },
  unsubscribe: {
    title: 'إلغاء الاشتراك',
    description:
      'أوقف رسالة بريد إلكتروني من {shop_name}: طلبات التقييم أو تنبيهات توفر المنتجات أو العروض.',
  },
  appointment: {
    title: 'موعد العناية الخاص بك',
    description: 'اعرض موعد العناية في {shop_name} أو ألغِه أو غيّر وقته.',
  },
  profile: {
    title: 'حسابي',
    description: 'حسابك في {shop_name}: الملف الشخصي والطلبات والقسائم والإشعارات والمفضلة.',
  },
  cart: {
    title: 'سلة التسوق',
    description: 'المنتجات في سلتك في {shop_name}، مع توصيل مجاني داخل دبي.',
  },
  wishlist: { title: 'قائمة المفضلة', description: 'المنتجات التي حفظتها في {shop_name}.' },
  checkout: {
    title: 'إتمام الشراء',
    description: 'أدخل عنوان التوصيل وادفع بالبطاقة أو نقدًا عند الاستلام.',
  },
  'payment-success': { title: 'تأكيد الطلب', description: 'طلبك من {shop_name}.' },
  'payment-failed': { title: 'تعذّر الدفع', description: 'تعذّر إتمام دفعتك لدى {shop_name}.' },
  'policy-returns': {
    title: 'الإرجاع والاسترداد',
    description:
      'أعد المنتجات غير المفتوحة خلال 14 يومًا. يُسترد المبلغ إلى بطاقتك خلال 5 إلى 10 أيام عمل، وتُسترد مبالغ طلبات الدفع عند الاستلام بتحويل بنكي.',
  },
  'policy-delivery': {
    title: 'التوصيل',
    description:
      'نوصّل إلى جميع الإمارات السبع في الدولة، مع عرض رسوم التوصيل وموعد الوصول قبل الطلب. ادفع بالبطاقة أو نقدًا عند الاستلام.',
  },
  'policy-privacy': {
    title: 'سياسة الخصوصية',
    description:
      'البيانات الشخصية التي يجمعها {shop_name} وسبب جمعها ومع من تُشارك، وحقوقك بموجب قانون حماية البيانات الشخصية في دولة الإمارات.',
  },
  'policy-terms': {
    title: 'الشروط والأحكام',
    description:
      'شروط الشراء من {shop_name}: الأسعار بالدرهم الإماراتي، والطلبات، والدفع بالبطاقة أو نقدًا عند الاستلام، والتوصيل، والإرجاع، وحجوزات العناية.',
  },
  admin: { title: 'Back office', description: 'The back office of {shop_name}.' },
  'not-found': {
    title: 'الصفحة غير موجودة',
    description:
      'هذه الصفحة غير موجودة. تصفّح المتجر لطعام الحيوانات الأليفة وإكسسواراتها وألعابها.',
  },
} as const satisfies Record<PageKey, PageTexts>;
