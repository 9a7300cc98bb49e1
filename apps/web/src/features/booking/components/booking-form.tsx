import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { BookingService } from '@petshop/contracts';
import { isValidContactPhone } from '@petshop/contracts/constants';
import type { Appointment } from '@petshop/contracts/grooming';
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type InputHTMLAttributes,
} from 'react';
import { Field } from '../../../components/ui/field.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useCreateAppointment } from '../api/create-appointment.ts';
import { useCreateBooking } from '../api/create-booking.ts';
import { useAppointmentChoice, type ChosenSlot, type DogSize } from '../appointment-choice.ts';
import {
  composeBookingMessage,
  DEFAULT_PET_TYPE,
  MAX_NOTES_LENGTH,
  PET_TYPE_LABELS,
  PET_TYPES,
  type GroomingPackageName,
} from '../booking-message.ts';
import { AppointmentConfirmation } from './appointment-confirmation.tsx';
import { PackageOptions } from './package-options.tsx';
import { PillSubmit } from '../../../components/ui/pill-submit.tsx';

/** The free times, prices and pet sizes: a chunk of its own, after the spec's form. */
const ChooseTime = lazy(() => import('./choose-time.tsx'));

interface BookingValues {
  name: string;
  phone: string;
  email: string;
  petType: BookingService;
  groomingPackage: GroomingPackageName | null;
  notes: string;
  /** 'Choose a time': the dog's size, the add-ons, the day shown and the time picked. */
  dogSize: DogSize | null;
  addOnIds: number[];
  day: string | null;
  slot: ChosenSlot | null;
}

const EMPTY_BOOKING: BookingValues = {
  name: '',
  phone: '',
  email: '',
  petType: DEFAULT_PET_TYPE,
  groomingPackage: null,
  notes: '',
  dogSize: null,
  addOnIds: [],
  day: null,
  slot: null,
};

/** Spec §4 "Booking": idle -> sending -> success (form cleared) or error. */
type BookingStatus = 'idle' | 'sending' | 'success' | 'error';

/** Spec §5 checkout's phone message, with what a valid number is (the spec gives booking none). */
const PHONE_INVALID_MESSAGE = msg`Please enter a valid phone number: 7 to 15 digits, optionally starting with +.`;

/**
 * The server's phone rule (an optional leading +, digits, spaces, hyphens and brackets, 7 to 15
 * digits) as the input's own validity, so the browser says so before sending rather than the
 * generic error after. A blank field is left to `required`.
 */
const phoneValidity = (phone: string) =>
  !phone.trim() || isValidContactPhone(phone) ? '' : i18n._(PHONE_INVALID_MESSAGE);

/** An appointment keeps up to 1,000 characters of notes (a request without a time, more). */
const APPOINTMENT_NOTES_MAX = 1000;
const NOTES_TOO_LONG_MESSAGE = msg`To book a time online, please keep your notes to 1,000 characters, or clear the time to send them with a request.`;

const controlClass =
  'w-full rounded-xl border border-gray-300 bg-white px-4 text-base text-ink placeholder:text-gray-500 transition-colors focus:border-brand-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500/40 disabled:bg-gray-50 disabled:text-gray-500';

function TextInput({
  label,
  hint,
  ...input
}: { label: string; hint?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <Field label={label} marker="required" hint={hint}>
      {({ id, describedBy }) => (
        <input
          id={id}
          aria-describedby={describedBy}
          required
          className={`h-12 ${controlClass}`}
          {...input}
        />
      )}
    </Field>
  );
}

/** Who is booking, as their account says (a logged-in customer). */
export interface BookingContact {
  name: string;
  phone: string;
  email: string;
}

/** A fresh form: the logged-in customer's details in place, the rest empty. */
const freshBooking = (contact: BookingContact | null | undefined): BookingValues =>
  contact ? { ...EMPTY_BOOKING, ...contact } : EMPTY_BOOKING;

/**
 * Spec §2 "Booking": the 'Book Now' form. Works logged out and logged in; a logged-in customer's
 * name, phone and e-mail are filled in (issue 31), in fields they have not typed in yet.
 */
export function BookingForm({ contact }: { contact?: BookingContact | null }) {
  const [values, setValues] = useState<BookingValues>(() => freshBooking(contact));
  // The account's details arrive after the first render: filled in once they do, without
  // replacing what the customer typed meanwhile.
  const [filledFor, setFilledFor] = useState(contact?.email ?? null);
  if (contact && filledFor !== contact.email) {
    setFilledFor(contact.email);
    setValues((current) => ({
      ...current,
      name: current.name || contact.name,
      phone: current.phone || contact.phone,
      email: current.email || contact.email,
    }));
  }
  const [status, setStatus] = useState<BookingStatus>('idle');
  /** A refusal of an appointment the customer can act on (the server's words); else the spec's. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const [slotTaken, setSlotTaken] = useState(false);
  const [confirmed, setConfirmed] = useState<Appointment | null>(null);
  const createBooking = useCreateBooking();
  const createAppointment = useCreateAppointment();
  const choice = useAppointmentChoice(values);
  const notes = useRef<HTMLTextAreaElement>(null);
  const timeTitleId = useId();

  const sending = status === 'sending';
  const set =
    <K extends keyof BookingValues>(field: K) =>
    (value: BookingValues[K]) =>
      setValues((current) => ({ ...current, [field]: value }));
  /** A change to what is booked: its length and free times change, so a picked time goes. */
  const setChoice =
    <K extends 'petType' | 'groomingPackage' | 'dogSize' | 'addOnIds'>(field: K) =>
    (value: BookingValues[K]) => {
      setSlotTaken(false);
      setValues((current) => ({ ...current, [field]: value, slot: null }));
    };

  // The free times are asked again on each return to the tab: a picked time someone else took
  // meanwhile is no longer picked, and the customer is told so.
  const freeDays = choice.slots.data?.days;
  const slotGone =
    values.slot !== null &&
    freeDays !== undefined &&
    !freeDays.some((day) => day.slots.some((slot) => slot.starts_at === values.slot!.startsAt));
  const pickedSlot = slotGone ? null : values.slot;

  // A time booked online takes shorter notes than a request: the browser says so before sending.
  const notesTooLong = pickedSlot !== null && values.notes.trim().length > APPOINTMENT_NOTES_MAX;
  useEffect(() => {
    notes.current?.setCustomValidity(notesTooLong ? i18n._(NOTES_TOO_LONG_MESSAGE) : '');
  }, [notesTooLong]);

  function bookTime(slot: ChosenSlot) {
    const { slotsChoice } = choice;
    if (!slotsChoice) return false;
    createAppointment.mutate(
      {
        service_id: slotsChoice.serviceId,
        add_on_ids: [...slotsChoice.addOnIds],
        pet_size: slotsChoice.petSize,
        starts_at: slot.startsAt,
        name: values.name.trim(),
        phone: values.phone.trim(),
        email: values.email.trim(),
        notes: values.notes.trim(),
      },
      {
        onSuccess: (appointment) => {
          setValues(freshBooking(contact));
          setStatus('idle');
          setConfirmed(appointment);
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && error.status === 409) {
            // Taken meanwhile: said beside the times, which are asked again without it.
            setValues((current) => ({ ...current, slot: null }));
            setSlotTaken(true);
            setStatus('idle');
            return;
          }
          const answered = error instanceof ApiRequestError && error.status < 500;
          setRefusal(answered && error.body?.message ? error.body.message : null);
          setStatus('error');
        },
      },
    );
    return true;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // The browser has already checked the required fields and the e-mail and phone formats.
    event.preventDefault();
    if (sending) return;
    setStatus('sending');
    setRefusal(null);
    setSlotTaken(false);
    // With a time picked, the appointment is booked; without one, the spec's request is sent.
    if (pickedSlot && bookTime(pickedSlot)) return;
    createBooking.mutate(
      {
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        service: values.petType,
        message: composeBookingMessage(values.groomingPackage, values.notes),
      },
      {
        // Callbacks given to mutate() do not run once the page is gone.
        onSuccess: () => {
          setValues(freshBooking(contact));
          setStatus('success');
        },
        onError: () => setStatus('error'),
      },
    );
  }

  if (confirmed) {
    return (
      <section className="rounded-2xl bg-white p-5 shadow-lg ring-1 ring-gray-100 sm:p-8">
        <h2 id="book-now-title" className="text-2xl font-extrabold tracking-tight text-ink">
          {t`Book Now`}
        </h2>
        <AppointmentConfirmation appointment={confirmed} onBookAnother={() => setConfirmed(null)} />
      </section>
    );
  }

  return (
    <section className="min-w-0 rounded-2xl bg-white p-5 shadow-lg ring-1 ring-gray-100 sm:p-8">
      <h2 id="book-now-title" className="text-2xl font-extrabold tracking-tight text-ink">
        {t`Book Now`}
      </h2>
      <p className="mt-1 mb-6 text-gray-600">
        {t`Fields marked`} <span className="text-brand-700">*</span> {t`are required.`}
      </p>
      <form onSubmit={onSubmit} aria-labelledby="book-now-title" className="space-y-6">
        <fieldset disabled={sending} className="grid min-w-0 gap-5 sm:grid-cols-2">
          <legend className="sr-only">{t`Your details`}</legend>
          <div className="sm:col-span-2">
            <TextInput
              label={t`Full Name`}
              name="name"
              type="text"
              autoComplete="name"
              minLength={2}
              maxLength={100}
              placeholder={t`e.g. Fatima Al Suwaidi`}
              value={values.name}
              onChange={(event) => set('name')(event.target.value)}
            />
          </div>
          <TextInput
            label={t`Phone Number`}
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            // Numbers and addresses read left to right in Arabic too.
            dir="ltr"
            hint={t`We'll call this number to confirm your appointment.`}
            placeholder="+971 50 123 4567"
            value={values.phone}
            onChange={(event) => {
              event.target.setCustomValidity(phoneValidity(event.target.value));
              set('phone')(event.target.value);
            }}
          />
          <TextInput
            label={t`Email Address`}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={254}
            dir="ltr"
            hint={t`Your booking reference is sent here.`}
            placeholder="you@example.com"
            value={values.email}
            onChange={(event) => set('email')(event.target.value)}
          />
          <div className="sm:col-span-2">
            <Field label={t`Pet Type`} marker="required">
              {({ id }) => (
                <select
                  id={id}
                  name="petType"
                  required
                  value={values.petType}
                  onChange={(event) => setChoice('petType')(event.target.value as BookingService)}
                  className={`h-12 ${controlClass} sm:max-w-xs`}
                >
                  {PET_TYPES.map((petType) => (
                    <option key={petType} value={petType}>
                      {i18n._(PET_TYPE_LABELS[petType])}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
        </fieldset>

        <PackageOptions
          value={values.groomingPackage}
          onChange={setChoice('groomingPackage')}
          disabled={sending}
        />

        <Field
          label={t`Additional Notes`}
          marker="optional"
          hint={t`Breed, age, temperament, allergies or a day and time that suits you.`}
        >
          {({ id, describedBy }) => (
            <textarea
              ref={notes}
              id={id}
              name="notes"
              rows={4}
              maxLength={MAX_NOTES_LENGTH}
              disabled={sending}
              aria-describedby={describedBy}
              placeholder={t`Anything our groomers should know?`}
              value={values.notes}
              onChange={(event) => set('notes')(event.target.value)}
              className={`block py-3 ${controlClass}`}
            />
          )}
        </Field>

        <div className="border-t border-gray-200 pt-6">
          <h3 id={timeTitleId} className="text-lg font-bold text-ink">
            {t`Choose a time`}{' '}
            <span className="text-sm font-normal text-gray-500">{t`(optional)`}</span>
          </h3>
          <p className="mt-1 mb-4 text-sm text-gray-600">
            {t`Pick a free time and your appointment is confirmed straight away.`}
          </p>
          <fieldset disabled={sending} aria-labelledby={timeTitleId} className="min-w-0">
            <Suspense
              fallback={
                <p className="text-sm text-gray-600">{t`Loading prices and free times…`}</p>
              }
            >
              <ChooseTime
                choice={choice}
                petType={values.petType}
                groomingPackage={values.groomingPackage}
                dogSize={values.dogSize}
                onDogSize={setChoice('dogSize')}
                onAddOn={(id, chosen) =>
                  setChoice('addOnIds')(
                    chosen
                      ? [...values.addOnIds.filter((each) => each !== id), id]
                      : values.addOnIds.filter((each) => each !== id),
                  )
                }
                day={values.day}
                onDay={set('day')}
                slot={pickedSlot}
                onSlot={(slot) => {
                  setSlotTaken(false);
                  set('slot')(slot);
                }}
                slotTaken={slotTaken || slotGone}
              />
            </Suspense>
          </fieldset>
        </div>

        <div role="status" aria-live="polite">
          {status === 'success' && (
            <p className="flex gap-3 rounded-2xl bg-green-50 p-4 text-green-800 ring-1 ring-green-200">
              <Icon name="check-circle" className="mt-0.5 size-5 shrink-0" />
              <span>
                <strong>{t`Booking Request Received!`}</strong>{' '}
                {t`We'll contact you soon to confirm the details.`}
              </span>
            </p>
          )}
        </div>
        <div role="alert">
          {status === 'error' && (
            <p className="flex gap-3 rounded-2xl bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
              <Icon name="alert-circle" className="mt-0.5 size-5 shrink-0" />
              {refusal ? (
                <span>{refusal}</span>
              ) : (
                <span>
                  <strong>{t`Oops!`}</strong>{' '}
                  {t`Something went wrong. Please try again or contact us directly.`}
                </span>
              )}
            </p>
          )}
        </div>

        <PillSubmit busy={sending}>
          {sending && (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
            />
          )}
          {sending ? t`Processing...` : t`Book Appointment`}
        </PillSubmit>
      </form>
    </section>
  );
}
