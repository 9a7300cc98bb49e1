import type { CustomerCoupon } from '@petshop/contracts/coupons';
import type { Db } from '../../db/client.ts';
import { filsToAed } from '../../lib/money.ts';
import { couponTermsText } from './coupon-terms.ts';
import {
  findScopeNames,
  findUsableGrantedCoupons,
  type CouponRow,
} from './customer-coupons.repo.ts';

/** A coupon's row as its customer reads it (the terms in words, amounts in AED). */
export async function presentCustomerCoupons(db: Db, rows: CouponRow[]): Promise<CustomerCoupon[]> {
  const names = await findScopeNames(
    db,
    [...new Set(rows.flatMap((row) => row.petTypes))],
    [...new Set(rows.flatMap((row) => row.productTypeIds))],
  );
  return rows.map((row) => ({
    code: row.code,
    description: row.description,
    kind: row.kind,
    percent: row.percent,
    amount: row.amountFils === null ? null : filsToAed(row.amountFils),
    min_subtotal: filsToAed(row.minSubtotalFils),
    ends_at: row.endsAt?.toISOString() ?? null,
    terms: couponTermsText(row, names),
  }));
}

/** The coupons given to customers (by staff, or on registration), as their profile lists them. */
export function createCustomerCouponService(db: Db) {
  return {
    /** GET /api/coupons: the customer's coupons they can still use. */
    async mine(userId: number) {
      return { data: await presentCustomerCoupons(db, await findUsableGrantedCoupons(db, userId)) };
    },
  };
}

export type CustomerCouponService = ReturnType<typeof createCustomerCouponService>;
