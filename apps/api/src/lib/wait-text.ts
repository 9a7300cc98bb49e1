/**
 * A rate limit's remaining time as a person reads it, rounded up to whole minutes (and to hours
 * from one hour): '1 minute' while less than a minute is left, '1 hour' with 59:59 left.
 */
export function waitText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}
