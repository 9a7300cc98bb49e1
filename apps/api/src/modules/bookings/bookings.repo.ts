import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema.ts';

export type NewBooking = Omit<typeof bookings.$inferInsert, 'id' | 'status' | 'createdAt'>;
export type BookingRow = typeof bookings.$inferSelect;

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
