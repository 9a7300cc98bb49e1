import type { AdminOrder, OrderMove } from '@petshop/contracts/admin-orders';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { formatShopDateTime } from '../../../lib/dates.ts';
import { usePageHead } from '../../../lib/page-meta.ts';
import { fieldErrors } from '../admin-api.ts';
import { formlessProblem, recordPending, RecordPage } from '../kit/detail-page.tsx';
import { useMoneyBlock } from '../staff/my-permissions.ts';
import { useChangeOrder, type OrderChange } from './api/change-order.ts';
import { useOrder } from './api/get-order.ts';
import { CancelOrderDialog, CashNotCollectedDialog, ShipDialog } from './order-dialogs.tsx';
import {
  MONEY_BLOCK_NOTE_ID,
  OrderRefunds,
  RefundAction,
  useCancelBlock,
} from './order-refunds.tsx';
import { OrderItems, OrderNotes, OrderPanels, OrderTimeline } from './order-sections.tsx';
import { OrderStatusBadge } from '../status-badge.tsx';
import { adminPaths } from '../admin-paths.ts';

/** The words of each move the server allows (`allowedMoves`), on its button. */
export const MOVE_LABELS: Record<OrderMove, string> = {
  processing: 'Mark processing',
  shipped: 'Mark shipped',
  delivered: 'Mark delivered',
  cash_collected: 'Cash collected',
  cash_not_collected: 'Cash not collected',
  cancelled: 'Cancel order',
};

const orderName = (order: AdminOrder) => order.orderNumber ?? `Checkout #${order.id}`;

/** The toast after a change: what changed, in a sentence. */
function toastChange(order: AdminOrder, change: OrderChange) {
  const name = `Order ${orderName(order)}`;
  if (change.kind === 'status') toast.success(`${name} is now ${order.statusLabel}.`);
  else if (change.kind === 'cancel') toast.success(`${name} was cancelled.`);
  else if (change.kind === 'cash') {
    toast.success(
      change.body.outcome === 'collected'
        ? `${name}: the cash was collected.`
        : `${name}: the cash was not collected.`,
    );
  } else if (order.paymentStatus === 'refund_due') {
    toast.warning(`${name}: the card provider refused the refund again; it is still due.`);
  } else toast.success(`${name}: the refund went through.`);
}

/** /admin/orders/:id: everything about one order, and the moves the server allows it next. */
export function OrderPage() {
  const id = String(useParams().id);
  const order = useOrder(id);
  usePageHead({
    title: order.data ? `Order ${order.data.orderNumber ?? `checkout #${order.data.id}`}` : 'Order',
  });
  const [dialog, setDialog] = useState<'ship' | 'cancel' | 'not-collected'>();
  // Refunds, and cancelling an order with money to give back, need the permission (decision 076).
  const moneyBlock = useMoneyBlock();
  const cancelBlock = useCancelBlock(id);
  const act = useChangeOrder(id, (updated, change) => {
    setDialog(undefined);
    toastChange(updated, change);
  });

  const waiting = recordPending(order, 'Loading the order…');
  if (!order.data) return waiting;
  const data = order.data;
  /** What each move's button does: at once, or through its dialog. */
  const start: Record<OrderMove, () => void> = {
    processing: () => act.mutate({ kind: 'status', body: { status: 'processing' } }),
    shipped: () => setDialog('ship'),
    delivered: () => act.mutate({ kind: 'status', body: { status: 'delivered' } }),
    cash_collected: () => act.mutate({ kind: 'cash', body: { outcome: 'collected' } }),
    cash_not_collected: () => setDialog('not-collected'),
    cancelled: () => setDialog('cancel'),
  };
  const close = () => setDialog(undefined);

  return (
    <RecordPage
      titleId="order-title"
      back={{ to: adminPaths.orders(), label: 'All orders' }}
      title={
        <>
          {orderName(data)} <OrderStatusBadge label={data.statusLabel} />
        </>
      }
      subtitle={`Placed ${formatShopDateTime(data.placedAt)}`}
      // A 422 belongs to the shipping form; anything else is said above the order.
      problem={formlessProblem(act.error)}
      actions={
        <>
          <Link to={adminPaths.invoice(data.id)} className={buttonClass('secondary', 'sm')}>
            Invoice
          </Link>
          <Link to={adminPaths.packingSlip(data.id)} className={buttonClass('secondary', 'sm')}>
            Packing slip
          </Link>
          {data.allowedMoves
            .filter((move) => move !== 'cancelled')
            .map((move) => (
              <button
                key={move}
                type="button"
                className={buttonClass('primary', 'sm')}
                disabled={act.isPending}
                onClick={start[move]}
              >
                {MOVE_LABELS[move]}
              </button>
            ))}
          {data.paymentStatus === 'refund_due' && (
            <button
              type="button"
              className={buttonClass('primary', 'sm')}
              disabled={act.isPending || moneyBlock !== undefined}
              aria-describedby={moneyBlock ? MONEY_BLOCK_NOTE_ID : undefined}
              onClick={() => act.mutate({ kind: 'refund' })}
            >
              Retry refund
            </button>
          )}
          <RefundAction orderId={id} />
          {data.allowedMoves.includes('cancelled') && (
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              disabled={cancelBlock !== undefined}
              aria-describedby={cancelBlock ? MONEY_BLOCK_NOTE_ID : undefined}
              onClick={start.cancelled}
            >
              {MOVE_LABELS.cancelled}
            </button>
          )}
        </>
      }
    >
      <OrderPanels order={data} />
      <OrderItems order={data} />
      <OrderNotes order={data} />
      <OrderRefunds orderId={id} />
      <OrderTimeline order={data} />

      <ShipDialog
        open={dialog === 'ship'}
        onClose={close}
        pending={act.isPending}
        errors={fieldErrors(act.error)}
        onShip={(body) => act.mutate({ kind: 'status', body: { status: 'shipped', ...body } })}
      />
      <CashNotCollectedDialog
        open={dialog === 'not-collected'}
        onClose={close}
        pending={act.isPending}
        onSave={(note) =>
          act.mutate({
            kind: 'cash',
            body: { outcome: 'not_collected', ...(note ? { note } : {}) },
          })
        }
      />
      <CancelOrderDialog
        open={dialog === 'cancel'}
        onClose={close}
        pending={act.isPending}
        paidByCard={data.paymentMethod === 'card' && data.paymentStatus === 'paid'}
        total={data.total}
        onCancel={(reason) => act.mutate({ kind: 'cancel', body: reason ? { reason } : {} })}
      />
    </RecordPage>
  );
}
