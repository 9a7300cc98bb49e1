import type { WishlistProductRequest } from '@petshop/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/wishlist/add; a 400 'Product is already in your wishlist' means it is listed. */
export function addToWishlist(productId: number): Promise<{ success: true; message: string }> {
  const body: WishlistProductRequest = { product_id: productId };
  return apiRequest('/wishlist/add', { method: 'POST', body });
}
