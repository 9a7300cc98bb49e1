import type { ReactNode } from 'react';
import { formatShopDate } from '../../../lib/dates.ts';

/** The shifts' weekday numbers in words (0 = Sunday … 6 = Saturday, as the API counts). */
export { WEEKDAY_NAMES } from '@petshop/contracts/grooming-terms';

/** A service's kind as the owner reads it. */
export const KIND_LABELS = { package: 'Package', add_on: 'Add-on' } as const;

/** The look of a small input in a row (minutes, prices, times). */
export const cellInputClass = (invalid: boolean) =>
  `block w-full min-w-0 rounded-lg border bg-white px-2 py-2 text-sm text-ink shadow-xs focus:border-brand-600 focus:outline-2 focus:outline-brand-600 ${invalid ? 'border-red-600' : 'border-gray-300'}`;

/** A section of the grooming setup: its title, a line saying what it is for, its action. */
export function SetupSection({
  id,
  title,
  text,
  action,
  children,
}: {
  id: string;
  title: string;
  text: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="min-w-0 space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 id={id} className="text-xl font-bold text-ink">
            {title}
          </h2>
          <p className="mt-1 text-sm text-gray-600">{text}</p>
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A card of a section (a service, a groomer), a region named by its title. */
export function SetupCard({
  id,
  title,
  badge,
  children,
}: {
  id: string;
  title: string;
  badge?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 rounded-2xl border border-gray-200 bg-white p-4 sm:p-5"
    >
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <h3 id={id} className="text-lg font-bold break-words text-ink">
          {title}
        </h3>
        {badge}
      </div>
      {children}
    </section>
  );
}

/** A Dubai day (YYYY-MM-DD) as people read it: 'Wednesday, 2 December 2026'. */
export const dayWords = (day: string) => formatShopDate(`${day}T12:00:00+04:00`, 'weekday') ?? day;

/** A line under a control saying what is wrong with it. */
export function RowError({ id, children }: { id: string; children: string | undefined }) {
  if (!children) return null;
  return (
    <p id={id} className="mt-1 text-xs font-medium text-red-700">
      {children}
    </p>
  );
}
