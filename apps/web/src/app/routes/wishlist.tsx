import { useCart } from '../../features/cart/hooks/use-cart.ts';
import { WishlistView } from '../../features/wishlist/components/wishlist-view.tsx';
import { usePageHead } from '../../lib/page-meta.ts';

/** /wishlist — the products the customer saved; 'Move to Cart' re-fetches the cart. */
export function Component() {
  usePageHead();
  const { refetch } = useCart();
  return <WishlistView onMovedToCart={refetch} />;
}
