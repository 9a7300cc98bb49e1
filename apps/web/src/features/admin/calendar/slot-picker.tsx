import type { StaffSlots } from '@petshop/contracts/admin-appointments';
import type { UseQueryResult } from '@tanstack/react-query';
import { Field } from '../../../components/ui/field.tsx';
import { formatClock, formatSlotDay } from '../../../lib/appointment-time.ts';
import { errorMessage } from '../admin-api.ts';
import { inputClass } from '../admin-ui.tsx';

/** A free time chosen: its start, and the groomer (none: any free one). */
export interface PickedSlot {
  startsAt: string;
  groomerId: number | undefined;
}

/**
 * A day, a groomer (or any) and that day's free times as a choice of buttons: what staff pick to
 * book or move an appointment. The times come from the API, each groomer's own.
 */
export function SlotPicker({
  date,
  onDate,
  groomer,
  onGroomer,
  slots,
  picked,
  onPick,
  error,
}: {
  date: string;
  onDate: (date: string) => void;
  /** '' for any free groomer. */
  groomer: string;
  onGroomer: (groomer: string) => void;
  slots: UseQueryResult<StaffSlots>;
  picked: PickedSlot | undefined;
  onPick: (slot: PickedSlot) => void;
  error?: string | undefined;
}) {
  const groomers = slots.data?.groomers ?? [];
  const chosen = groomers.find((each) => String(each.id) === groomer);
  const times = chosen
    ? chosen.slots
    : [...new Map(groomers.flatMap((each) => each.slots).map((slot) => [slot.starts_at, slot]))]
        .map(([, slot]) => slot)
        .sort((a, b) => a.starts_at.localeCompare(b.starts_at));
  const groupName = date ? `Free times on ${formatSlotDay(date)}` : 'Free times';
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Day" marker="required">
          {({ id, describedBy }) => (
            <input
              id={id}
              type="date"
              value={date}
              onChange={(event) => onDate(event.target.value)}
              aria-describedby={describedBy}
              className={inputClass}
            />
          )}
        </Field>
        <Field label="Groomer">
          {({ id, describedBy }) => (
            <select
              id={id}
              value={groomer}
              onChange={(event) => onGroomer(event.target.value)}
              aria-describedby={describedBy}
              className={inputClass}
            >
              <option value="">Any free groomer</option>
              {groomers.map((each) => (
                <option key={each.id} value={String(each.id)}>
                  {each.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-gray-700">{groupName}</legend>
        {slots.isError ? (
          <p role="alert" className="text-sm text-red-800">
            {errorMessage(slots.error)}
          </p>
        ) : slots.isFetching && !slots.data ? (
          <p className="text-sm text-gray-600">Looking for free times…</p>
        ) : !date ? (
          <p className="text-sm text-gray-600">Choose a day.</p>
        ) : times.length === 0 ? (
          <p className="text-sm text-gray-600">
            No free times on this day{chosen ? ` for ${chosen.name}` : ''}. Try another day
            {chosen ? ' or groomer' : ''}.
          </p>
        ) : (
          <div role="radiogroup" aria-label={groupName} className="flex flex-wrap gap-2">
            {times.map((slot) => {
              const on = picked?.startsAt === slot.starts_at;
              return (
                <button
                  key={slot.starts_at}
                  type="button"
                  role="radio"
                  aria-checked={on}
                  onClick={() => onPick({ startsAt: slot.starts_at, groomerId: chosen?.id })}
                  className={`min-h-11 rounded-lg border px-3 text-sm font-semibold ${on ? 'border-brand-700 bg-brand-700 text-white' : 'border-gray-300 bg-white text-ink hover:border-brand-500'}`}
                >
                  {formatClock(slot.time)}
                </button>
              );
            })}
          </div>
        )}
        {error && (
          <p role="alert" className="mt-2 text-sm text-red-800">
            {error}
          </p>
        )}
      </fieldset>
    </div>
  );
}
