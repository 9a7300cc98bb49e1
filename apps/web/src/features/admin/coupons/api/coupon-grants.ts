import type {
  AdminCoupon,
  AdminCouponGrantResult,
  AdminCouponGrants,
} from '@petshop/contracts/admin-coupons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../admin-api.ts';
import { auditKeys } from '../../audit/api/audit-keys.ts';
import { couponKeys } from './coupon-keys.ts';

export const GRANTS_PAGE_SIZE = 20;

/** GET /api/admin/coupons/:id/grants: a page of the customers given the coupon. */
export function useCouponGrants(id: number, page: number) {
  return useQuery({
    queryKey: couponKeys.grants(id, page),
    queryFn: ({ signal }) =>
      adminRequest<AdminCouponGrants>(`/coupons/${id}/grants`, {
        query: { page, pageSize: GRANTS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The coupon's page (its count of grants) and its grants are read again after a change. */
function useAfterGrantChange(id: number) {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: couponKeys.detail(id) });
    void client.invalidateQueries({ queryKey: auditKeys.all });
  };
}

/** POST /api/admin/coupons/:id/grants (the owner's): gives it to a customer by e-mail or number. */
export function useGrantCoupon(id: number) {
  const refresh = useAfterGrantChange(id);
  return useMutation({
    mutationFn: (customer: string) =>
      adminRequest<AdminCouponGrantResult>(`/coupons/${id}/grants`, {
        method: 'POST',
        body: { customer },
      }),
    onSuccess: refresh,
  });
}

/** DELETE /api/admin/coupons/:id/grants/:customerId (the owner's). */
export function useRemoveGrant(id: number) {
  const refresh = useAfterGrantChange(id);
  return useMutation({
    mutationFn: (customerId: number) =>
      adminRequest<AdminCoupon>(`/coupons/${id}/grants/${customerId}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
