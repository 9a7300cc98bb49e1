import type { AdminRefund, OrderRefunds as Refunds } from '@petshop/contracts/admin-refunds';
import { refundMethodLabel, refundStatusLabel } from '@petshop/contracts/labels';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { formatShopDateTime } from '../../../lib/dates.ts';
import { formatAed } from '../../../lib/money.ts';
import { errorMessage, fieldErrors } from '../admin-api.ts';
import { AdminDialog, DialogActions, inputClass, TextField, useFormFields } from '../admin-ui.tsx';
import { MONEY_NEEDS_TWO_FACTOR, useMoneyBlock } from '../staff/my-permissions.ts';
import { useOrderRefunds } from './api/get-order-refunds.ts';
import { useRefundOrder, useRetryRefund } from './api/refund-order.ts';
import { OrderStatusBadge } from '../status-badge.tsx';
import { adminPaths } from '../admin-paths.ts';

// An order's refunds in the back office (decision 060): the "Refund" action with its panel
// (chosen lines, each put back in stock or not, and the delivery fee; or an amount), and the
// refunds made, each with a retry when the card provider refused it.

const toFils = (aed: number) => Math.round(aed * 100);
const itemLabel = (name: string, size: string) =>
  size === 'One Size' || size === '' ? name : `${name} (${size})`;

/** The line saying why the money buttons of the order page are disabled (decision 076). */
export const MONEY_BLOCK_NOTE_ID = 'money-block-note';

/**
 * Why the signed-in staff member may not cancel this order, or undefined: cancelling an order
 * with money left to give back refunds it, which needs the refunds permission.
 */
export function useCancelBlock(orderId: string): string | undefined {
  const refundable = useOrderRefunds(orderId).data?.refundable ?? 0;
  const block = useMoneyBlock();
  return refundable > 0 ? block : undefined;
}

/**
 * The order page's "Refund" button and its panel; nothing while no money is left to refund.
 * Disabled, with the reason beside it, for staff who may not move money.
 */
export function RefundAction({ orderId }: { orderId: string }) {
  const refunds = useOrderRefunds(orderId);
  const block = useMoneyBlock();
  const [open, setOpen] = useState(false);
  if (!refunds.data) return null;
  const due = refunds.data.refunds.some((refund) => refund.status === 'due');
  if (refunds.data.refundable <= 0) {
    return block && due ? <MoneyBlockNote reason={block} /> : null;
  }
  return (
    <>
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        disabled={block !== undefined}
        aria-describedby={block ? MONEY_BLOCK_NOTE_ID : undefined}
        onClick={() => setOpen(true)}
      >
        Refund
      </button>
      {block && <MoneyBlockNote reason={block} />}
      {open && <RefundPanel orderId={orderId} data={refunds.data} onClose={() => setOpen(false)} />}
    </>
  );
}

function MoneyBlockNote({ reason }: { reason: string }) {
  return (
    <p className="order-last basis-full text-sm text-gray-700">
      <span id={MONEY_BLOCK_NOTE_ID}>{reason}</span>
      {reason === MONEY_NEEDS_TWO_FACTOR && (
        <>
          {' '}
          <Link to={adminPaths.security()} className="font-semibold text-brand-800 hover:underline">
            Open Sign-in &amp; Security
          </Link>
        </>
      )}
    </p>
  );
}

function RefundPanel({
  orderId,
  data,
  onClose,
}: {
  orderId: string;
  data: Refunds;
  onClose: () => void;
}) {
  const refund = useRefundOrder(orderId);
  const [mode, setMode] = useState<'lines' | 'amount'>('lines');
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [restock, setRestock] = useState<Record<number, boolean>>({});
  const [shipping, setShipping] = useState(false);
  const form = useFormFields({ amount: '', reason: '' });
  const { amount, reason } = form.values;

  const lines = data.lines.filter((line) => line.refundableQuantity > 0);
  const chosen = lines
    .map((line) => ({ line, quantity: Number(quantities[line.orderItemId] ?? 0) }))
    .filter(({ quantity }) => Number.isInteger(quantity) && quantity > 0);
  const totalFils =
    mode === 'lines'
      ? chosen.reduce(
          // The server's own figure for these units (a coupon's share comes off, issue 32).
          (sum, { line, quantity }) =>
            sum + toFils(line.refundFor[quantity - 1] ?? line.unitPrice * quantity),
          0,
        ) + (shipping ? toFils(data.shipping.refundable) : 0)
      : Number.isFinite(Number(amount)) && amount.trim() !== ''
        ? toFils(Number(amount))
        : 0;
  const leftFils = toFils(data.refundable);
  const byCard = data.paymentMethod === 'card';

  // A 422 names its field: the reason, the amount, or a chosen line (by its place in the request).
  const errors = fieldErrors(refund.error);
  const field = form.fields(errors);
  const lineError = (orderItemId: number) => {
    const index = chosen.findIndex(({ line }) => line.orderItemId === orderItemId);
    return index >= 0 ? errors[`lines.${index}.quantity`] : undefined;
  };
  const problem =
    refund.error && Object.keys(errors).length === 0 ? errorMessage(refund.error) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body =
      mode === 'lines'
        ? {
            reason,
            lines: chosen.map(({ line, quantity }) => ({
              orderItemId: line.orderItemId,
              quantity,
              restock: restock[line.orderItemId] ?? false,
            })),
            ...(shipping ? { shipping: true } : {}),
          }
        : { reason, amount: Number(amount) };
    refund.mutate(body, {
      onSuccess: (answer) => {
        const made = answer.refund;
        if (made.status === 'due') {
          toast.warning(
            `The card provider refused the refund of ${formatAed(made.amount)}: it is due. Retry it from the order's refunds.`,
          );
        } else {
          toast.success(
            made.method === 'cash'
              ? `Refund of ${formatAed(made.amount)} recorded as handed back in cash.`
              : `Refunded ${formatAed(made.amount)} to the card.`,
          );
        }
        onClose();
      },
    });
  };

  return (
    <AdminDialog
      open
      onClose={onClose}
      title="Refund"
      placement="sheet"
      className="max-h-[92dvh] w-full max-w-lg overflow-y-auto rounded-t-2xl p-5 sm:rounded-2xl sm:p-6"
    >
      <p className="mt-1 text-sm text-gray-700">
        {formatAed(data.refundable)} of the {formatAed(data.paid)} paid can still be refunded
        {byCard ? ' to the card' : ' in cash'}.
      </p>
      <form className="mt-4 space-y-4" onSubmit={submit} noValidate>
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-ink">Refund</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {(
              [
                ['lines', 'Items'],
                ['amount', 'An amount'],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="refund-mode"
                  checked={mode === value}
                  onChange={() => setMode(value)}
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>

        {mode === 'lines' ? (
          <div className="space-y-3">
            {errors.lines && <p className="text-sm font-medium text-red-700">{errors.lines}</p>}
            <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200">
              {lines.map((line) => {
                const label = itemLabel(line.name, line.size);
                const error = lineError(line.orderItemId);
                return (
                  <li key={line.orderItemId} className="space-y-2 p-3 text-sm">
                    <p className="font-semibold text-ink">{label}</p>
                    <p className="text-gray-600">
                      {formatAed(line.unitPrice)} each · {line.quantity} bought
                      {line.refundedQuantity > 0 && ` · ${line.refundedQuantity} refunded`}
                    </p>
                    <div className="flex flex-wrap items-end gap-x-4 gap-y-2">
                      <div>
                        <label
                          htmlFor={`refund-units-${line.orderItemId}`}
                          className="mb-1.5 block text-sm font-semibold text-ink"
                        >
                          Units to refund<span className="sr-only"> of {label}</span> (up to{' '}
                          {line.refundableQuantity})
                        </label>
                        <input
                          id={`refund-units-${line.orderItemId}`}
                          type="number"
                          inputMode="numeric"
                          min={0}
                          max={line.refundableQuantity}
                          step={1}
                          value={quantities[line.orderItemId] ?? '0'}
                          onChange={(event) =>
                            setQuantities({ ...quantities, [line.orderItemId]: event.target.value })
                          }
                          aria-describedby={
                            error ? `refund-units-${line.orderItemId}-error` : undefined
                          }
                          aria-invalid={error ? true : undefined}
                          className={`${inputClass} w-24`}
                        />
                      </div>
                      <label className="flex items-center gap-2 pb-2.5">
                        <input
                          type="checkbox"
                          checked={restock[line.orderItemId] ?? false}
                          onChange={(event) =>
                            setRestock({ ...restock, [line.orderItemId]: event.target.checked })
                          }
                        />
                        Put back in stock<span className="sr-only">: {label}</span>
                      </label>
                    </div>
                    {error && (
                      <p
                        id={`refund-units-${line.orderItemId}-error`}
                        className="text-sm font-medium text-red-700"
                      >
                        {error}
                      </p>
                    )}
                  </li>
                );
              })}
            </ul>
            {data.shipping.refundable > 0 && (
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={shipping}
                  onChange={(event) => setShipping(event.target.checked)}
                />
                Refund the delivery fee ({formatAed(data.shipping.refundable)})
              </label>
            )}
            {errors.shipping && (
              <p className="text-sm font-medium text-red-700">{errors.shipping}</p>
            )}
          </div>
        ) : (
          <TextField
            label="Amount (AED)"
            marker="required"
            {...field('amount')}
            type="number"
            inputMode="decimal"
            min={0.01}
            step={0.01}
            max={data.refundable}
          />
        )}

        <TextField
          label="Reason"
          marker="required"
          hint="Kept with the refund and in the order's timeline; the customer's e-mail does not show it."
          {...field('reason')}
          maxLength={500}
        />

        <section
          aria-label="Summary"
          className="rounded-lg bg-gray-50 p-3 text-sm"
          aria-live="polite"
        >
          <p className="font-semibold text-ink">
            {totalFils > 0
              ? byCard
                ? `Refund ${formatAed(totalFils / 100)} to the card.`
                : `Hand back ${formatAed(totalFils / 100)} in cash.`
              : 'Choose the items to refund, or an amount.'}
          </p>
          {totalFils > leftFils ? (
            <p className="mt-1 font-medium text-red-700">
              That is more than the {formatAed(data.refundable)} left to refund.
            </p>
          ) : (
            <p className="mt-1 text-gray-700">
              {formatAed((leftFils - totalFils) / 100)} stays refundable after this.
            </p>
          )}
          {mode === 'lines' && chosen.some(({ line }) => restock[line.orderItemId]) && (
            <p className="mt-1 text-gray-700">
              Back in stock:{' '}
              {chosen
                .filter(({ line }) => restock[line.orderItemId])
                .map(({ line, quantity }) => `${quantity} × ${itemLabel(line.name, line.size)}`)
                .join(', ')}
              .
            </p>
          )}
        </section>

        {problem && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {problem}
          </p>
        )}

        <DialogActions
          onBack={onClose}
          backLabel="Back"
          submitLabel={totalFils > 0 ? `Refund ${formatAed(totalFils / 100)}` : 'Refund'}
          pendingLabel="Refunding…"
          pending={refund.isPending}
          disabled={totalFils <= 0}
        />
      </form>
    </AdminDialog>
  );
}

/** The order's refunds: what was paid and given back, and each refund, oldest first. */
export function OrderRefunds({ orderId }: { orderId: string }) {
  const refunds = useOrderRefunds(orderId);
  const retry = useRetryRefund(orderId);
  const block = useMoneyBlock();
  const data = refunds.data;
  if (!data || data.refunds.length === 0) return null;
  return (
    <section aria-labelledby="refunds-title" className="rounded-xl border border-gray-200 bg-white">
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-gray-100 px-4 py-3">
        <h2 id="refunds-title" className="font-bold text-ink">
          Refunds
        </h2>
        <p className="text-sm text-gray-700">
          Refunded {formatAed(data.refunded)} of {formatAed(data.paid)} ·{' '}
          {formatAed(data.refundable)} left
        </p>
      </div>
      {retry.error && (
        <p role="alert" className="mx-4 mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {errorMessage(retry.error)}
        </p>
      )}
      <ul className="divide-y divide-gray-100">
        {data.refunds.map((refund) => (
          <RefundRow
            key={refund.id}
            refund={refund}
            retrying={retry.isPending && retry.variables === refund.id}
            onRetry={block ? undefined : () => retry.mutate(refund.id)}
          />
        ))}
      </ul>
    </section>
  );
}

function RefundRow({
  refund,
  retrying,
  onRetry,
}: {
  refund: AdminRefund;
  retrying: boolean;
  /** Undefined for staff who may not move money: no Retry button. */
  onRetry: (() => void) | undefined;
}) {
  const what = [
    ...refund.lines.map(
      (line) =>
        `${line.quantity} × ${itemLabel(line.name, line.size)}${line.restock ? ' (back in stock)' : ''}`,
    ),
    ...(refund.shipping > 0 ? [`delivery fee ${formatAed(refund.shipping)}`] : []),
  ];
  return (
    <li className="space-y-1 px-4 py-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-ink">
          {formatAed(refund.amount)} · {refundMethodLabel(refund.method)}{' '}
          <OrderStatusBadge label={refundStatusLabel(refund.status)} />
        </p>
        {refund.status === 'due' && onRetry && (
          <button
            type="button"
            className={buttonClass('primary', 'sm')}
            disabled={retrying}
            onClick={onRetry}
            aria-label={`Retry the refund of ${formatAed(refund.amount)}`}
          >
            {retrying ? 'Retrying…' : 'Retry'}
          </button>
        )}
      </div>
      {what.length > 0 && <p className="text-gray-800">{what.join(', ')}</p>}
      <p className="text-gray-700">Reason: {refund.reason}</p>
      <p className="text-gray-600">
        {formatShopDateTime(refund.createdAt)}
        {refund.staffName && ` · by ${refund.staffName}`}
        {refund.providerRefundId && <span className="break-all"> · {refund.providerRefundId}</span>}
      </p>
    </li>
  );
}
