/** Everything cached about the customer's wishlist lives under ['wishlist'] (reset on logout). */
export const wishlistKeys = {
  all: ['wishlist'] as const,
  list: () => [...wishlistKeys.all, 'list'] as const,
  count: () => [...wishlistKeys.all, 'count'] as const,
  statuses: () => [...wishlistKeys.all, 'status'] as const,
  status: (productId: number) => [...wishlistKeys.statuses(), productId] as const,
};
