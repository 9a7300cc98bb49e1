import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { BookingSummary } from '@petshop/contracts';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { formatShopDateTime } from '../../../lib/dates.ts';
import { useMyBookings } from '../api/get-my-bookings.ts';

const STATUS_STYLES: Record<BookingSummary['status'], string> = {
  requested: 'bg-amber-100 text-amber-800',
  contacted: 'bg-amber-100 text-amber-800',
  confirmed: 'bg-blue-100 text-blue-800',
  completed: 'bg-green-100 text-green-800',
  cancelled: 'bg-gray-200 text-gray-700',
  no_show: 'bg-gray-200 text-gray-700',
};

/** What the customer reads: 'contacted' is still a request being arranged with them. */
const STATUS_LABELS: Record<BookingSummary['status'], MessageDescriptor> = {
  requested: msg`Requested`,
  contacted: msg`Requested`,
  confirmed: msg`Confirmed`,
  completed: msg`Completed`,
  cancelled: msg`Cancelled`,
  no_show: msg`Missed`,
};
const statusLabel = (status: BookingSummary['status']) => i18n._(STATUS_LABELS[status]);

/** What was asked for, by pet type (the spec's English word the booking keeps). */
const SERVICE_LABELS: Partial<Record<string, MessageDescriptor>> = {
  Dog: msg`Dog grooming`,
  Cat: msg`Cat grooming`,
  Bird: msg`Bird grooming`,
  Others: msg`Others grooming`,
};
const serviceLabel = (service: string) => {
  const label = SERVICE_LABELS[service];
  return label ? i18n._(label) : t`${service} grooming`;
};

/** The customer's grooming booking requests, newest first (for the account area). */
export function MyBookings() {
  const bookings = useMyBookings();

  return (
    <section aria-labelledby="my-bookings-title" className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="my-bookings-title" className="text-xl font-bold text-ink">
          {t`My Grooming Bookings`}
        </h2>
        {bookings.data && bookings.data.length > 0 && (
          <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-sm font-semibold text-brand-700">
            {bookings.data.length}
          </span>
        )}
      </div>

      {bookings.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label={t`Loading your booking requests`} />
        </div>
      ) : bookings.isError ? (
        <div role="alert" className="rounded-2xl bg-red-50 p-5 text-red-800 ring-1 ring-red-200">
          <p>{t`Failed to load your booking requests.`}</p>
          <button
            type="button"
            onClick={() => void bookings.refetch()}
            className="mt-3 rounded-full bg-white px-4 py-2 text-sm font-semibold text-red-800 ring-1 ring-red-200 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
          >
            {t`Retry`}
          </button>
        </div>
      ) : bookings.data.length === 0 ? (
        <div className="rounded-2xl bg-white px-6 py-12 text-center ring-1 ring-gray-100">
          <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Icon name="calendar" className="size-7" />
          </span>
          <p className="mt-4 text-lg font-semibold text-ink">{t`No booking requests yet`}</p>
          <p className="mt-1 text-gray-600">
            {t`Treat your pet to a bath, trim and pamper session with our groomers.`}
          </p>
          <Link
            to={paths.booking.getHref()}
            className="mt-6 inline-flex h-11 items-center rounded-full bg-brand-700 px-6 font-semibold text-white transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {t`Book Grooming`}
          </Link>
        </div>
      ) : (
        <ul className="space-y-3">
          {bookings.data.map((booking) => (
            <li
              key={booking.reference}
              className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-100"
            >
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <p className="font-mono text-base font-bold tracking-wide text-ink">
                    <bdi dir="ltr">{booking.reference}</bdi>
                  </p>
                  <p className="mt-1 text-sm text-gray-600">
                    {serviceLabel(booking.service)} · {t`Requested on`}{' '}
                    <time dateTime={booking.created_at}>
                      {formatShopDateTime(booking.created_at)}
                    </time>
                  </p>
                </div>
                <span
                  className={`rounded-full px-3 py-1 text-xs font-bold ${STATUS_STYLES[booking.status]}`}
                >
                  {statusLabel(booking.status)}
                </span>
              </div>
              {booking.status === 'confirmed' && booking.scheduled_at && (
                <p className="mt-3 flex items-center gap-2 rounded-xl bg-blue-50 px-3 py-2 text-sm font-semibold text-blue-900">
                  <Icon name="calendar" className="size-4 shrink-0" />
                  <span>
                    {t`Appointment:`}{' '}
                    <time dateTime={booking.scheduled_at}>
                      {formatShopDateTime(booking.scheduled_at)}
                    </time>{' '}
                    {t`(Dubai time)`}
                  </span>
                </p>
              )}
              {booking.message && (
                <p className="mt-3 line-clamp-2 text-sm break-words text-gray-700">
                  {booking.message}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
