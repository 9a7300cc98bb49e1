import { useCart } from '../../features/cart/hooks/use-cart.ts';
import { useVisitorCart } from '../../features/cart/visitor-cart.ts';
import { useWishlistCount } from '../../features/wishlist/hooks/use-wishlist-count.ts';
import { useIsLoggedIn } from '../../lib/session.ts';

/**
 * Wishlist and cart counts for the header badges (the cart counts units, a visitor's too). Both follow login and
 * logout, every wishlist change (`wishlistUpdated`) and every cart change, without a reload.
 */
export function useHeaderCounts(): { wishlist: number; cart: number } {
  const loggedIn = useIsLoggedIn();
  const wishlist = useWishlistCount();
  const { count } = useCart();
  const visitorLines = useVisitorCart();
  // A visitor's cart is kept in this browser (decision 043).
  const visitorCount = visitorLines.reduce((sum, line) => sum + line.quantity, 0);
  return loggedIn ? { wishlist, cart: count } : { wishlist: 0, cart: visitorCount };
}
