import type { AdminOrder } from '@petshop/contracts/admin-orders';
import { LANGUAGE_LABELS, paymentMethodLabel, paymentStatusLabel } from '@petshop/contracts/labels';
import { formatShopDate, formatShopDateTime } from '../../../lib/dates.ts';
import { formatAed } from '../../../lib/money.ts';
import { ColumnHead, Panel, PanelRow, RecordSection } from '../kit/detail-page.tsx';

// The sections of an order's page, top to bottom (the refunds section is order-refunds.tsx).

/** Who ordered, how they paid, and how the parcel travels. */
export function OrderPanels({ order }: { order: AdminOrder }) {
  return (
    <PanelRow>
      <Panel title="Customer">
        <p className="font-semibold text-ink">{order.customer.name}</p>
        <p>{order.customer.email}</p>
        <p>{order.customer.phone}</p>
        <p>Language: {LANGUAGE_LABELS[order.customer.language]}</p>
        <p className="mt-2 text-gray-700">{order.address}</p>
      </Panel>
      <Panel title="Payment">
        <p>
          {paymentMethodLabel(order.paymentMethod)} ·{' '}
          {paymentStatusLabel(order.paymentStatus, order.paymentMethod)}
        </p>
        {order.transactionId && <p className="break-all">Transaction {order.transactionId}</p>}
        {order.paidAt && <p>Paid {formatShopDateTime(order.paidAt)}</p>}
        {order.refundId && <p className="break-all">Refund {order.refundId}</p>}
      </Panel>
      <Panel title="Delivery">
        {order.trackingNumber ? (
          <>
            <p>{order.carrier}</p>
            <p>Tracking {order.trackingNumber}</p>
            {order.estimatedDelivery && <p>Estimated {formatShopDate(order.estimatedDelivery)}</p>}
          </>
        ) : (
          <p className="text-gray-600">Not shipped yet.</p>
        )}
      </Panel>
    </PanelRow>
  );
}

/** The order's lines and total; on a phone each line's SKU and price stack under its name. */
export function OrderItems({ order }: { order: AdminOrder }) {
  return (
    <RecordSection titleId="items-title" title="Items">
      <table className="w-full text-left text-sm">
        <thead className="text-gray-600">
          <tr>
            <ColumnHead>Product</ColumnHead>
            <ColumnHead wide>SKU</ColumnHead>
            <ColumnHead wide numeric>
              Price
            </ColumnHead>
            <ColumnHead numeric>Qty</ColumnHead>
            <ColumnHead numeric>Total</ColumnHead>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {order.items.map((item) => (
            <tr key={`${item.sku}-${item.size}`}>
              <td className="px-4 py-2">
                {item.name}
                {item.size !== 'One Size' && <span className="text-gray-600"> ({item.size})</span>}
                {item.packaging && (
                  <span className="block text-xs text-gray-600">Packaging: {item.packaging}</span>
                )}
                <span className="block text-xs break-all text-gray-600 sm:hidden">
                  {item.sku} · {formatAed(item.unitPrice)} each
                </span>
              </td>
              <td className="hidden px-4 py-2 break-all text-gray-700 sm:table-cell">{item.sku}</td>
              <td className="hidden px-4 py-2 text-right tabular-nums sm:table-cell">
                {formatAed(item.unitPrice)}
              </td>
              <td className="px-4 py-2 text-right tabular-nums">{item.quantity}</td>
              <td className="px-4 py-2 text-right tabular-nums">{formatAed(item.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="font-semibold">
          {order.discount > 0 && (
            <tr className="font-normal">
              <td colSpan={4} className="hidden px-4 py-2 text-right sm:table-cell">
                Discount{order.couponCode ? ` (${order.couponCode})` : ''}
              </td>
              <td colSpan={2} className="px-4 py-2 text-right break-all sm:hidden">
                Discount{order.couponCode ? ` (${order.couponCode})` : ''}
              </td>
              <td className="px-4 py-2 text-right whitespace-nowrap tabular-nums">
                -{formatAed(order.discount)}
              </td>
            </tr>
          )}
          <tr>
            <td colSpan={4} className="hidden px-4 py-2 text-right sm:table-cell">
              Total
            </td>
            <td colSpan={2} className="px-4 py-2 text-right sm:hidden">
              Total
            </td>
            <td className="px-4 py-2 text-right tabular-nums">{formatAed(order.total)}</td>
          </tr>
        </tfoot>
      </table>
    </RecordSection>
  );
}

/** What the customer wrote at checkout, when they wrote anything. */
export function OrderNotes({ order }: { order: AdminOrder }) {
  if (!order.notes) return null;
  return (
    <Panel title="Customer's notes">
      <p className="whitespace-pre-line">{order.notes}</p>
    </Panel>
  );
}

/** Everything that happened to the order, oldest first. */
export function OrderTimeline({ order }: { order: AdminOrder }) {
  return (
    <section aria-labelledby="timeline-title">
      <h2 id="timeline-title" className="font-bold text-ink">
        Timeline
      </h2>
      <ol className="mt-2 space-y-2 border-l-2 border-gray-200 pl-4 text-sm">
        <li>
          <span className="font-semibold">Placed</span> · {formatShopDateTime(order.placedAt)}
        </li>
        {order.events.map((event) => (
          <li key={event.id}>
            <span className="font-semibold">{event.message}</span> ·{' '}
            {formatShopDateTime(event.createdAt)}
          </li>
        ))}
      </ol>
    </section>
  );
}
