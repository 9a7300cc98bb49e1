import { t } from '@lingui/core/macro';
import { addressLines, orderAddressParts } from '@petshop/contracts/address';
import type { Order, OrderItem } from '@petshop/contracts';
import { orderTotalLabel, paymentMethodLabel, paymentStatusLabel } from '@petshop/contracts/labels';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Dialog, DialogCloseButton } from '../../../components/ui/dialog.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { ProductThumbnail } from '../../../components/ui/product-image.tsx';
import { LoadingMessage } from '../../../components/ui/spinner.tsx';
import { Link } from 'react-router';
import { hasReviews, reviewCountText, Stars } from '../../../components/ui/stars.tsx';
import { paths } from '../../../config/paths.ts';
import { withPart } from '../../../lib/message-parts.tsx';
import { useOrder } from '../api/get-order.ts';
import {
  formatOrderDateTime,
  formatOrderMoney,
  orderImageUrl,
  orderNumberLabel,
  placedAt,
} from '../order-format.ts';
import { shownLabel } from '../../../lib/label-words.ts';
import { orderDetailErrorMessage } from '../order-messages.ts';
import { StatusBadge } from './order-ui.tsx';
import { OrderRefunds } from './order-refunds.tsx';

/** Item fields the spec reads that this shop's orders may not carry. */
type DetailItem = OrderItem & {
  rating?: number | null;
  review_count?: number | null;
  attributes?: unknown;
};

/** 'Variant: Salmon', 'Packaging: Bag', ' of Salmon Kibble' (a link's spoken ending). */
const variantLabel = (variant: string) => t`Variant: ${variant}`;
const skuLabel = (sku: string) => t`SKU: ${sku}`;
const packagingLabel = (packaging: string) => t`Packaging: ${packaging}`;
const reviewOf = (name: string) => t`of ${name}`;

function SectionHeading({ children }: { children: string }) {
  return <h3 className="text-sm font-bold tracking-wide text-gray-500 uppercase">{children}</h3>;
}

function SummaryRow({
  label,
  value,
  strong = false,
}: {
  label: string;
  value: string;
  strong?: boolean;
}) {
  return (
    <div
      className={`flex justify-between gap-4 ${strong ? 'border-t border-gray-200 pt-2 text-base' : ''}`}
    >
      <dt className={strong ? 'font-bold text-ink' : 'text-gray-600'}>{label}</dt>
      <dd
        className={`whitespace-nowrap ${strong ? 'font-extrabold text-ink' : 'font-medium text-ink'}`}
      >
        {value}
      </dd>
    </div>
  );
}

/** The address as the back office and the invoice write it: flat and area included (issue 27). */
function shippingLines(order: Order): string[] {
  const lines = addressLines(orderAddressParts(order));
  return lines.length > 0 ? lines : [order.shipping_address].filter(Boolean);
}

function OrderDetails({ order }: { order: Order }) {
  const money = (amount: number) => formatOrderMoney(amount, order.currency);
  const total = order.total_price ?? order.total;
  const items = order.order_items as DetailItem[];
  const itemCount = items.length;
  return (
    <div className="space-y-6">
      <section aria-label={t`Summary`}>
        <SectionHeading>{t`Summary`}</SectionHeading>
        <dl className="mt-3 space-y-2 rounded-2xl bg-gray-50 p-4 text-sm">
          <SummaryRow label={t`Subtotal`} value={money(order.subtotal)} />
          {order.shipping_cost > 0 && (
            <SummaryRow label={t`Shipping`} value={money(order.shipping_cost)} />
          )}
          {order.tax > 0 && <SummaryRow label={t`Tax`} value={money(order.tax)} />}
          {order.discount > 0 && (
            <SummaryRow label={t`Discount`} value={`-${money(order.discount)}`} />
          )}
          <SummaryRow
            label={shownLabel(
              orderTotalLabel(order.payment_method, order.payment_status, order.status),
            )}
            value={money(total)}
            strong
          />
        </dl>
      </section>

      <section aria-label={t`Items`}>
        <SectionHeading>{t`Items (${itemCount})`}</SectionHeading>
        <ul className="mt-3 divide-y divide-gray-100">
          {items.map((item) => {
            const unit = item.unit_price ?? item.price;
            return (
              <li key={item.id} className="flex gap-3 py-3">
                <ProductThumbnail
                  src={orderImageUrl(item.image)}
                  alt={item.product_name}
                  size={64}
                />
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
                    <p className="font-semibold text-ink">{item.product_name}</p>
                    <p className="font-semibold text-ink">{money(item.total)}</p>
                  </div>
                  {item.description && (
                    <p className="mt-0.5 line-clamp-2 text-sm text-gray-600">{item.description}</p>
                  )}
                  <p className="mt-1 text-xs text-gray-600">
                    {item.variant ? variantLabel(item.variant) : ''}
                    {item.variant && item.sku ? ' · ' : ''}
                    {item.sku ? skuLabel(item.sku) : ''}
                  </p>
                  {item.packaging && (
                    <p className="mt-0.5 text-xs text-gray-600">{packagingLabel(item.packaging)}</p>
                  )}
                  {/* Decision 126: the item's stars and review count once buyers reviewed it. */}
                  {hasReviews(item.review_count) && (
                    <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-gray-600">
                      <Stars
                        rating={item.rating}
                        reviewCount={item.review_count}
                        showCount={false}
                      />
                      <span>({reviewCountText(item.review_count)})</span>
                    </div>
                  )}
                  <p className="mt-1 text-sm text-gray-700">
                    {money(unit)} × {item.quantity}
                  </p>
                  {/* Issue 33: a delivered item can be reviewed; the form opens on its page. */}
                  {order.status === 'delivered' && item.product_id !== null && (
                    <Link
                      to={`${paths.product.getHref(item.product_id)}#write-review`}
                      className="mt-1 inline-flex min-h-11 items-center gap-1 rounded text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:min-h-0"
                    >
                      <Icon name="star" className="size-4" />
                      {t`Write a review`}
                      <span className="sr-only"> {reviewOf(item.product_name)}</span>
                    </Link>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
        <section aria-label={t`Shipping address`}>
          <SectionHeading>{t`Shipping Address`}</SectionHeading>
          <address className="mt-3 text-sm leading-relaxed text-gray-700 not-italic">
            {order.customer_name && (
              <span className="block font-semibold text-ink">{order.customer_name}</span>
            )}
            {shippingLines(order).map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
            {order.customer_phone && (
              <span className="block">
                <bdi dir="ltr">{order.customer_phone}</bdi>
              </span>
            )}
          </address>
        </section>
        <section aria-label={t`Payment`}>
          <SectionHeading>{t`Payment`}</SectionHeading>
          <dl className="mt-3 space-y-1 text-sm">
            <div className="flex gap-2">
              <dt className="text-gray-600">{t`Method:`}</dt>
              <dd className="font-medium text-ink">
                {shownLabel(paymentMethodLabel(order.payment_method))}
              </dd>
            </div>
            <div className="flex gap-2">
              <dt className="text-gray-600">{t`Status:`}</dt>
              <dd className="font-medium text-ink">
                {shownLabel(paymentStatusLabel(order.payment_status, order.payment_method))}
              </dd>
            </div>
            {order.transaction_id && (
              <div className="flex flex-wrap gap-x-2">
                <dt className="text-gray-600">{t`Transaction ID:`}</dt>
                <dd className="font-mono text-xs leading-5 break-all text-ink">
                  <bdi dir="ltr">{order.transaction_id}</bdi>
                </dd>
              </div>
            )}
          </dl>
        </section>
      </div>

      <OrderRefunds order={order} />

      {order.notes && (
        <section aria-label={t`Order notes`}>
          <SectionHeading>{t`Order Notes`}</SectionHeading>
          <p className="mt-3 rounded-2xl bg-gray-50 p-4 text-sm whitespace-pre-line text-gray-700">
            {order.notes}
          </p>
        </section>
      )}
    </div>
  );
}

/** Spec §2 "Order details dialog" (from 'View Details'). */
export function OrderDetailsDialog({
  order: listed,
  onClose,
}: {
  /** The row it was opened from: its number and status show at once. */
  order: Order;
  onClose: () => void;
}) {
  const detail = useOrder(listed.id);
  const order = detail.data ?? listed;
  const titleId = `order-dialog-title-${listed.id}`;
  const number = orderNumberLabel(order);
  const placedOn = formatOrderDateTime(placedAt(order));
  return (
    <Dialog
      open
      onClose={onClose}
      labelledBy={titleId}
      placement="sheet"
      closeOnBackdrop
      className="max-h-[92dvh] w-full max-w-2xl overflow-hidden rounded-t-3xl bg-white shadow-2xl open:flex open:flex-col sm:w-[calc(100%-3rem)] sm:rounded-3xl"
    >
      <header className="flex items-start justify-between gap-4 border-b border-gray-200 px-5 py-4 sm:px-6">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h2 id={titleId} className="text-xl font-extrabold text-ink">
              {withPart(t`Order ${number}`, number, (part) => (
                <bdi dir="ltr">{part}</bdi>
              ))}
            </h2>
            <StatusBadge status={order.status} />
          </div>
          <p className="mt-1 text-sm text-gray-600">{t`Placed on ${placedOn}`}</p>
          {order.tracking_number && (
            <p className="mt-0.5 text-sm text-gray-600">
              {t`Tracking number:`}{' '}
              <bdi dir="ltr" className="font-mono font-semibold text-ink">
                {order.tracking_number}
              </bdi>
              {order.shipping_carrier ? ` (${order.shipping_carrier})` : ''}
            </p>
          )}
        </div>
        <DialogCloseButton label={t`Close order details`} onClick={onClose} className="-me-2" />
      </header>

      <div className="flex-1 overflow-y-auto px-5 py-5 sm:px-6">
        {detail.data ? (
          <OrderDetails order={detail.data} />
        ) : detail.isError ? (
          <div className="flex flex-col items-center py-10 text-center">
            <span className="inline-flex size-12 items-center justify-center rounded-full bg-red-50 text-red-600">
              <Icon name="alert-circle" className="size-6" />
            </span>
            <p role="alert" className="mt-3 font-medium text-red-700">
              {orderDetailErrorMessage(detail.error)}
            </p>
            <button
              type="button"
              onClick={() => void detail.refetch()}
              disabled={detail.isFetching}
              className={`${buttonClass('primary', 'sm')} mt-5`}
            >
              {t`Retry`}
            </button>
          </div>
        ) : (
          <LoadingMessage
            text={t`Loading order details...`}
            className="flex flex-col items-center gap-3 py-12"
          />
        )}
      </div>

      <footer className="border-t border-gray-200 px-5 py-3 sm:px-6">
        <button
          type="button"
          onClick={onClose}
          className={`${buttonClass('secondary', 'sm')} w-full sm:ms-auto sm:flex sm:w-auto`}
        >
          {t`Close`}
        </button>
      </footer>
    </Dialog>
  );
}
