import type { WishlistProductRequest } from '@petshop/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/wishlist/remove-product: takes a product off by its product id (the hearts). */
export function removeWishlistProduct(
  productId: number,
): Promise<{ success: true; message: string }> {
  const body: WishlistProductRequest = { product_id: productId };
  return apiRequest('/wishlist/remove-product', { method: 'POST', body });
}
