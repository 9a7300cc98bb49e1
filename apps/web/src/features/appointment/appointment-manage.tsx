import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { Appointment } from '@petshop/contracts/grooming';
import type { PetSize } from '@petshop/contracts/grooming-terms';
import { buttonClass } from '../../components/ui/button.tsx';
import { formatAppointmentTime, formatClock, formatSlotDay } from '../../lib/appointment-time.ts';
import { shopWallClock } from '../../lib/dates.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { formatAed } from '../../lib/money.ts';
import { useShopSettings } from '../../lib/shop-settings.ts';
import {
  useAppointmentByLink,
  useCancelByLink,
  useFreeTimes,
  useMoveByLink,
  type AppointmentByLink,
  type CancelAppointment,
  type MoveAppointment,
} from './appointment-api.ts';

/** The token of the e-mailed link: in the fragment, so it never reaches a server log. */
const tokenFromLocation = () =>
  new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';

/** "Mon 30 Nov 2026 at 10:00 AM" and "11:15 AM", Dubai time. */
const when = formatAppointmentTime;
const until = (iso: string) => formatClock(shopWallClock(new Date(iso)).slice(11, 16));

/** How each pet size reads (the contract's PET_SIZE_LABELS, in the shop's language). */
const PET_SIZE_LABELS: Record<PetSize, MessageDescriptor> = {
  dog_small: msg`Small dog (up to 10 kg)`,
  dog_medium: msg`Medium dog (10–25 kg)`,
  dog_large: msg`Large dog (over 25 kg)`,
  cat: msg`Cat`,
  bird: msg`Bird`,
  other: msg`Other pet`,
};

/** A phone number kept left to right inside an Arabic sentence (a Unicode isolate). */
const isolated = (phone: string) => (currentLanguage() === 'ar' ? `\u2066${phone}\u2069` : phone);

const panel = 'rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6';
const alertClass = 'rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800';
const choice =
  'cursor-pointer rounded-lg border border-gray-300 px-3 py-2 text-sm font-medium text-ink has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700';

export function Details({ appointment }: { appointment: Appointment }) {
  const start = when(appointment.starts_at);
  const end = until(appointment.ends_at);
  const price = formatAed(appointment.price);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      <dt className="font-semibold text-gray-700">{t`When`}</dt>
      <dd>{t`${start} (Dubai time), until ${end}`}</dd>
      <dt className="font-semibold text-gray-700">{t`Groomer`}</dt>
      <dd>{appointment.groomer}</dd>
      <dt className="font-semibold text-gray-700">{t`Pet`}</dt>
      <dd>{i18n._(PET_SIZE_LABELS[appointment.pet_size])}</dd>
      <dt className="font-semibold text-gray-700">{t`Services`}</dt>
      <dd>
        <ul>
          {appointment.services.map((service) => (
            <li key={service.name}>
              {service.name}: {formatAed(service.price)}
            </li>
          ))}
        </ul>
      </dd>
      <dt className="font-semibold text-gray-700">{t`Total`}</dt>
      <dd>{t`${price}, paid at the shop`}</dd>
      <dt className="font-semibold text-gray-700">{t`Reference`}</dt>
      <dd className="font-mono">
        <bdi dir="ltr">{appointment.reference}</bdi>
      </dd>
    </dl>
  );
}

/**
 * /appointment#token=…: the appointment of the e-mailed private link; up to 24 hours before,
 * cancel it or move it to another free time (issue 31).
 */
export function AppointmentManage() {
  const [token] = useState(tokenFromLocation);
  const link = useAppointmentByLink(token);
  const cancel = useCancelByLink(token);
  const move = useMoveByLink(token);

  if (!token) {
    return (
      <p role="alert" className={alertClass}>
        {t`This link is incomplete. Please open it again from the email.`}
      </p>
    );
  }
  if (link.isPending) return <p className="text-gray-600">{t`Loading your appointment…`}</p>;
  if (link.isError) {
    return (
      <div className="space-y-4">
        <p role="alert" className={alertClass}>
          {link.error.message}
        </p>
        <Link to="/booking" className={buttonClass('primary')}>
          {t`Book grooming`}
        </Link>
      </div>
    );
  }
  if (cancel.isSuccess) {
    const reference = cancel.data.reference;
    return (
      <div className={`${panel} space-y-4`}>
        <p role="status" className="text-lg font-semibold text-ink">
          {t`Your appointment ${reference} is cancelled.`}
        </p>
        <p className="text-sm text-gray-700">
          {t`We have e-mailed you a confirmation. The time is free for another pet now.`}
        </p>
        <Link to="/booking" className={buttonClass('primary')}>
          {t`Book another time`}
        </Link>
      </div>
    );
  }
  if (move.isSuccess) {
    return (
      <div className={`${panel} space-y-4`}>
        <p role="status" className="text-lg font-semibold text-ink">
          {t`Your appointment has moved.`}
        </p>
        <Details appointment={move.data.appointment} />
        <p className="text-sm text-gray-700">
          {t`We have e-mailed you the new time with a new private link; this one no longer works.`}
        </p>
      </div>
    );
  }
  return <Manage booked={link.data} cancel={cancel} move={move} />;
}

/** An appointment with, while it may change, its move and cancel (by the link or the profile). */
export function Manage({
  booked,
  cancel,
  move,
  title,
  level = 2,
}: {
  booked: AppointmentByLink;
  cancel: CancelAppointment;
  move: MoveAppointment;
  /** Its heading; 'Your appointment' when none is given. */
  title?: string;
  /** Its headings' level: 3 inside a list under the page's own h2. */
  level?: 2 | 3;
}) {
  const Heading = level === 3 ? 'h3' : 'h2';
  const { data: settings } = useShopSettings();
  const [moving, setMoving] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  // Several on one page (the profile's list): each its own ids.
  const id = useId();
  const { appointment } = booked;
  const cancelled = appointment.status === 'cancelled';
  const phone = settings?.support_phone ? isolated(settings.support_phone) : null;
  return (
    <div className="space-y-6">
      <section aria-labelledby={`${id}-details`} className={`${panel} space-y-4`}>
        <Heading id={`${id}-details`} className="text-lg font-bold text-ink">
          {cancelled ? t`This appointment was cancelled` : (title ?? t`Your appointment`)}
        </Heading>
        <Details appointment={appointment} />
      </section>
      {!booked.can_change && !cancelled && (
        <p className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900">
          {phone
            ? t`It starts within 24 hours, so it can no longer be changed online. To cancel or move it, please call us on ${phone}.`
            : t`It starts within 24 hours, so it can no longer be changed online. To cancel or move it, please call us.`}
        </p>
      )}
      {booked.can_change && (
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={() => setMoving((open) => !open)}
            aria-expanded={moving}
          >
            {t`Choose another time`}
          </button>
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => setConfirmingCancel(true)}
          >
            {t`Cancel appointment`}
          </button>
        </div>
      )}
      {confirmingCancel && (
        <div role="alertdialog" aria-labelledby={`${id}-cancel`} className={`${panel} space-y-4`}>
          <p id={`${id}-cancel`} className="font-semibold text-ink">
            {t`Cancel this appointment?`}
          </p>
          {cancel.isError && (
            <p role="alert" className={alertClass}>
              {cancel.error.message}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className={buttonClass('primary')}
              disabled={cancel.isPending}
              onClick={() => cancel.mutate()}
            >
              {cancel.isPending ? t`Cancelling…` : t`Yes, cancel it`}
            </button>
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={() => setConfirmingCancel(false)}
            >
              {t`No, keep it`}
            </button>
          </div>
        </div>
      )}
      {moving && <MoveTo booked={booked} move={move} Heading={Heading} />}
    </div>
  );
}

function MoveTo({
  booked,
  move,
  Heading,
}: {
  booked: AppointmentByLink;
  move: MoveAppointment;
  Heading: 'h2' | 'h3';
}) {
  const times = useFreeTimes(booked, true);
  const id = useId();
  const [date, setDate] = useState('');
  const [startsAt, setStartsAt] = useState('');
  const days = times.data?.days ?? [];
  const shown = days.find((each) => each.date === date) ?? days[0];
  const shownDay = shown ? formatSlotDay(shown.date) : '';
  return (
    <section aria-labelledby={`${id}-move`} className={`${panel} space-y-4`}>
      <Heading id={`${id}-move`} className="text-lg font-bold text-ink">
        {t`Choose another time`}
      </Heading>
      {times.isPending && <p className="text-gray-600">{t`Loading the free times…`}</p>}
      {times.isError && (
        <p role="alert" className={alertClass}>
          {times.error.message}
        </p>
      )}
      {times.data && days.length === 0 && (
        <p className="text-gray-700">{t`There are no other free times in the next days.`}</p>
      )}
      {shown && (
        <>
          <fieldset>
            <legend className="mb-2 text-sm font-semibold text-gray-700">{t`Day`}</legend>
            <div className="flex flex-wrap gap-2">
              {days.map((each) => (
                <label key={each.date} className={choice}>
                  <input
                    type="radio"
                    name={`${id}-day`}
                    className="sr-only"
                    checked={each.date === shown.date}
                    onChange={() => {
                      setDate(each.date);
                      setStartsAt('');
                    }}
                  />
                  {formatSlotDay(each.date)}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend className="mb-2 text-sm font-semibold text-gray-700">
              {t`Time on ${shownDay} (Dubai time)`}
            </legend>
            <div className="grid grid-cols-3 gap-2 sm:grid-cols-6">
              {shown.slots.map((slot) => (
                <label key={slot.starts_at} className={`${choice} text-center`}>
                  <input
                    type="radio"
                    name={`${id}-time`}
                    className="sr-only"
                    checked={slot.starts_at === startsAt}
                    onChange={() => setStartsAt(slot.starts_at)}
                  />
                  {formatClock(slot.time)}
                </label>
              ))}
            </div>
          </fieldset>
        </>
      )}
      {move.isError && (
        <p role="alert" className={alertClass}>
          {move.error.message}
        </p>
      )}
      <button
        type="button"
        className={buttonClass('primary')}
        disabled={!startsAt || move.isPending}
        onClick={() => move.mutate(startsAt)}
      >
        {move.isPending ? t`Moving…` : t`Move to this time`}
      </button>
    </section>
  );
}
