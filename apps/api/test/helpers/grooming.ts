import { groomers, groomerShifts } from '../../src/db/schema.ts';
import type { TestShop } from './app.ts';

/** Minutes after midnight of an 'HH:MM' time. */
const minutes = (time: string) => {
  const [hours, mins] = time.split(':').map(Number) as [number, number];
  return hours * 60 + mins;
};

/**
 * A groomer who works every day of the week in `shifts` (Dubai times, the gaps between them
 * breaks): its id.
 */
export async function addGroomer(
  shop: TestShop,
  name: string,
  shifts: [string, string][] = [['08:00', '22:00']],
) {
  const [groomer] = await shop.database.db
    .insert(groomers)
    .values({ name })
    .returning({ id: groomers.id });
  await shop.database.db.insert(groomerShifts).values(
    [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) =>
      shifts.map(([start, end]) => ({
        groomerId: groomer!.id,
        weekday,
        startMinute: minutes(start),
        endMinute: minutes(end),
      })),
    ),
  );
  return groomer!.id;
}
