import { t } from '@lingui/core/macro';
import type { Order } from '@petshop/contracts';
import { refundMethodLabel, refundStatusLabel } from '@petshop/contracts/labels';
import { formatOrderDate, formatOrderMoney } from '../order-format.ts';
import { shownLabel } from '../../../lib/label-words.ts';

/** 'Delivery fee: AED 25.00'. */
const deliveryFeeLabel = (amount: string) => t`Delivery fee: ${amount}`;

/**
 * The order's refunds in its details (decision 060): for each, the amount, the day, how the
 * money went back and where it stands, and the items and delivery fee it was for.
 */
export function OrderRefunds({ order }: { order: Order }) {
  // Orders from a server that knows no refunds carry none.
  const refunds = order.refunds ?? [];
  if (refunds.length === 0) return null;
  const money = (amount: number) => formatOrderMoney(amount, order.currency);
  return (
    <section aria-label={t`Refunds`}>
      <h3 className="text-sm font-bold tracking-wide text-gray-500 uppercase">{t`Refunds`}</h3>
      <ul className="mt-3 space-y-3">
        {refunds.map((refund) => (
          <li key={refund.id} className="rounded-2xl bg-gray-50 p-4 text-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <p className="font-bold text-ink">{money(refund.amount)}</p>
              <p className="font-medium text-ink">{shownLabel(refundStatusLabel(refund.status))}</p>
            </div>
            <p className="mt-0.5 text-gray-600">
              {formatOrderDate(refund.refunded_at ?? refund.created_at)} ·{' '}
              {shownLabel(refundMethodLabel(refund.method))}
            </p>
            {(refund.lines.length > 0 || refund.shipping > 0) && (
              <ul className="mt-2 space-y-0.5 text-gray-700">
                {refund.lines.map((line) => (
                  <li key={line.order_item_id}>
                    {line.quantity} × {line.product_name}
                    {line.size && line.size !== 'One Size' ? ` (${line.size})` : ''}:{' '}
                    {money(line.amount)}
                  </li>
                ))}
                {refund.shipping > 0 && <li>{deliveryFeeLabel(money(refund.shipping))}</li>}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <p className="mt-3 flex justify-between gap-4 text-sm">
        <span className="text-gray-600">{t`Refunded in total`}</span>
        <span className="font-semibold text-ink">{money(order.refunded_total ?? 0)}</span>
      </p>
    </section>
  );
}
