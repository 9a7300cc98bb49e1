import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { wishlistCountQueryOptions } from '../api/get-wishlist-count.ts';
import { syncWishlistWithSession } from '../wishlist-session-sync.ts';

/**
 * Spec §4 "Wishlist count": the number of products on the customer's wishlist, kept current across
 * hearts, the wishlist pages, other tabs and returns to this tab; 0 for a visitor or on failure.
 */
export function useWishlistCount(): number {
  const queryClient = useQueryClient();
  useEffect(() => syncWishlistWithSession(queryClient), [queryClient]);
  const { data } = useQuery(wishlistCountQueryOptions());
  return data ?? 0;
}
