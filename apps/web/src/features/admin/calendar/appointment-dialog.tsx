import type { CalendarAppointment } from '@petshop/contracts/admin-appointments';
import { PET_SIZE_LABELS } from '@petshop/contracts/grooming';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { formatAppointmentTime, formatClock } from '../../../lib/appointment-time.ts';
import { formatMoney } from '../../../lib/money.ts';
import { errorMessage } from '../admin-api.ts';
import { adminPaths } from '../admin-paths.ts';
import { AdminDialog, DialogActions } from '../admin-ui.tsx';
import { ProblemAlert } from '../kit/detail-page.tsx';
import { useAppointmentStatus, useMoveAppointment } from './api/change-appointment.ts';
import { useStaffSlots } from './api/get-calendar.ts';
import { clockOf, shopMinutes } from './calendar-dates.ts';
import { SlotPicker, type PickedSlot } from './slot-picker.tsx';

const SAID = {
  completed: 'is marked completed',
  no_show: 'is marked no-show',
  cancelled: 'was cancelled; the customer was e-mailed',
} as const;

/**
 * An appointment of the calendar: who, what, when, with whom; and what staff do with it: move it
 * to a free time (the customer is e-mailed the new one), mark it completed or no-show, cancel it.
 * Mounted afresh for each appointment opened.
 */
export function AppointmentDialog({
  appointment,
  groomerName,
  onClose,
}: {
  appointment: CalendarAppointment;
  groomerName: string;
  onClose: () => void;
}) {
  const [step, setStep] = useState<'details' | 'move' | 'cancel'>('details');
  const [date, setDate] = useState(shopMinutes(appointment.starts_at).date);
  const [groomer, setGroomer] = useState(String(appointment.groomer_id));
  const [picked, setPicked] = useState<PickedSlot>();
  const [missing, setMissing] = useState('');
  const status = useAppointmentStatus(appointment.id);
  const move = useMoveAppointment(appointment.id);
  const slots = useStaffSlots(
    step === 'move' ? { kind: 'move', date, appointmentId: appointment.id } : undefined,
  );
  const confirmed = appointment.status === 'confirmed';
  const end = formatClock(clockOf(shopMinutes(appointment.ends_at).minutes));
  const mark = (to: keyof typeof SAID) =>
    status.mutate(to, {
      onSuccess: () => {
        toast.success(`Appointment ${appointment.reference} ${SAID[to]}.`);
        onClose();
      },
    });
  const repick =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPicked(undefined);
    };
  const problem = status.error ? errorMessage(status.error) : undefined;

  return (
    <AdminDialog
      open
      onClose={onClose}
      title={
        step === 'move' ? `Move ${appointment.reference}` : `Appointment ${appointment.reference}`
      }
      className="w-full max-w-lg rounded-2xl p-6"
    >
      {step === 'move' ? (
        <form
          className="mt-4 space-y-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!picked) return setMissing('Choose a free time.');
            setMissing('');
            move.mutate(
              {
                starts_at: picked.startsAt,
                groomer_id: picked.groomerId ?? appointment.groomer_id,
              },
              {
                onSuccess: ({ appointment: moved }) => {
                  toast.success(
                    `Appointment ${moved.reference} moved to ${formatAppointmentTime(moved.starts_at)}; the customer was e-mailed.`,
                  );
                  onClose();
                },
              },
            );
          }}
        >
          <p className="text-sm text-gray-700">
            Now {formatAppointmentTime(appointment.starts_at)} with {groomerName}. It keeps its
            length; the customer is e-mailed the new time.
          </p>
          <ProblemAlert>{move.error ? errorMessage(move.error) : undefined}</ProblemAlert>
          <SlotPicker
            date={date}
            onDate={repick(setDate)}
            groomer={groomer}
            onGroomer={repick(setGroomer)}
            slots={slots}
            picked={picked}
            onPick={setPicked}
            error={missing}
          />
          <DialogActions
            onBack={() => setStep('details')}
            backLabel="Back"
            submitLabel="Move and e-mail the customer"
            pendingLabel="Moving…"
            pending={move.isPending}
          />
        </form>
      ) : (
        <div className="mt-4 space-y-4 text-sm">
          <dl className="grid grid-cols-[7rem_1fr] gap-x-3 gap-y-1">
            <dt className="text-gray-600">When</dt>
            <dd>
              {formatAppointmentTime(appointment.starts_at)} – {end}
            </dd>
            <dt className="text-gray-600">Groomer</dt>
            <dd>{groomerName}</dd>
            <dt className="text-gray-600">Customer</dt>
            <dd>{appointment.name}</dd>
            <dt className="text-gray-600">Phone</dt>
            <dd>
              <a className="text-brand-800 underline" href={`tel:${appointment.phone}`}>
                {appointment.phone}
              </a>
            </dd>
            <dt className="text-gray-600">Email</dt>
            <dd className="break-all">{appointment.email}</dd>
            <dt className="text-gray-600">Pet</dt>
            <dd>{appointment.pet_size ? PET_SIZE_LABELS[appointment.pet_size] : '—'}</dd>
            <dt className="text-gray-600">Services</dt>
            <dd>{appointment.services.join(', ') || '—'}</dd>
            <dt className="text-gray-600">Price</dt>
            <dd>{appointment.price === null ? '—' : formatMoney(appointment.price)}</dd>
            <dt className="text-gray-600">Status</dt>
            <dd>
              {{ confirmed: 'Confirmed', completed: 'Completed', no_show: 'No-show' }[
                appointment.status as string
              ] ?? appointment.status}
            </dd>
          </dl>
          <p>
            <Link
              to={adminPaths.booking(appointment.id)}
              className="font-semibold text-brand-800 hover:underline"
            >
              Open the booking (notes, history)
            </Link>
          </p>
          <ProblemAlert>{problem}</ProblemAlert>
          {step === 'cancel' ? (
            <div role="group" aria-label="Cancel the appointment" className="space-y-3">
              <p>The customer is told by e-mail that the appointment was cancelled.</p>
              <div className="flex flex-wrap justify-end gap-2">
                <button
                  type="button"
                  className={buttonClass('secondary', 'sm')}
                  onClick={() => setStep('details')}
                >
                  Keep it
                </button>
                <button
                  type="button"
                  className={buttonClass('primary', 'sm')}
                  disabled={status.isPending}
                  onClick={() => mark('cancelled')}
                >
                  {status.isPending ? 'Cancelling…' : 'Cancel and e-mail the customer'}
                </button>
              </div>
            </div>
          ) : (
            <div className="flex flex-wrap justify-end gap-2">
              {confirmed && (
                <>
                  <button
                    type="button"
                    className={buttonClass('primary', 'sm')}
                    onClick={() => setStep('move')}
                  >
                    Move
                  </button>
                  <button
                    type="button"
                    className={buttonClass('secondary', 'sm')}
                    disabled={status.isPending}
                    onClick={() => mark('completed')}
                  >
                    Completed
                  </button>
                  <button
                    type="button"
                    className={buttonClass('secondary', 'sm')}
                    disabled={status.isPending}
                    onClick={() => mark('no_show')}
                  >
                    No-show
                  </button>
                  <button
                    type="button"
                    className={buttonClass('secondary', 'sm')}
                    onClick={() => setStep('cancel')}
                  >
                    Cancel appointment
                  </button>
                </>
              )}
              <button type="button" className={buttonClass('secondary', 'sm')} onClick={onClose}>
                Close
              </button>
            </div>
          )}
        </div>
      )}
    </AdminDialog>
  );
}
