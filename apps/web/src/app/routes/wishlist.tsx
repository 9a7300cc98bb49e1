import { useCart } from '../../features/cart/hooks/use-cart.ts';
import { WishlistView } from '../../features/wishlist/components/wishlist-view.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';

/** /wishlist — the products the customer saved; 'Move to Cart' re-fetches the cart. */
export function Component() {
  usePageMeta({
    title: 'My Wishlist',
    description: 'The products you saved at The Best Pet Shop in Dubai.',
  });
  const { refetch } = useCart();
  return <WishlistView onMovedToCart={refetch} />;
}
