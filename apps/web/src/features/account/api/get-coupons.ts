import type { MyCoupons } from '@petshop/contracts/coupons';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { accountKeys } from './account-keys.ts';

/** GET /api/coupons: the coupons given to the customer that they can still use (issue 32). */
export const useMyCoupons = () =>
  useQuery({
    queryKey: accountKeys.coupons(),
    queryFn: ({ signal }) => apiRequest<MyCoupons>('/coupons', { signal }),
  });
