/** Every route of the shop (spec §2 route table). Pages never build a URL by hand. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  store: {
    path: '/store',
    getHref: (query?: { petType?: string; category?: string }) => {
      const params = new URLSearchParams();
      if (query?.petType) params.set('petTypes', query.petType);
      if (query?.category) params.set('category', query.category);
      const search = params.toString();
      return search ? `/store?${search}` : '/store';
    },
  },
  product: { path: '/product/:id', getHref: (id: number | string) => `/product/${id}` },
  productDetails: { path: '/productdetails', getHref: () => '/productdetails' },
  grooming: { path: '/grooming', getHref: () => '/grooming' },
  booking: { path: '/booking', getHref: () => '/booking' },
  contact: { path: '/contact', getHref: () => '/contact' },
  cart: { path: '/cart', getHref: () => '/cart' },
  checkout: { path: '/checkout', getHref: () => '/checkout' },
  paymentSuccess: { path: '/payment-success', getHref: () => '/payment-success' },
  paymentFailed: { path: '/payment-failed', getHref: () => '/payment-failed' },
  login: { path: '/user', getHref: () => '/user' },
  register: { path: '/user/register', getHref: () => '/user/register' },
  profile: {
    path: '/profile',
    getHref: (tab?: 'general' | 'orders' | 'coupons' | 'notifications' | 'wishlist') =>
      tab ? `/profile?tab=${tab}` : '/profile',
  },
  wishlist: { path: '/wishlist', getHref: () => '/wishlist' },
} as const;
