import type { AdminCouponUses } from '@petshop/contracts/admin-coupons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminRequest, downloadAdminFile } from '../../admin-api.ts';
import { couponKeys } from './coupon-keys.ts';

export const USES_PAGE_SIZE = 20;

/** GET /api/admin/coupons/:id/uses: a page of the orders that used the coupon, newest first. */
export function useCouponUses(id: number, page: number) {
  return useQuery({
    queryKey: couponKeys.uses(id, page),
    queryFn: ({ signal }) =>
      adminRequest<AdminCouponUses>(`/coupons/${id}/uses`, {
        query: { page, pageSize: USES_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Downloads the coupon's uses as the server names the file (coupon-<code>-uses.csv). Not through
 * adminRequest: the answer is a file, not JSON.
 */
export const downloadCouponUsesCsv = (id: number) =>
  downloadAdminFile(`/coupons/${id}/uses.csv`, 'coupon-uses.csv');
