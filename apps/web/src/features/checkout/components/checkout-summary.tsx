import type { ReactNode } from 'react';
import { formatAed } from '../../../lib/money.ts';
import type { CheckoutItem, OrderSummary } from '../checkout-types.ts';
import { itemImage } from '../pending-order.ts';
import { ItemThumbnail, ReceiptIcon } from './checkout-ui.tsx';

/** Spec §2 "Checkout" order summary: the lines, subtotal, shipping 'Free' and the total. */
export function CheckoutSummary({
  items,
  summary,
  children,
}: {
  items: readonly CheckoutItem[];
  summary: OrderSummary;
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby="checkout-summary-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6"
    >
      <h2
        id="checkout-summary-heading"
        className="flex items-center gap-3 text-lg font-bold text-ink"
      >
        <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
          <ReceiptIcon />
        </span>
        Order Summary
      </h2>
      <ul className="mt-4 divide-y divide-gray-100" aria-label="Items">
        {items.map((item) => (
          <li key={String(item.cart_item_id)} className="flex items-center gap-3 py-3">
            <ItemThumbnail src={itemImage(item)} alt={item.name} size="size-14" />
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 text-sm font-semibold text-ink">{item.name}</p>
              <p className="mt-0.5 text-xs text-gray-600">
                {item.size ? `${item.size} · ` : ''}Qty: {item.quantity}
              </p>
            </div>
            <p className="shrink-0 text-sm font-semibold whitespace-nowrap text-ink">
              {formatAed(item.total_price ?? item.price * item.quantity)}
            </p>
          </li>
        ))}
      </ul>
      <dl className="mt-2 space-y-2 border-t border-gray-200 pt-4 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-gray-600">Subtotal</dt>
          <dd className="font-medium text-ink">{formatAed(summary.subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-gray-600">Shipping</dt>
          <dd className="font-semibold text-green-700">
            {summary.shipping > 0 ? formatAed(summary.shipping) : 'Free'}
          </dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-gray-200 pt-3 text-base">
          <dt className="font-bold text-ink">Total</dt>
          <dd className="font-extrabold whitespace-nowrap text-ink" data-testid="checkout-total">
            {formatAed(summary.finalTotal)}
          </dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
