/**
 * The page table's titles in Arabic (issue 34): the server writes them into the head of each /ar
 * page, and the Arabic web app uses them as it moves between pages (their descriptions are in
 * page-heads.ts). Kept out of pages.ts so the English pages do not carry them. Every page must
 * have its Arabic (the type says so); `{shop_name}`, `{address}` and `{business_hours}` are filled
 * as in English.
 */
import type { PageKey } from './pages.ts';

export interface PageTexts {
  title: string;
}

export const PAGES_AR = {
  home: { title: '{shop_name}' },
  store: { title: 'المتجر' },
  product: { title: 'المنتج غير موجود' },
  'product-details': { title: 'المتجر' },
  grooming: { title: 'العناية بالحيوانات الأليفة في دبي' },
  booking: { title: 'احجز موعد عناية' },
  contact: { title: 'تواصل معنا' },
  login: { title: 'تسجيل الدخول' },
  register: { title: 'أنشئ حسابك' },
  'forgot-password': { title: 'نسيت كلمة المرور؟' },
  'reset-password': { title: 'اختر كلمة مرور جديدة' },
  'verify-email': { title: 'أكّد بريدك الإلكتروني' },
  unsubscribe: { title: 'إلغاء الاشتراك' },
  appointment: { title: 'موعد العناية الخاص بك' },
  profile: { title: 'حسابي' },
  cart: { title: 'سلة التسوق' },
  wishlist: { title: 'قائمة المفضلة' },
  checkout: { title: 'إتمام الشراء' },
  'payment-success': { title: 'تأكيد الطلب' },
  'payment-failed': { title: 'تعذّر الدفع' },
  'policy-returns': { title: 'الإرجاع والاسترداد' },
  'policy-delivery': { title: 'التوصيل' },
  'policy-privacy': { title: 'سياسة الخصوصية' },
  'policy-terms': { title: 'الشروط والأحكام' },
  admin: { title: 'Back office' },
  'not-found': { title: 'الصفحة غير موجودة' },
} as const satisfies Record<PageKey, PageTexts>;
