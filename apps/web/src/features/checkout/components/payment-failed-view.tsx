import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { paymentMethodLabel } from '@petshop/contracts/labels';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { paths } from '../../../config/paths.ts';
import { formatAed } from '../../../lib/money.ts';
import type { PaymentFailedState } from '../checkout-types.ts';
import {
  failedErrorMessage,
  failedLineTotal,
  failedStateFromPending,
  failedTotalAmount,
  isCashOnDelivery,
  readPaymentFailedState,
  retryCheckoutState,
  showsCardIcon,
} from '../payment-failed-details.ts';
import { itemImage, readPendingOrder } from '../pending-order.ts';
import { Panel, ResultPage, SummaryLine } from './checkout-ui.tsx';
import { SupportHelpPanel } from './support-help-panel.tsx';

const CARD_TIPS = [
  'Check that the card number, expiry date and security code are correct.',
  'Make sure the card has enough funds and is enabled for online payments.',
  'Your bank may have blocked the payment: approve it in your banking app or call your bank.',
];
const NETWORK_TIPS = [
  'Check your internet connection, then try again.',
  'Do not close or refresh the payment page while a payment is in progress.',
];
const COD_TIPS = [
  'Make sure your delivery address and phone number are complete.',
  'An item may have just sold out: check your cart for changes.',
  'Cash on delivery needs you to be logged in: log in again if your session ended.',
];

/**
 * /payment-failed (spec §2 "Payment failed"): what went wrong, what was being bought, and the way
 * back to checkout with everything the customer already entered.
 */
export function PaymentFailedView() {
  const location = useLocation();
  const navigate = useNavigate();
  const [redirecting, setRedirecting] = useState(false);
  // Back from the card provider's cancel address there is no state: the pending record tells.
  const [state] = useState<PaymentFailedState | null>(() => {
    const fromNavigation = readPaymentFailedState(location.state);
    if (fromNavigation) return fromNavigation;
    const pending = readPendingOrder();
    return pending ? failedStateFromPending(pending) : null;
  });

  if (!state?.cartItems || state.cartItems.length === 0) {
    return <Navigate to={paths.cart.getHref()} replace />;
  }

  const cod = isCashOnDelivery(state.paymentMethod);
  const message = failedErrorMessage(state);
  const reference = state.paymentIntent?.id;
  const errorIcon = showsCardIcon(state) ? 'credit-card' : 'alert-circle';

  function retry() {
    if (!state || redirecting) return;
    setRedirecting(true);
    void navigate(paths.checkout.getHref(), { state: retryCheckoutState(state) });
  }

  return (
    <ResultPage
      tone="failed"
      icon="x-circle"
      title={cod ? 'Order Creation Failed' : 'Payment Failed'}
      textClassName="break-words"
      text={
        cod
          ? 'We were unable to create your cash on delivery order. Please try again or contact support.'
          : 'Your payment could not be processed. Please check your payment details and try again.'
      }
      aside={
        <>
          <Panel title="Common Issues" headingId="failed-tips-heading">
            <ul className="list-disc space-y-2 ps-5 text-sm text-gray-700 marker:text-brand-500">
              {[...CARD_TIPS, ...NETWORK_TIPS, ...(cod ? COD_TIPS : [])].map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </Panel>
          <SupportHelpPanel
            title="Need Help?"
            headingId="failed-help-heading"
            intro="Our team is happy to help you finish your order."
            mail={{
              subject: cod ? 'Problem placing my order' : 'Problem paying for my order',
              transactionId: reference,
            }}
          />
        </>
      }
      links={[
        { to: paths.home.getHref(), label: 'Continue Shopping' },
        { to: paths.contact.getHref(), label: 'Contact Us' },
      ]}
    >
      <section
        aria-labelledby="failed-error-heading"
        className="flex gap-4 rounded-2xl border border-red-200 bg-red-50 p-5"
      >
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-white text-red-600 ring-1 ring-red-200">
          <Icon name={errorIcon} className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id="failed-error-heading" className="font-bold text-red-900">
            Error Details
          </h2>
          <p role="alert" className="mt-1 text-sm break-words text-red-800">
            {message}
          </p>
          {reference && (
            <p className="mt-2 text-xs text-red-900">
              Reference ID: <span className="font-mono break-all">{reference}</span>
            </p>
          )}
        </div>
      </section>

      <Panel
        title="Order Summary"
        icon={<Icon name="receipt" />}
        headingId="failed-summary-heading"
      >
        <ul className="divide-y divide-gray-100" aria-label="Items">
          {state.cartItems.map((item, index) => (
            <SummaryLine
              key={String(item.cart_item_id ?? index)}
              image={itemImage(item)}
              name={item.name}
              alt={item.name ?? 'Product'}
              amount={formatAed(failedLineTotal(item))}
            >
              <p className="mt-0.5 text-xs text-gray-600">
                Size: {item.size || 'N/A'} · Color: {item.color || 'N/A'}
              </p>
              <p className="text-xs text-gray-600">Quantity: {item.quantity}</p>
            </SummaryLine>
          ))}
        </ul>
        <dl className="mt-2 space-y-2 border-t border-gray-200 pt-4 text-sm">
          <div className="flex justify-between gap-4 text-base">
            <dt className="font-bold text-ink">Total Amount</dt>
            <dd className="font-extrabold whitespace-nowrap text-ink">
              {formatAed(failedTotalAmount(state))}
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-gray-600">Payment Method</dt>
            <dd className="font-medium text-ink">
              {paymentMethodLabel(state.paymentMethod, 'Unknown')}
            </dd>
          </div>
        </dl>
      </Panel>

      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          onClick={retry}
          disabled={redirecting}
          className={`${buttonClass('primary')} sm:flex-1`}
        >
          {redirecting ? 'Redirecting...' : 'Retry Payment'}
        </button>
        <Link to={paths.cart.getHref()} className={`${buttonClass('secondary')} sm:flex-1`}>
          <Icon name="arrow-left" className="size-4" />
          Back to Cart
        </Link>
      </div>
    </ResultPage>
  );
}
