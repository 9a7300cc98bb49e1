import { PaymentFailedView } from '../../features/checkout/components/payment-failed-view.tsx';
import { usePageHead } from '../../lib/page-meta.ts';

/** /payment-failed — what went wrong, and the way back to checkout. */
export function Component() {
  usePageHead();
  return <PaymentFailedView />;
}
