import type { Calendar, CalendarAppointment } from '@petshop/contracts/admin-appointments';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { formatSlotDay } from '../../../lib/appointment-time.ts';
import { usePageHead } from '../../../lib/page-meta.ts';
import { DateFilter, ListError, SelectFilter } from '../admin-ui.tsx';
import { useCalendar } from './api/get-calendar.ts';
import { AppointmentDialog } from './appointment-dialog.tsx';
import { AppointmentFormDialog } from './appointment-form-dialog.tsx';
import { addDays, readDay, shopMinutes, todayInShop, weekStart } from './calendar-dates.ts';
import { TimeGrid, type GridColumn } from './time-grid.tsx';

type View = 'day' | 'week';

/** A groomer's working stretches on a day, and whether they are off. */
function groomerDay(calendar: Calendar, groomerId: number, date: string) {
  const groomer = calendar.groomers.find((each) => each.id === groomerId);
  const working = (groomer?.working ?? [])
    .filter((each) => each.date === date)
    .map((each) => ({ start: each.start_minute, end: each.end_minute }));
  const note = calendar.holidays.includes(date)
    ? 'Shop closed'
    : groomer && !groomer.active
      ? 'No longer works here'
      : working.length === 0
        ? 'Not working'
        : undefined;
  const appointments = calendar.appointments.filter(
    (appointment) =>
      appointment.groomer_id === groomerId && shopMinutes(appointment.starts_at).date === date,
  );
  return { working, note, appointments };
}

/**
 * /admin/calendar: the grooming calendar. A day shows every groomer side by side; a week shows
 * one groomer's seven days. Working time is white, time off hatched; an appointment opens its
 * details (move, completed, no-show, cancel); "New appointment" books a customer on the phone.
 */
export function CalendarPage() {
  usePageHead({ title: 'Calendar' });
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'week' ? 'week' : 'day';
  const date = readDay(params.get('date')) ?? todayInShop();
  const from = view === 'week' ? weekStart(date) : date;
  const to = view === 'week' ? addDays(from, 6) : date;
  const calendar = useCalendar(from, to);
  const [open, setOpen] = useState<CalendarAppointment>();
  const [creating, setCreating] = useState(false);
  const data = calendar.data;
  const active = data?.groomers ?? [];
  const groomerId = Number(params.get('groomer')) || active[0]?.id;

  const go = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) next.set(key, value);
        return next;
      },
      { replace: true },
    );
  const step = view === 'week' ? 7 : 1;

  let columns: GridColumn[] = [];
  if (data && view === 'day') {
    columns = data.groomers.map((groomer) => ({
      key: String(groomer.id),
      label: groomer.name,
      ...groomerDay(data, groomer.id, date),
    }));
  } else if (data && groomerId !== undefined) {
    columns = Array.from({ length: 7 }, (_, n) => addDays(from, n)).map((day) => ({
      key: day,
      label: formatSlotDay(day),
      ...groomerDay(data, groomerId, day),
    }));
  }
  const groomerName = (id: number) => data?.groomers.find((each) => each.id === id)?.name ?? '';
  const heading =
    view === 'day'
      ? formatSlotDay(date)
      : `${groomerName(groomerId ?? 0)}: ${formatSlotDay(from)} – ${formatSlotDay(to)}`;

  return (
    <div className="min-w-0 space-y-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-ink">Calendar</h1>
        <button
          type="button"
          className={buttonClass('primary', 'sm')}
          onClick={() => setCreating(true)}
        >
          New appointment
        </button>
      </header>
      <div className="flex flex-wrap items-end gap-3">
        <div role="group" aria-label="View" className="flex gap-1">
          {(['day', 'week'] as const).map((each) => (
            <button
              key={each}
              type="button"
              aria-pressed={view === each}
              className={`min-h-11 rounded-lg border px-4 text-sm font-semibold ${view === each ? 'border-brand-700 bg-brand-700 text-white' : 'border-gray-300 bg-white text-ink'}`}
              onClick={() => go({ view: each })}
            >
              {each === 'day' ? 'Day' : 'Week'}
            </button>
          ))}
        </div>
        <nav aria-label="Days" className="flex gap-1">
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={() => go({ date: addDays(date, -step) })}
          >
            Previous
          </button>
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={() => go({ date: todayInShop() })}
          >
            Today
          </button>
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={() => go({ date: addDays(date, step) })}
          >
            Next
          </button>
        </nav>
        <DateFilter
          label="Date"
          required
          value={date}
          onChange={(value) => readDay(value) && go({ date: value })}
        />
        {view === 'week' && active.length > 0 && (
          <SelectFilter
            label="Groomer"
            value={String(groomerId ?? '')}
            onChange={(value) => go({ groomer: value })}
            options={active.map((groomer) => [String(groomer.id), groomer.name] as const)}
          />
        )}
      </div>
      <h2 className="text-lg font-semibold text-ink" aria-live="polite">
        {heading}
      </h2>
      {calendar.isError ? (
        <ListError error={calendar.error} />
      ) : !data ? (
        <p className="text-gray-600">Loading the calendar…</p>
      ) : data.groomers.length === 0 ? (
        <p className="text-gray-600">
          No groomers yet: the owner adds them and their working hours first.
        </p>
      ) : (
        <TimeGrid
          label={view === 'day' ? `Groomers on ${formatSlotDay(date)}` : heading}
          columns={columns}
          onOpen={setOpen}
        />
      )}
      {open && (
        <AppointmentDialog
          key={open.id}
          appointment={open}
          groomerName={groomerName(open.groomer_id)}
          onClose={() => setOpen(undefined)}
        />
      )}
      {creating && <AppointmentFormDialog open day={date} onClose={() => setCreating(false)} />}
    </div>
  );
}

export default CalendarPage;
