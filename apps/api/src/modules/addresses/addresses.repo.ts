import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerAddresses, users } from '../../db/schema.ts';

export type AddressRow = typeof customerAddresses.$inferSelect;
export type NewAddress = Omit<typeof customerAddresses.$inferInsert, 'id' | 'userId'>;
export type AddressFields = Omit<NewAddress, 'isDefault' | 'createdAt' | 'updatedAt'>;

/**
 * Holds the customer's row until the transaction ends, so changes to one address book queue up:
 * the count under the cap, the first address's default and "make default" are each read and
 * written by one request at a time. The same lock the checkout takes on the cart.
 */
export async function lockAddressBook(tx: Db, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/** The default first, then the newest. */
export function findAddresses(db: Db, userId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.userId, userId))
    .orderBy(
      desc(customerAddresses.isDefault),
      desc(customerAddresses.createdAt),
      desc(customerAddresses.id),
    );
}

export async function findAddress(db: Db, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.userId, userId), eq(customerAddresses.id, id)))
    .limit(1);
  return row;
}

export async function countAddresses(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(customerAddresses)
    .where(eq(customerAddresses.userId, userId));
  return row?.count ?? 0;
}

/** An address of the customer's with exactly these fields, if they already keep it. */
export async function findSameAddress(db: Db, userId: number, fields: AddressFields) {
  const [row] = await db
    .select()
    .from(customerAddresses)
    .where(
      and(
        eq(customerAddresses.userId, userId),
        eq(customerAddresses.recipientName, fields.recipientName),
        eq(customerAddresses.phone, fields.phone),
        eq(customerAddresses.emirate, fields.emirate),
        eq(customerAddresses.area, fields.area),
        eq(customerAddresses.street, fields.street),
        eq(customerAddresses.building, fields.building),
        fields.flat ? eq(customerAddresses.flat, fields.flat) : isNull(customerAddresses.flat),
        fields.landmark
          ? eq(customerAddresses.landmark, fields.landmark)
          : isNull(customerAddresses.landmark),
      ),
    )
    .limit(1);
  return row;
}

export async function insertAddress(db: Db, userId: number, address: NewAddress) {
  const [row] = await db
    .insert(customerAddresses)
    .values({ ...address, userId })
    .returning();
  return row!;
}

export async function updateAddress(
  db: Db,
  userId: number,
  id: number,
  changes: Partial<AddressFields>,
) {
  const [row] = await db
    .update(customerAddresses)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(customerAddresses.userId, userId), eq(customerAddresses.id, id)))
    .returning();
  return row;
}

export async function deleteAddress(db: Db, userId: number, id: number) {
  const [row] = await db
    .delete(customerAddresses)
    .where(and(eq(customerAddresses.userId, userId), eq(customerAddresses.id, id)))
    .returning();
  return row;
}

/** Un-defaults the customer's default unless it is `keep`. */
export async function clearDefault(db: Db, userId: number, keep?: number) {
  await db
    .update(customerAddresses)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(
      and(
        eq(customerAddresses.userId, userId),
        eq(customerAddresses.isDefault, true),
        ...(keep === undefined ? [] : [ne(customerAddresses.id, keep)]),
      ),
    );
}

export async function markDefault(db: Db, userId: number, id: number) {
  const [row] = await db
    .update(customerAddresses)
    .set({ isDefault: true, updatedAt: new Date() })
    .where(and(eq(customerAddresses.userId, userId), eq(customerAddresses.id, id)))
    .returning();
  return row;
}

/** The customer's most recently added address. */
export async function newestAddress(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.userId, userId))
    .orderBy(desc(customerAddresses.createdAt), desc(customerAddresses.id))
    .limit(1);
  return row;
}
