import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';
import { DeliveryNotes } from '../../../components/ui/delivery-lines.tsx';
import { formatAed } from '../../../lib/money.ts';
import type { CheckoutItem, OrderSummary } from '../checkout-types.ts';
import { itemImage } from '../pending-order.ts';
import { Panel, SummaryLine } from './checkout-ui.tsx';

/** 'Qty: 2', under a line's name. */
const quantityLabel = (quantity: number) => t`Qty: ${quantity}`;

/**
 * Spec §2 "Checkout" order summary: the lines, subtotal, delivery ('Free' or the fee, decision
 * 045), a coupon's discount (issue 32), the total, and when the order would arrive at the chosen
 * emirate.
 */
export function CheckoutSummary({
  items,
  summary,
  emirate,
  couponCode,
  coupon,
  children,
}: {
  items: readonly CheckoutItem[];
  summary: OrderSummary;
  emirate?: string | undefined;
  /** The applied coupon's code, named beside its discount. */
  couponCode?: string | undefined;
  /** The coupon field, under the totals. */
  coupon?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Panel
      title={t`Order Summary`}
      icon={<Icon name="receipt" />}
      headingId="checkout-summary-heading"
    >
      <ul className="divide-y divide-gray-100" aria-label={t`Items`}>
        {items.map((item) => (
          <SummaryLine
            key={String(item.cart_item_id)}
            image={itemImage(item)}
            name={item.name}
            amount={formatAed(item.total_price ?? item.price * item.quantity)}
            clampName
          >
            <p className="mt-0.5 text-xs text-gray-600">
              {item.size ? `${item.size} · ` : ''}
              {quantityLabel(item.quantity)}
            </p>
          </SummaryLine>
        ))}
      </ul>
      <dl className="mt-2 space-y-2 border-t border-gray-200 pt-4 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-gray-600">{t`Subtotal`}</dt>
          <dd className="font-medium text-ink">{formatAed(summary.subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-gray-600">{t`Delivery`}</dt>
          <dd className={`font-semibold ${summary.shipping > 0 ? 'text-ink' : 'text-green-700'}`}>
            {summary.shipping > 0 ? formatAed(summary.shipping) : t`Free`}
          </dd>
        </div>
        {summary.discount ? (
          <div className="flex justify-between gap-4">
            <dt className="min-w-0 text-gray-600">
              {t`Discount`}
              {couponCode ? <span className="break-all"> ({couponCode})</span> : null}
            </dt>
            <dd
              className="font-semibold whitespace-nowrap text-green-700"
              data-testid="checkout-discount"
            >
              −{formatAed(summary.discount)}
            </dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4 border-t border-gray-200 pt-3 text-base">
          <dt className="font-bold text-ink">{t`Total`}</dt>
          <dd className="font-extrabold whitespace-nowrap text-ink" data-testid="checkout-total">
            {formatAed(summary.finalTotal)}
          </dd>
        </div>
      </dl>
      {coupon}
      <DeliveryNotes subtotal={summary.subtotal} emirate={emirate} />
      {children}
    </Panel>
  );
}
