import type { CalendarAppointment } from '@petshop/contracts/admin-appointments';
import { formatClock } from '../../../lib/appointment-time.ts';
import { clockOf, shopMinutes } from './calendar-dates.ts';

/** One column of the grid: a groomer on a day (day view) or a day of a groomer (week view). */
export interface GridColumn {
  key: string;
  label: string;
  /** A second line under the label (a day off, not working). */
  note?: string | undefined;
  /** Working stretches, minutes after Dubai midnight. */
  working: { start: number; end: number }[];
  appointments: CalendarAppointment[];
}

const PX_PER_MINUTE = 1.2;
const STATUS_LOOK: Record<string, string> = {
  confirmed: 'border-brand-700 bg-brand-50 text-ink',
  completed: 'border-green-700 bg-green-50 text-ink',
  no_show: 'border-amber-700 bg-amber-50 text-ink',
};
const STATUS_WORD: Record<string, string> = { completed: 'Completed', no_show: 'No-show' };

/** The hours shown: the day's working hours and appointments, whole hours, 09:00–18:00 at least. */
export function gridHours(columns: GridColumn[]) {
  let first = 9 * 60;
  let last = 18 * 60;
  for (const column of columns) {
    for (const stretch of column.working) {
      first = Math.min(first, stretch.start);
      last = Math.max(last, stretch.end);
    }
    for (const appointment of column.appointments) {
      first = Math.min(first, shopMinutes(appointment.starts_at).minutes);
      const end = shopMinutes(appointment.ends_at);
      last = Math.max(
        last,
        end.date > shopMinutes(appointment.starts_at).date ? 1440 : end.minutes,
      );
    }
  }
  return { first: Math.floor(first / 60) * 60, last: Math.min(1440, Math.ceil(last / 60) * 60) };
}

/**
 * Columns side by side with hour rows: working time white, time off hatched grey, appointments as
 * blocks (time, customer, services) that open their details. It scrolls sideways inside its own
 * box when the columns do not fit (a phone), the hours staying in view.
 */
export function TimeGrid({
  label,
  columns,
  onOpen,
}: {
  label: string;
  columns: GridColumn[];
  onOpen: (appointment: CalendarAppointment) => void;
}) {
  const { first, last } = gridHours(columns);
  const height = (last - first) * PX_PER_MINUTE;
  const hours = Array.from({ length: (last - first) / 60 }, (_, n) => first + n * 60);
  const top = (minutes: number) => (Math.max(minutes, first) - first) * PX_PER_MINUTE;
  const template = `3.5rem repeat(${columns.length}, minmax(8.5rem, 1fr))`;
  return (
    <section
      aria-label={label}
      className="max-w-full overflow-x-auto rounded-xl border border-gray-200 bg-white"
    >
      <div className="grid min-w-max" style={{ gridTemplateColumns: template }}>
        <div className="sticky left-0 z-20 border-b border-gray-200 bg-white" />
        {columns.map((column) => (
          <div
            key={column.key}
            className="border-b border-l border-gray-200 px-2 py-2 text-sm"
            role="columnheader"
          >
            <p className="font-semibold text-ink">{column.label}</p>
            {column.note && <p className="text-xs text-gray-600">{column.note}</p>}
          </div>
        ))}
        <div className="sticky left-0 z-20 bg-white" style={{ height }} aria-hidden="true">
          {hours.map((hour) => (
            <span
              key={hour}
              className="absolute right-1 -translate-y-1/2 text-xs text-gray-600"
              style={{ top: top(hour) + (hour === first ? 8 : 0) }}
            >
              {formatClock(clockOf(hour)).replace(':00', '')}
            </span>
          ))}
        </div>
        {columns.map((column) => (
          <div
            key={column.key}
            role="region"
            aria-label={column.label}
            className="relative border-l border-gray-200 bg-[repeating-linear-gradient(135deg,#f3f4f6_0,#f3f4f6_6px,#e5e7eb_6px,#e5e7eb_7px)]"
            style={{ height }}
            data-testid="calendar-column"
          >
            {column.working.map((stretch) => (
              <div
                key={stretch.start}
                className="absolute inset-x-0 bg-white"
                style={{ top: top(stretch.start), height: top(stretch.end) - top(stretch.start) }}
                data-working={`${clockOf(stretch.start)}-${clockOf(stretch.end)}`}
              />
            ))}
            {hours.map((hour) => (
              <div
                key={hour}
                className="absolute inset-x-0 border-t border-gray-200"
                style={{ top: top(hour) }}
                aria-hidden="true"
              />
            ))}
            {column.appointments.map((appointment) => {
              const start = shopMinutes(appointment.starts_at).minutes;
              const endAt = shopMinutes(appointment.ends_at);
              const end =
                endAt.date > shopMinutes(appointment.starts_at).date ? 1440 : endAt.minutes;
              const time = `${formatClock(clockOf(start))}–${formatClock(clockOf(end))}`;
              const status = STATUS_WORD[appointment.status];
              return (
                <button
                  key={appointment.id}
                  type="button"
                  onClick={() => onOpen(appointment)}
                  className={`absolute inset-x-1 overflow-hidden rounded-md border-l-4 px-2 py-1 text-left text-xs shadow-xs hover:brightness-95 focus-visible:outline-2 focus-visible:outline-brand-600 ${STATUS_LOOK[appointment.status] ?? STATUS_LOOK.confirmed}`}
                  style={{ top: top(start) + 1, height: Math.max(top(end) - top(start) - 2, 22) }}
                  aria-label={`${time}, ${appointment.name}, ${appointment.services.join(', ')}${status ? `, ${status}` : ''}`}
                >
                  <span className="block font-semibold">{time}</span>
                  <span className="block truncate">{appointment.name}</span>
                  <span className="block truncate text-gray-700">
                    {appointment.services.join(', ')}
                  </span>
                  {status && <span className="block font-semibold">{status}</span>}
                </button>
              );
            })}
          </div>
        ))}
      </div>
    </section>
  );
}
