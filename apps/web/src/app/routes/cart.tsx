import { CartView } from '../../features/cart/components/cart-view.tsx';
import { usePageHead } from '../../lib/page-meta.ts';

/** /cart — the customer's cart. */
export function Component() {
  usePageHead();
  return <CartView />;
}
