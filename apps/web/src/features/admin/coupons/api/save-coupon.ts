import type {
  AdminCoupon,
  AdminCouponCreate,
  AdminCouponUpdate,
} from '@petshop/contracts/admin-coupons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../admin-api.ts';
import { auditKeys } from '../../audit/api/audit-keys.ts';
import { useRecordChange } from '../../kit/detail-page.tsx';
import { couponKeys } from './coupon-keys.ts';

/** What a coupon's change makes stale besides its page: the list and the activity log. */
const STALE = [couponKeys.lists(), auditKeys.all];

/** POST /api/admin/coupons (the owner's). */
export function useCreateCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminCouponCreate) =>
      adminRequest<AdminCoupon>('/coupons', { method: 'POST', body: input }),
    onSuccess: (coupon) => {
      client.setQueryData(couponKeys.detail(coupon.id), coupon);
      for (const queryKey of STALE) void client.invalidateQueries({ queryKey });
    },
  });
}

/** PATCH /api/admin/coupons/:id (the owner's): the coupon as saved goes into its page. */
export function useUpdateCoupon(id: number) {
  return useRecordChange({
    recordKey: couponKeys.detail(id),
    staleKeys: STALE,
    change: (input: AdminCouponUpdate) =>
      adminRequest<AdminCoupon>(`/coupons/${id}`, { method: 'PATCH', body: input }),
  });
}

/** POST /api/admin/coupons/:id/{disable,enable} (the owner's). */
export function useSetCouponActive(id: number) {
  return useRecordChange({
    recordKey: couponKeys.detail(id),
    staleKeys: STALE,
    change: (move: 'disable' | 'enable') =>
      adminRequest<AdminCoupon>(`/coupons/${id}/${move}`, { method: 'POST' }),
  });
}
