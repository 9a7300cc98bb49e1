import { and, asc, count, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { couponGrants, couponUses, coupons, petTypes, productTypes } from '../../db/schema.ts';

/**
 * Gives a new customer every welcome coupon (active, given on registration, not over), in the
 * registration's transaction.
 */
export async function grantWelcomeCoupons(tx: Db, userId: number) {
  await tx.execute(sql`
    INSERT INTO ${couponGrants} (coupon_id, user_id)
    SELECT ${coupons.id}, ${userId} FROM ${coupons}
    WHERE ${coupons.grantOnRegistration} AND ${coupons.isActive}
      AND (${coupons.endsAt} IS NULL OR ${coupons.endsAt} > now())
    ON CONFLICT DO NOTHING`);
}

/** The customer's uses of a coupon that stand (not given back). */
const standingUses = (userId: number) => sql<number>`(
  SELECT count(*)::int FROM ${couponUses}
  WHERE ${couponUses.couponId} = ${coupons.id} AND ${couponUses.userId} = ${userId}
    AND ${couponUses.releasedAt} IS NULL)`;

/** The grants of a customer whose coupons they can still use: active, not over, uses left. */
const usableGrants = (userId: number) =>
  and(
    eq(couponGrants.userId, userId),
    eq(coupons.isActive, true),
    or(isNull(coupons.endsAt), gt(coupons.endsAt, sql`now()`)),
    or(isNull(coupons.usageLimit), sql`${coupons.usesCount} < ${coupons.usageLimit}`),
    or(
      isNull(coupons.perCustomerLimit),
      sql`${standingUses(userId)} < ${coupons.perCustomerLimit}`,
    ),
  );

/** The coupons given to a customer that they can still use, soonest ending first. */
export async function findUsableGrantedCoupons(db: Db, userId: number) {
  const rows = await db
    .select({ coupon: coupons })
    .from(couponGrants)
    .innerJoin(coupons, eq(coupons.id, couponGrants.couponId))
    .where(usableGrants(userId))
    .orderBy(sql`${coupons.endsAt} ASC NULLS LAST`, asc(coupons.id));
  return rows.map((row) => row.coupon);
}

/** How many coupons a customer can still use (the profile's Active Coupons). */
export async function countUsableGrantedCoupons(db: Db, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(couponGrants)
    .innerJoin(coupons, eq(coupons.id, couponGrants.couponId))
    .where(usableGrants(userId));
  return row?.n ?? 0;
}

/** Pet types' and product types' names, for the scope of the coupons at hand. */
export async function findScopeNames(db: Db, petCodes: string[], productTypeIds: number[]) {
  const [pets, types] = await Promise.all([
    petCodes.length === 0
      ? []
      : db
          .select({ code: petTypes.code, name: petTypes.name })
          .from(petTypes)
          .where(inArray(petTypes.code, petCodes)),
    productTypeIds.length === 0
      ? []
      : db
          .select({ id: productTypes.id, name: productTypes.name })
          .from(productTypes)
          .where(inArray(productTypes.id, productTypeIds)),
  ]);
  return {
    petTypes: new Map(pets.map((pet) => [pet.code, pet.name])),
    productTypes: new Map(types.map((type) => [type.id, type.name])),
  };
}

export type CouponRow = typeof coupons.$inferSelect;
