import { useQuery } from '@tanstack/react-query';
import { cartQueryOptions } from '../../features/cart/api/get-cart.ts';
import { cartUnits } from '../../features/cart/cart-entries.ts';
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
  // The cart's own query, without useCart's actions: the header is in every first view (budget).
  // As useCart: a failed fetch empties the cart.
  const cart = useQuery(cartQueryOptions());
  const count = cart.isError ? 0 : cartUnits(cart.data ?? []);
  const visitorLines = useVisitorCart();
  // A visitor's cart is kept in this browser (decision 043).
  const visitorCount = visitorLines.reduce((sum, line) => sum + line.quantity, 0);
  return loggedIn ? { wishlist, cart: count } : { wishlist: 0, cart: visitorCount };
}
