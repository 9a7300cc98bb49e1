import { plural, t } from '@lingui/core/macro';
import type { Order, ReorderResponse } from '@petshop/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { LoadingMessage } from '../../../components/ui/spinner.tsx';
import { PanelHeading } from '../../../components/ui/panel-heading.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiRequestError, apiRequest } from '../../../lib/api-client.ts';
import { isShopUnreachable } from '../../../lib/shop-unreachable.ts';
import { useOrders } from '../api/get-orders.ts';
import { formatOrderDate, formatOrderMoney, orderNumberLabel, placedAt } from '../order-format.ts';
import { ordersLoadErrorMessage } from '../order-messages.ts';
import { isDelivered } from '../order-status.ts';
import { OrderDetailsDialog } from './order-details-dialog.tsx';
import { StatusBadge } from './order-ui.tsx';

/** Spec §2: arriving by URL, the tab's loading starts after this long. */
export const ARRIVAL_LOAD_DELAY_MS = 100;

function useStartAfter(delayMs: number): boolean {
  const [started, setStarted] = useState(delayMs <= 0);
  useEffect(() => {
    if (started) return;
    const timer = setTimeout(() => setStarted(true), delayMs);
    return () => clearTimeout(timer);
  }, [started, delayMs]);
  return started;
}

/**
 * Spec 'Reorder' (decision 036): the order's products go back into the cart at today's prices;
 * the answer says what came back and what could not, with a way to the cart.
 */
function ReorderButton({
  orderId,
  onReordered,
}: {
  orderId: number;
  onReordered?: (() => void) | undefined;
}) {
  const reorder = useMutation({
    mutationFn: () =>
      apiRequest<ReorderResponse>(`/orders/${orderId}/reorder`, {
        method: 'POST',
        auth: 'required',
      }),
    onSuccess: () => onReordered?.(),
  });
  return (
    <>
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        disabled={reorder.isPending}
        onClick={() => reorder.mutate()}
      >
        {reorder.isPending ? t`Adding…` : t`Reorder`}
      </button>
      <p role="status" className="basis-full text-sm text-gray-700">
        {reorder.data && (
          <>
            {reorder.data.message}{' '}
            {reorder.data.added.length > 0 && (
              <Link to={paths.cart.getHref()} className="font-semibold text-brand-800 underline">
                {t`View cart`}
              </Link>
            )}
          </>
        )}
        {reorder.isError && (
          <span className="text-red-800">
            {reorder.error instanceof ApiRequestError && reorder.error.status < 500
              ? reorder.error.message
              : t`The products could not be added. Please try again.`}
          </span>
        )}
      </p>
    </>
  );
}

function OrderRow({
  order,
  onView,
  onReordered,
}: {
  order: Order;
  onView: (order: Order) => void;
  onReordered?: (() => void) | undefined;
}) {
  const number = orderNumberLabel(order);
  const placedOn = formatOrderDate(placedAt(order));
  return (
    <li className="rounded-2xl border border-gray-200 p-4 transition-colors hover:border-gray-300 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-base font-bold text-ink">
            <bdi dir="ltr">{number}</bdi>
          </h3>
          <p className="text-sm text-gray-600">{t`Placed on ${placedOn}`}</p>
        </div>
        <StatusBadge status={order.status} />
      </div>
      <dl className="mt-4 grid grid-cols-1 gap-3 text-sm sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-x-8">
        <div>
          <dt className="text-gray-500">{t`Total`}</dt>
          <dd className="text-lg font-extrabold text-ink">
            {formatOrderMoney(order.total_price ?? order.total, 'AED')}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-gray-500">{t`Shipping address`}</dt>
          <dd className="break-words text-ink">{order.shipping_address || t`Not provided`}</dd>
        </div>
        {order.tracking_number && (
          <div className="sm:col-span-2">
            <dt className="inline-flex items-center gap-1.5 text-gray-500">
              <Icon name="truck" className="size-4" /> {t`Tracking number`}
            </dt>
            <dd className="text-ink">
              <bdi dir="ltr" className="font-mono font-semibold">
                {order.tracking_number}
              </bdi>
              {order.shipping_carrier ? ` (${order.shipping_carrier})` : ''}
            </dd>
          </div>
        )}
      </dl>
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => onView(order)}
          aria-label={t`View Details of order ${number}`}
          className={buttonClass('primary', 'sm')}
        >
          {t`View Details`}
        </button>
        {isDelivered(order.status) && (
          <ReorderButton orderId={order.id} onReordered={onReordered} />
        )}
      </div>
    </li>
  );
}

/** Spec §2 "My Orders": the customer's orders, newest first, each with its details dialog. */
export function OrdersPanel({
  startDelayMs = 0,
  onReordered,
}: {
  startDelayMs?: number;
  /** After a 'Reorder' put products in the cart (the app refreshes the cart). */
  onReordered?: () => void;
}) {
  const started = useStartAfter(startDelayMs);
  const orders = useOrders({ enabled: started });
  const [viewing, setViewing] = useState<Order | null>(null);
  const list = orders.data ?? [];
  const orderCount = list.length;

  return (
    <div className="space-y-6">
      <PanelHeading
        title={
          <>
            {t`My Orders`}
            {orders.data && (
              <span className="inline-flex min-w-7 items-center justify-center rounded-full bg-brand-700 px-2 py-0.5 text-sm font-bold text-white">
                <span aria-hidden="true">{list.length}</span>
                <span className="sr-only">
                  {plural(orderCount, { one: '# order', other: '# orders' })}
                </span>
              </span>
            )}
          </>
        }
        text={t`Everything you have ordered, newest first.`}
      />

      {orders.data ? (
        list.length === 0 ? (
          <div className="flex flex-col items-center rounded-2xl border border-dashed border-gray-300 px-6 py-12 text-center">
            <span className="inline-flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-600">
              <Icon name="bag" className="size-8" />
            </span>
            <h3 className="mt-4 text-lg font-bold text-ink">{t`No orders found`}</h3>
            <p className="mt-1 max-w-sm text-sm text-gray-600">
              {t`When you place an order it will show up here.`}
            </p>
            <Link to={paths.home.getHref()} className={`${buttonClass('primary', 'sm')} mt-6`}>
              {t`Start Shopping`}
            </Link>
          </div>
        ) : (
          <ul className="space-y-4" aria-label={t`Orders`}>
            {list.map((order) => (
              <OrderRow
                key={order.id}
                order={order}
                onView={setViewing}
                onReordered={onReordered}
              />
            ))}
          </ul>
        )
      ) : orders.isError && isShopUnreachable(orders.error) ? (
        <LoadError
          heading="h3"
          onRetry={() => void orders.refetch()}
          retrying={orders.isFetching}
        />
      ) : orders.isError ? (
        <div className="flex flex-col items-center rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center">
          <Icon name="alert-circle" className="size-8 text-red-600" />
          <p role="alert" className="mt-3 font-medium text-red-800">
            {ordersLoadErrorMessage(orders.error)}
          </p>
          <button
            type="button"
            onClick={() => void orders.refetch()}
            disabled={orders.isFetching}
            className={`${buttonClass('primary', 'sm')} mt-5`}
          >
            {t`Retry`}
          </button>
        </div>
      ) : (
        <LoadingMessage
          text={t`Loading your orders...`}
          className="flex flex-col items-center gap-3 py-12"
        />
      )}

      {viewing && <OrderDetailsDialog order={viewing} onClose={() => setViewing(null)} />}
    </div>
  );
}
