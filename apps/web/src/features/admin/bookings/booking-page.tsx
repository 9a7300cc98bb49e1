import type { AdminBooking } from '@petshop/contracts/admin-bookings';
import { useState } from 'react';
import { useParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { formatShopDateTime } from '../../../lib/dates.ts';
import { usePageHead } from '../../../lib/page-meta.ts';
import { fieldErrors } from '../admin-api.ts';
import { formlessProblem, recordPending, RecordPage } from '../kit/detail-page.tsx';
import { useBooking } from './api/get-booking.ts';
import { useMoveBooking, type BookingMove } from './api/change-booking.ts';
import { CancelBookingDialog, ConfirmBookingDialog } from './booking-dialogs.tsx';
import { BookingNotes, BookingPanels } from './booking-sections.tsx';
import { BookingStatusBadge } from '../status-badge.tsx';
import { adminPaths } from '../admin-paths.ts';
import { AppointmentFormDialog } from '../calendar/appointment-form-dialog.tsx';
import { todayInShop } from '../calendar/calendar-dates.ts';

/** The pet size a request's pet type starts the "Book a time" form with. */
const SIZE_OF_PET = { Dog: 'dog_small', Cat: 'cat', Bird: 'bird', Others: 'other' } as const;

/** The toast after a move: what changed, in a sentence. */
function toastMove(booking: AdminBooking, move: BookingMove, rescheduled: boolean) {
  const said: Record<BookingMove['status'], string> = {
    contacted: 'is marked contacted',
    confirmed: rescheduled
      ? 'has a new date and time; the customer was e-mailed'
      : 'is confirmed; the customer was e-mailed',
    completed: 'is completed',
    no_show: 'is marked no-show',
    cancelled: 'was cancelled; the customer was e-mailed',
  };
  toast.success(`Booking ${booking.reference} ${said[move.status]}.`);
}

/** /admin/bookings/:id: one request, the moves it can make next, and the staff's notes. */
export function BookingPage() {
  const id = String(useParams().id);
  const booking = useBooking(id);
  usePageHead({ title: booking.data ? `Booking ${booking.data.reference}` : 'Booking' });
  const [dialog, setDialog] = useState<'confirm' | 'cancel' | 'book'>();
  const status = booking.data?.status;
  const act = useMoveBooking(id, (updated, move) => {
    setDialog(undefined);
    toastMove(updated, move, status === 'confirmed');
  });

  const waiting = recordPending(booking, 'Loading the booking…');
  if (!booking.data) return waiting;
  const data = booking.data;
  const open = status === 'requested' || status === 'contacted';
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
  const opener = (which: 'confirm' | 'cancel') => () => {
    act.reset();
    setDialog(which);
  };

  return (
    <RecordPage
      titleId="booking-title"
      back={{ to: adminPaths.bookings(), label: 'All bookings' }}
      title={
        <>
          <span className="font-mono">{data.reference}</span>
          <BookingStatusBadge status={data.status} label={data.statusLabel} />
        </>
      }
      subtitle={`Requested ${formatShopDateTime(data.createdAt)}`}
      // A 422 belongs to the confirmation dialog; anything else is said above the booking.
      problem={formlessProblem(act.error)}
      actions={
        <>
          {open && (
            <button
              type="button"
              className={buttonClass('primary', 'sm')}
              onClick={() => setDialog('book')}
            >
              Book a time
            </button>
          )}
          {status === 'requested' && simple('contacted', 'Mark contacted')}
          {(open || status === 'confirmed') && (
            <button
              type="button"
              className={buttonClass(open ? 'secondary' : 'primary', 'sm')}
              onClick={opener('confirm')}
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
              onClick={opener('cancel')}
            >
              Cancel booking
            </button>
          )}
        </>
      }
    >
      <BookingPanels booking={data} />
      <BookingNotes booking={data} />

      <ConfirmBookingDialog
        key={dialog === 'confirm' ? 'open' : 'closed'}
        open={dialog === 'confirm'}
        onClose={() => setDialog(undefined)}
        pending={act.isPending}
        rescheduling={status === 'confirmed'}
        current={data.scheduledAt}
        errors={fieldErrors(act.error)}
        onConfirm={(scheduledAt, note) =>
          act.mutate({ status: 'confirmed', scheduledAt, ...(note ? { note } : {}) })
        }
      />
      {dialog === 'book' && (
        <AppointmentFormDialog
          open
          onClose={() => setDialog(undefined)}
          day={todayInShop()}
          request={{
            id,
            reference: data.reference,
            name: data.name,
            phone: data.phone,
            email: data.email,
            petSize: SIZE_OF_PET[data.service],
          }}
        />
      )}
      <CancelBookingDialog
        open={dialog === 'cancel'}
        onClose={() => setDialog(undefined)}
        pending={act.isPending}
        onCancel={(note) => act.mutate({ status: 'cancelled', ...(note ? { note } : {}) })}
      />
    </RecordPage>
  );
}
