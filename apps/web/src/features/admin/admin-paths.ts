/**
 * Every address of the back office the web app links or navigates to: no screen writes `/admin…`
 * by hand. A list's filters go in as a query (`adminPaths.orders({ status: 'pending' })`).
 */
const under = (path: string, query?: Record<string, string>) => {
  // Commas stay as typed: a filter of several values reads `status=pending,processing`.
  const search = new URLSearchParams(query).toString().replaceAll('%2C', ',');
  return `/admin${path}${search ? `?${search}` : ''}`;
};

type Id = number | string;

export const adminPaths = {
  home: () => under(''),
  /** A screen of the navigation by its path (`today`, `orders` …: `ADMIN_SCREENS`). */
  screen: (path: string) => under(`/${path}`),
  login: () => under('/login'),
  forgotPassword: () => under('/forgot-password'),
  security: () => under('/security'),
  orders: (query?: Record<string, string>) => under('/orders', query),
  order: (id: Id) => under(`/orders/${id}`),
  invoice: (id: Id) => under(`/orders/${id}/invoice`),
  packingSlip: (id: Id) => under(`/orders/${id}/packing-slip`),
  packingSlips: (ids: readonly Id[]) => `${under('/orders/packing-slips')}?ids=${ids.join(',')}`,
  pickingList: () => under('/orders/picking-list'),
  bookings: () => under('/bookings'),
  booking: (id: Id) => under(`/bookings/${id}`),
  groomingSetup: () => under('/grooming-setup'),
  calendar: () => under('/calendar'),
  customers: () => under('/customers'),
  customer: (id: Id) => under(`/customers/${id}`),
  coupons: () => under('/coupons'),
  coupon: (id: Id) => under(`/coupons/${id}`),
  newCoupon: () => under('/coupons/new'),
  reviews: (query?: Record<string, string>) => under('/reviews', query),
  products: (query?: Record<string, string>) => under('/products', query),
  product: (id: Id) => under(`/products/${id}`),
  newProduct: () => under('/products/new'),
  staff: () => under('/staff'),
  activity: () => under('/activity'),
  jobs: () => under('/jobs'),
};
