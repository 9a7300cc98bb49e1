import { PAGES } from '@petshop/contracts/pages';

/**
 * Every route of the shop (spec §2 route table), its path from the page table. Pages never build a
 * URL by hand.
 */
export const paths = {
  home: { path: PAGES.home.path, getHref: () => '/' },
  store: {
    path: PAGES.store.path,
    getHref: (query?: { petType?: string; category?: string; search?: string }) => {
      const params = new URLSearchParams();
      if (query?.search) params.set('search', query.search);
      if (query?.petType) params.set('petTypes', query.petType);
      if (query?.category) params.set('category', query.category);
      const search = params.toString();
      return search ? `/store?${search}` : '/store';
    },
  },
  product: { path: PAGES.product.path, getHref: (id: number | string) => `/product/${id}` },
  productDetails: { path: PAGES['product-details'].path, getHref: () => '/productdetails' },
  grooming: { path: PAGES.grooming.path, getHref: () => '/grooming' },
  booking: { path: PAGES.booking.path, getHref: () => '/booking' },
  contact: { path: PAGES.contact.path, getHref: () => '/contact' },
  cart: { path: PAGES.cart.path, getHref: () => '/cart' },
  checkout: { path: PAGES.checkout.path, getHref: () => '/checkout' },
  paymentSuccess: { path: PAGES['payment-success'].path, getHref: () => '/payment-success' },
  paymentFailed: { path: PAGES['payment-failed'].path, getHref: () => '/payment-failed' },
  login: { path: PAGES.login.path, getHref: () => '/user' },
  register: { path: PAGES.register.path, getHref: () => '/user/register' },
  forgotPassword: {
    path: PAGES['forgot-password'].path,
    getHref: () => '/user/forgot-password',
  },
  resetPassword: { path: PAGES['reset-password'].path, getHref: () => '/user/reset-password' },
  verifyEmail: { path: PAGES['verify-email'].path, getHref: () => '/user/verify-email' },
  profile: {
    path: PAGES.profile.path,
    getHref: (tab?: 'general' | 'orders' | 'coupons' | 'notifications' | 'wishlist') =>
      tab ? `/profile?tab=${tab}` : '/profile',
  },
  wishlist: { path: PAGES.wishlist.path, getHref: () => '/wishlist' },
  policy: {
    getHref: (policy: PolicyName) => PAGES[`policy-${policy}`].path,
  },
} as const;

/** The shop's policy pages (issue 20), in the order the footer and checkout list them. */
export const POLICIES = ['delivery', 'returns', 'privacy', 'terms'] as const;
export type PolicyName = (typeof POLICIES)[number];
