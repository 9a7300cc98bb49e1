import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, shopHolidays } from '../../db/schema.ts';
import { notesWithLine, type BookingRow } from '../bookings/bookings.repo.ts';

export async function findHolidaysBetween(db: Db, fromDay: string, toDay: string) {
  const rows = await db
    .select({ day: shopHolidays.day })
    .from(shopHolidays)
    .where(and(gte(shopHolidays.day, fromDay), lte(shopHolidays.day, toDay)));
  return rows.map((row) => row.day).sort();
}

/** Appointments (with a groomer, not cancelled) overlapping [from, to), soonest first. */
export async function findAppointmentsBetween(db: Db, from: Date, to: Date) {
  return db
    .select()
    .from(bookings)
    .where(
      and(
        isNotNull(bookings.groomerId),
        ne(bookings.status, 'cancelled'),
        lt(bookings.scheduledAt, to),
        gte(bookings.endsAt, from),
      ),
    )
    .orderBy(asc(bookings.scheduledAt), asc(bookings.id));
}

export async function findAppointmentByReference(db: Db, reference: string) {
  const [row] = await db.select().from(bookings).where(eq(bookings.reference, reference)).limit(1);
  return row;
}

/**
 * Moves a confirmed appointment to a new time and groomer in one statement; its reminder is due
 * again. Undefined when it is no longer a confirmed appointment.
 */
export async function moveAppointment(
  db: Db,
  id: number,
  change: { groomerId: number; start: Date; end: Date; noteLine: string },
) {
  const [row] = await db
    .update(bookings)
    .set({
      groomerId: change.groomerId,
      scheduledAt: change.start,
      endsAt: change.end,
      reminderSentAt: null,
      staffNotes: notesWithLine(change.noteLine),
      updatedAt: sql`now()`,
    })
    .where(
      and(eq(bookings.id, id), eq(bookings.status, 'confirmed'), isNotNull(bookings.groomerId)),
    )
    .returning();
  return row;
}

/**
 * Makes a booking request (new, contacted, or confirmed without a groomer) the appointment:
 * confirmed, with its groomer, time, services and price. Undefined when it is not such a request.
 */
export async function requestToAppointment(
  db: Db,
  id: number,
  appointment: {
    groomerId: number;
    start: Date;
    end: Date;
    petSize: string;
    service: BookingRow['service'];
    services: NonNullable<BookingRow['services']>;
    priceFils: number;
    /** The SHA-256 of its private link's token. */
    manageTokenHash: string;
    noteLine: string;
  },
) {
  const [row] = await db
    .update(bookings)
    .set({
      status: 'confirmed',
      groomerId: appointment.groomerId,
      scheduledAt: appointment.start,
      endsAt: appointment.end,
      petSize: appointment.petSize,
      service: appointment.service,
      services: appointment.services,
      priceFils: appointment.priceFils,
      manageTokenHash: appointment.manageTokenHash,
      reminderSentAt: null,
      staffNotes: notesWithLine(appointment.noteLine),
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(bookings.id, id),
        isNull(bookings.groomerId),
        inArray(bookings.status, ['requested', 'contacted', 'confirmed']),
      ),
    )
    .returning();
  return row;
}
