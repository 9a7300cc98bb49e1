import { phoneSearchDigits } from '@petshop/contracts/phones';
import { and, asc, desc, eq, gte, ilike, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageOfRows } from '../../db/page-of-rows.ts';
import { bookings } from '../../db/schema.ts';
import { notesWithLine, type BookingRow } from './bookings.repo.ts';

type BookingStatus = BookingRow['status'];

export interface BookingListQuery {
  q?: string | undefined;
  status?: BookingStatus[] | undefined;
  dateOf: 'appointment' | 'request';
  /** On or after (inclusive) / before (exclusive). */
  from?: Date | undefined;
  to?: Date | undefined;
  sort: '-created' | 'created' | 'scheduled' | '-scheduled';
  page: number;
  pageSize: number;
}

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function listConditions(query: BookingListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  const q = query.q?.trim();
  if (q) {
    const reference = /^(?:bk-?)?([2-9a-hj-km-np-z]{6})$/i.exec(q);
    // Every phone is stored in one form: the query is read the same way (decision 071).
    const digits = phoneSearchDigits(q);
    conditions.push(
      or(
        reference ? eq(bookings.reference, `BK-${reference[1]!.toUpperCase()}`) : undefined,
        ilike(bookings.reference, likePattern(q)),
        ilike(bookings.name, likePattern(q)),
        ilike(bookings.email, likePattern(q)),
        digits.length >= 4 ? ilike(bookings.phone, `%${digits}%`) : undefined,
      ),
    );
  }
  if (query.status?.length) conditions.push(inArray(bookings.status, query.status));
  const column = query.dateOf === 'request' ? bookings.createdAt : bookings.scheduledAt;
  if (query.from) conditions.push(gte(column, query.from));
  if (query.to) conditions.push(lt(column, query.to));
  return and(...conditions);
}

export async function listBookings(db: Db, query: BookingListQuery) {
  const where = listConditions(query);
  const order = {
    '-created': [desc(bookings.createdAt), desc(bookings.id)],
    created: [asc(bookings.createdAt), asc(bookings.id)],
    // Unscheduled requests after the appointments, newest first among themselves.
    scheduled: [sql`${bookings.scheduledAt} ASC NULLS LAST`, desc(bookings.createdAt)],
    '-scheduled': [sql`${bookings.scheduledAt} DESC NULLS LAST`, desc(bookings.createdAt)],
  }[query.sort];
  return pageOfRows(db, bookings, where, order, query);
}

export async function findBooking(db: Db, id: number): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
  return row;
}

/**
 * Moves a booking to `to` only if it is still in one of `from`, in one statement: of two staff
 * acting at once, one moves it and the other finds it moved. A confirmation (`scheduledAt`) of an
 * already confirmed booking must bring another time, so a confirmation sent twice is made once.
 * `noteLine` is appended to the staff notes in the same statement.
 */
export async function moveBooking(
  tx: Db,
  id: number,
  from: readonly BookingStatus[],
  to: BookingStatus,
  scheduledAt: Date | undefined,
  noteLine: string | undefined,
): Promise<BookingRow | undefined> {
  const conditions: (SQL | undefined)[] = [
    eq(bookings.id, id),
    inArray(bookings.status, [...from]),
  ];
  if (scheduledAt) {
    conditions.push(
      or(
        ne(bookings.status, 'confirmed'),
        sql`${bookings.scheduledAt} IS DISTINCT FROM ${scheduledAt.toISOString()}::timestamptz`,
      ),
    );
  }
  const [row] = await tx
    .update(bookings)
    .set({
      status: to,
      ...(scheduledAt
        ? {
            scheduledAt,
            // An appointment keeps its length: its end moves with its start (issue 31).
            endsAt: sql`CASE WHEN ${bookings.groomerId} IS NULL THEN ${bookings.endsAt}
              ELSE ${scheduledAt.toISOString()}::timestamptz + (${bookings.endsAt} - ${bookings.scheduledAt}) END`,
          }
        : {}),
      ...(noteLine ? { staffNotes: notesWithLine(noteLine) } : {}),
      updatedAt: sql`now()`,
    })
    .where(and(...conditions))
    .returning();
  return row;
}

export async function setBookingNotes(tx: Db, id: number, staffNotes: string) {
  const [row] = await tx
    .update(bookings)
    .set({ staffNotes, updatedAt: sql`now()` })
    .where(eq(bookings.id, id))
    .returning();
  return row;
}

/** A customer's bookings: made from the account, or with its e-mail address; newest first. */
export async function bookingsOfCustomer(db: Db, userId: number, email: string) {
  return db
    .select()
    .from(bookings)
    .where(or(eq(bookings.userId, userId), sql`lower(${bookings.email}) = ${email.toLowerCase()}`))
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
}
