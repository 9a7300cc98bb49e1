import { t } from '@lingui/core/macro';
import type { Appointment } from '@petshop/contracts/grooming';
import { useEffect, useRef } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';
import { formatAed } from '../../../lib/money.ts';
import { formatAppointmentTime, formatDuration } from '../../../lib/appointment-time.ts';

/** What the customer sees once a time is booked: when, with whom, what, the total, the reference. */
export function AppointmentConfirmation({
  appointment,
  onBookAnother,
}: {
  appointment: Appointment;
  onBookAnother: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the customer was in is gone: reading goes on from the news.
  useEffect(() => heading.current?.focus(), []);

  return (
    <div
      aria-labelledby="appointment-confirmed-title"
      role="region"
      className="mt-4 rounded-2xl bg-green-50 p-5 ring-1 ring-green-200 sm:p-6"
    >
      <div className="flex items-start gap-3">
        <Icon name="check-circle" className="mt-1 size-6 shrink-0 text-green-700" />
        <div className="min-w-0 flex-1">
          <h3
            id="appointment-confirmed-title"
            ref={heading}
            tabIndex={-1}
            className="text-xl font-bold text-green-900 focus:outline-none"
          >
            {t`Your appointment is confirmed`}
          </h3>
          <p className="mt-1 text-green-900">
            <time dateTime={appointment.starts_at} className="font-semibold">
              {formatAppointmentTime(appointment.starts_at)}
            </time>{' '}
            {t`(Dubai time)`}
          </p>
        </div>
      </div>

      <dl className="mt-5 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-gray-600">{t`Booking reference`}</dt>
          <dd className="font-mono text-base font-bold tracking-wide text-ink">
            <bdi dir="ltr">{appointment.reference}</bdi>
          </dd>
        </div>
        <div>
          <dt className="text-gray-600">{t`Groomer`}</dt>
          <dd className="text-base font-semibold text-ink">{appointment.groomer}</dd>
        </div>
      </dl>

      <table className="mt-5 w-full text-sm">
        <caption className="sr-only">{t`Services booked`}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{t`Service`}</th>
            <th scope="col">{t`Price`}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-green-200/70">
          {appointment.services.map((service) => (
            <tr key={service.name}>
              <th scope="row" className="py-2 pe-3 text-start font-normal text-ink">
                {service.name}{' '}
                <span className="text-gray-600">({formatDuration(service.duration_minutes)})</span>
              </th>
              <td className="py-2 text-end whitespace-nowrap text-ink">
                {formatAed(service.price)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-green-300">
            <th scope="row" className="pt-3 pe-3 text-start font-bold text-ink">
              {t`Total`} <span className="font-normal text-gray-600">{t`(paid at the shop)`}</span>
            </th>
            <td className="pt-3 text-end text-base font-bold whitespace-nowrap text-ink">
              {formatAed(appointment.price)}
            </td>
          </tr>
        </tfoot>
      </table>

      <p className="mt-5 text-sm text-gray-700">
        {t`Quote your reference if you need to call us about it.`}
      </p>
      <button
        type="button"
        onClick={onBookAnother}
        className="mt-4 inline-flex h-11 items-center rounded-full bg-white px-5 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 transition-colors hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {t`Book another appointment`}
      </button>
    </div>
  );
}
