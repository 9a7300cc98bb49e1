import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PriceBoundsResponse } from '@petshop/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/get-all-active-products without params: the cheapest and dearest active price. */
export const getPriceBounds = (signal?: AbortSignal) =>
  apiRequest<PriceBoundsResponse>('/get-all-active-products', signal ? { signal } : {});

export const priceBoundsQueryOptions = () =>
  queryOptions({
    queryKey: ['catalog', 'price-bounds'],
    queryFn: ({ signal }) => getPriceBounds(signal),
    staleTime: 10 * 60_000,
  });

/** Narrows the store's price slider; until it answers the slider uses 0 to 5000 (spec §9). */
export function usePriceBounds() {
  return useQuery(priceBoundsQueryOptions());
}
