import { useCart } from '../../features/cart/hooks/use-cart.ts';
import { useWishlistCount } from '../../features/wishlist/hooks/use-wishlist-count.ts';
import { useIsLoggedIn } from '../../lib/session.ts';

/**
 * Wishlist and cart counts for the header badges (the cart counts units). Both follow login and
 * logout, every wishlist change (`wishlistUpdated`) and every cart change, without a reload.
 */
export function useHeaderCounts(): { wishlist: number; cart: number } {
  const loggedIn = useIsLoggedIn();
  const wishlist = useWishlistCount();
  const { count } = useCart();
  return loggedIn ? { wishlist, cart: count } : { wishlist: 0, cart: 0 };
}
