import { PaymentFailedView } from '../../features/checkout/components/payment-failed-view.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';

/** /payment-failed — what went wrong, and the way back to checkout. */
export function Component() {
  usePageMeta({
    title: 'Payment Failed',
    description: 'Your payment with The Best Pet Shop in Dubai could not be completed.',
  });
  return <PaymentFailedView />;
}
