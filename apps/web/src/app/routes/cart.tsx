import { CartView } from '../../features/cart/components/cart-view.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';

/** /cart — the customer's cart. */
export function Component() {
  usePageMeta({
    title: 'Shopping Cart',
    description: 'The products in your Best Pet Shop cart, with free delivery in Dubai.',
  });
  return <CartView />;
}
