import type {
  StockAdjustmentReason,
  StockAdjustmentResponse,
  StockMovementsPage,
} from '@petshop/contracts/admin-stock';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { useParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { formatShopDateTime } from '../../../lib/dates.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { adminRequest, errorMessage, fieldErrors } from '../admin-api.ts';
import { productKeys } from './api/product-keys.ts';
import {
  AdminDialog,
  DialogActions,
  HeadRow,
  SelectField,
  TextField,
  useFormFields,
} from '../admin-ui.tsx';
import { afterChange } from '../api/after-change.ts';

const REASONS: [StockAdjustmentReason, string][] = [
  ['received', 'Received from the supplier'],
  ['damaged', 'Damaged or lost'],
  ['returned', 'Returned by a customer'],
  ['correction', 'Count correction'],
  ['other', 'Other (say why in the note)'],
];

/** What a ledger row's reason means to staff. */
const REASON_LABELS: Record<string, string> = {
  initial: 'Opening stock',
  received: 'Received',
  damaged: 'Damaged or lost',
  returned: 'Returned',
  correction: 'Count correction',
  other: 'Other',
  order: 'Order',
  order_cancelled: 'Order cancelled',
};

const movementsKey = (productId: number) => [...productKeys.detail(productId), 'stock'] as const;

/**
 * A saved size's stock in the product form, with "Adjust": stock changes only through the
 * ledger (received, damaged, returned, counted…), never by typing over the number.
 */
export function StockControl({ size }: { size: { id: number; name: string; stock: number } }) {
  const productId = Number(useParams().id);
  const [stock, setStock] = useState(size.stock);
  const [open, setOpen] = useState(false);
  return (
    <div className="flex items-center gap-2 py-1">
      <span className={`tabular-nums ${stock === 0 ? 'font-semibold text-red-800' : ''}`}>
        {stock === 0 ? '0 (out)' : stock}
      </span>
      <button
        type="button"
        className="rounded-md border border-gray-300 px-2 py-1 text-xs font-semibold hover:border-brand-500"
        aria-label={`Adjust the stock of ${size.name}`}
        onClick={() => setOpen(true)}
      >
        Adjust
      </button>
      {/* Outside the product form in the page: a form may not sit inside another. */}
      {createPortal(
        <AdjustDialog
          open={open}
          productId={productId}
          size={{ ...size, stock }}
          onClose={() => setOpen(false)}
          onAdjusted={(next) => {
            setStock(next);
            setOpen(false);
          }}
        />,
        document.body,
      )}
    </div>
  );
}

function AdjustDialog({
  open,
  productId,
  size,
  onClose,
  onAdjusted,
}: {
  open: boolean;
  productId: number;
  size: { id: number; name: string; stock: number };
  onClose: () => void;
  onAdjusted: (stock: number) => void;
}) {
  const client = useQueryClient();
  const [mode, setMode] = useState<'delta' | 'setTo'>('delta');
  const form = useFormFields<{ amount: string; reason: StockAdjustmentReason; note: string }>({
    amount: '',
    reason: 'received',
    note: '',
  });
  const { amount, reason, note } = form.values;
  const adjust = useMutation({
    mutationFn: () =>
      adminRequest<StockAdjustmentResponse>(
        `/products/${productId}/sizes/${size.id}/stock-adjustments`,
        {
          method: 'POST',
          body: {
            [mode]: Number(amount),
            reason,
            ...(note.trim() ? { note: note.trim() } : {}),
          },
        },
      ),
    onSuccess: (answer) => {
      void client.invalidateQueries({ queryKey: movementsKey(productId) });
      afterChange.products(client);
      form.set({ amount: '', note: '' });
      onAdjusted(answer.stock);
      toast.success(`The stock of ${size.name} is now ${answer.stock}.`);
    },
  });
  const errors = fieldErrors(adjust.error);
  const field = form.fields(errors);
  const amountError =
    errors[mode] ??
    (adjust.error && Object.keys(errors).length === 0 ? errorMessage(adjust.error) : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // This dialog sits inside the product form: its submit must not also save the product.
    event.stopPropagation();
    adjust.mutate();
  };
  return (
    <AdminDialog open={open} onClose={onClose} title={`Stock of ${size.name}`}>
      <p className="mt-1 text-sm text-gray-600">Now {size.stock} in stock.</p>
      <form className="mt-4 space-y-4" onSubmit={submit} noValidate>
        <fieldset className="flex gap-4 text-sm">
          <legend className="sr-only">How to change it</legend>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="mode"
              checked={mode === 'delta'}
              onChange={() => setMode('delta')}
            />
            Add or take away
          </label>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="mode"
              checked={mode === 'setTo'}
              onChange={() => {
                setMode('setTo');
                form.set({ reason: 'correction' });
              }}
            />
            Set the counted stock
          </label>
        </fieldset>
        <TextField
          label={mode === 'delta' ? 'Units (negative to take away)' : 'Counted stock'}
          {...field('amount')}
          error={amountError}
          type="number"
          inputMode="numeric"
          step={1}
        />
        <SelectField label="Reason" {...field('reason')} options={REASONS} />
        <TextField label="Note" marker="optional" {...field('note')} />
        <DialogActions
          onBack={onClose}
          backLabel="Cancel"
          submitLabel="Save stock"
          pendingLabel="Saving…"
          pending={adjust.isPending}
        />
      </form>
    </AdminDialog>
  );
}

/** The product's stock ledger, newest first: every order, cancellation and adjustment. */
export function StockHistory() {
  const productId = Number(useParams().id);
  const history = useInfiniteQuery({
    queryKey: movementsKey(productId),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      adminRequest<StockMovementsPage>(`/products/${productId}/stock-movements`, {
        query: { cursor: pageParam },
        signal,
      }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
  const rows = history.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="stock-history-title" className="mt-8 max-w-4xl">
      <h2 id="stock-history-title" className="text-lg font-bold text-ink">
        Stock history
      </h2>
      {history.isError && (
        <p role="alert" className="mt-2 text-red-800">
          {errorMessage(history.error)}
        </p>
      )}
      {rows.length > 0 && (
        <div className="mt-2 overflow-x-auto rounded-xl border border-gray-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="bg-gray-50 text-gray-600">
              <HeadRow columns={['When', 'Size', { right: 'Change' }, 'Why', 'By']} />
            </thead>
            <tbody className="divide-y divide-gray-100">
              {rows.map((row) => (
                <tr key={row.id}>
                  <td className="px-3 py-2 text-gray-700">{formatShopDateTime(row.createdAt)}</td>
                  <td className="px-3 py-2">{row.sizeName}</td>
                  <td
                    className={`px-3 py-2 text-right font-semibold tabular-nums ${row.delta < 0 ? 'text-red-800' : 'text-green-800'}`}
                  >
                    {row.delta > 0 ? `+${row.delta}` : row.delta}
                  </td>
                  <td className="px-3 py-2">
                    {REASON_LABELS[row.reason] ?? row.reason}
                    {row.orderNumber && ` ${row.orderNumber}`}
                    {row.note && <span className="block text-xs text-gray-600">{row.note}</span>}
                  </td>
                  <td className="px-3 py-2 text-gray-700">
                    {row.staffName ?? (row.orderId ? 'Customer' : '—')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {history.hasNextPage && (
        <button
          type="button"
          className={`${buttonClass('secondary', 'sm')} mt-3`}
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          Show older
        </button>
      )}
    </section>
  );
}
