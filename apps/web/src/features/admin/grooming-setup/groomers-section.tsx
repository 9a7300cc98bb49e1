import type { GroomerShift, GroomingSetupGroomer } from '@petshop/contracts/admin-grooming';
import { useId, useState } from 'react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { shopToday } from '../../../lib/dates.ts';
import { errorMessage, fieldErrors } from '../admin-api.ts';
import { FormDialog, TextField } from '../admin-ui.tsx';
import { formlessProblem, ProblemAlert } from '../kit/detail-page.tsx';
import { SaveBar } from '../kit/save-bar.tsx';
import { StatusBadge } from '../status-badge.tsx';
import { useAddDaysOff, useRemoveDayOff, useSaveGroomer } from './api/grooming-setup.ts';
import {
  cellInputClass,
  dayWords,
  RowError,
  SetupCard,
  SetupSection,
  WEEKDAY_NAMES,
} from './setup-parts.tsx';

/** Narrow enough for two and a button on a phone: the time's own picker opens on a tap. */
const timeInputClass = 'w-28 flex-none [&::-webkit-calendar-picker-indicator]:hidden';

/** The week as the shop's staff read it: Monday first (the numbers stay 0 = Sunday). */
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;

interface ShiftRow {
  key: number;
  start: string;
  end: string;
}
interface GroomerForm {
  name: string;
  active: boolean;
  days: Record<number, ShiftRow[]>;
}

let nextKey = 1;
const formOf = (groomer: GroomingSetupGroomer): GroomerForm => ({
  name: groomer.name,
  active: groomer.active,
  days: Object.fromEntries(
    WEEK.map((weekday) => [
      weekday,
      groomer.shifts
        .filter((shift) => shift.weekday === weekday)
        .map((shift) => ({ key: nextKey++, start: shift.start, end: shift.end })),
    ]),
  ),
});
/** The form without its rows' keys: what says whether anything changed. */
const comparable = (form: GroomerForm) =>
  JSON.stringify({
    ...form,
    days: WEEK.map((weekday) => form.days[weekday]!.map(({ start, end }) => [start, end])),
  });

/** Groomers: a card per person with their weekly hours and their days off. */
export function GroomersSection({ groomers }: { groomers: GroomingSetupGroomer[] }) {
  const [adding, setAdding] = useState(false);
  return (
    <SetupSection
      id="groomers-title"
      title="Groomers"
      text="Each groomer's weekly hours. Two shifts on one day leave a break between them; a day without shifts is a day they do not work."
      action={
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={() => setAdding(true)}
        >
          Add a groomer
        </button>
      }
    >
      {groomers.length === 0 ? (
        <p className="text-gray-600">
          No groomers yet: customers cannot book a time until you add one with working hours.
        </p>
      ) : (
        <div className="grid gap-4">
          {groomers.map((groomer) => (
            <SetupCard
              key={groomer.id}
              id={`groomer-${groomer.id}-title`}
              title={groomer.name}
              badge={!groomer.active && <StatusBadge tone="off">Takes no bookings</StatusBadge>}
            >
              <GroomerWeekForm
                key={JSON.stringify([groomer.name, groomer.active, groomer.shifts])}
                groomer={groomer}
              />
              <DaysOff groomer={groomer} />
            </SetupCard>
          ))}
        </div>
      )}
      <NewGroomerDialog open={adding} onClose={() => setAdding(false)} />
    </SetupSection>
  );
}

function GroomerWeekForm({ groomer }: { groomer: GroomingSetupGroomer }) {
  const baseId = useId();
  const [saved] = useState(() => formOf(groomer));
  const [form, setForm] = useState(saved);
  const [problems, setProblems] = useState<Record<number, string>>({});
  /** The rows as last sent, so the server's `shifts.3.start` finds its row. */
  const [sent, setSent] = useState<number[]>([]);
  const save = useSaveGroomer(groomer.id);
  const dirty = comparable(form) !== comparable(saved);
  const serverErrors = fieldErrors(save.error);

  const setDay = (weekday: number, rows: ShiftRow[]) =>
    setForm((current) => ({ ...current, days: { ...current.days, [weekday]: rows } }));

  const rowError = (key: number) => {
    if (problems[key]) return problems[key];
    const index = sent.indexOf(key);
    if (index < 0) return undefined;
    return Object.entries(serverErrors).find(([field]) =>
      field.startsWith(`shifts.${index}.`),
    )?.[1];
  };

  const submit = () => {
    const found: Record<number, string> = {};
    const shifts: GroomerShift[] = [];
    const keys: number[] = [];
    for (const weekday of WEEK) {
      for (const row of form.days[weekday]!) {
        if (!row.start || !row.end) {
          found[row.key] = 'Enter when the shift starts and ends.';
        } else if (row.start >= row.end) {
          found[row.key] = 'The shift must end after it starts.';
        }
        shifts.push({ weekday, start: row.start, end: row.end });
        keys.push(row.key);
      }
    }
    setProblems(found);
    if (Object.keys(found).length > 0 || !form.name.trim()) return;
    setSent(keys);
    save.mutate(
      { name: form.name, active: form.active, shifts },
      { onSuccess: () => toast.success(`${form.name.trim()}'s hours saved.`) },
    );
  };

  return (
    <form
      noValidate
      className="space-y-4"
      aria-label={`${groomer.name}: name and weekly hours`}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <ProblemAlert>{formlessProblem(save.error)}</ProblemAlert>
      <div className="grid gap-3 sm:grid-cols-2 sm:items-end">
        <TextField
          label="Name"
          value={form.name}
          maxLength={80}
          onChange={(name) => setForm((current) => ({ ...current, name }))}
          error={!form.name.trim() ? 'Enter the groomer’s name.' : serverErrors.name}
        />
        <label className="flex items-center gap-2 pb-2 text-sm text-ink">
          <input
            type="checkbox"
            className="size-5 accent-brand-700"
            checked={form.active}
            onChange={(event) =>
              setForm((current) => ({ ...current, active: event.target.checked }))
            }
          />
          Takes new bookings
        </label>
      </div>
      <fieldset className="min-w-0">
        <legend className="text-sm font-semibold text-ink">Weekly hours</legend>
        <ul className="mt-2 divide-y divide-gray-100 rounded-xl border border-gray-200">
          {WEEK.map((weekday) => {
            const day = WEEKDAY_NAMES[weekday];
            const rows = form.days[weekday]!;
            return (
              <li
                key={weekday}
                className="grid gap-2 px-3 py-3 sm:grid-cols-[7rem_1fr] sm:items-start"
              >
                <p className="pt-2 text-sm font-semibold text-ink">{day}</p>
                <div className="min-w-0 space-y-2">
                  {rows.length === 0 && <p className="pt-2 text-sm text-gray-500">Not working</p>}
                  {rows.map((row, at) => {
                    const error = rowError(row.key);
                    const errorId = `${baseId}-${row.key}-error`;
                    const name = `${day} shift ${at + 1}`;
                    const change = (edit: Partial<ShiftRow>) =>
                      setDay(
                        weekday,
                        rows.map((each) => (each.key === row.key ? { ...each, ...edit } : each)),
                      );
                    return (
                      <div key={row.key}>
                        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                          <input
                            type="time"
                            aria-label={`${name} starts`}
                            value={row.start}
                            onChange={(event) => change({ start: event.target.value })}
                            aria-invalid={error ? true : undefined}
                            aria-describedby={error ? errorId : undefined}
                            className={`${cellInputClass(Boolean(error))} ${timeInputClass}`}
                          />
                          <span aria-hidden="true">–</span>
                          <input
                            type="time"
                            aria-label={`${name} ends`}
                            value={row.end}
                            onChange={(event) => change({ end: event.target.value })}
                            aria-invalid={error ? true : undefined}
                            aria-describedby={error ? errorId : undefined}
                            className={`${cellInputClass(Boolean(error))} ${timeInputClass}`}
                          />
                          <button
                            type="button"
                            className={buttonClass('secondary', 'sm')}
                            aria-label={`Remove ${name}`}
                            onClick={() =>
                              setDay(
                                weekday,
                                rows.filter((each) => each.key !== row.key),
                              )
                            }
                          >
                            ✕
                          </button>
                        </div>
                        <RowError id={errorId}>{error}</RowError>
                      </div>
                    );
                  })}
                  <button
                    type="button"
                    className="text-sm font-semibold text-brand-800 hover:underline"
                    aria-label={`Add a shift on ${day}`}
                    onClick={() => {
                      const last = rows.at(-1);
                      setDay(weekday, [
                        ...rows,
                        last
                          ? { key: nextKey++, start: last.end, end: '' }
                          : { key: nextKey++, start: '09:00', end: '17:00' },
                      ]);
                    }}
                  >
                    + Add shift
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <SaveBar
        dirty={dirty}
        saving={save.isPending}
        saveLabel="Save hours"
        canSave={Boolean(form.name.trim())}
        onDiscard={() => {
          setForm(saved);
          setProblems({});
          save.reset();
        }}
      />
    </form>
  );
}

/** A groomer's days off from today on: each may be removed; one day or a stretch is added. */
function DaysOff({ groomer }: { groomer: GroomingSetupGroomer }) {
  const baseId = useId();
  const today = shopToday();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const add = useAddDaysOff(groomer.id);
  const remove = useRemoveDayOff(groomer.id);
  const errors = fieldErrors(add.error);
  const titleId = `${baseId}-title`;
  return (
    <section aria-labelledby={titleId} className="mt-6 border-t border-gray-100 pt-4">
      <h4 id={titleId} className="text-sm font-semibold text-ink">
        Days off
      </h4>
      {groomer.daysOff.length === 0 ? (
        <p className="mt-1 text-sm text-gray-600">No days off ahead.</p>
      ) : (
        <ul className="mt-2 space-y-1">
          {groomer.daysOff.map((day) => (
            <li key={day} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span>{dayWords(day)}</span>
              <button
                type="button"
                className={buttonClass('secondary', 'sm')}
                aria-label={`Remove the day off on ${dayWords(day)}`}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(day, {
                    onSuccess: () =>
                      toast.success(`${groomer.name} works on ${dayWords(day)} again.`),
                    onError: (error) => toast.error(errorMessage(error)),
                  })
                }
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        noValidate
        className="mt-3 flex flex-wrap items-end gap-3"
        aria-label={`Add days off for ${groomer.name}`}
        onSubmit={(event) => {
          event.preventDefault();
          if (!from) return;
          add.mutate(to ? { from, to } : { from }, {
            onSuccess: () => {
              toast.success(`Days off added for ${groomer.name}.`);
              setFrom('');
              setTo('');
            },
          });
        }}
      >
        <DateInput
          label="First day off"
          value={from}
          min={today}
          onChange={setFrom}
          error={errors.from}
        />
        <DateInput
          label="Last day off (optional)"
          value={to}
          min={from || today}
          onChange={setTo}
          error={errors.to}
        />
        <button
          type="submit"
          className={buttonClass('secondary', 'sm')}
          disabled={!from || add.isPending}
        >
          {add.isPending ? 'Adding…' : 'Add days off'}
        </button>
        {formlessProblem(add.error) && (
          <p role="alert" className="w-full text-sm text-red-800">
            {formlessProblem(add.error)}
          </p>
        )}
      </form>
    </section>
  );
}

/** A labelled date input of a small add form. */
export function DateInput({
  label,
  value,
  min,
  onChange,
  error,
}: {
  label: string;
  value: string;
  min?: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        min={min}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${cellInputClass(Boolean(error))} w-44`}
      />
      <RowError id={`${id}-error`}>{error}</RowError>
    </div>
  );
}

/** A new groomer: their name; their hours are set in their card. */
function NewGroomerDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [name, setName] = useState('');
  const save = useSaveGroomer();
  const errors = fieldErrors(save.error);
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Add a groomer"
      text="Then set their weekly hours: customers can book them only when they work."
      problem={formlessProblem(save.error)}
      submitLabel="Add groomer"
      pendingLabel="Adding…"
      pending={save.isPending}
      disabled={!name.trim()}
      dirty={name.trim() !== ''}
      onSubmit={() =>
        save.mutate(
          { name, shifts: [] },
          {
            onSuccess: () => {
              toast.success(`${name.trim()} added. Set their weekly hours.`);
              setName('');
              save.reset();
              onClose();
            },
          },
        )
      }
    >
      <TextField label="Name" maxLength={80} value={name} onChange={setName} error={errors.name} />
    </FormDialog>
  );
}
