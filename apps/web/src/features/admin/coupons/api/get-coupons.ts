import type { AdminCouponRow } from '@petshop/contracts/admin-coupons';
import { useQuery } from '@tanstack/react-query';
import { listQuery } from '../../api/list-query.ts';
import { couponKeys } from './coupon-keys.ts';

export type CouponListQuery = Record<string, string | number | undefined>;

/** GET /api/admin/coupons: one page of the coupons, newest first, by status and code. */
export const couponsQuery = (query: CouponListQuery) =>
  listQuery<AdminCouponRow>(couponKeys.list(query), '/coupons', query);

export const useCoupons = (query: CouponListQuery) => useQuery(couponsQuery(query));
