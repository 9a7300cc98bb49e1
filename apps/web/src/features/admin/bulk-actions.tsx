import type { BulkResult } from '@petshop/contracts/admin-bulk';
import { useState, type ReactNode } from 'react';
import { toast } from '../../components/ui/toast.tsx';

/**
 * The rows chosen on a list's current page for a bulk action. Rows that leave the page (another
 * page, a filter) are no longer chosen: an action only ever applies to rows the person sees.
 */
export function useRowSelection(visibleIds: readonly number[]) {
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const chosen = visibleIds.filter((id) => picked.has(id));
  const all = visibleIds.length > 0 && chosen.length === visibleIds.length;
  return {
    chosen,
    all,
    isChosen: (id: number) => picked.has(id),
    toggle: (id: number) =>
      setPicked((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    toggleAll: () => setPicked(all ? new Set() : new Set(visibleIds)),
    clear: () => setPicked(new Set()),
  };
}

export type RowSelection = ReturnType<typeof useRowSelection>;

const boxClass = 'size-5 rounded border-gray-400 accent-brand-700';

/** The box in a list's header that chooses every row of the page. */
export function SelectAllBox({ selection, label }: { selection: RowSelection; label: string }) {
  return (
    <input
      type="checkbox"
      className={boxClass}
      aria-label={label}
      checked={selection.all}
      onChange={selection.toggleAll}
    />
  );
}

/** A row's box, labelled with what the row is ("Choose ORD-000012"). */
export function RowBox({
  selection,
  id,
  name,
}: {
  selection: RowSelection;
  id: number;
  name: string;
}) {
  return (
    <input
      type="checkbox"
      className={boxClass}
      aria-label={`Choose ${name}`}
      checked={selection.isChosen(id)}
      onChange={() => selection.toggle(id)}
    />
  );
}

/** What can be done with the chosen rows; shown once a row is chosen. */
export function BulkBar({
  selection,
  noun,
  children,
}: {
  selection: RowSelection;
  /** [one, many]: ['order', 'orders']. */
  noun: readonly [string, string];
  children: ReactNode;
}) {
  const count = selection.chosen.length;
  if (count === 0) return null;
  return (
    <div
      role="region"
      aria-label="Bulk actions"
      className="flex flex-wrap items-center gap-2 rounded-xl border border-brand-100 bg-brand-50 px-3 py-2 text-sm"
    >
      <p className="mr-auto font-semibold text-ink">
        {count} {count === 1 ? noun[0] : noun[1]} chosen
      </p>
      {children}
      <button
        type="button"
        onClick={selection.clear}
        className="min-h-11 px-2 font-semibold text-brand-800 hover:underline"
      >
        Clear
      </button>
    </div>
  );
}

/** A bulk action's answer, kept until dismissed: each row's result and the sentence for the done ones. */
export interface BulkAnswer {
  results: readonly BulkResult[];
  /** "2 orders marked processing." */
  done: (count: number) => string;
}

/**
 * After a bulk action: the choice is cleared, a toast says what was done (and how many were not),
 * and the outcome stays on the list, naming each refused row with its reason, until dismissed.
 */
export function useBulkAnswer(selection: RowSelection) {
  const [answer, setAnswer] = useState<BulkAnswer>();
  return {
    answer,
    settle: (next: BulkAnswer) => {
      selection.clear();
      setAnswer(next);
      const refused = next.results.filter((row) => !row.ok).length;
      const doneCount = next.results.length - refused;
      if (doneCount > 0) toast.success(next.done(doneCount));
      if (refused > 0) toast.warning(`${notChanged(refused)}: the list says why.`);
    },
    dismiss: () => setAnswer(undefined),
  };
}

const notChanged = (count: number) =>
  count === 1 ? '1 was not changed' : `${count} were not changed`;

/**
 * What a bulk action did, row by row: how many were done, and each refused row with its reason
 * (the single action's own words), named as the list names it.
 */
export function BulkOutcome({
  answer: { results, done },
  nameOf,
  onDismiss,
}: {
  answer: BulkAnswer;
  nameOf: (id: number) => string;
  onDismiss: () => void;
}) {
  const refused = results.filter((row) => !row.ok);
  const doneCount = results.length - refused.length;
  return (
    <div
      role="status"
      className={`rounded-xl border p-3 text-sm ${refused.length ? 'border-amber-300 bg-amber-50' : 'border-green-300 bg-green-50'}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          {doneCount > 0 && <p className="font-semibold text-ink">{done(doneCount)}</p>}
          {refused.length > 0 && (
            <>
              <p className="font-semibold text-ink">{notChanged(refused.length)}:</p>
              <ul className="mt-1 list-disc space-y-0.5 pl-5 text-gray-800">
                {refused.map((row) => (
                  <li key={row.id}>
                    <span className="font-semibold">{nameOf(row.id)}</span>: {row.message}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
        <button
          type="button"
          onClick={onDismiss}
          className="min-h-11 px-2 font-semibold text-brand-800 hover:underline"
        >
          Dismiss
        </button>
      </div>
    </div>
  );
}
