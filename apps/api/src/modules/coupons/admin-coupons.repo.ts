import type { CouponStatus } from '@petshop/contracts/admin-coupons';
import { and, asc, count, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  couponGrants,
  couponUses,
  coupons,
  orders,
  petTypes,
  products,
  productTypes,
  users,
} from '../../db/schema.ts';
import { likePattern } from '../bookings/admin-bookings.repo.ts';

// The back office's reads and writes of coupons, their grants and (read only) their uses
// (issue 32, decision 123). The checkout writes uses; this module writes the coupons themselves.

export type CouponRow = typeof coupons.$inferSelect;
export type CouponValues = Omit<
  typeof coupons.$inferInsert,
  'id' | 'usesCount' | 'createdAt' | 'updatedAt'
>;

/** The coupon's status now, in the order a person reads it: disabled, expired, used up, not yet. */
const statusSql = sql<CouponStatus>`CASE
  WHEN NOT ${coupons.isActive} THEN 'disabled'
  WHEN ${coupons.endsAt} IS NOT NULL AND ${coupons.endsAt} <= now() THEN 'expired'
  WHEN ${coupons.usageLimit} IS NOT NULL AND ${coupons.usesCount} >= ${coupons.usageLimit} THEN 'used_up'
  WHEN ${coupons.startsAt} IS NOT NULL AND ${coupons.startsAt} > now() THEN 'scheduled'
  ELSE 'active' END`;

/** Per coupon: the totals and discounts of placed orders whose use stands. */
const useTotals = (db: Db) =>
  db
    .select({
      couponId: couponUses.couponId,
      revenueFils: sql<number>`coalesce(sum(${orders.totalFils}), 0)::bigint`
        .mapWith(Number)
        .as('revenue_fils'),
      discountFils: sql<number>`coalesce(sum(${couponUses.discountFils}), 0)::bigint`
        .mapWith(Number)
        .as('discount_fils'),
    })
    .from(couponUses)
    .innerJoin(orders, eq(orders.id, couponUses.orderId))
    .where(and(isNull(couponUses.releasedAt), sql`${orders.placedAt} IS NOT NULL`))
    .groupBy(couponUses.couponId)
    .as('use_totals');

export interface CouponListQuery {
  q?: string | undefined;
  status?: CouponStatus[] | undefined;
  page: number;
  pageSize: number;
}

function listConditions(query: CouponListQuery): SQL | undefined {
  const q = query.q?.trim();
  return and(
    q ? ilike(coupons.code, likePattern(q)) : undefined,
    query.status?.length ? inArray(statusSql, query.status) : undefined,
  );
}

const listColumns = (totals: ReturnType<typeof useTotals>) => ({
  coupon: coupons,
  status: statusSql,
  revenueFils: sql<number>`coalesce(${totals.revenueFils}, 0)`.mapWith(Number),
  discountFils: sql<number>`coalesce(${totals.discountFils}, 0)`.mapWith(Number),
});

/** A page of coupons, newest first, with their status and what their uses brought. */
export async function listCoupons(db: Db, query: CouponListQuery) {
  const totals = useTotals(db);
  const where = listConditions(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select(listColumns(totals))
      .from(coupons)
      .leftJoin(totals, eq(totals.couponId, coupons.id))
      .where(where)
      .orderBy(desc(coupons.createdAt), desc(coupons.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(coupons).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** One coupon with its status, totals and how many customers were given it. */
export async function findCoupon(db: Db, id: number) {
  const totals = useTotals(db);
  const [row] = await db
    .select({
      ...listColumns(totals),
      grantsCount:
        sql<number>`(SELECT count(*) FROM ${couponGrants} WHERE ${couponGrants.couponId} = ${coupons.id})`.mapWith(
          Number,
        ),
    })
    .from(coupons)
    .leftJoin(totals, eq(totals.couponId, coupons.id))
    .where(eq(coupons.id, id));
  return row;
}

/** The coupon's row, locked until the transaction ends (an edit against a checkout's count). */
export async function lockCoupon(tx: Db, id: number) {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
  return row;
}

/** The code of the coupon holding `code` whatever the case, if any (but `exceptId`). */
export async function findCodeOwner(db: Db, code: string, exceptId?: number) {
  const [row] = await db
    .select({ id: coupons.id, code: coupons.code })
    .from(coupons)
    .where(
      and(
        sql`lower(${coupons.code}) = lower(${code})`,
        exceptId === undefined ? undefined : sql`${coupons.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return row;
}

export async function insertCoupon(tx: Db, values: CouponValues) {
  const [row] = await tx.insert(coupons).values(values).returning();
  return row!;
}

export async function updateCoupon(tx: Db, id: number, values: Partial<CouponValues>) {
  const [row] = await tx
    .update(coupons)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(coupons.id, id))
    .returning();
  return row;
}

/** Which of the codes, ids and ids name a pet type, a product type, a product. */
export async function existingScope(
  db: Db,
  scope: { petTypes: string[]; productTypeIds: number[]; productIds: number[] },
) {
  const [pets, types, items] = await Promise.all([
    scope.petTypes.length
      ? db
          .select({ code: petTypes.code })
          .from(petTypes)
          .where(inArray(petTypes.code, scope.petTypes))
      : [],
    scope.productTypeIds.length
      ? db
          .select({ id: productTypes.id })
          .from(productTypes)
          .where(inArray(productTypes.id, scope.productTypeIds))
      : [],
    scope.productIds.length
      ? db.select({ id: products.id }).from(products).where(inArray(products.id, scope.productIds))
      : [],
  ]);
  return {
    petTypes: new Set(pets.map((row) => row.code)),
    productTypeIds: new Set(types.map((row) => row.id)),
    productIds: new Set(items.map((row) => row.id)),
  };
}

/** The products of a scope by name, for the coupon's page. */
export function scopeProducts(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: products.id, name: products.name, sku: products.sku })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.name));
}

/** The shop's pet types and product types: what a scope may name. */
export async function scopeOptions(db: Db) {
  const [pets, types] = await Promise.all([
    db
      .select({ code: petTypes.code, name: petTypes.name })
      .from(petTypes)
      .orderBy(asc(petTypes.id)),
    db
      .select({ id: productTypes.id, name: productTypes.name })
      .from(productTypes)
      .orderBy(asc(productTypes.name)),
  ]);
  return { petTypes: pets, productTypes: types };
}

// Uses

const useColumns = {
  id: couponUses.id,
  orderId: couponUses.orderId,
  orderNumber: orders.orderNumber,
  customerId: couponUses.userId,
  orderCustomerName: orders.customerName,
  orderCustomerEmail: orders.customerEmail,
  accountName: users.name,
  accountEmail: users.email,
  usedAt: couponUses.createdAt,
  discountFils: couponUses.discountFils,
  orderTotalFils: orders.totalFils,
  releasedAt: couponUses.releasedAt,
};

const usesOf = (db: Db, couponId: number) =>
  db
    .select(useColumns)
    .from(couponUses)
    .innerJoin(orders, eq(orders.id, couponUses.orderId))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(couponUses.couponId, couponId))
    .orderBy(desc(couponUses.createdAt), desc(couponUses.id));

export type CouponUseRow = Awaited<ReturnType<typeof usesOf>>[number];

/** A page of the coupon's uses, newest first, released ones included. */
export async function listCouponUses(
  db: Db,
  couponId: number,
  paging: { page: number; pageSize: number },
) {
  const [rows, [counted]] = await Promise.all([
    usesOf(db, couponId)
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    db.select({ total: count() }).from(couponUses).where(eq(couponUses.couponId, couponId)),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Every use of the coupon, for the CSV file (at most `limit`). */
export function allCouponUses(db: Db, couponId: number, limit: number) {
  return usesOf(db, couponId).limit(limit);
}

// Grants

const grantColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  grantedAt: couponGrants.grantedAt,
  uses: sql<number>`(SELECT count(*) FROM ${couponUses} WHERE ${couponUses.couponId} = ${couponGrants.couponId} AND ${couponUses.userId} = ${couponGrants.userId} AND ${couponUses.releasedAt} IS NULL)`.mapWith(
    Number,
  ),
};

/** A page of the customers given the coupon, the latest first. */
export async function listCouponGrants(
  db: Db,
  couponId: number,
  paging: { page: number; pageSize: number },
) {
  const [rows, [counted]] = await Promise.all([
    db
      .select(grantColumns)
      .from(couponGrants)
      .innerJoin(users, eq(users.id, couponGrants.userId))
      .where(eq(couponGrants.couponId, couponId))
      .orderBy(desc(couponGrants.grantedAt), desc(users.id))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    db.select({ total: count() }).from(couponGrants).where(eq(couponGrants.couponId, couponId)),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findCouponGrant(db: Db, couponId: number, userId: number) {
  const [row] = await db
    .select(grantColumns)
    .from(couponGrants)
    .innerJoin(users, eq(users.id, couponGrants.userId))
    .where(and(eq(couponGrants.couponId, couponId), eq(couponGrants.userId, userId)));
  return row;
}

/** Gives the coupon to the customer; false when they had it already. */
export async function insertCouponGrant(tx: Db, couponId: number, userId: number) {
  const inserted = await tx
    .insert(couponGrants)
    .values({ couponId, userId })
    .onConflictDoNothing()
    .returning({ userId: couponGrants.userId });
  return inserted.length > 0;
}

export async function deleteCouponGrant(tx: Db, couponId: number, userId: number) {
  const deleted = await tx
    .delete(couponGrants)
    .where(and(eq(couponGrants.couponId, couponId), eq(couponGrants.userId, userId)))
    .returning({ userId: couponGrants.userId });
  return deleted.length > 0;
}

/** A customer account by its number or e-mail address (whatever the case); deleted ones aside. */
export async function findCustomerForGrant(db: Db, who: { id?: number; email?: string }) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      and(
        who.id !== undefined
          ? eq(users.id, who.id)
          : sql`lower(${users.email}) = lower(${who.email ?? ''})`,
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return row;
}
