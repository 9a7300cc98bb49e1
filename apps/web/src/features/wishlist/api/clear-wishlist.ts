import { apiRequest } from '../../../lib/api-client.ts';

/** DELETE /api/wishlist/clear: empties the caller's wishlist. */
export function clearWishlist(): Promise<{ success: true; message: string }> {
  return apiRequest('/wishlist/clear', { method: 'DELETE' });
}
