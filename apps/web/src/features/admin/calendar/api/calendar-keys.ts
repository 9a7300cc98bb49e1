import { resourceKeys } from '../../api/resource-keys.ts';

/** Query keys of the grooming calendar: the days read, and the free times asked for. */
export const calendarKeys = {
  ...resourceKeys('calendar'),
  range: (from: string, to: string) => ['admin', 'calendar', 'range', from, to] as const,
  slots: (query: Record<string, string | number>) => ['admin', 'calendar', 'slots', query] as const,
  services: () => ['admin', 'calendar', 'services'] as const,
};
