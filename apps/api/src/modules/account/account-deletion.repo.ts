import { DELETED_CUSTOMER_NAME } from '@petshop/contracts';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  accountLinks,
  auditLog,
  authTokens,
  bookings,
  cartItems,
  customerAddresses,
  mailOutbox,
  notifications,
  orders,
  recoveryCodes,
  stockAlerts,
  twoFactorChallenges,
  users,
  wishlistItems,
} from '../../db/schema.ts';

import { deletedEmail, deletedPhone, type UserRow } from './users.repo.ts';

export type { UserRow } from './users.repo.ts';

/**
 * Keys of audit entries' before/after that hold text staff typed about an order or a booking
 * (a cancellation reason, a booking note): it may name the customer, so it goes.
 */
const FREE_TEXT_AUDIT_KEYS = ['note', 'staffNotes', 'reason'];

/**
 * The account row, locked for the rest of the transaction. Checkouts lock it too (NO KEY
 * UPDATE, lockCustomerCart): an order being placed now is committed before the erasure reads
 * the orders, or finds the cart already gone.
 */
export async function lockAccount(tx: Db, userId: number): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return row;
}

/**
 * Every address and number the customer gave the shop: the account's, a new address it was
 * being moved to (its verification link), orders', bookings', saved addresses'.
 */
async function identifiersOf(tx: Db, user: UserRow, bookingIds: number[]) {
  const emails = new Set([user.email.toLowerCase()]);
  const phones = new Set([user.phone]);
  const orderContacts = await tx
    .select({ email: orders.customerEmail, phone: orders.customerPhone })
    .from(orders)
    .where(eq(orders.userId, user.id));
  const bookingContacts = bookingIds.length
    ? await tx
        .select({ email: bookings.email, phone: bookings.phone })
        .from(bookings)
        .where(inArray(bookings.id, bookingIds))
    : [];
  const linkEmails = await tx
    .select({ email: accountLinks.email })
    .from(accountLinks)
    .where(eq(accountLinks.userId, user.id));
  const addressPhones = await tx
    .select({ phone: customerAddresses.phone })
    .from(customerAddresses)
    .where(eq(customerAddresses.userId, user.id));
  for (const contact of [...orderContacts, ...bookingContacts, ...linkEmails]) {
    if (contact.email) emails.add(contact.email.toLowerCase());
    if ('phone' in contact && contact.phone) phones.add(contact.phone);
  }
  for (const { phone } of addressPhones) phones.add(phone);
  // A blank or very short value would match unrelated mails.
  return [...emails, ...phones].filter((value) => value.trim().length >= 5);
}

/**
 * Erases the customer's personal data in the caller's transaction (decision 053). What the shop
 * must keep for its accounts stays: orders with their items, totals, dates and emirate, and the
 * bookings' reference, service, status and appointment, all pointing at the account's tombstone.
 * The orders and the account's own row are their owners' to erase, in the same transaction
 * (anonymizeCustomerOrders, eraseUser): call them after this, which reads their contacts first.
 */
export async function erasePersonalData(tx: Db, user: UserRow, now: Date) {
  const orderIds = (
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, user.id))
  ).map((row) => row.id);
  // The bookings staff see as this customer's (bookingsOfCustomer): booked from the account, or
  // with its address.
  const bookingIds = (
    await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        or(
          eq(bookings.userId, user.id),
          sql`lower(${bookings.email}) = ${user.email.toLowerCase()}`,
        ),
      )
  ).map((row) => row.id);
  const identifiers = await identifiersOf(tx, user, bookingIds);

  await tx.delete(authTokens).where(eq(authTokens.userId, user.id));
  await tx.delete(accountLinks).where(eq(accountLinks.userId, user.id));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
  await tx.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, user.id));
  await tx.delete(customerAddresses).where(eq(customerAddresses.userId, user.id));
  await tx.delete(cartItems).where(eq(cartItems.userId, user.id));
  await tx.delete(wishlistItems).where(eq(wishlistItems.userId, user.id));
  // Issue 33: what the customer was told, and the alerts waiting (or sent) for their address.
  await tx.delete(notifications).where(eq(notifications.userId, user.id));
  await tx
    .delete(stockAlerts)
    .where(
      or(
        eq(stockAlerts.userId, user.id),
        sql`lower(${stockAlerts.email}) = ${user.email.toLowerCase()}`,
      ),
    );

  if (bookingIds.length > 0) {
    await tx
      .update(bookings)
      .set({
        name: DELETED_CUSTOMER_NAME,
        email: deletedEmail(user.id),
        phone: deletedPhone(user.id),
        message: '',
        staffNotes: '',
        updatedAt: now,
      })
      .where(inArray(bookings.id, bookingIds));
  }
  await eraseAuditFreeText(tx, orderIds, bookingIds);
  await forgetMails(tx, identifiers);
}

async function eraseAuditFreeText(tx: Db, orderIds: number[], bookingIds: number[]) {
  const entities = [
    ...orderIds.map((id) => ({ type: 'order', id })),
    ...bookingIds.map((id) => ({ type: 'booking', id })),
  ];
  if (entities.length === 0) return;
  const keys = sql`ARRAY[${sql.join(
    FREE_TEXT_AUDIT_KEYS.map((key) => sql`${key}`),
    sql`, `,
  )}]::text[]`;
  const ofEntities = or(
    ...(['order', 'booking'] as const).map((type) => {
      const ids = entities.filter((entity) => entity.type === type).map(({ id }) => String(id));
      return ids.length
        ? and(eq(auditLog.entityType, type), inArray(auditLog.entityId, ids))
        : undefined;
    }),
  );
  await tx
    .update(auditLog)
    .set({
      before: sql`CASE WHEN jsonb_typeof(${auditLog.before}) = 'object' THEN ${auditLog.before} - ${keys} ELSE ${auditLog.before} END`,
      after: sql`CASE WHEN jsonb_typeof(${auditLog.after}) = 'object' THEN ${auditLog.after} - ${keys} ELSE ${auditLog.after} END`,
    })
    .where(ofEntities);
}

/**
 * Mails to the customer, and the shop's own notices that quote their address or number (a new
 * order, a booking request), leave the outbox, sent or not: a pending one is no longer wanted.
 */
async function forgetMails(tx: Db, identifiers: string[]) {
  if (identifiers.length === 0) return;
  const text = sql`lower(${mailOutbox.recipient} || ' ' || ${mailOutbox.subject} || ' ' || ${mailOutbox.textBody} || ' ' || coalesce(${mailOutbox.htmlBody}, ''))`;
  await tx
    .delete(mailOutbox)
    .where(or(...identifiers.map((value) => sql`strpos(${text}, ${value.toLowerCase()}) > 0`)));
}
