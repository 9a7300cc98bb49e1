import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/wishlist/move-to-cart/{wishlist item id} with an empty body: one unit goes into the
 * cart and the row leaves the wishlist, in one step on the server (422 when out of stock).
 */
export function moveWishlistItemToCart(
  itemId: number,
): Promise<{ success: true; message: string }> {
  return apiRequest(`/wishlist/move-to-cart/${encodeURIComponent(itemId)}`, { method: 'POST' });
}
