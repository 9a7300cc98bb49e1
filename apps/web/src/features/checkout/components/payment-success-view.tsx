import { t } from '@lingui/core/macro';
import type { Order } from '@petshop/contracts';
import { ORDER_TOTAL_LABELS, paymentMethodLabel } from '@petshop/contracts/labels';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { paths } from '../../../config/paths.ts';
import { formatAed } from '../../../lib/money.ts';
import type { PendingOrderRecord } from '../checkout-types.ts';
import { shownLabel } from '../../../lib/label-words.ts';
import { formatLongDay, formatShortDay } from '../confirmation-details.ts';
import { joinShippingAddress } from '../pending-order.ts';
import { Panel, ResultPage, SummaryLine } from './checkout-ui.tsx';
import { SupportHelpPanel } from './support-help-panel.tsx';

function Reference({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0 rounded-xl bg-gray-50 px-4 py-3 text-start">
      <dt className="text-xs font-semibold tracking-wide text-gray-500 uppercase">{label}</dt>
      <dd className="mt-1 font-mono text-sm font-semibold break-all text-ink">
        <bdi dir="ltr">{value}</bdi>
      </dd>
    </div>
  );
}

/**
 * Spec §2's timeline, its steps dated by the order's one arrival day (issue 27, decision 068):
 * no "2-3 business days" beside an arrival the next day.
 */
function timeline(arrivalDay: string | null) {
  const checking = checkingDay();
  const shortDay = arrivalDay ? formatShortDay(arrivalDay) : '';
  return [
    { key: 'confirmed', title: t`Order Confirmed`, when: t`Just now` },
    { key: 'processing', title: t`Processing`, when: t`Within 24 hours` },
    {
      key: 'shipped',
      title: t`Shipped`,
      when: arrivalDay ? t`Out for delivery by ${shortDay}` : checking,
    },
    {
      key: 'delivered',
      title: t`Delivered`,
      when: arrivalDay ? formatLongDay(arrivalDay) : checking,
    },
  ];
}

/** Only until the shop's delivery settings arrive (a card order not yet marked paid). */
const checkingDay = () => t`Checking the delivery day...`;

/** 'Size: 2 kg' ('N/A' without one) and 'Qty: 2', under an ordered line's name. */
const sizeLabel = (size: string | null | undefined) => {
  const shown = size || t`N/A`;
  return t`Size: ${shown}`;
};
const quantityLabel = (quantity: number) => t`Qty: ${quantity}`;

/** Spec §2 "Order confirmation" success view. */
export function PaymentSuccessView({
  order,
  record,
  orderId,
  transactionId,
  arrivalDay,
  uncleared,
}: {
  order: Order;
  record: PendingOrderRecord;
  orderId: string;
  transactionId: string;
  /** The order's arrival day (YYYY-MM-DD, Dubai): recorded, or derived from when it was placed. */
  arrivalDay: string | null;
  uncleared: number;
}) {
  const cod = record.paymentMethod === 'cod';
  const address = record.deliveryAddress;
  const customer = record.customerInfo;
  const total = order.total ?? order.total_price ?? record.total;
  const email = customer.email;
  const shortDay = arrivalDay ? formatShortDay(arrivalDay) : '';

  return (
    <ResultPage
      tone="success"
      icon="check-circle"
      title={cod ? t`Order Confirmed!` : t`Payment Successful!`}
      textClassName="[overflow-wrap:anywhere]"
      text={
        <>
          {cod
            ? t`Thank you! Your cash on delivery order is placed. Please have the amount ready when it arrives.`
            : t`Thank you! Your payment went through and your order is placed.`}
          {email ? ` ${t`A confirmation is on its way to ${email}.`}` : ''}
        </>
      }
      headerExtra={
        <dl
          className={`mx-auto mt-6 grid max-w-xl grid-cols-1 gap-3 ${transactionId ? 'sm:grid-cols-2' : 'max-w-xs'}`}
        >
          <Reference label={t`Order ID`} value={orderId} />
          {transactionId && <Reference label={t`Transaction ID`} value={transactionId} />}
        </dl>
      }
      notice={
        uncleared > 0 && (
          <div
            role="status"
            className="mt-6 flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
          >
            <Icon name="alert-triangle" className="size-5 shrink-0 text-amber-600" />
            <div>
              <p className="font-semibold">{t`Failed to clear ${uncleared} items`}</p>
              <p className="mt-0.5">
                {t`Your order is placed. Some of its items may still show in your cart; you can remove them there.`}
              </p>
            </div>
          </div>
        )
      }
      aside={
        <>
          <Panel title={t`What Happens Next`} headingId="success-timeline-heading">
            <ol className="relative space-y-5 border-s-2 border-gray-200 ps-6">
              {timeline(arrivalDay).map((step, index) => (
                <li key={step.key} className="relative">
                  <span
                    aria-hidden="true"
                    className={`absolute top-0.5 -left-[33px] size-4 rounded-full ring-4 ring-white ${
                      index === 0 ? 'bg-green-600' : 'bg-gray-300'
                    }`}
                  />
                  <p className="font-semibold text-ink">{step.title}</p>
                  <p className="text-sm text-gray-600">{step.when}</p>
                </li>
              ))}
            </ol>
          </Panel>
          <div className="flex flex-col gap-3">
            <Link to={paths.profile.getHref('orders')} className={buttonClass('primary')}>
              {t`Track This Order`}
            </Link>
            <Link to={paths.profile.getHref('orders')} className={buttonClass('secondary')}>
              {t`View All Orders`}
            </Link>
            <Link to={paths.profile.getHref()} className={buttonClass('secondary')}>
              {t`My Account`}
            </Link>
          </div>
          <SupportHelpPanel
            title={t`Need help with your order?`}
            headingId="success-help-heading"
            mail={{ orderId, transactionId }}
          />
        </>
      }
      links={[
        { to: paths.store.getHref(), label: t`Continue Shopping` },
        { to: paths.home.getHref(), label: t`Back to Home` },
      ]}
    >
      <Panel
        title={t`Processing Status`}
        icon={<Icon name="package" />}
        headingId="success-status-heading"
      >
        <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-3">
          <div className="rounded-xl bg-gray-50 px-4 py-3">
            <dt className="text-gray-500">{t`Order`}</dt>
            <dd className="mt-0.5 font-semibold text-green-700">{t`Created`}</dd>
          </div>
          <div className="rounded-xl bg-gray-50 px-4 py-3">
            <dt className="text-gray-500">{t`Payment`}</dt>
            <dd className="mt-0.5 font-semibold text-ink">
              {shownLabel(paymentMethodLabel(record.paymentMethod))}
            </dd>
          </div>
          <div className="rounded-xl bg-gray-50 px-4 py-3">
            <dt className="text-gray-500">{t`Status`}</dt>
            <dd
              className={`mt-0.5 font-semibold ${uncleared > 0 ? 'text-amber-700' : 'text-green-700'}`}
            >
              {uncleared > 0 ? t`Warning` : t`Success`}
            </dd>
          </div>
        </dl>
      </Panel>

      <Panel
        title={t`Order Summary`}
        icon={<Icon name="receipt" />}
        headingId="success-summary-heading"
      >
        <ul className="divide-y divide-gray-100" aria-label={t`Ordered items`}>
          {order.order_items.map((item) => (
            <SummaryLine
              key={item.id}
              image={item.image}
              name={item.product_name}
              amount={formatAed(item.total)}
            >
              <p className="mt-0.5 text-xs text-gray-600">{sizeLabel(item.size)}</p>
              <p className="text-xs text-gray-600">
                {quantityLabel(item.quantity)} ×{' '}
                <span className="whitespace-nowrap">{formatAed(item.unit_price)}</span>
              </p>
            </SummaryLine>
          ))}
        </ul>
        <dl className="mt-2 space-y-2 border-t border-gray-200 pt-4 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-gray-600">{t`Delivery`}</dt>
            <dd className="font-semibold text-green-700">
              {order.shipping_cost > 0 ? formatAed(order.shipping_cost) : t`Free`}
            </dd>
          </div>
          {order.discount > 0 && (
            <div className="flex justify-between gap-4">
              <dt className="text-gray-600">{t`Discount`}</dt>
              <dd className="font-semibold whitespace-nowrap text-green-700">
                -{formatAed(order.discount)}
              </dd>
            </div>
          )}
          <div className="flex justify-between gap-4 text-base">
            <dt className="font-bold text-ink">
              {shownLabel(cod ? ORDER_TOTAL_LABELS.payOnDelivery : ORDER_TOTAL_LABELS.paid)}
            </dt>
            <dd className="font-extrabold whitespace-nowrap text-ink">{formatAed(total)}</dd>
          </div>
        </dl>
      </Panel>

      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <Panel
          title={t`Delivery Address`}
          icon={<Icon name="map-pin" />}
          headingId="success-address-heading"
        >
          <address className="text-sm leading-relaxed text-gray-700 not-italic">
            <span className="block font-semibold text-ink">{customer.name}</span>
            <span className="block">{joinShippingAddress(address) || order.shipping_address}</span>
            {customer.phone && (
              <span className="block">
                <bdi dir="ltr">{customer.phone}</bdi>
              </span>
            )}
          </address>
        </Panel>
        <Panel
          title={t`Estimated Delivery`}
          icon={<Icon name="truck" />}
          headingId="success-delivery-heading"
        >
          <p className="text-base font-bold text-ink">
            {arrivalDay ? formatLongDay(arrivalDay) : checkingDay()}
          </p>
          {arrivalDay && (
            <p className="mt-1 text-sm text-gray-600" data-testid="arrives-by">
              {t`Arrives by ${shortDay}`}
            </p>
          )}
        </Panel>
      </div>
    </ResultPage>
  );
}
