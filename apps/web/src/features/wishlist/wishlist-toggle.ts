import { t } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import { askToLogIn } from '../../components/ui/login-prompt.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { getToken } from '../../lib/session.ts';
import { addToWishlist } from './api/add-to-wishlist.ts';
import { removeWishlistProduct } from './api/remove-wishlist-product.ts';
import { wishlistKeys } from './api/wishlist-keys.ts';
import { announceWishlistChange, productChangeDetail } from './wishlist-events.ts';
import { isAlreadyListed, isAlreadyUnlisted, toggleFailureMessage } from './wishlist-messages.ts';

export type WishlistProduct = { id: number; name?: string | null | undefined };

/**
 * Spec §4 "Wishlist heart": adds a product that is not listed, removes one that is. The heart
 * flips only once the server has confirmed; on failure it keeps its state and the customer is
 * told why (spec §8). Resolves to the new state, or null when nothing changed.
 */
export async function toggleWishlistProduct(
  queryClient: QueryClient,
  product: WishlistProduct,
  isInWishlist: boolean,
): Promise<boolean | null> {
  if (!product.id) {
    console.error('Wishlist: a product id is needed to change the wishlist');
    return null;
  }
  if (!getToken()) {
    askToLogIn(
      isInWishlist ? t`Please login to manage wishlist` : t`Please login to add items to wishlist`,
    );
    return null;
  }
  const adding = !isInWishlist;
  try {
    if (adding) await addToWishlist(product.id);
    else await removeWishlistProduct(product.id);
  } catch (error) {
    const settled = adding ? isAlreadyListed(error) : isAlreadyUnlisted(error);
    if (!settled) {
      toast.error(toggleFailureMessage(error, adding), { id: 'wishlist-toggle' });
      return null;
    }
  }
  queryClient.setQueryData(wishlistKeys.status(product.id), adding);
  void queryClient.invalidateQueries({ queryKey: wishlistKeys.list() });
  announceWishlistChange(productChangeDetail(product, adding));
  return adding;
}
