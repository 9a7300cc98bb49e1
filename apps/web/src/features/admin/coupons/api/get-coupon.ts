import type { AdminCoupon, AdminCouponScopeOptions } from '@petshop/contracts/admin-coupons';
import { useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../admin-api.ts';
import { couponKeys } from './coupon-keys.ts';

/** GET /api/admin/coupons/:id: the coupon's terms, status and totals. */
export function useCoupon(id: string) {
  return useQuery({
    queryKey: couponKeys.detail(id),
    queryFn: ({ signal }) => adminRequest<AdminCoupon>(`/coupons/${id}`, { signal }),
  });
}

/** GET /api/admin/coupons/scope-options: the pet types and product types a scope may name. */
export function useCouponScopeOptions() {
  return useQuery({
    queryKey: couponKeys.scopeOptions(),
    queryFn: ({ signal }) =>
      adminRequest<AdminCouponScopeOptions>('/coupons/scope-options', { signal }),
    staleTime: 5 * 60_000,
  });
}
