import type { AdminBooking } from '@petshop/contracts/admin-bookings';
import { Link } from 'react-router';
import { formatShopDateTime } from '../../../lib/dates.ts';
import { usePageHead } from '../../../lib/page-meta.ts';
import { adminPaths } from '../admin-paths.ts';
import { DateFilter, SelectFilter } from '../admin-ui.tsx';
import { IndexTable, ListFilters, ListResults, type IndexColumn } from '../index-table.tsx';
import { BookingStatusBadge } from '../status-badge.tsx';
import { useListParams } from '../use-list-params.ts';
import { useBookings } from './api/get-bookings.ts';

const PAGE_SIZE = 25;
/** The list's address keys and their values when absent. */
const BOOKING_PARAMS = {
  q: '',
  status: '',
  day: '',
  sort: '-created',
};

const STATUS_FILTERS = [
  ['', 'All statuses'],
  ['requested', 'New'],
  ['contacted', 'Contacted'],
  ['confirmed', 'Confirmed'],
  ['completed', 'Completed'],
  ['cancelled', 'Cancelled'],
  ['no_show', 'No-show'],
] as const;
const SORTS = [
  ['-created', 'Newest requests first'],
  ['scheduled', 'Soonest appointment first'],
] as const;

const BOOKING_COLUMNS: readonly IndexColumn<AdminBooking>[] = [
  {
    header: 'Reference',
    cell: (booking) => (
      <>
        <Link
          to={adminPaths.booking(booking.id)}
          className="font-mono font-semibold text-brand-800 hover:underline"
        >
          {booking.reference}
        </Link>
        <span className="block text-xs text-gray-600">
          Requested {formatShopDateTime(booking.createdAt)}
        </span>
      </>
    ),
  },
  {
    header: 'Customer',
    cell: (booking) => (
      <>
        <span className="block text-ink">{booking.name}</span>
        <span className="block text-xs text-gray-600">{booking.email}</span>
        <span className="block text-xs text-gray-600">{booking.phone}</span>
      </>
    ),
  },
  { header: 'Pet', className: 'text-gray-700', cell: (booking) => booking.service },
  {
    header: 'Status',
    cell: (booking) => <BookingStatusBadge status={booking.status} label={booking.statusLabel} />,
  },
  {
    header: 'Appointment',
    className: 'text-gray-700',
    cell: (booking) => formatShopDateTime(booking.scheduledAt) ?? '—',
  },
  {
    header: 'Notes',
    className: 'max-w-56 text-gray-700',
    cell: (booking) => (
      <span className="line-clamp-2 break-words whitespace-pre-line">
        {booking.staffNotes || '—'}
      </span>
    ),
  },
];

/** /admin/bookings: the grooming requests with search, status, day and sort kept in the address. */
export function BookingsList() {
  usePageHead({ title: 'Bookings' });
  const { values: query, page, update, bind, searching } = useListParams(BOOKING_PARAMS);
  const list = useBookings({
    q: query.q,
    status: query.status,
    from: query.day,
    to: query.day,
    sort: query.sort,
    page,
    pageSize: PAGE_SIZE,
  });

  return (
    <section aria-labelledby="bookings-title">
      <h1 id="bookings-title" className="text-2xl font-bold text-ink">
        Bookings
      </h1>
      <ListFilters
        search={{
          id: 'booking-search',
          label: 'Search bookings',
          placeholder: 'Reference, name, e-mail or phone',
          ...searching('q'),
        }}
      >
        <SelectFilter label="Status" options={STATUS_FILTERS} {...bind('status')} />
        <DateFilter label="Appointment day" {...bind('day')} />
        <SelectFilter label="Order" options={SORTS} {...bind('sort')} />
      </ListFilters>

      <ListResults
        list={list}
        noun={['booking', 'bookings']}
        page={page}
        onPage={(next) => update({ page: next })}
      >
        {(items) => (
          <IndexTable rows={items} columns={BOOKING_COLUMNS} empty="No bookings match." />
        )}
      </ListResults>
    </section>
  );
}
