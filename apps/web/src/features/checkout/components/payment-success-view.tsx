import type { Order } from '@petshop/contracts';
import { ORDER_TOTAL_LABELS, paymentMethodLabel } from '@petshop/contracts/labels';
import { formatArrival } from '@petshop/contracts/delivery';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { paths } from '../../../config/paths.ts';
import { formatAed } from '../../../lib/money.ts';
import type { PendingOrderRecord } from '../checkout-types.ts';
import { formatLongDay } from '../confirmation-details.ts';
import { joinShippingAddress } from '../pending-order.ts';
import { Panel, ResultPage, SummaryLine } from './checkout-ui.tsx';
import { SupportHelpPanel } from './support-help-panel.tsx';

function Reference({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0 rounded-xl bg-gray-50 px-4 py-3 text-start">
      <dt className="text-xs font-semibold tracking-wide text-gray-500 uppercase">{label}</dt>
      <dd className="mt-1 font-mono text-sm font-semibold break-all text-ink">{value}</dd>
    </div>
  );
}

/**
 * Spec §2's timeline, its steps dated by the order's one arrival day (issue 27, decision 068):
 * no "2-3 business days" beside an arrival the next day.
 */
function timeline(arrivalDay: string | null) {
  return [
    { title: 'Order Confirmed', when: 'Just now' },
    { title: 'Processing', when: 'Within 24 hours' },
    {
      title: 'Shipped',
      when: arrivalDay ? `Out for delivery by ${formatArrival(arrivalDay)}` : CHECKING_DAY,
    },
    { title: 'Delivered', when: arrivalDay ? formatLongDay(arrivalDay) : CHECKING_DAY },
  ];
}

/** Only until the shop's delivery settings arrive (a card order not yet marked paid). */
const CHECKING_DAY = 'Checking the delivery day...';

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

  return (
    <ResultPage
      tone="success"
      icon="check-circle"
      title={cod ? 'Order Confirmed!' : 'Payment Successful!'}
      textClassName="[overflow-wrap:anywhere]"
      text={
        <>
          {cod
            ? 'Thank you! Your cash on delivery order is placed. Please have the amount ready when it arrives.'
            : 'Thank you! Your payment went through and your order is placed.'}
          {customer.email ? ` A confirmation is on its way to ${customer.email}.` : ''}
        </>
      }
      headerExtra={
        <dl
          className={`mx-auto mt-6 grid max-w-xl grid-cols-1 gap-3 ${transactionId ? 'sm:grid-cols-2' : 'max-w-xs'}`}
        >
          <Reference label="Order ID" value={orderId} />
          {transactionId && <Reference label="Transaction ID" value={transactionId} />}
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
              <p className="font-semibold">Failed to clear {uncleared} items</p>
              <p className="mt-0.5">
                Your order is placed. Some of its items may still show in your cart; you can remove
                them there.
              </p>
            </div>
          </div>
        )
      }
      aside={
        <>
          <Panel title="What Happens Next" headingId="success-timeline-heading">
            <ol className="relative space-y-5 border-s-2 border-gray-200 ps-6">
              {timeline(arrivalDay).map((step, index) => (
                <li key={step.title} className="relative">
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
              Track This Order
            </Link>
            <Link to={paths.profile.getHref('orders')} className={buttonClass('secondary')}>
              View All Orders
            </Link>
            <Link to={paths.profile.getHref()} className={buttonClass('secondary')}>
              My Account
            </Link>
          </div>
          <SupportHelpPanel
            title="Need help with your order?"
            headingId="success-help-heading"
            mail={{ orderId, transactionId }}
          />
        </>
      }
      links={[
        { to: paths.store.getHref(), label: 'Continue Shopping' },
        { to: paths.home.getHref(), label: 'Back to Home' },
      ]}
    >
      <Panel
        title="Processing Status"
        icon={<Icon name="package" />}
        headingId="success-status-heading"
      >
        <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-3">
          <div className="rounded-xl bg-gray-50 px-4 py-3">
            <dt className="text-gray-500">Order</dt>
            <dd className="mt-0.5 font-semibold text-green-700">Created</dd>
          </div>
          <div className="rounded-xl bg-gray-50 px-4 py-3">
            <dt className="text-gray-500">Payment</dt>
            <dd className="mt-0.5 font-semibold text-ink">
              {paymentMethodLabel(record.paymentMethod)}
            </dd>
          </div>
          <div className="rounded-xl bg-gray-50 px-4 py-3">
            <dt className="text-gray-500">Status</dt>
            <dd
              className={`mt-0.5 font-semibold ${uncleared > 0 ? 'text-amber-700' : 'text-green-700'}`}
            >
              {uncleared > 0 ? 'Warning' : 'Success'}
            </dd>
          </div>
        </dl>
      </Panel>

      <Panel
        title="Order Summary"
        icon={<Icon name="receipt" />}
        headingId="success-summary-heading"
      >
        <ul className="divide-y divide-gray-100" aria-label="Ordered items">
          {order.order_items.map((item) => (
            <SummaryLine
              key={item.id}
              image={item.image}
              name={item.product_name}
              amount={formatAed(item.total)}
            >
              <p className="mt-0.5 text-xs text-gray-600">Size: {item.size || 'N/A'}</p>
              <p className="text-xs text-gray-600">
                Qty: {item.quantity} ×{' '}
                <span className="whitespace-nowrap">{formatAed(item.unit_price)}</span>
              </p>
            </SummaryLine>
          ))}
        </ul>
        <dl className="mt-2 space-y-2 border-t border-gray-200 pt-4 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-gray-600">Delivery</dt>
            <dd className="font-semibold text-green-700">
              {order.shipping_cost > 0 ? formatAed(order.shipping_cost) : 'Free'}
            </dd>
          </div>
          {order.discount > 0 && (
            <div className="flex justify-between gap-4">
              <dt className="text-gray-600">Discount</dt>
              <dd className="font-semibold whitespace-nowrap text-green-700">
                -{formatAed(order.discount)}
              </dd>
            </div>
          )}
          <div className="flex justify-between gap-4 text-base">
            <dt className="font-bold text-ink">
              {cod ? ORDER_TOTAL_LABELS.payOnDelivery : ORDER_TOTAL_LABELS.paid}
            </dt>
            <dd className="font-extrabold whitespace-nowrap text-ink">{formatAed(total)}</dd>
          </div>
        </dl>
      </Panel>

      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <Panel
          title="Delivery Address"
          icon={<Icon name="map-pin" />}
          headingId="success-address-heading"
        >
          <address className="text-sm leading-relaxed text-gray-700 not-italic">
            <span className="block font-semibold text-ink">{customer.name}</span>
            <span className="block">{joinShippingAddress(address) || order.shipping_address}</span>
            {customer.phone && <span className="block">{customer.phone}</span>}
          </address>
        </Panel>
        <Panel
          title="Estimated Delivery"
          icon={<Icon name="truck" />}
          headingId="success-delivery-heading"
        >
          <p className="text-base font-bold text-ink">
            {arrivalDay ? formatLongDay(arrivalDay) : CHECKING_DAY}
          </p>
          {arrivalDay && (
            <p className="mt-1 text-sm text-gray-600" data-testid="arrives-by">
              Arrives by {formatArrival(arrivalDay)}
            </p>
          )}
        </Panel>
      </div>
    </ResultPage>
  );
}
