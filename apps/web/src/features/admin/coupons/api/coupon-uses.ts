import type { AdminCouponUses } from '@petshop/contracts/admin-coupons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_BASE_URL } from '../../../../lib/api-client.ts';
import { adminRequest, ApiRequestError } from '../../admin-api.ts';
import { clearStaffSession, getStaffToken } from '../../staff-session.ts';
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
export async function downloadCouponUsesCsv(id: number): Promise<void> {
  const token = getStaffToken();
  const response = await fetch(`${API_BASE_URL}/admin/coupons/${id}/uses.csv`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const text = await response.text();
    let body: { message?: string } | null = null;
    try {
      body = JSON.parse(text) as { message?: string };
    } catch {
      body = null;
    }
    if (response.status === 401 && getStaffToken() === token) clearStaffSession();
    throw new ApiRequestError(response.status, body, `Request failed (${response.status})`, text);
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    'coupon-uses.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
