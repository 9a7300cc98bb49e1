import type { AdminBooking } from '@petshop/contracts/admin-bookings';
import { LANGUAGE_LABELS } from '@petshop/contracts/labels';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Field } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { formatShopDateTime } from '../../../lib/dates.ts';
import { errorMessage, fieldErrors } from '../admin-api.ts';
import { inputClass } from '../admin-ui.tsx';
import { Panel, PanelRow } from '../kit/detail-page.tsx';
import { SaveBar } from '../kit/save-bar.tsx';
import { useSaveBookingNotes } from './api/change-booking.ts';
import { adminPaths } from '../admin-paths.ts';

// The sections of a booking's page, top to bottom.

/** Who asked, for what, and when the appointment is. */
export function BookingPanels({ booking }: { booking: AdminBooking }) {
  return (
    <PanelRow>
      <Panel title="Customer">
        <p className="font-semibold text-ink">{booking.name}</p>
        <p>
          <a href={`mailto:${booking.email}`} className="text-brand-800 hover:underline">
            {booking.email}
          </a>
        </p>
        <p>
          <a href={`tel:${booking.phone}`} className="text-brand-800 hover:underline">
            {booking.phone}
          </a>
        </p>
        <p>E-mails in {LANGUAGE_LABELS[booking.language]}</p>
        {booking.userId !== null && (
          <p className="mt-2">
            <Link
              to={adminPaths.customer(booking.userId)}
              className="font-semibold text-brand-800 hover:underline"
            >
              Customer account
            </Link>
          </p>
        )}
      </Panel>
      <Panel title="Grooming">
        <p>{booking.service}</p>
        {booking.message && (
          <p className="mt-2 whitespace-pre-line text-gray-700">{booking.message}</p>
        )}
      </Panel>
      <Panel title="Appointment">
        {booking.scheduledAt ? (
          <p className="font-semibold text-ink">
            {formatShopDateTime(booking.scheduledAt)}{' '}
            <span className="font-normal text-gray-600">(Dubai)</span>
          </p>
        ) : (
          <p className="text-gray-600">No date and time agreed yet.</p>
        )}
      </Panel>
    </PanelRow>
  );
}

/** The staff's notes on the booking, edited in place with the save bar. */
export function BookingNotes({ booking }: { booking: AdminBooking }) {
  // What the person typed; until then the notes as saved (a move may add a line to them).
  const [draft, setDraft] = useState<string | null>(null);
  const notes = draft ?? booking.staffNotes;
  const dirty = draft !== null;
  const save = useSaveBookingNotes(String(booking.id), (saved) => {
    setDraft(null);
    toast.success(`The staff notes of ${saved.reference} were saved.`);
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(notes);
  };
  const errors = fieldErrors(save.error);
  return (
    <form
      onSubmit={submit}
      className="space-y-3 rounded-xl border border-gray-200 bg-white p-4 text-sm"
    >
      <Field label="Staff notes" hint="Only staff see these." error={errors.staffNotes}>
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
      {save.error && !errors.staffNotes && (
        <p role="alert" className="text-red-800">
          {errorMessage(save.error)}
        </p>
      )}
      <SaveBar
        dirty={dirty}
        saving={save.isPending}
        saveLabel="Save notes"
        canSave={dirty}
        onDiscard={() => setDraft(null)}
        status={save.isSuccess ? 'Notes saved.' : undefined}
      />
    </form>
  );
}
