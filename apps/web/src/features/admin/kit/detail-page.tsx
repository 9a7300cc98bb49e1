import {
  useMutation,
  useQueryClient,
  type QueryKey,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage, fieldErrors } from '../admin-api.ts';

// The pieces every record page of the back office (an order, a booking, a customer) is made of,
// after Medusa's detail pages: a header, then a stack of sections.

/** What a record page shows until its record is there: the wait, or why it failed. */
export function recordPending(query: UseQueryResult<unknown>, waiting: string): ReactNode {
  if (query.isPending) return <p className="text-gray-600">{waiting}</p>;
  if (query.isError) {
    return (
      <p role="alert" className="text-red-800">
        {errorMessage(query.error)}
      </p>
    );
  }
  return null;
}

/** A failed call's message when it names no field (a 422's fields are said beside them). */
export function formlessProblem(error: unknown): string | undefined {
  return error && Object.keys(fieldErrors(error)).length === 0 ? errorMessage(error) : undefined;
}

/** A problem said in a red box above the page or the form it concerns. */
export function ProblemAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
      {children}
    </p>
  );
}

/**
 * A record page: the way back to its list, its title (with its status badge), a line under it,
 * its actions, a problem with the last action, and its sections.
 */
export function RecordPage({
  titleId,
  back,
  title,
  subtitle,
  actions,
  problem,
  children,
}: {
  titleId: string;
  back: { to: string; label: string };
  title: ReactNode;
  subtitle: ReactNode;
  actions?: ReactNode;
  problem?: ReactNode;
  children: ReactNode;
}) {
  return (
    <article aria-labelledby={titleId} className="max-w-5xl space-y-6">
      <p>
        <Link to={back.to} className="text-sm font-semibold text-brand-800 hover:underline">
          ← {back.label}
        </Link>
      </p>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 id={titleId} className="flex items-center gap-3 text-2xl font-bold text-ink">
            {title}
          </h1>
          <p className="mt-1 text-sm text-gray-600">{subtitle}</p>
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </header>
      <ProblemAlert>{problem}</ProblemAlert>
      {children}
    </article>
  );
}

/** A small card of a record page (Customer, Payment, Delivery …), a region named by its title. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-xl border border-gray-200 bg-white p-4 text-sm">
      <h2 className="mb-2 font-bold text-ink">{title}</h2>
      {children}
    </section>
  );
}

/** The row of small cards under a record page's header. */
export function PanelRow({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 md:grid-cols-3">{children}</div>;
}

/**
 * A change to the record a page shows: its answer is the record as it now stands, put straight
 * into the page; the lists (and other screens) that show it are asked again; a refusal reloads
 * the record, which may have moved on meanwhile.
 */
export function useRecordChange<Input, Record>({
  recordKey,
  staleKeys,
  change,
  onChanged,
}: {
  recordKey: QueryKey;
  /** The other screens' keys that show this record. */
  staleKeys: readonly QueryKey[];
  change: (input: Input) => Promise<Record>;
  onChanged?: (record: Record, input: Input) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (record, input) => {
      queryClient.setQueryData(recordKey, record);
      for (const queryKey of staleKeys) void queryClient.invalidateQueries({ queryKey });
      onChanged?.(record, input);
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: recordKey }),
  });
}

/** A wide section of a record page (its items, its orders): a titled card, its body flush. */
export function RecordSection({
  titleId,
  title,
  children,
}: {
  titleId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-gray-200 bg-white">
      <h2 id={titleId} className="border-b border-gray-100 px-4 py-3 font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A column's heading in a record section's table: numbers right, some hidden on a phone. */
export function ColumnHead({
  children,
  numeric = false,
  wide = false,
}: {
  children: ReactNode;
  numeric?: boolean;
  /** Shown from the small breakpoint up only. */
  wide?: boolean;
}) {
  return (
    <th
      scope="col"
      className={`px-4 py-2 font-semibold ${numeric ? 'text-right' : ''} ${wide ? 'hidden sm:table-cell' : ''}`}
    >
      {children}
    </th>
  );
}
