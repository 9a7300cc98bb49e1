import { Link, useSearchParams } from 'react-router';
import { formatShopDateTime } from '../../../lib/dates.ts';
import { usePageHead } from '../../../lib/page-meta.ts';
import { errorMessage } from '../admin-api.ts';
import { BookingStatusBadge } from '../status-badge.tsx';
import { Pager, SearchForm } from '../admin-ui.tsx';
import { useBookings } from './api/get-bookings.ts';
import { adminPaths } from '../admin-paths.ts';

const PAGE_SIZE = 25;
const STATUS_FILTERS = [
  ['', 'All statuses'],
  ['requested', 'New'],
  ['contacted', 'Contacted'],
  ['confirmed', 'Confirmed'],
  ['completed', 'Completed'],
  ['cancelled', 'Cancelled'],
  ['no_show', 'No-show'],
] as const;
const selectClass = 'rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm';

/** /admin/bookings: the grooming requests with search, status, day and sort kept in the address. */
export function BookingsList() {
  usePageHead({ title: 'Bookings' });
  const [params, setParams] = useSearchParams();
  const query = {
    q: params.get('q') ?? '',
    status: params.get('status') ?? '',
    day: params.get('day') ?? '',
    sort: params.get('sort') ?? '-created',
    page: Number(params.get('page') ?? '1') || 1,
  };
  const list = useBookings({
    q: query.q,
    status: query.status,
    from: query.day,
    to: query.day,
    sort: query.sort,
    page: query.page,
    pageSize: PAGE_SIZE,
  });

  const update = (changes: Record<string, string | number>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === '' || value === 1 || (key === 'sort' && value === '-created')) next.delete(key);
      else next.set(key, String(value));
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;

  return (
    <section aria-labelledby="bookings-title">
      <h1 id="bookings-title" className="text-2xl font-bold text-ink">
        Bookings
      </h1>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <SearchForm
          id="booking-search"
          label="Search bookings"
          placeholder="Reference, name, e-mail or phone"
          initial={query.q}
          onSearch={(words) => update({ q: words })}
        />
        <label className="text-sm">
          <span className="mb-1 block font-semibold text-gray-700">Status</span>
          <select
            value={query.status}
            onChange={(event) => update({ status: event.target.value })}
            className={selectClass}
          >
            {STATUS_FILTERS.map(([value, label]) => (
              <option key={label} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          <span className="mb-1 block font-semibold text-gray-700">Appointment day</span>
          <input
            type="date"
            value={query.day}
            onChange={(event) => update({ day: event.target.value })}
            className={selectClass}
          />
        </label>
        <label className="text-sm">
          <span className="mb-1 block font-semibold text-gray-700">Order</span>
          <select
            value={query.sort}
            onChange={(event) => update({ sort: event.target.value })}
            className={selectClass}
          >
            <option value="-created">Newest requests first</option>
            <option value="scheduled">Soonest appointment first</option>
          </select>
        </label>
      </div>

      {list.isError && (
        <p role="alert" className="mt-6 text-red-800">
          {errorMessage(list.error)}
        </p>
      )}
      {list.data && (
        <>
          <p className="mt-4 text-sm text-gray-600" aria-live="polite">
            {list.data.total === 1
              ? '1 booking'
              : `${list.data.total.toLocaleString('en')} bookings`}
          </p>
          <div className="mt-2 overflow-x-auto rounded-xl border border-gray-200 bg-white">
            <table className="w-full text-left text-sm">
              <thead className="bg-gray-50 text-gray-600">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Reference
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Customer
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Pet
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Status
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Appointment
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Notes
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100">
                {list.data.items.map((booking) => (
                  <tr key={booking.id} className="hover:bg-gray-50">
                    <td className="px-4 py-3">
                      <Link
                        to={adminPaths.booking(booking.id)}
                        className="font-mono font-semibold text-brand-800 hover:underline"
                      >
                        {booking.reference}
                      </Link>
                      <span className="block text-xs text-gray-600">
                        Requested {formatShopDateTime(booking.createdAt)}
                      </span>
                    </td>
                    <td className="px-4 py-3">
                      <span className="block text-ink">{booking.name}</span>
                      <span className="block text-xs text-gray-600">{booking.email}</span>
                      <span className="block text-xs text-gray-600">{booking.phone}</span>
                    </td>
                    <td className="px-4 py-3 text-gray-700">{booking.service}</td>
                    <td className="px-4 py-3">
                      <BookingStatusBadge status={booking.status} label={booking.statusLabel} />
                    </td>
                    <td className="px-4 py-3 text-gray-700">
                      {formatShopDateTime(booking.scheduledAt) ?? '—'}
                    </td>
                    <td className="max-w-56 px-4 py-3 text-gray-700">
                      <span className="line-clamp-2 break-words whitespace-pre-line">
                        {booking.staffNotes || '—'}
                      </span>
                    </td>
                  </tr>
                ))}
                {list.data.items.length === 0 && (
                  <tr>
                    <td colSpan={6} className="px-4 py-10 text-center text-gray-600">
                      No bookings match.
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
          <Pager page={query.page} pages={pages} onPage={(next) => update({ page: next })} />
        </>
      )}
    </section>
  );
}
