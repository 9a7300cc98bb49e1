import { useQuery } from '@tanstack/react-query';
import { wishlistCountQueryOptions } from '../api/get-wishlist-count.ts';

/**
 * Spec §4 "Wishlist count": the number of products on the customer's wishlist, kept current across
 * hearts, the wishlist pages, other tabs and returns to this tab (the app's session sync and
 * followWishlistChanges); 0 for a visitor or on failure.
 */
export function useWishlistCount(): number {
  const { data } = useQuery(wishlistCountQueryOptions());
  return data ?? 0;
}
