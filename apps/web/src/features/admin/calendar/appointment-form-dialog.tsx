import { PET_SIZE_LABELS, PET_SIZES, type PetSize } from '@petshop/contracts/grooming';
import { useState } from 'react';
import { formatAppointmentTime, formatDuration } from '../../../lib/appointment-time.ts';
import { formatMoney } from '../../../lib/money.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { fieldErrors } from '../admin-api.ts';
import { FormDialog, SelectField, TextField, useFormFields } from '../admin-ui.tsx';
import { formlessProblem } from '../kit/detail-page.tsx';
import { useCreateAppointment, useRequestAppointment } from './api/change-appointment.ts';
import { useGroomingServices, useStaffSlots } from './api/get-calendar.ts';
import { SlotPicker, type PickedSlot } from './slot-picker.tsx';

/** The booking request a time is booked for: its customer is known already. */
export interface RequestToBook {
  id: number | string;
  reference: string;
  name: string;
  phone: string;
  email: string;
  petSize: PetSize;
}

/**
 * "New appointment" (a customer on the phone) or "Book a time" (a booking request): the pet, the
 * package and add-ons, a day, a groomer and a free time; the customer is e-mailed the appointment.
 * Mounted afresh each time it opens.
 */
export function AppointmentFormDialog({
  open,
  onClose,
  day,
  request,
}: {
  open: boolean;
  onClose: () => void;
  /** The day the calendar shows: where the form starts. */
  day: string;
  request?: RequestToBook | undefined;
}) {
  const form = useFormFields({
    name: request?.name ?? '',
    phone: request?.phone ?? '',
    email: request?.email ?? '',
  });
  const [petSize, setPetSize] = useState<PetSize>(request?.petSize ?? 'dog_small');
  const [serviceId, setServiceId] = useState('');
  const [addOns, setAddOns] = useState<number[]>([]);
  const [date, setDate] = useState(day);
  const [groomer, setGroomer] = useState('');
  const [picked, setPicked] = useState<PickedSlot>();
  const [missing, setMissing] = useState('');
  const catalog = useGroomingServices();
  const offered = (catalog.data?.services ?? []).filter((service) =>
    service.prices.some((price) => price.pet_size === petSize),
  );
  const packages = offered.filter((service) => service.kind === 'package');
  const extras = offered.filter((service) => service.kind === 'add_on');
  const packageId = packages.some((each) => String(each.id) === serviceId)
    ? Number(serviceId)
    : packages[0]?.id;
  const addOnIds = addOns.filter((id) => extras.some((extra) => extra.id === id));
  const slots = useStaffSlots(
    open && packageId !== undefined
      ? { kind: 'service', date, serviceId: packageId, petSize, addOnIds }
      : undefined,
  );
  const create = useCreateAppointment();
  const fromRequest = useRequestAppointment(request?.id ?? 0);
  const saving = request ? fromRequest : create;
  const errors = { ...fieldErrors(saving.error) };
  const field = form.fields(errors);
  // What was picked no longer stands when the service, pet, day or groomer changes.
  const repick =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPicked(undefined);
    };

  const done = (reference: string, startsAt: string) => {
    toast.success(
      `Appointment ${reference} is booked for ${formatAppointmentTime(startsAt)}; the customer was e-mailed.`,
    );
    onClose();
  };
  const submit = () => {
    if (!packageId) return setMissing('Choose a grooming package.');
    if (!picked) return setMissing('Choose a free time.');
    setMissing('');
    const what = {
      service_id: packageId,
      add_on_ids: addOnIds,
      pet_size: petSize,
      starts_at: picked.startsAt,
      ...(picked.groomerId !== undefined ? { groomer_id: picked.groomerId } : {}),
    };
    if (request) {
      fromRequest.mutate(what, {
        onSuccess: ({ appointment }) => done(appointment.reference, appointment.starts_at),
      });
    } else {
      create.mutate(
        { ...what, ...form.values },
        { onSuccess: ({ appointment }) => done(appointment.reference, appointment.starts_at) },
      );
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      onSubmit={submit}
      title={request ? `Book a time for ${request.reference}` : 'New appointment'}
      text={
        request
          ? `${request.name} (${request.phone}) is e-mailed the appointment at ${request.email}.`
          : 'For a customer on the phone: they are e-mailed the confirmation with a link to cancel or move it.'
      }
      problem={formlessProblem(saving.error)}
      dirty={form.dirty || picked !== undefined}
      submitLabel="Book and e-mail the customer"
      pendingLabel="Booking…"
      pending={saving.isPending}
    >
      {!request && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Customer name"
            marker="required"
            autoComplete="off"
            {...field('name')}
          />
          <TextField
            label="Phone"
            marker="required"
            type="tel"
            autoComplete="off"
            {...field('phone')}
          />
          <div className="sm:col-span-2">
            <TextField
              label="Email"
              marker="required"
              type="email"
              autoComplete="off"
              hint="The confirmation goes here."
              {...field('email')}
            />
          </div>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Pet"
          value={petSize}
          onChange={repick(setPetSize)}
          options={PET_SIZES.map((size) => [size, PET_SIZE_LABELS[size]] as const)}
          error={errors.pet_size}
        />
        <SelectField
          label="Package"
          value={packageId === undefined ? '' : String(packageId)}
          onChange={repick(setServiceId)}
          options={packages.map((service) => [String(service.id), service.name] as const)}
          error={errors.service_id}
        />
      </div>
      {extras.length > 0 && (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-ink">Add-ons</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {extras.map((extra) => (
              <label key={extra.id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4"
                  checked={addOnIds.includes(extra.id)}
                  onChange={(event) =>
                    repick(setAddOns)(
                      event.target.checked
                        ? [...addOnIds, extra.id]
                        : addOnIds.filter((id) => id !== extra.id),
                    )
                  }
                />
                {extra.name}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {slots.data && (
        <p className="text-sm text-gray-700">
          {formatMoney(slots.data.price)} · {formatDuration(slots.data.duration_minutes)}
        </p>
      )}
      <SlotPicker
        date={date}
        onDate={repick(setDate)}
        groomer={groomer}
        onGroomer={repick(setGroomer)}
        slots={slots}
        picked={picked}
        onPick={setPicked}
        error={missing || errors.starts_at || errors.groomer_id}
      />
    </FormDialog>
  );
}
