import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { paymentMethodLabel } from '@petshop/contracts/labels';
import { shownLabel } from '../../../lib/label-words.ts';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { paths } from '../../../config/paths.ts';
import { formatAed } from '../../../lib/money.ts';
import { withPart } from '../../../lib/message-parts.tsx';
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
  msg`Check that the card number, expiry date and security code are correct.`,
  msg`Make sure the card has enough funds and is enabled for online payments.`,
  msg`Your bank may have blocked the payment: approve it in your banking app or call your bank.`,
];
const NETWORK_TIPS = [
  msg`Check your internet connection, then try again.`,
  msg`Do not close or refresh the payment page while a payment is in progress.`,
];
const COD_TIPS = [
  msg`Make sure your delivery address and phone number are complete.`,
  msg`An item may have just sold out: check your cart for changes.`,
  msg`Cash on delivery needs you to be logged in: log in again if your session ended.`,
];

/** 'Size: 2 kg · Color: Red', 'N/A' for what a line does not have. */
function lineDetails(size: string | null | undefined, color: string | null | undefined) {
  const shownSize = size || t`N/A`;
  const shownColor = color || t`N/A`;
  return t`Size: ${shownSize} · Color: ${shownColor}`;
}
const quantityLabel = (quantity: number | undefined) => {
  const shown = quantity ?? '';
  return t`Quantity: ${shown}`;
};

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
      title={cod ? t`Order Creation Failed` : t`Payment Failed`}
      textClassName="break-words"
      text={
        cod
          ? t`We were unable to create your cash on delivery order. Please try again or contact support.`
          : t`Your payment could not be processed. Please check your payment details and try again.`
      }
      aside={
        <>
          <Panel title={t`Common Issues`} headingId="failed-tips-heading">
            <ul className="list-disc space-y-2 ps-5 text-sm text-gray-700 marker:text-brand-500">
              {[...CARD_TIPS, ...NETWORK_TIPS, ...(cod ? COD_TIPS : [])].map((tip) => (
                <li key={tip.id}>{i18n._(tip)}</li>
              ))}
            </ul>
          </Panel>
          <SupportHelpPanel
            title={t`Need Help?`}
            headingId="failed-help-heading"
            intro={t`Our team is happy to help you finish your order.`}
            mail={{
              subject: cod ? t`Problem placing my order` : t`Problem paying for my order`,
              transactionId: reference,
            }}
          />
        </>
      }
      links={[
        { to: paths.home.getHref(), label: t`Continue Shopping` },
        { to: paths.contact.getHref(), label: t`Contact Us` },
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
            {t`Error Details`}
          </h2>
          <p role="alert" className="mt-1 text-sm break-words text-red-800">
            {message}
          </p>
          {reference && (
            <p className="mt-2 text-xs text-red-900">
              {withPart(t`Reference ID: ${reference}`, reference, (part) => (
                <bdi dir="ltr" className="font-mono break-all">
                  {part}
                </bdi>
              ))}
            </p>
          )}
        </div>
      </section>

      <Panel
        title={t`Order Summary`}
        icon={<Icon name="receipt" />}
        headingId="failed-summary-heading"
      >
        <ul className="divide-y divide-gray-100" aria-label={t`Items`}>
          {state.cartItems.map((item, index) => (
            <SummaryLine
              key={String(item.cart_item_id ?? index)}
              image={itemImage(item)}
              name={item.name}
              alt={item.name ?? t`Product`}
              amount={formatAed(failedLineTotal(item))}
            >
              <p className="mt-0.5 text-xs text-gray-600">{lineDetails(item.size, item.color)}</p>
              <p className="text-xs text-gray-600">{quantityLabel(item.quantity)}</p>
            </SummaryLine>
          ))}
        </ul>
        <dl className="mt-2 space-y-2 border-t border-gray-200 pt-4 text-sm">
          <div className="flex justify-between gap-4 text-base">
            <dt className="font-bold text-ink">{t`Total Amount`}</dt>
            <dd className="font-extrabold whitespace-nowrap text-ink">
              {formatAed(failedTotalAmount(state))}
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-gray-600">{t`Payment Method`}</dt>
            <dd className="font-medium text-ink">
              {shownLabel(paymentMethodLabel(state.paymentMethod, 'Unknown'))}
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
          {redirecting ? t`Redirecting...` : t`Retry Payment`}
        </button>
        <Link to={paths.cart.getHref()} className={`${buttonClass('secondary')} sm:flex-1`}>
          <Icon name="arrow-left" className="size-4" />
          {t`Back to Cart`}
        </Link>
      </div>
    </ResultPage>
  );
}
