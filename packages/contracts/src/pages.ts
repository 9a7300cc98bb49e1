/**
 * Every page of the shop: the one place a page's path, title and robots rule are written (its
 * description is in page-heads.ts, which only the server reads). The server puts them in each
 * page's HTML (for crawlers and the first view), the web app sets the title as the customer moves
 * between pages, and the router takes the paths from here. Free of zod, so the web's first view
 * can import it for a few hundred bytes.
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
  },
  store: {
    path: '/store',
    title: 'Store',
  },
  product: {
    path: '/product/:id',
    title: 'No product found',
    noindex: true,
  },
  'product-details': {
    path: '/productdetails',
    title: 'Store',
    noindex: true,
  },
  grooming: {
    path: '/grooming',
    title: 'Pet Grooming in Dubai',
  },
  booking: {
    path: '/booking',
    title: 'Book a Grooming Appointment',
  },
  contact: {
    path: '/contact',
    title: 'Contact Us',
  },
  login: {
    path: '/user',
    title: 'Login',
    noindex: true,
  },
  register: {
    path: '/user/register',
    title: 'Create your account',
    noindex: true,
  },
  'forgot-password': {
    path: '/user/forgot-password',
    title: 'Forgot your password?',
    noindex: true,
  },
  'reset-password': {
    path: '/user/reset-password',
    title: 'Choose a new password',
    noindex: true,
  },
  'verify-email': {
    path: '/user/verify-email',
    title: 'Confirm your email address',
    noindex: true,
  },
  unsubscribe: {
    path: '/unsubscribe',
    title: 'Unsubscribe',
    noindex: true,
  },
  appointment: {
    path: '/appointment',
    title: 'Your grooming appointment',
    noindex: true,
  },
  profile: {
    path: '/profile',
    title: 'My Account',
    noindex: true,
  },
  cart: {
    path: '/cart',
    title: 'Shopping Cart',
    noindex: true,
  },
  wishlist: {
    path: '/wishlist',
    title: 'My Wishlist',
    noindex: true,
  },
  checkout: {
    path: '/checkout',
    title: 'Checkout',
    noindex: true,
  },
  'payment-success': {
    path: '/payment-success',
    title: 'Order Confirmation',
    noindex: true,
  },
  'payment-failed': {
    path: '/payment-failed',
    title: 'Payment Failed',
    noindex: true,
  },
  /** The shop's policies (issue 20): Markdown in apps/web/src/content/policies, built to HTML. */
  'policy-returns': {
    path: '/policies/returns',
    title: 'Returns and Refunds',
  },
  'policy-delivery': {
    path: '/policies/delivery',
    title: 'Delivery',
  },
  'policy-privacy': {
    path: '/policies/privacy',
    title: 'Privacy Policy',
  },
  'policy-terms': {
    path: '/policies/terms',
    title: 'Terms and Conditions',
  },
  /** The back office: one entry for all its screens, each of which sets its own title. */
  admin: {
    path: '/admin/*',
    title: 'Back office',
    noindex: true,
  },
  'not-found': {
    path: '*',
    title: 'Page not found',
    noindex: true,
  },
} as const satisfies Record<string, PageEntry>;

export type PageKey = keyof typeof PAGES;

/** What of a page's head the web app writes as the customer moves between pages. */
export interface FilledPageTitle {
  /** The tab title, with the shop's name after the page's own (once, on the home page). */
  title: string;
  /** The page's own title, without the shop's name (Open Graph). */
  pageTitle: string;
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
 * The title and robots rule of a page: the table's entry with the shop's settings filled in, or
 * the page's `own` title or robots rule (a product, a filtered store) in the same frame.
 */
export function pageTitle(
  page: PageKey,
  settings: PageSettings,
  own?: { title?: string | undefined; noindex?: boolean },
  /** Another language's titles (`PAGES_AR`, pages-ar.ts); English without. */
  titles?: Readonly<Record<PageKey, { title: string }>>,
): FilledPageTitle {
  const entry: PageEntry = PAGES[page];
  const pageTitle = fillPageText(own?.title ?? titles?.[page].title ?? entry.title, settings);
  return {
    title: fullPageTitle(pageTitle, settings),
    pageTitle,
    noindex: own?.noindex ?? entry.noindex ?? false,
  };
}
