import { t } from '@lingui/core/macro';
import type { CouponCheckResponse } from '@petshop/contracts/coupons';
import { useMutation } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/coupons/check (issue 32): the server prices the customer's own cart with the code.
 * A refusal (unknown, expired, minimum not reached …) comes back as its message to show.
 */
export function checkCoupon(code: string): Promise<CouponCheckResponse> {
  return apiRequest<CouponCheckResponse>('/coupons/check', { method: 'POST', body: { code } });
}

/** The refusal's words, as the server wrote them; a network failure in words of our own. */
export function couponRefusal(error: unknown): string {
  if (error instanceof ApiRequestError && typeof error.body?.message === 'string') {
    return error.body.message;
  }
  return t`The coupon could not be checked. Please try again.`;
}

export function useCheckCoupon() {
  return useMutation({ mutationFn: checkCoupon, networkMode: 'always' });
}
