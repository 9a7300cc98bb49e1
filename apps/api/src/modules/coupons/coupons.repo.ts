import { and, count, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  couponGrants,
  couponUses,
  coupons,
  orders,
  petTypes,
  productPetTypes,
  products,
} from '../../db/schema.ts';

// Coupons at checkout (issue 32, decision 122): finding a code, counting a use by the coupon's
// row, and giving it back.

export type CouponRow = typeof coupons.$inferSelect;

/** The coupon a code names, whatever its case; undefined when there is none. */
export async function findCouponByCode(db: Db, code: string): Promise<CouponRow | undefined> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(sql`lower(${coupons.code}) = lower(${code})`)
    .limit(1);
  return row;
}

/** Whether the coupon was given to the customer (coupon_grants). */
export async function hasCouponGrant(db: Db, couponId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ couponId: couponGrants.couponId })
    .from(couponGrants)
    .where(and(eq(couponGrants.couponId, couponId), eq(couponGrants.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Counts one use, only while the coupon is active and uses are left: racing checkouts queue on
 * the row's lock and each sees the count the previous one left. Undefined: none left (or it was
 * switched off meanwhile).
 */
export async function claimCouponUse(tx: Db, couponId: number): Promise<CouponRow | undefined> {
  const [row] = await tx
    .update(coupons)
    .set({ usesCount: sql`${coupons.usesCount} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(coupons.id, couponId),
        eq(coupons.isActive, true),
        sql`(${coupons.usageLimit} IS NULL OR ${coupons.usesCount} < ${coupons.usageLimit})`,
      ),
    )
    .returning();
  return row;
}

/** The customer's uses of the coupon that stand (not given back). */
export async function countStandingUses(tx: Db, couponId: number, userId: number) {
  const [row] = await tx
    .select({ uses: count() })
    .from(couponUses)
    .where(
      and(
        eq(couponUses.couponId, couponId),
        eq(couponUses.userId, userId),
        isNull(couponUses.releasedAt),
      ),
    );
  return row?.uses ?? 0;
}

/** The customer's placed orders, cancelled ones aside (first-order coupons). */
export async function countPlacedOrders(tx: Db, userId: number) {
  const [row] = await tx
    .select({ orders: count() })
    .from(orders)
    .where(
      and(eq(orders.userId, userId), isNotNull(orders.placedAt), ne(orders.status, 'cancelled')),
    );
  return row?.orders ?? 0;
}

/** What a coupon's scope needs of each product: its type and its pet type codes. */
export async function findProductScopes(db: Db, productIds: readonly number[]) {
  const scopes = new Map<number, { productTypeId: number | null; petTypes: string[] }>();
  if (productIds.length === 0) return scopes;
  const rows = await db
    .select({ id: products.id, productTypeId: products.productTypeId, pet: petTypes.code })
    .from(products)
    .leftJoin(productPetTypes, eq(productPetTypes.productId, products.id))
    .leftJoin(petTypes, eq(petTypes.id, productPetTypes.petTypeId))
    .where(inArray(products.id, [...productIds]));
  for (const row of rows) {
    const scope = scopes.get(row.id) ?? { productTypeId: row.productTypeId, petTypes: [] };
    if (row.pet) scope.petTypes.push(row.pet);
    scopes.set(row.id, scope);
  }
  return scopes;
}

/** The order's use of a coupon, made in the order's transaction. */
export async function insertCouponUse(
  tx: Db,
  use: { couponId: number; orderId: number; userId: number; discountFils: number },
) {
  await tx.insert(couponUses).values(use);
}

/**
 * Gives back the order's use, once (in the transaction that cancels the order): the use is
 * marked released and the coupon's count goes down. Answers whether there was one to give back.
 */
export async function releaseCouponUseOf(tx: Db, orderId: number): Promise<boolean> {
  const [released] = await tx
    .update(couponUses)
    .set({ releasedAt: sql`now()` })
    .where(and(eq(couponUses.orderId, orderId), isNull(couponUses.releasedAt)))
    .returning({ couponId: couponUses.couponId });
  if (!released) return false;
  await tx
    .update(coupons)
    .set({ usesCount: sql`greatest(${coupons.usesCount} - 1, 0)`, updatedAt: sql`now()` })
    .where(eq(coupons.id, released.couponId));
  return true;
}
