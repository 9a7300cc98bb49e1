import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, users } from '../../db/schema.ts';
import type { AddressHolder } from '../mail/unconfirmed-recipients.ts';

/** A request (status requested by default) or an appointment booked on a slot (confirmed). */
export type NewBooking = Omit<typeof bookings.$inferInsert, 'id' | 'createdAt'>;
export type BookingRow = typeof bookings.$inferSelect;
/** The account a booking was made from: its address, and the language of its mails (issue 34). */
export type BookingAccount = AddressHolder & { language: 'en' | 'ar' };

/**
 * Stores a booking request; answers undefined when its reference is already taken, so the caller
 * can draw another without aborting its transaction.
 */
export async function insertBooking(db: Db, booking: NewBooking): Promise<BookingRow | undefined> {
  const [row] = await db
    .insert(bookings)
    .values(booking)
    .onConflictDoNothing({ target: bookings.reference })
    .returning();
  return row;
}

/** The staff notes with one more line under what they hold (a move, a cancellation, a note). */
export const notesWithLine = (line: string) =>
  sql`CASE WHEN ${bookings.staffNotes} = '' THEN ${line}::text
    ELSE ${bookings.staffNotes} || E'\\n' || ${line}::text END`;

/** A customer's own booking requests, newest first. */
export async function findBookingsOfUser(db: Db, userId: number) {
  return db
    .select({
      reference: bookings.reference,
      service: bookings.service,
      message: bookings.message,
      status: bookings.status,
      scheduledAt: bookings.scheduledAt,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .where(eq(bookings.userId, userId))
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
}

/** The account that made a booking (none when booked without logging in): for its mails' greeting. */
export async function findBookingAccount(
  db: Db,
  booking: BookingRow,
): Promise<BookingAccount | undefined> {
  if (booking.userId === null) return undefined;
  const [row] = await db
    .select({
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, booking.userId));
  return row;
}
