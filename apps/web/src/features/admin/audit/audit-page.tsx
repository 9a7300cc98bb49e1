import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { formatShopMoment } from '../../../lib/dates.ts';
import { usePageHead } from '../../../lib/page-meta.ts';
import { useStaffList } from '../staff/api/get-staff.ts';
import { useAuditLog } from './api/get-audit.ts';
import { DateFilter, ListError, SelectFilter } from '../admin-ui.tsx';
import { useListParams } from '../use-list-params.ts';
import { actionWords, AUDIT_KINDS, changesOf, subjectOf } from './audit-words.ts';

/** The log's filters in the address, none by default. */
const FILTERS = { staffId: '', entityType: '', from: '', to: '' } as const;

/** /admin/activity (owners): every staff change, newest first, in plain words, with filters. */
export function Component() {
  usePageHead({ title: 'Activity' });
  const { values: filter, filtered, clear, bind } = useListParams(FILTERS);
  const staff = useStaffList();
  const log = useAuditLog(filter);
  const names = new Map(staff.data?.items.map((person) => [person.id, person.name]));
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="activity-title" className="max-w-5xl">
      <h1 id="activity-title" className="text-2xl font-bold text-ink">
        Activity
      </h1>
      <p className="mt-1 text-sm text-gray-600">Every change made in the back office.</p>
      <div
        role="group"
        aria-label="Filters"
        className="mt-4 flex flex-wrap items-end gap-3 text-sm"
      >
        <SelectFilter
          label="Who"
          {...bind('staffId')}
          options={[
            ['', 'Everyone'],
            ...(staff.data?.items.map((person) => [String(person.id), person.name] as const) ?? []),
          ]}
        />
        <SelectFilter
          label="What"
          {...bind('entityType')}
          options={[['', 'Everything'], ...AUDIT_KINDS]}
        />
        <DateFilter label="From" {...bind('from')} />
        <DateFilter label="To" {...bind('to')} />
        {filtered && (
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={clear}>
            Clear filters
          </button>
        )}
      </div>
      {log.isPending && <p className="mt-6 text-gray-600">Loading activity…</p>}
      {log.isError && <ListError error={log.error} />}
      {log.data && entries.length === 0 && (
        <p className="mt-6 text-gray-600">
          {filtered ? 'No changes match these filters.' : 'No changes have been made yet.'}
        </p>
      )}
      {entries.length > 0 && (
        <ol className="mt-6 divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
          {entries.map((entry) => {
            const subject = subjectOf(entry);
            const changes = changesOf(entry);
            return (
              <li key={entry.id} className="px-4 py-3 text-sm">
                <p>
                  <span className="font-semibold text-ink">
                    {(entry.staffId !== null && names.get(entry.staffId)) || entry.staffEmail}
                  </span>{' '}
                  {actionWords(entry.action)}{' '}
                  {subject.href ? (
                    <Link
                      to={subject.href}
                      className="font-semibold text-brand-800 hover:underline"
                    >
                      {subject.name}
                    </Link>
                  ) : (
                    <span className="font-semibold">{subject.name}</span>
                  )}
                </p>
                <p className="text-gray-600">
                  <time dateTime={entry.createdAt}>{formatShopMoment(entry.createdAt)}</time>
                </p>
                {changes.length > 0 && (
                  <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
                    {changes.map((change) => (
                      <div key={change.field} className="contents">
                        <dt className="font-semibold text-gray-700">{change.field}</dt>
                        <dd className="break-words text-gray-700">
                          <del className="text-red-800">{change.before}</del> →{' '}
                          <ins className="text-green-800 no-underline">{change.after}</ins>
                        </dd>
                      </div>
                    ))}
                  </dl>
                )}
              </li>
            );
          })}
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
