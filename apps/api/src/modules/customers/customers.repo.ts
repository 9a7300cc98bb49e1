import { phoneSearchDigits } from '@petshop/contracts/phones';
import { and, count, desc, eq, ilike, isNotNull, max, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, users } from '../../db/schema.ts';
import { likePattern } from '../bookings/admin-bookings.repo.ts';

export interface CustomerListQuery {
  q?: string | undefined;
  page: number;
  pageSize: number;
}

/** Per customer: placed orders, fils of those not cancelled, the last placing time. */
const orderTotals = (db: Db) =>
  db
    .select({
      userId: orders.userId,
      orderCount: count().as('order_count'),
      spentFils:
        sql<number>`coalesce(sum(${orders.totalFils}) FILTER (WHERE ${orders.status} <> 'cancelled'), 0)::bigint`
          .mapWith(Number)
          .as('spent_fils'),
      lastOrderAt: max(orders.placedAt).as('last_order_at'),
    })
    .from(orders)
    .where(isNotNull(orders.placedAt))
    .groupBy(orders.userId)
    .as('totals');

const customerColumns = (totals: ReturnType<typeof orderTotals>) => ({
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  address: users.address,
  city: users.city,
  country: users.country,
  postalCode: users.postalCode,
  gender: users.gender,
  dateOfBirth: users.dateOfBirth,
  createdAt: users.createdAt,
  deactivatedAt: users.deactivatedAt,
  deletedAt: users.deletedAt,
  language: users.language,
  orderCount: sql<number>`coalesce(${totals.orderCount}, 0)`.mapWith(Number),
  spentFils: sql<number>`coalesce(${totals.spentFils}, 0)`.mapWith(Number),
  lastOrderAt: totals.lastOrderAt,
});

function searchCondition(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  // Every phone is stored in one form: the query is read the same way (decision 071).
  const digits = phoneSearchDigits(text);
  return or(
    ilike(users.name, likePattern(text)),
    ilike(users.email, likePattern(text)),
    digits.length >= 4 ? ilike(users.phone, `%${digits}%`) : undefined,
  );
}

/** Newest accounts first. */
export async function listCustomers(db: Db, query: CustomerListQuery) {
  const totals = orderTotals(db);
  const where = searchCondition(query.q);
  const [rows, [total]] = await Promise.all([
    db
      .select(customerColumns(totals))
      .from(users)
      .leftJoin(totals, eq(totals.userId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function findCustomer(db: Db, id: number) {
  const totals = orderTotals(db);
  const [row] = await db
    .select(customerColumns(totals))
    .from(users)
    .leftJoin(totals, eq(totals.userId, users.id))
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

/** The customer's placed orders, newest first. */
export async function ordersOfCustomer(db: Db, userId: number) {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      placedAt: orders.placedAt,
      status: orders.status,
      totalFils: orders.totalFils,
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), isNotNull(orders.placedAt)))
    .orderBy(desc(orders.placedAt), desc(orders.id));
}
