import type { AdminBooking } from '@petshop/contracts/admin-bookings';
import { useId, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { formatShopDateTime } from '../../../lib/dates.ts';
import { usePageHead } from '../../../lib/page-meta.ts';
import { errorMessage, fieldErrors } from '../admin-api.ts';
import { BookingStatusBadge } from '../status-badge.tsx';
import { dubaiLocalInput } from './booking-time.ts';
import { useBooking } from './api/get-bookings.ts';
import {
  useBookingMove,
  useBookingSaved,
  useSaveBookingNotes,
  type BookingMove,
} from './api/update-booking.ts';
import { NoteDialog, inputClass } from '../admin-ui.tsx';
import { adminPaths } from '../admin-paths.ts';

/** /admin/bookings/:id: one request, the moves it can make next, and the staff's notes. */
export function BookingPage() {
  const { id } = useParams();
  const booking = useBooking(String(id));
  usePageHead({ title: booking.data ? `Booking ${booking.data.reference}` : 'Booking' });
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const saved = useBookingSaved();
  const act = useBookingMove(String(id), () => {
    setConfirming(false);
    setCancelling(false);
  });

  if (booking.isPending) return <p className="text-gray-600">Loading the booking…</p>;
  if (booking.isError) {
    return (
      <p role="alert" className="text-red-800">
        {errorMessage(booking.error)}
      </p>
    );
  }
  const data = booking.data;
  const status = data.status;
  const open = status === 'requested' || status === 'contacted';
  // A 422 belongs to the confirmation dialog; anything else is said above the booking.
  const problem =
    act.error && Object.keys(fieldErrors(act.error)).length === 0
      ? errorMessage(act.error)
      : undefined;
  const simple = (move: BookingMove['status'], label: string) => (
    <button
      type="button"
      className={buttonClass('secondary', 'sm')}
      disabled={act.isPending}
      onClick={() => act.mutate({ status: move })}
    >
      {label}
    </button>
  );

  return (
    <article aria-labelledby="booking-title" className="max-w-5xl space-y-6">
      <p>
        <Link
          to={adminPaths.bookings()}
          className="text-sm font-semibold text-brand-800 hover:underline"
        >
          ← All bookings
        </Link>
      </p>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 id="booking-title" className="flex items-center gap-3 text-2xl font-bold text-ink">
            <span className="font-mono">{data.reference}</span>
            <BookingStatusBadge status={data.status} label={data.statusLabel} />
          </h1>
          <p className="mt-1 text-sm text-gray-600">
            Requested {formatShopDateTime(data.createdAt)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {status === 'requested' && simple('contacted', 'Mark contacted')}
          {(open || status === 'confirmed') && (
            <button
              type="button"
              className={buttonClass('primary', 'sm')}
              onClick={() => {
                act.reset();
                setConfirming(true);
              }}
            >
              {status === 'confirmed' ? 'Change date and time' : 'Confirm'}
            </button>
          )}
          {status === 'confirmed' && simple('completed', 'Complete')}
          {status === 'confirmed' && simple('no_show', 'No-show')}
          {(open || status === 'confirmed') && (
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              onClick={() => {
                act.reset();
                setCancelling(true);
              }}
            >
              Cancel booking
            </button>
          )}
        </div>
      </header>
      {problem && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {problem}
        </p>
      )}

      <div className="grid gap-4 md:grid-cols-3">
        <Panel title="Customer">
          <p className="font-semibold text-ink">{data.name}</p>
          <p>
            <a href={`mailto:${data.email}`} className="text-brand-800 hover:underline">
              {data.email}
            </a>
          </p>
          <p>
            <a href={`tel:${data.phone}`} className="text-brand-800 hover:underline">
              {data.phone}
            </a>
          </p>
          {data.userId !== null && (
            <p className="mt-2">
              <Link
                to={adminPaths.customer(data.userId)}
                className="font-semibold text-brand-800 hover:underline"
              >
                Customer account
              </Link>
            </p>
          )}
        </Panel>
        <Panel title="Grooming">
          <p>{data.service}</p>
          {data.message && <p className="mt-2 whitespace-pre-line text-gray-700">{data.message}</p>}
        </Panel>
        <Panel title="Appointment">
          {data.scheduledAt ? (
            <p className="font-semibold text-ink">
              {formatShopDateTime(data.scheduledAt)}{' '}
              <span className="font-normal text-gray-600">(Dubai)</span>
            </p>
          ) : (
            <p className="text-gray-600">No date and time agreed yet.</p>
          )}
        </Panel>
      </div>

      <NotesForm booking={data} onSaved={saved} />

      <ConfirmDialog
        key={confirming ? 'open' : 'closed'}
        open={confirming}
        onClose={() => setConfirming(false)}
        pending={act.isPending}
        rescheduling={status === 'confirmed'}
        current={data.scheduledAt}
        errors={fieldErrors(act.error)}
        onConfirm={(scheduledAt, note) =>
          act.mutate({ status: 'confirmed', scheduledAt, ...(note ? { note } : {}) })
        }
      />
      <CancelDialog
        open={cancelling}
        onClose={() => setCancelling(false)}
        pending={act.isPending}
        onCancel={(note) => act.mutate({ status: 'cancelled', ...(note ? { note } : {}) })}
      />
    </article>
  );
}

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-xl border border-gray-200 bg-white p-4 text-sm">
      <h2 className="mb-2 font-bold text-ink">{title}</h2>
      {children}
    </section>
  );
}

function NotesForm({
  booking,
  onSaved,
}: {
  booking: AdminBooking;
  onSaved: (booking: AdminBooking) => void;
}) {
  // What the person typed; until then the notes as saved (a move may add a line to them).
  const [draft, setDraft] = useState<string | null>(null);
  const notes = draft ?? booking.staffNotes;
  const dirty = draft !== null;
  const save = useSaveBookingNotes(booking.id, (updated) => {
    setDraft(null);
    onSaved(updated);
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(notes);
  };
  return (
    <form onSubmit={submit} className="rounded-xl border border-gray-200 bg-white p-4 text-sm">
      <Field
        label="Staff notes"
        hint="Only staff see these."
        error={fieldErrors(save.error).staffNotes}
      >
        {({ id, describedBy }) => (
          <textarea
            id={id}
            rows={5}
            value={notes}
            onChange={(event) => setDraft(event.target.value)}
            aria-describedby={describedBy}
            className={inputClass}
          />
        )}
      </Field>
      <div className="mt-3 flex items-center gap-3">
        <button
          type="submit"
          className={buttonClass('primary', 'sm')}
          disabled={save.isPending || !dirty}
        >
          {save.isPending ? 'Saving…' : 'Save notes'}
        </button>
        <span aria-live="polite" className="text-gray-600">
          {save.isSuccess && !dirty ? 'Notes saved.' : ''}
        </span>
        {save.error && !fieldErrors(save.error).staffNotes && (
          <span role="alert" className="text-red-800">
            {errorMessage(save.error)}
          </span>
        )}
      </div>
    </form>
  );
}

function ConfirmDialog({
  open,
  onClose,
  onConfirm,
  pending,
  rescheduling,
  current,
  errors,
}: {
  open: boolean;
  onClose: () => void;
  onConfirm: (scheduledAt: string, note: string) => void;
  pending: boolean;
  rescheduling: boolean;
  current: string | null;
  errors: Record<string, string>;
}) {
  const titleId = useId();
  // Mounted afresh each time it opens (keyed by its opener), so it starts from the current time.
  const [when, setWhen] = useState(() => (current ? dubaiLocalInput(current) : ''));
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!when) {
      setMissing(true);
      return;
    }
    onConfirm(when, note.trim());
  };
  const whenError = missing
    ? 'Enter the date and time of the appointment.'
    : (errors.scheduledAt ?? undefined);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      className="w-full max-w-md rounded-2xl p-6"
    >
      <h2 id={titleId} className="text-xl font-bold text-ink">
        {rescheduling ? 'Change the date and time' : 'Confirm the booking'}
      </h2>
      <p className="mt-2 text-sm text-gray-700">
        The customer gets an e-mail with the date and time.
      </p>
      <form className="mt-4 space-y-4" onSubmit={submit} noValidate>
        <Field label="Date and time (Dubai)" marker="required" error={whenError}>
          {({ id, describedBy }) => (
            <input
              id={id}
              type="datetime-local"
              value={when}
              onChange={(event) => {
                setMissing(false);
                setWhen(event.target.value);
              }}
              aria-describedby={describedBy}
              aria-invalid={whenError ? true : undefined}
              className={inputClass}
            />
          )}
        </Field>
        <Field
          label="Note"
          marker="optional"
          hint="Added to the booking's notes; not sent to the customer."
          error={errors.note}
        >
          {({ id, describedBy }) => (
            <input
              id={id}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              aria-describedby={describedBy}
              className={inputClass}
            />
          )}
        </Field>
        <div className="flex justify-end gap-2">
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={onClose}>
            Back
          </button>
          <button type="submit" className={buttonClass('primary', 'sm')} disabled={pending}>
            {pending
              ? 'Saving…'
              : rescheduling
                ? 'Change and e-mail the customer'
                : 'Confirm and e-mail the customer'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function CancelDialog({
  open,
  onClose,
  onCancel,
  pending,
}: {
  open: boolean;
  onClose: () => void;
  onCancel: (note: string) => void;
  pending: boolean;
}) {
  return (
    <NoteDialog
      open={open}
      onClose={onClose}
      onSubmit={onCancel}
      title="Cancel this booking?"
      noteLabel="Reason"
      hint="Kept in the staff notes, not sent."
      backLabel="Keep the booking"
      submitLabel="Cancel and e-mail the customer"
      pendingLabel="Cancelling…"
      pending={pending}
    >
      The customer is told by e-mail that the booking was cancelled. This cannot be undone.
    </NoteDialog>
  );
}
