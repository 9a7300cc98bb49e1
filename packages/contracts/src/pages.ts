/**
 * Every page of the shop with its head: the one place a page's path, title, description and
 * robots rule are written. The server puts them in each page's HTML (for crawlers and the first
 * view), the web app sets them as the customer moves between pages, and the router takes the paths
 * from here. Free of zod, so the web's first view can import it for a few hundred bytes.
 *
 * Titles and descriptions may name shop settings as `{shop_name}`, `{address}` or
 * `{business_hours}`: the server fills them from its configuration, the web app from
 * `GET /api/settings`, so a shop that sets SHOP_NAME or BUSINESS_HOURS sees them in every head.
 */

/** The shop settings a page head may name (the same fields as GET /api/settings). */
export interface PageSettings {
  shop_name: string;
  address: string;
  business_hours: string;
}

export interface PageEntry {
  /** The route's pattern, as the web router matches it. */
  path: string;
  title: string;
  description: string;
  /** Pages of one customer (cart, account) or of no content: kept out of search results. */
  noindex?: boolean;
}

/**
 * Keyed by the page's module under apps/web/src/app/routes/<key>.tsx. `product` holds the head of a
 * product that is not in the shop; a product that is gets its head from the product itself.
 */
export const PAGES = {
  home: {
    path: '/',
    title: '{shop_name}',
    description:
      'Pet food, accessories, toys and professional grooming in Dubai. Shop for dogs, cats, birds and fish with cash on delivery or card.',
  },
  store: {
    path: '/store',
    title: 'Store',
    description:
      'Browse dog, cat, bird and fish food, cages, litter boxes, scratchers, collars and toys. Filter by pet, product type and price.',
  },
  product: {
    path: '/product/:id',
    title: 'No product found',
    description: 'This product is not in our shop.',
    noindex: true,
  },
  'product-details': {
    path: '/productdetails',
    title: 'Store',
    description: 'Browse every product of {shop_name}.',
    noindex: true,
  },
  grooming: {
    path: '/grooming',
    title: 'Pet Grooming in Dubai',
    description:
      'Professional dog, cat and bird grooming in {address}: bath and blow dry, haircuts, nail trimming, ear cleaning, teeth brushing and beak care. Breed tips and FAQs.',
  },
  booking: {
    path: '/booking',
    title: 'Book a Grooming Appointment',
    description:
      'Book grooming for your dog, cat or bird in {address}. Choose Basic Groom or Full Groom and our team will call you to confirm the date and time.',
  },
  contact: {
    path: '/contact',
    title: 'Contact Us',
    description:
      'Call, e-mail or visit us in {address}. Open {business_hours}. Send us a message about orders, products or grooming.',
  },
  login: {
    path: '/user',
    title: 'Login',
    description: 'Log in to your account at {shop_name} to see your cart, wishlist and orders.',
    noindex: true,
  },
  register: {
    path: '/user/register',
    title: 'Create your account',
    description: 'Register with {shop_name} to save a wishlist, check out and track orders.',
    noindex: true,
  },
  'forgot-password': {
    path: '/user/forgot-password',
    title: 'Forgot your password?',
    description: 'Get a link by email to choose a new password for your {shop_name} account.',
    noindex: true,
  },
  'reset-password': {
    path: '/user/reset-password',
    title: 'Choose a new password',
    description: 'Choose a new password for your {shop_name} account.',
    noindex: true,
  },
  'verify-email': {
    path: '/user/verify-email',
    title: 'Confirm your email address',
    description: 'Confirm the email address of your {shop_name} account.',
    noindex: true,
  },
  unsubscribe: {
    path: '/unsubscribe',
    title: 'Unsubscribe',
    description:
      'Stop an e-mail from {shop_name}: review requests, back-in-stock alerts or offers.',
    noindex: true,
  },
  appointment: {
    path: '/appointment',
    title: 'Your grooming appointment',
    description: 'See, cancel or move your grooming appointment at {shop_name}.',
    noindex: true,
  },
  profile: {
    path: '/profile',
    title: 'My Account',
    description:
      'Your account at {shop_name}: profile, orders, coupons, notifications and wishlist.',
    noindex: true,
  },
  cart: {
    path: '/cart',
    title: 'Shopping Cart',
    description: 'The products in your cart at {shop_name}, with free delivery in Dubai.',
    noindex: true,
  },
  wishlist: {
    path: '/wishlist',
    title: 'My Wishlist',
    description: 'The products you saved at {shop_name}.',
    noindex: true,
  },
  checkout: {
    path: '/checkout',
    title: 'Checkout',
    description: 'Enter your delivery address and pay by card or cash on delivery.',
    noindex: true,
  },
  'payment-success': {
    path: '/payment-success',
    title: 'Order Confirmation',
    description: 'Your order with {shop_name}.',
    noindex: true,
  },
  'payment-failed': {
    path: '/payment-failed',
    title: 'Payment Failed',
    description: 'Your payment with {shop_name} could not be completed.',
    noindex: true,
  },
  /** The shop's policies (issue 20): Markdown in apps/web/src/content/policies, built to HTML. */
  'policy-returns': {
    path: '/policies/returns',
    title: 'Returns and Refunds',
    description:
      'Return unopened items within 14 days. Refunds to your card in 5 to 10 working days; cash on delivery orders are refunded by bank transfer.',
  },
  'policy-delivery': {
    path: '/policies/delivery',
    title: 'Delivery',
    description:
      'Delivery across all seven emirates of the UAE, with the fee and arrival date shown before you order. Pay by card or cash on delivery.',
  },
  'policy-privacy': {
    path: '/policies/privacy',
    title: 'Privacy Policy',
    description:
      'What personal data {shop_name} collects, why, who it is shared with, and your rights under the UAE Personal Data Protection Law.',
  },
  'policy-terms': {
    path: '/policies/terms',
    title: 'Terms and Conditions',
    description:
      'The terms of buying from {shop_name}: prices in AED, orders, payment by card or cash on delivery, delivery, returns and grooming bookings.',
  },
  /** The back office: one entry for all its screens, each of which sets its own title. */
  admin: {
    path: '/admin/*',
    title: 'Back office',
    description: 'The back office of {shop_name}: products, stock and staff.',
    noindex: true,
  },
  'not-found': {
    path: '*',
    title: 'Page not found',
    description: 'This page does not exist. Browse the store for pet food, accessories and toys.',
    noindex: true,
  },
} as const satisfies Record<string, PageEntry>;

export type PageKey = keyof typeof PAGES;

/** A page's head as both the server and the web app write it. */
export interface FilledPageHead {
  /** The tab title, with the shop's name after the page's own (once, on the home page). */
  title: string;
  /** The page's own title, without the shop's name (Open Graph). */
  pageTitle: string;
  description: string;
  noindex: boolean;
}

/** `{shop_name}`, `{address}`, `{business_hours}` replaced by the shop's settings. */
export function fillPageText(text: string, settings: PageSettings): string {
  return text.replace(/\{(shop_name|address|business_hours)\}/g, (_match, key: string) => {
    return settings[key as keyof PageSettings];
  });
}

/** "Contact Us | <shop name>"; the shop's own name alone stays alone. */
export function fullPageTitle(title: string, settings: PageSettings): string {
  return title === settings.shop_name ? title : `${title} | ${settings.shop_name}`;
}

/**
 * The head of a page: the table's entry with the shop's settings filled in, or the page's `own`
 * title, description or robots rule (a product, a filtered store) in the same frame.
 */
export function pageHead(
  page: PageKey,
  settings: PageSettings,
  own?: { title?: string | undefined; description?: string | undefined; noindex?: boolean },
  /** Another language's titles and descriptions (`PAGES_AR`, pages-ar.ts); English without. */
  texts?: Readonly<Record<PageKey, { title: string; description: string }>>,
): FilledPageHead {
  const entry: PageEntry = { ...PAGES[page], ...texts?.[page] };
  const pageTitle = fillPageText(own?.title ?? entry.title, settings);
  return {
    title: fullPageTitle(pageTitle, settings),
    pageTitle,
    description: fillPageText(own?.description ?? entry.description, settings),
    noindex: own?.noindex ?? entry.noindex ?? false,
  };
}
