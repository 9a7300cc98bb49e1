import { eq } from 'drizzle-orm';
import { bookings } from '../../src/db/schema.ts';
import type { TestShop } from './app.ts';

/** The stored booking with this reference (as POST /api/bookings answers it). */
export async function bookingByReference(shop: TestShop, reference: string) {
  const [row] = await shop.database.db
    .select()
    .from(bookings)
    .where(eq(bookings.reference, reference));
  return row;
}
