import type { AuditEntry, AuditPage } from '@petshop/contracts/admin';
import { useInfiniteQuery } from '@tanstack/react-query';
import { buttonClass } from '../../../components/ui/button.tsx';
import { formatShopMoment } from '../../../lib/dates.ts';
import { usePageHead } from '../../../lib/page-meta.ts';
import { adminRequest, errorMessage } from '../admin-api.ts';

/** The fields an entry changed, with their values before and after. */
function changes(entry: AuditEntry): [field: string, before: unknown, after: unknown][] {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  if (typeof before !== 'object' || typeof after !== 'object') return [];
  const fields = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...fields]
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => [field, before[field], after[field]]);
}

/** An instant the API wrote (ISO, UTC): shown on Dubai's clock like every other time (issue 27). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

const shown = (value: unknown) =>
  value === undefined
    ? '—'
    : typeof value === 'string'
      ? ISO_INSTANT.test(value)
        ? formatShopMoment(value)
        : value
      : JSON.stringify(value);

/** /admin/activity (owners): every staff write, newest first: who, what, before and after. */
export function Component() {
  usePageHead({ title: 'Activity' });
  const log = useInfiniteQuery({
    queryKey: ['admin', 'audit'],
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      adminRequest<AuditPage>('/audit', { query: { cursor: pageParam, limit: 50 }, signal }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="activity-title" className="max-w-5xl">
      <h1 id="activity-title" className="text-2xl font-bold text-ink">
        Activity
      </h1>
      <p className="mt-1 text-sm text-gray-600">Every change made in the back office.</p>
      {log.isPending && <p className="mt-6 text-gray-600">Loading activity…</p>}
      {log.isError && (
        <p role="alert" className="mt-6 text-red-800">
          {errorMessage(log.error)}
        </p>
      )}
      {log.data && entries.length === 0 && (
        <p className="mt-6 text-gray-600">No changes have been made yet.</p>
      )}
      {entries.length > 0 && (
        <ol className="mt-6 divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
          {entries.map((entry) => (
            <li key={entry.id} className="px-4 py-3 text-sm">
              <p>
                <span className="font-semibold text-ink">{entry.action}</span>{' '}
                <span className="text-gray-700">
                  {entry.entityType} {entry.entityId ?? ''}
                </span>
              </p>
              <p className="text-gray-600">
                {entry.staffEmail} ·{' '}
                <time dateTime={entry.createdAt}>{formatShopMoment(entry.createdAt)}</time>
              </p>
              {changes(entry).length > 0 && (
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
                  {changes(entry).map(([field, before, after]) => (
                    <div key={field} className="contents">
                      <dt className="font-semibold text-gray-700">{field}</dt>
                      <dd className="break-all text-gray-700">
                        <del className="text-red-800">{shown(before)}</del> →{' '}
                        <ins className="text-green-800 no-underline">{shown(after)}</ins>
                      </dd>
                    </div>
                  ))}
                </dl>
              )}
            </li>
          ))}
        </ol>
      )}
      {log.hasNextPage && (
        <button
          type="button"
          className={`${buttonClass('secondary', 'sm')} mt-4`}
          disabled={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          {log.isFetchingNextPage ? 'Loading…' : 'Show older'}
        </button>
      )}
    </section>
  );
}

export default Component;
