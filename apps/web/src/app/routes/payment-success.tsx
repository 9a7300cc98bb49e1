import { useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../features/account/api/account-keys.ts';
import { useCart } from '../../features/cart/hooks/use-cart.ts';
import { PaymentSuccessPage } from '../../features/checkout/components/payment-success-page.tsx';
import { ordersKeys } from '../../features/orders/api/orders-keys.ts';
import { usePageHead } from '../../lib/page-meta.ts';

/** /payment-success — the order is placed, the cart follows, the customer sees it confirmed. */
export function Component() {
  usePageHead();
  const queryClient = useQueryClient();
  const cart = useCart();
  return (
    <PaymentSuccessPage
      onOrderPlaced={() => {
        // My Orders and the Account Summary's Total Orders now include this order.
        void queryClient.invalidateQueries({ queryKey: ordersKeys.all });
        void queryClient.invalidateQueries({ queryKey: accountKeys.all });
      }}
      onCartLinesRemoved={() => void cart.refetch()}
    />
  );
}
