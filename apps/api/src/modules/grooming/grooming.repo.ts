import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  sql,
} from 'drizzle-orm';
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
import { notesWithLine } from '../bookings/bookings.repo.ts';
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

/** The Arabic names of these services, by id (issue 34); null where staff wrote none. */
export async function findServiceArabicNames(
  db: Db,
  ids: number[],
): Promise<Map<number, string | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: groomingServices.id, nameAr: groomingServices.nameAr })
    .from(groomingServices)
    .where(inArray(groomingServices.id, ids));
  return new Map(rows.map((row) => [row.id, row.nameAr]));
}

/**
 * Groomers in the shop's order (the active ones, or `all`) with their weekly shifts and their days
 * off from `fromDay` on (up to `toDay`).
 */
export async function findGroomerWeeks(
  db: Db,
  fromDay: string,
  { toDay, all = false }: { toDay?: string; all?: boolean } = {},
): Promise<(GroomerWeek & { name: string; active: boolean })[]> {
  const people = await db
    .select({ id: groomers.id, name: groomers.name, active: groomers.isActive })
    .from(groomers)
    .where(all ? undefined : eq(groomers.isActive, true))
    .orderBy(asc(groomers.position), asc(groomers.id));
  if (people.length === 0) return [];
  const ids = people.map((person) => person.id);
  const [shifts, daysOff] = await Promise.all([
    db.select().from(groomerShifts).where(inArray(groomerShifts.groomerId, ids)),
    db
      .select()
      .from(groomerDaysOff)
      .where(
        and(
          inArray(groomerDaysOff.groomerId, ids),
          gte(groomerDaysOff.day, fromDay),
          toDay === undefined ? undefined : lte(groomerDaysOff.day, toDay),
        ),
      ),
  ]);
  return people.map((person) => ({
    ...person,
    shifts: shifts.filter((shift) => shift.groomerId === person.id),
    daysOff: new Set(daysOff.filter((off) => off.groomerId === person.id).map((off) => off.day)),
  }));
}

export async function findHolidays(db: Db, fromDay: string) {
  const rows = await db.select().from(shopHolidays).where(gte(shopHolidays.day, fromDay));
  return new Set(rows.map((row) => row.day));
}

/** The appointments groomers hold between two instants (not cancelled). */
export async function findBusy(db: Db, from: Date, to: Date): Promise<Busy[]> {
  return (await findBusyRows(db, from, to)).map(({ groomerId, start, end }) => ({
    groomerId,
    start,
    end,
  }));
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
    nameAr?: string;
    descriptionAr?: string;
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
          nameAr: service.nameAr ?? null,
          descriptionAr: service.descriptionAr ?? null,
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

/**
 * The Arabic name and description of the default services (issue 34), for a shop made before them:
 * only a service still named and described as the default, with no Arabic yet, gets them.
 */
export async function fillDefaultServicesArabic(
  db: Db,
  services: { name: string; description: string; nameAr?: string; descriptionAr?: string }[],
) {
  for (const service of services) {
    if (!service.nameAr) continue;
    await db
      .update(groomingServices)
      .set({ nameAr: service.nameAr, descriptionAr: service.descriptionAr ?? null })
      .where(
        and(
          eq(groomingServices.name, service.name),
          eq(groomingServices.description, service.description),
          isNull(groomingServices.nameAr),
          isNull(groomingServices.descriptionAr),
        ),
      );
  }
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

/**
 * Which appointment a customer changes: the one their private link's token (its SHA-256) stands
 * for, or one of their account's own by its reference.
 */
export type AppointmentKey = { tokenHash: string } | { userId: number; reference: string };

const keyed = (key: AppointmentKey) =>
  'tokenHash' in key
    ? eq(bookings.manageTokenHash, key.tokenHash)
    : and(eq(bookings.userId, key.userId), eq(bookings.reference, key.reference));

/** The appointment a key stands for (a link's only while it still stands). */
export async function findCustomerAppointment(db: Db, key: AppointmentKey) {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(keyed(key), isNotNull(bookings.groomerId)));
  return row;
}

/** A customer's own appointments, the latest start first. */
export async function findAppointmentsOfUser(db: Db, userId: number) {
  return db
    .select()
    .from(bookings)
    .where(and(eq(bookings.userId, userId), isNotNull(bookings.groomerId)))
    .orderBy(desc(bookings.scheduledAt), desc(bookings.id));
}

/** Held appointments, but one (the one being moved does not stand in its own way). */
export async function findBusyExcept(db: Db, from: Date, to: Date, bookingId: number) {
  return (await findBusyRows(db, from, to))
    .filter((row) => row.id !== bookingId)
    .map(({ groomerId, start, end }) => ({ groomerId, start, end }));
}

async function findBusyRows(db: Db, from: Date, to: Date) {
  const rows = await db
    .select({
      id: bookings.id,
      groomerId: bookings.groomerId,
      start: bookings.scheduledAt,
      end: bookings.endsAt,
    })
    .from(bookings)
    .where(
      and(
        isNotNull(bookings.groomerId),
        ne(bookings.status, 'cancelled'),
        lt(bookings.scheduledAt, to),
        gte(bookings.endsAt, from),
      ),
    );
  return rows.map((row) => ({
    id: row.id,
    groomerId: row.groomerId!,
    start: row.start!,
    end: row.end!,
  }));
}

/**
 * Cancels a customer's appointment while it may still be changed (`changeBy`: its start at the
 * latest); its link dies with it. Undefined when the key stands for nothing it may cancel.
 */
export async function cancelAppointment(
  db: Db,
  key: AppointmentKey,
  changeBy: Date,
  noteLine: string,
) {
  const [row] = await db
    .update(bookings)
    .set({
      status: 'cancelled',
      manageTokenHash: null,
      staffNotes: notesWithLine(noteLine),
      updatedAt: sql`now()`,
    })
    .where(
      and(
        keyed(key),
        eq(bookings.status, 'confirmed'),
        isNotNull(bookings.groomerId),
        gte(bookings.scheduledAt, changeBy),
      ),
    )
    .returning();
  return row;
}

/**
 * Moves a customer's appointment to a new time and groomer and gives it a new link (the old one
 * dies); its reminder is due again. Undefined when the key no longer stands for it.
 */
export async function moveAppointment(
  db: Db,
  key: AppointmentKey,
  change: { groomerId: number; start: Date; end: Date; newTokenHash: string; noteLine: string },
) {
  const [row] = await db
    .update(bookings)
    .set({
      groomerId: change.groomerId,
      scheduledAt: change.start,
      endsAt: change.end,
      manageTokenHash: change.newTokenHash,
      reminderSentAt: null,
      staffNotes: notesWithLine(change.noteLine),
      updatedAt: sql`now()`,
    })
    .where(and(keyed(key), eq(bookings.status, 'confirmed'), isNotNull(bookings.groomerId)))
    .returning();
  return row;
}

/**
 * Claims the appointments starting within a day that were booked more than a day ahead and have
 * had no reminder: marked in this statement, so however often (and wherever) the job runs, each
 * is reminded once.
 */
export async function claimReminders(db: Db, now: Date) {
  return db
    .update(bookings)
    .set({ reminderSentAt: now })
    .where(
      and(
        isNotNull(bookings.groomerId),
        eq(bookings.status, 'confirmed'),
        sql`${bookings.reminderSentAt} IS NULL`,
        sql`${bookings.scheduledAt} > ${now.toISOString()}::timestamptz`,
        sql`${bookings.scheduledAt} <= ${now.toISOString()}::timestamptz + interval '24 hours'`,
        sql`${bookings.createdAt} <= ${bookings.scheduledAt} - interval '24 hours'`,
      ),
    )
    .returning();
}
