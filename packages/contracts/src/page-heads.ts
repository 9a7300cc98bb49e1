/**
 * The descriptions of the page table's pages in both languages, and the whole head of a page as
 * the server writes it into the HTML (issue 29 and 34). Only the server reads this: crawlers read
 * a page's description in its HTML, and the web app, which sets the title as the customer moves
 * between pages, leaves the description alone and carries none of these texts (decision 138).
 */
import type { Language } from './language.ts';
import { PAGES_AR } from './pages-ar.ts';
import {
  fillPageText,
  pageTitle,
  type FilledPageTitle,
  type PageKey,
  type PageSettings,
} from './pages.ts';

/** Each page's meta description; `{shop_name}`, `{address}`, `{business_hours}` as in titles. */
export const PAGE_DESCRIPTIONS = {
  en: {
    home: 'Pet food, accessories, toys and professional grooming in Dubai. Shop for dogs, cats, birds and fish with cash on delivery or card.',
    store:
      'Browse dog, cat, bird and fish food, cages, litter boxes, scratchers, collars and toys. Filter by pet, product type and price.',
    product: 'This product is not in our shop.',
    'product-details': 'Browse every product of {shop_name}.',
    grooming:
      'Professional dog, cat and bird grooming in {address}: bath and blow dry, haircuts, nail trimming, ear cleaning, teeth brushing and beak care. Breed tips and FAQs.',
    booking:
      'Book grooming for your dog, cat or bird in {address}. Choose Basic Groom or Full Groom and our team will call you to confirm the date and time.',
    contact:
      'Call, e-mail or visit us in {address}. Open {business_hours}. Send us a message about orders, products or grooming.',
    login: 'Log in to your account at {shop_name} to see your cart, wishlist and orders.',
    register: 'Register with {shop_name} to save a wishlist, check out and track orders.',
    'forgot-password': 'Get a link by email to choose a new password for your {shop_name} account.',
    'reset-password': 'Choose a new password for your {shop_name} account.',
    'verify-email': 'Confirm the email address of your {shop_name} account.',
    unsubscribe:
      'Stop an e-mail from {shop_name}: review requests, back-in-stock alerts or offers.',
    appointment: 'See, cancel or move your grooming appointment at {shop_name}.',
    profile: 'Your account at {shop_name}: profile, orders, coupons, notifications and wishlist.',
    cart: 'The products in your cart at {shop_name}, with free delivery in Dubai.',
    wishlist: 'The products you saved at {shop_name}.',
    checkout: 'Enter your delivery address and pay by card or cash on delivery.',
    'payment-success': 'Your order with {shop_name}.',
    'payment-failed': 'Your payment with {shop_name} could not be completed.',
    'policy-returns':
      'Return unopened items within 14 days. Refunds to your card in 5 to 10 working days; cash on delivery orders are refunded by bank transfer.',
    'policy-delivery':
      'Delivery across all seven emirates of the UAE, with the fee and arrival date shown before you order. Pay by card or cash on delivery.',
    'policy-privacy':
      'What personal data {shop_name} collects, why, who it is shared with, and your rights under the UAE Personal Data Protection Law.',
    'policy-terms':
      'The terms of buying from {shop_name}: prices in AED, orders, payment by card or cash on delivery, delivery, returns and grooming bookings.',
    admin: 'The back office of {shop_name}: products, stock and staff.',
    'not-found': 'This page does not exist. Browse the store for pet food, accessories and toys.',
  },
  ar: {
    home: 'طعام الحيوانات الأليفة وإكسسواراتها وألعابها وخدمات العناية الاحترافية في دبي. تسوّق للكلاب والقطط والطيور والأسماك مع الدفع عند الاستلام أو بالبطاقة.',
    store:
      'تصفّح طعام الكلاب والقطط والطيور والأسماك، والأقفاص وصناديق الفضلات وألواح الخدش والأطواق والألعاب. صنّف حسب الحيوان ونوع المنتج والسعر.',
    product: 'هذا المنتج غير متوفر في متجرنا.',
    'product-details': 'تصفّح جميع منتجات {shop_name}.',
    grooming:
      'عناية احترافية بالكلاب والقطط والطيور في {address}: الاستحمام والتجفيف، قص الشعر، تقليم الأظافر، تنظيف الأذنين، تنظيف الأسنان والعناية بالمنقار. نصائح حسب السلالة وأسئلة شائعة.',
    booking:
      'احجز جلسة عناية لكلبك أو قطتك أو طائرك في {address}. اختر العناية الأساسية أو العناية الكاملة وسيتصل بك فريقنا لتأكيد التاريخ والوقت.',
    contact:
      'اتصل بنا أو راسلنا أو زرنا في {address}. ساعات العمل: {business_hours}. أرسل لنا رسالة بخصوص الطلبات أو المنتجات أو العناية.',
    login: 'سجّل الدخول إلى حسابك في {shop_name} لعرض سلتك وقائمة المفضلة وطلباتك.',
    register: 'سجّل في {shop_name} لحفظ قائمة المفضلة وإتمام الشراء وتتبع طلباتك.',
    'forgot-password':
      'احصل على رابط عبر البريد الإلكتروني لاختيار كلمة مرور جديدة لحسابك في {shop_name}.',
    'reset-password': 'اختر كلمة مرور جديدة لحسابك في {shop_name}.',
    'verify-email': 'أكّد عنوان البريد الإلكتروني لحسابك في {shop_name}.',
    unsubscribe:
      'أوقف رسالة بريد إلكتروني من {shop_name}: طلبات التقييم أو تنبيهات توفر المنتجات أو العروض.',
    appointment: 'اعرض موعد العناية في {shop_name} أو ألغِه أو غيّر وقته.',
    profile: 'حسابك في {shop_name}: الملف الشخصي والطلبات والقسائم والإشعارات والمفضلة.',
    cart: 'المنتجات في سلتك في {shop_name}، مع توصيل مجاني داخل دبي.',
    wishlist: 'المنتجات التي حفظتها في {shop_name}.',
    checkout: 'أدخل عنوان التوصيل وادفع بالبطاقة أو نقدًا عند الاستلام.',
    'payment-success': 'طلبك من {shop_name}.',
    'payment-failed': 'تعذّر إتمام دفعتك لدى {shop_name}.',
    'policy-returns':
      'أعد المنتجات غير المفتوحة خلال 14 يومًا. يُسترد المبلغ إلى بطاقتك خلال 5 إلى 10 أيام عمل، وتُسترد مبالغ طلبات الدفع عند الاستلام بتحويل بنكي.',
    'policy-delivery':
      'نوصّل إلى جميع الإمارات السبع في الدولة، مع عرض رسوم التوصيل وموعد الوصول قبل الطلب. ادفع بالبطاقة أو نقدًا عند الاستلام.',
    'policy-privacy':
      'البيانات الشخصية التي يجمعها {shop_name} وسبب جمعها ومع من تُشارك، وحقوقك بموجب قانون حماية البيانات الشخصية في دولة الإمارات.',
    'policy-terms':
      'شروط الشراء من {shop_name}: الأسعار بالدرهم الإماراتي، والطلبات، والدفع بالبطاقة أو نقدًا عند الاستلام، والتوصيل، والإرجاع، وحجوزات العناية.',
    admin: 'The back office of {shop_name}.',
    'not-found':
      'هذه الصفحة غير موجودة. تصفّح المتجر لطعام الحيوانات الأليفة وإكسسواراتها وألعابها.',
  },
} as const satisfies Record<Language, Record<PageKey, string>>;

/** A page's head as the server writes it. */
export interface FilledPageHead extends FilledPageTitle {
  description: string;
}

/**
 * The head of a page in `language`: the table's entry with the shop's settings filled in, or the
 * page's `own` title, description or robots rule (a product, a filtered store) in the same frame.
 */
export function pageHead(
  page: PageKey,
  settings: PageSettings,
  own?: { title?: string | undefined; description?: string | undefined; noindex?: boolean },
  language: Language = 'en',
): FilledPageHead {
  return {
    ...pageTitle(page, settings, own, language === 'ar' ? PAGES_AR : undefined),
    description: fillPageText(own?.description ?? PAGE_DESCRIPTIONS[language][page], settings),
  };
}
