import type { GroomingSetup } from '@petshop/contracts/admin-grooming';
import { useId, useState } from 'react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { shopToday } from '../../../lib/dates.ts';
import { errorMessage, fieldErrors } from '../admin-api.ts';
import { formlessProblem } from '../kit/detail-page.tsx';
import { useAddHoliday, useRemoveHoliday } from './api/grooming-setup.ts';
import { DateInput } from './groomers-section.tsx';
import { cellInputClass, dayWords, RowError, SetupSection } from './setup-parts.tsx';

type Holiday = GroomingSetup['holidays'][number];

/** Shop holidays: days the whole shop takes no appointments, from today on. */
export function HolidaysSection({ holidays }: { holidays: Holiday[] }) {
  const nameId = useId();
  const [day, setDay] = useState('');
  const [name, setName] = useState('');
  const [removing, setRemoving] = useState<Holiday | null>(null);
  const add = useAddHoliday();
  const remove = useRemoveHoliday();
  const errors = fieldErrors(add.error);
  const holidayName = (holiday: Holiday) =>
    holiday.name ? `${holiday.name} (${dayWords(holiday.day)})` : dayWords(holiday.day);
  return (
    <SetupSection
      id="shop-holidays-title"
      title="Shop holidays"
      text="Days the shop is closed: customers cannot book any time on them."
    >
      <div className="rounded-2xl border border-gray-200 bg-white p-4 sm:p-5">
        {holidays.length === 0 ? (
          <p className="text-sm text-gray-600">No holidays ahead.</p>
        ) : (
          <ul aria-labelledby="shop-holidays-title" className="divide-y divide-gray-100">
            {holidays.map((holiday) => (
              <li
                key={holiday.day}
                className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
              >
                <span className="min-w-0">
                  <span className="block font-semibold text-ink">{dayWords(holiday.day)}</span>
                  {holiday.name && <span className="block text-gray-600">{holiday.name}</span>}
                </span>
                <button
                  type="button"
                  className={buttonClass('secondary', 'sm')}
                  aria-label={`Remove the holiday on ${dayWords(holiday.day)}`}
                  disabled={remove.isPending}
                  onClick={() => setRemoving(holiday)}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        )}
        <form
          noValidate
          aria-label="Add a shop holiday"
          className="mt-4 flex flex-wrap items-end gap-3 border-t border-gray-100 pt-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!day) return;
            add.mutate(
              { day, name },
              {
                onSuccess: () => {
                  toast.success(`The shop is closed on ${dayWords(day)}.`);
                  setDay('');
                  setName('');
                },
              },
            );
          }}
        >
          <DateInput
            label="Date"
            value={day}
            min={shopToday()}
            onChange={setDay}
            error={errors.day}
          />
          <div className="min-w-0 flex-1 basis-48">
            <label htmlFor={nameId} className="mb-1 block text-sm font-semibold text-ink">
              Name <span className="font-normal text-gray-500">(optional)</span>
            </label>
            <input
              id={nameId}
              value={name}
              maxLength={80}
              placeholder="e.g. National Day"
              onChange={(event) => setName(event.target.value)}
              aria-invalid={errors.name ? true : undefined}
              className={cellInputClass(Boolean(errors.name))}
            />
            <RowError id={`${nameId}-error`}>{errors.name}</RowError>
          </div>
          <button
            type="submit"
            className={buttonClass('secondary', 'sm')}
            disabled={!day || add.isPending}
          >
            {add.isPending ? 'Adding…' : 'Add holiday'}
          </button>
          {formlessProblem(add.error) && (
            <p role="alert" className="w-full text-sm text-red-800">
              {formlessProblem(add.error)}
            </p>
          )}
        </form>
      </div>
      {removing && (
        <ConfirmDialog
          title={`Remove the holiday ${holidayName(removing)}?`}
          text="Customers can then book times on that day again."
          confirmLabel="Remove holiday"
          cancelLabel="Keep it"
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            const holiday = removing;
            setRemoving(null);
            remove.mutate(holiday.day, {
              onSuccess: () => toast.success(`The shop is open on ${dayWords(holiday.day)} again.`),
              onError: (error) => toast.error(errorMessage(error)),
            });
          }}
        />
      )}
    </SetupSection>
  );
}
