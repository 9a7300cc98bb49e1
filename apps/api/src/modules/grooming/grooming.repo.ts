import { and, asc, count, eq, gte, inArray, isNotNull, lt, ne } from 'drizzle-orm';
import type { PetSize } from '@petshop/contracts/grooming';
import type { Db } from '../../db/client.ts';
import {
  bookings,
  groomerDaysOff,
  groomers,
  groomerShifts,
  groomingPrices,
  groomingServices,
  groomingSettings,
  shopHolidays,
} from '../../db/schema.ts';
import type { Busy, GroomerWeek } from './slots.ts';

export async function findGroomingSettings(db: Db) {
  const [row] = await db.select().from(groomingSettings).where(eq(groomingSettings.id, 1));
  return row ?? { id: 1, windowDays: 14, noticeMinutes: 120, stepMinutes: 30 };
}

/** Active services with their prices, in the shop's order. */
export async function findActiveServices(db: Db) {
  const services = await db
    .select()
    .from(groomingServices)
    .where(eq(groomingServices.isActive, true))
    .orderBy(asc(groomingServices.position), asc(groomingServices.id));
  const prices =
    services.length === 0
      ? []
      : await db
          .select()
          .from(groomingPrices)
          .where(
            inArray(
              groomingPrices.serviceId,
              services.map((service) => service.id),
            ),
          );
  return services.map((service) => ({
    ...service,
    prices: prices.filter((price) => price.serviceId === service.id),
  }));
}

/** Active groomers with their weekly shifts and their days off from `fromDay` on. */
export async function findGroomerWeeks(db: Db, fromDay: string): Promise<GroomerWeek[]> {
  const people = await db
    .select({ id: groomers.id })
    .from(groomers)
    .where(eq(groomers.isActive, true))
    .orderBy(asc(groomers.position), asc(groomers.id));
  if (people.length === 0) return [];
  const ids = people.map((person) => person.id);
  const [shifts, daysOff] = await Promise.all([
    db.select().from(groomerShifts).where(inArray(groomerShifts.groomerId, ids)),
    db
      .select()
      .from(groomerDaysOff)
      .where(and(inArray(groomerDaysOff.groomerId, ids), gte(groomerDaysOff.day, fromDay))),
  ]);
  return people.map(({ id }) => ({
    id,
    shifts: shifts.filter((shift) => shift.groomerId === id),
    daysOff: new Set(daysOff.filter((off) => off.groomerId === id).map((off) => off.day)),
  }));
}

export async function findHolidays(db: Db, fromDay: string) {
  const rows = await db.select().from(shopHolidays).where(gte(shopHolidays.day, fromDay));
  return new Set(rows.map((row) => row.day));
}

/** The appointments groomers hold between two instants (not cancelled). */
export async function findBusy(db: Db, from: Date, to: Date): Promise<Busy[]> {
  const rows = await db
    .select({ groomerId: bookings.groomerId, start: bookings.scheduledAt, end: bookings.endsAt })
    .from(bookings)
    .where(
      and(
        isNotNull(bookings.groomerId),
        ne(bookings.status, 'cancelled'),
        lt(bookings.scheduledAt, to),
        gte(bookings.endsAt, from),
      ),
    );
  return rows.map((row) => ({ groomerId: row.groomerId!, start: row.start!, end: row.end! }));
}

export async function findGroomerName(db: Db, id: number) {
  const [row] = await db.select({ name: groomers.name }).from(groomers).where(eq(groomers.id, id));
  return row?.name ?? '';
}

/** Services with their prices ([minutes, AED] per pet size), written once into an empty list. */
export async function insertServicesIfNone(
  db: Db,
  services: {
    name: string;
    kind: 'package' | 'add_on';
    description: string;
    prices: Partial<Record<PetSize, [number, number]>>;
  }[],
) {
  const [existing] = await db.select({ n: count() }).from(groomingServices);
  if ((existing?.n ?? 0) > 0) return;
  await db.transaction(async (tx) => {
    for (const [position, service] of services.entries()) {
      const [row] = await tx
        .insert(groomingServices)
        .values({
          name: service.name,
          kind: service.kind,
          description: service.description,
          position,
        })
        .onConflictDoNothing()
        .returning({ id: groomingServices.id });
      if (!row) continue;
      await tx.insert(groomingPrices).values(
        Object.entries(service.prices).map(([petSize, [minutes, aed]]) => ({
          serviceId: row.id,
          petSize,
          durationMinutes: minutes,
          priceFils: aed * 100,
        })),
      );
    }
  });
}

/** Groomers working `weekdays` in their shifts ([start, end) minutes), into an empty list. */
export async function insertGroomersIfNone(
  db: Db,
  people: { name: string; shifts: [number, number][] }[],
  weekdays: number[],
) {
  const [existing] = await db.select({ n: count() }).from(groomers);
  if ((existing?.n ?? 0) > 0) return;
  await db.transaction(async (tx) => {
    for (const [position, person] of people.entries()) {
      const [row] = await tx
        .insert(groomers)
        .values({ name: person.name, position })
        .returning({ id: groomers.id });
      await tx.insert(groomerShifts).values(
        weekdays.flatMap((weekday) =>
          person.shifts.map(([startMinute, endMinute]) => ({
            groomerId: row!.id,
            weekday,
            startMinute,
            endMinute,
          })),
        ),
      );
    }
  });
}
