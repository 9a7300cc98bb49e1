import { apiRequest } from '../../../lib/api-client.ts';

/** DELETE /api/wishlist/remove/{wishlist item id}: takes one row off (the wishlist pages). */
export function removeWishlistItem(itemId: number): Promise<{ success: true; message: string }> {
  return apiRequest(`/wishlist/remove/${encodeURIComponent(itemId)}`, { method: 'DELETE' });
}
