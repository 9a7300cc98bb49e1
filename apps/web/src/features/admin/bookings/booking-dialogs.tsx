import { useState } from 'react';
import { Field } from '../../../components/ui/field.tsx';
import { FormDialog, NoteDialog, inputClass } from '../admin-ui.tsx';
import { dubaiLocalInput } from './booking-time.ts';

/** "Confirm" (or "Change date and time"): the appointment's date and time, e-mailed. */
export function ConfirmBookingDialog({
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
  // Mounted afresh each time it opens (keyed by its opener), so it starts from the current time.
  const [when, setWhen] = useState(() => (current ? dubaiLocalInput(current) : ''));
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = () => {
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
    <FormDialog
      open={open}
      onClose={onClose}
      onSubmit={submit}
      title={rescheduling ? 'Change the date and time' : 'Confirm the booking'}
      text="The customer gets an e-mail with the date and time."
      dirty={note.trim() !== '' || when !== (current ? dubaiLocalInput(current) : '')}
      submitLabel={
        rescheduling ? 'Change and e-mail the customer' : 'Confirm and e-mail the customer'
      }
      pendingLabel="Saving…"
      pending={pending}
    >
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
    </FormDialog>
  );
}

/** "Cancel booking": a reason for the staff notes; the customer is e-mailed. */
export function CancelBookingDialog({
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
