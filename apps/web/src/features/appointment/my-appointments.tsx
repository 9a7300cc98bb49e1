import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { PanelHeading } from '../../components/ui/panel-heading.tsx';
import { LoadingMessage } from '../../components/ui/spinner.tsx';
import { paths } from '../../config/paths.ts';
import { formatAppointmentTime } from '../../lib/appointment-time.ts';
import {
  useCancelOwn,
  useMoveOwn,
  useMyAppointments,
  type AppointmentByLink,
} from './appointment-api.ts';
import { Details, Manage } from './appointment-manage.tsx';

/** Still to come: confirmed and not over yet. */
const upcoming = (booked: AppointmentByLink, now: number) =>
  booked.appointment.status === 'confirmed' && new Date(booked.appointment.ends_at).getTime() > now;

const PAST_STATUS: Partial<Record<string, MessageDescriptor>> = {
  confirmed: msg`Done`,
  completed: msg`Done`,
  cancelled: msg`Cancelled`,
  no_show: msg`Missed`,
};

const pastStatus = (status: string) => {
  const label = PAST_STATUS[status];
  return label ? i18n._(label) : status;
};

/**
 * The profile's My Appointments (issue 31): the customer's own grooming appointments, those to
 * come first, soonest first, each to move or cancel up to 24 hours before (as the e-mailed link
 * allows); then the past and cancelled ones.
 */
export function MyAppointments({ enabled }: { enabled: boolean }) {
  const mine = useMyAppointments(enabled);
  const [notice, setNotice] = useState('');
  const [now] = useState(() => Date.now());
  const all = mine.data?.data ?? [];
  const ahead = all.filter((each) => upcoming(each, now)).reverse();
  const behind = all.filter((each) => !upcoming(each, now));

  return (
    <div className="space-y-6">
      <PanelHeading
        title={t`My Appointments`}
        text={t`Your grooming appointments. Move or cancel one up to 24 hours before it starts.`}
      />
      <p
        role="status"
        className={notice ? 'rounded-xl bg-green-50 px-4 py-3 text-sm text-green-900' : 'sr-only'}
      >
        {notice}
      </p>
      {mine.isPending ? (
        <LoadingMessage
          text={t`Loading your appointments...`}
          className="flex flex-col items-center gap-3 py-12"
        />
      ) : mine.isError ? (
        <LoadError onRetry={() => void mine.refetch()} retrying={mine.isFetching} heading="h3" />
      ) : all.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-gray-300 px-6 py-12 text-center">
          <span className="inline-flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <Icon name="calendar" className="size-8" />
          </span>
          <h3 className="mt-4 text-lg font-bold text-ink">{t`No appointments yet`}</h3>
          <p className="mt-1 max-w-sm text-sm text-gray-600">
            {t`Pick a free time on the booking page and it will show up here.`}
          </p>
          <Link to={paths.booking.getHref()} className={`${buttonClass('primary', 'sm')} mt-6`}>
            {t`Book Grooming`}
          </Link>
        </div>
      ) : (
        <>
          <section aria-labelledby="appointments-ahead" className="space-y-4">
            <h3 id="appointments-ahead" className="text-lg font-bold text-ink">
              {t`Upcoming`}
            </h3>
            {ahead.length === 0 ? (
              <p className="text-sm text-gray-600">
                {t`Nothing booked ahead.`}{' '}
                <Link
                  to={paths.booking.getHref()}
                  className="font-semibold text-brand-700 underline"
                >
                  {t`Book grooming`}
                </Link>
              </p>
            ) : (
              <ul className="space-y-6">
                {ahead.map((booked) => (
                  <li key={`${booked.appointment.reference} ${booked.appointment.starts_at}`}>
                    <OwnAppointment booked={booked} onChanged={setNotice} />
                  </li>
                ))}
              </ul>
            )}
          </section>
          {behind.length > 0 && (
            <section aria-labelledby="appointments-behind" className="space-y-4">
              <h3 id="appointments-behind" className="text-lg font-bold text-ink">
                {t`Past and cancelled`}
              </h3>
              <ul className="space-y-4">
                {behind.map(({ appointment }) => (
                  <li
                    key={appointment.reference}
                    className="space-y-3 rounded-2xl border border-gray-200 bg-white p-5"
                  >
                    <p className="text-sm font-semibold text-gray-700">
                      {pastStatus(appointment.status)}
                    </p>
                    <Details appointment={appointment} />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}

function OwnAppointment({
  booked,
  onChanged,
}: {
  booked: AppointmentByLink;
  onChanged: (notice: string) => void;
}) {
  const { reference } = booked.appointment;
  const cancel = useCancelOwn(reference);
  const move = useMoveOwn(reference);
  return (
    <Manage
      booked={booked}
      level={3}
      title={formatAppointmentTime(booked.appointment.starts_at)}
      cancel={{
        ...cancel,
        mutate: () =>
          cancel.mutate(undefined, {
            onSuccess: () =>
              onChanged(
                t`Your appointment ${reference} is cancelled. We have e-mailed you a confirmation.`,
              ),
          }),
      }}
      move={{
        ...move,
        mutate: (startsAt: string) =>
          move.mutate(startsAt, {
            onSuccess: ({ appointment }) => {
              const time = formatAppointmentTime(appointment.starts_at);
              onChanged(
                t`Your appointment ${reference} has moved to ${time}. We have e-mailed you the new time.`,
              );
            },
          }),
      }}
    />
  );
}
