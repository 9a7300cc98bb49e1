import { shopWallClock } from '../../../lib/dates.ts';

/** YYYY-MM-DDTHH:mm of an instant on Dubai's clock: what a datetime-local input holds. */
export function dubaiLocalInput(value: string | Date): string {
  return shopWallClock(new Date(value)).slice(0, 16);
}
