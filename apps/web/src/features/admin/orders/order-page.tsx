import { paymentMethodLabel, paymentStatusLabel } from '@petshop/contracts/labels';
import type { OrderMove } from '@petshop/contracts/admin-orders';
import { useId, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { formatShopDate, formatShopDateTime } from '../../../lib/dates.ts';
import { formatAed } from '../../../lib/money.ts';
import { usePageHead } from '../../../lib/page-meta.ts';
import { errorMessage, fieldErrors } from '../admin-api.ts';
import { useMoneyBlock } from '../staff/my-permissions.ts';
import {
  MONEY_BLOCK_NOTE_ID,
  OrderRefunds,
  RefundAction,
  useCancelBlock,
} from './order-refunds.tsx';
import { OrderStatusBadge } from '../status-badge.tsx';
import { DialogActions, NoteDialog, TextField } from '../admin-ui.tsx';
import { adminPaths } from '../admin-paths.ts';
import { useOrder } from './api/get-order.ts';
import { useOrderAction } from './api/update-order.ts';

/** The words of each move the server offers (`nextMoves`), on its button. */
export const MOVE_LABELS: Record<OrderMove, string> = {
  processing: 'Mark processing',
  shipped: 'Mark shipped',
  delivered: 'Mark delivered',
  cash_collected: 'Cash collected',
  cash_not_collected: 'Cash not collected',
  cancelled: 'Cancel order',
};

/** /admin/orders/:id: everything about one order, and the moves it can make next. */
export function OrderPage() {
  const { id } = useParams();
  const order = useOrder(String(id));
  usePageHead({
    title: order.data ? `Order ${order.data.orderNumber ?? `checkout #${order.data.id}`}` : 'Order',
  });
  const [shipping, setShipping] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [notCollected, setNotCollected] = useState(false);
  // Refunds, and cancelling an order with money to give back, need the permission (decision 076).
  const moneyBlock = useMoneyBlock();
  const cancelBlock = useCancelBlock(String(id));
  const act = useOrderAction(String(id), () => {
    setShipping(false);
    setCancelling(false);
    setNotCollected(false);
  });

  if (order.isPending) return <p className="text-gray-600">Loading the order…</p>;
  if (order.isError) {
    return (
      <p role="alert" className="text-red-800">
        {errorMessage(order.error)}
      </p>
    );
  }
  const data = order.data;
  /** What each move's button does: at once, or through its dialog. */
  const start: Record<OrderMove, () => void> = {
    processing: () => act.mutate({ kind: 'status', body: { status: 'processing' } }),
    shipped: () => setShipping(true),
    delivered: () => act.mutate({ kind: 'status', body: { status: 'delivered' } }),
    cash_collected: () => act.mutate({ kind: 'cash', body: { outcome: 'collected' } }),
    cash_not_collected: () => setNotCollected(true),
    cancelled: () => setCancelling(true),
  };
  // A 422 belongs to the shipping form; anything else is said above the order.
  const problem =
    act.error && Object.keys(fieldErrors(act.error)).length === 0
      ? errorMessage(act.error)
      : undefined;

  return (
    <article aria-labelledby="order-title" className="max-w-5xl space-y-6">
      <p>
        <Link
          to={adminPaths.orders()}
          className="text-sm font-semibold text-brand-800 hover:underline"
        >
          ← All orders
        </Link>
      </p>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 id="order-title" className="flex items-center gap-3 text-2xl font-bold text-ink">
            {data.orderNumber ?? `Checkout #${data.id}`}{' '}
            <OrderStatusBadge label={data.statusLabel} />
          </h1>
          <p className="mt-1 text-sm text-gray-600">Placed {formatShopDateTime(data.placedAt)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={adminPaths.invoice(data.id)} className={buttonClass('secondary', 'sm')}>
            Invoice
          </Link>
          <Link to={adminPaths.packingSlip(data.id)} className={buttonClass('secondary', 'sm')}>
            Packing slip
          </Link>
          {data.nextMoves
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
          <RefundAction orderId={String(data.id)} />
          {data.nextMoves.includes('cancelled') && (
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
        </div>
      </header>
      {problem && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {problem}
        </p>
      )}

      <div className="grid gap-4 md:grid-cols-3">
        <Panel title="Customer">
          <p className="font-semibold text-ink">{data.customer.name}</p>
          <p>{data.customer.email}</p>
          <p>{data.customer.phone}</p>
          <p className="mt-2 text-gray-700">{data.address}</p>
        </Panel>
        <Panel title="Payment">
          <p>
            {paymentMethodLabel(data.paymentMethod)} ·{' '}
            {paymentStatusLabel(data.paymentStatus, data.paymentMethod)}
          </p>
          {data.transactionId && <p className="break-all">Transaction {data.transactionId}</p>}
          {data.paidAt && <p>Paid {formatShopDateTime(data.paidAt)}</p>}
          {data.refundId && <p className="break-all">Refund {data.refundId}</p>}
        </Panel>
        <Panel title="Delivery">
          {data.trackingNumber ? (
            <>
              <p>{data.carrier}</p>
              <p>Tracking {data.trackingNumber}</p>
              {data.estimatedDelivery && <p>Estimated {formatShopDate(data.estimatedDelivery)}</p>}
            </>
          ) : (
            <p className="text-gray-600">Not shipped yet.</p>
          )}
        </Panel>
      </div>

      <section aria-labelledby="items-title" className="rounded-xl border border-gray-200 bg-white">
        <h2 id="items-title" className="border-b border-gray-100 px-4 py-3 font-bold text-ink">
          Items
        </h2>
        <table className="w-full text-left text-sm">
          <thead className="text-gray-600">
            <tr>
              <th scope="col" className="px-4 py-2 font-semibold">
                Product
              </th>
              <th scope="col" className="hidden px-4 py-2 font-semibold sm:table-cell">
                SKU
              </th>
              <th scope="col" className="hidden px-4 py-2 text-right font-semibold sm:table-cell">
                Price
              </th>
              <th scope="col" className="px-4 py-2 text-right font-semibold">
                Qty
              </th>
              <th scope="col" className="px-4 py-2 text-right font-semibold">
                Total
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {data.items.map((item) => (
              <tr key={`${item.sku}-${item.size}`}>
                <td className="px-4 py-2">
                  {item.name}
                  {item.size !== 'One Size' && (
                    <span className="text-gray-600"> ({item.size})</span>
                  )}
                  {item.packaging && (
                    <span className="block text-xs text-gray-600">Packaging: {item.packaging}</span>
                  )}
                  {/* On a phone the SKU and the price each stack under the name. */}
                  <span className="block text-xs break-all text-gray-600 sm:hidden">
                    {item.sku} · {formatAed(item.unitPrice)} each
                  </span>
                </td>
                <td className="hidden px-4 py-2 break-all text-gray-700 sm:table-cell">
                  {item.sku}
                </td>
                <td className="hidden px-4 py-2 text-right tabular-nums sm:table-cell">
                  {formatAed(item.unitPrice)}
                </td>
                <td className="px-4 py-2 text-right tabular-nums">{item.quantity}</td>
                <td className="px-4 py-2 text-right tabular-nums">{formatAed(item.lineTotal)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="font-semibold">
            <tr>
              <td colSpan={4} className="hidden px-4 py-2 text-right sm:table-cell">
                Total
              </td>
              <td colSpan={2} className="px-4 py-2 text-right sm:hidden">
                Total
              </td>
              <td className="px-4 py-2 text-right tabular-nums">{formatAed(data.total)}</td>
            </tr>
          </tfoot>
        </table>
      </section>

      {data.notes && (
        <Panel title="Customer's notes">
          <p className="whitespace-pre-line">{data.notes}</p>
        </Panel>
      )}

      <OrderRefunds orderId={String(data.id)} />

      <section aria-labelledby="timeline-title">
        <h2 id="timeline-title" className="font-bold text-ink">
          Timeline
        </h2>
        <ol className="mt-2 space-y-2 border-l-2 border-gray-200 pl-4 text-sm">
          <li>
            <span className="font-semibold">Placed</span> · {formatShopDateTime(data.placedAt)}
          </li>
          {data.events.map((event) => (
            <li key={event.id}>
              <span className="font-semibold">{event.message}</span> ·{' '}
              {formatShopDateTime(event.createdAt)}
            </li>
          ))}
        </ol>
      </section>

      <ShipDialog
        open={shipping}
        onClose={() => setShipping(false)}
        pending={act.isPending}
        errors={fieldErrors(act.error)}
        onShip={(body) => act.mutate({ kind: 'status', body: { status: 'shipped', ...body } })}
      />
      <NoteDialog
        open={notCollected}
        onClose={() => setNotCollected(false)}
        onSubmit={(note) =>
          act.mutate({
            kind: 'cash',
            body: { outcome: 'not_collected', ...(note ? { note } : {}) },
          })
        }
        title="Cash not collected"
        noteLabel="What happened"
        hint="Kept in the order's timeline."
        submitLabel="Save"
        pendingLabel="Saving…"
        pending={act.isPending}
      >
        The order's payment reads “Cash not collected” until the cash is collected.
      </NoteDialog>
      <CancelDialog
        open={cancelling}
        onClose={() => setCancelling(false)}
        pending={act.isPending}
        paidByCard={data.paymentMethod === 'card' && data.paymentStatus === 'paid'}
        total={data.total}
        onCancel={(reason) => act.mutate({ kind: 'cancel', body: reason ? { reason } : {} })}
      />
    </article>
  );
}

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="rounded-xl border border-gray-200 bg-white p-4 text-sm">
      <h2 className="mb-2 font-bold text-ink">{title}</h2>
      {children}
    </section>
  );
}

function ShipDialog({
  open,
  onClose,
  onShip,
  pending,
  errors,
}: {
  open: boolean;
  onClose: () => void;
  onShip: (body: { trackingNumber: string; carrier: string; estimatedDelivery?: string }) => void;
  pending: boolean;
  errors: Record<string, string>;
}) {
  const titleId = useId();
  const [trackingNumber, setTrackingNumber] = useState('');
  const [carrier, setCarrier] = useState('');
  const [estimatedDelivery, setEstimatedDelivery] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onShip({ trackingNumber, carrier, ...(estimatedDelivery ? { estimatedDelivery } : {}) });
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      className="w-full max-w-md rounded-2xl p-6"
    >
      <h2 id={titleId} className="text-xl font-bold text-ink">
        Mark shipped
      </h2>
      <form className="mt-4 space-y-4" onSubmit={submit} noValidate>
        <TextField
          label="Carrier"
          marker="required"
          error={errors.carrier}
          value={carrier}
          onChange={setCarrier}
          list="carriers"
        />
        <datalist id="carriers">
          <option value="Aramex" />
          <option value="Emirates Post" />
          <option value="DHL" />
          <option value="Shop delivery" />
        </datalist>
        <TextField
          label="Tracking number"
          marker="required"
          error={errors.trackingNumber}
          value={trackingNumber}
          onChange={setTrackingNumber}
        />
        <TextField
          label="Estimated delivery"
          marker="optional"
          error={errors.estimatedDelivery}
          value={estimatedDelivery}
          onChange={setEstimatedDelivery}
          type="date"
        />
        <DialogActions
          onBack={onClose}
          backLabel="Back"
          submitLabel="Mark shipped and e-mail the customer"
          pendingLabel="Saving…"
          pending={pending}
        />
      </form>
    </Dialog>
  );
}

function CancelDialog({
  open,
  onClose,
  onCancel,
  pending,
  paidByCard,
  total,
}: {
  open: boolean;
  onClose: () => void;
  onCancel: (reason: string) => void;
  pending: boolean;
  paidByCard: boolean;
  total: number;
}) {
  return (
    <NoteDialog
      open={open}
      onClose={onClose}
      onSubmit={onCancel}
      title="Cancel this order?"
      noteLabel="Reason"
      hint="Kept in the order's timeline."
      backLabel="Keep the order"
      submitLabel={paidByCard ? 'Cancel and refund' : 'Cancel order'}
      pendingLabel="Cancelling…"
      pending={pending}
    >
      The items go back into stock and the customer is told by e-mail.
      {paidByCard && ` ${formatAed(total)} is refunded to their card.`}
    </NoteDialog>
  );
}
