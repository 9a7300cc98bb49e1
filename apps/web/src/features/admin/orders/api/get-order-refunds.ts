import type { OrderRefunds } from '@petshop/contracts/admin-refunds';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../admin-api.ts';
import { orderKeys } from './order-keys.ts';

/** GET /api/admin/orders/:id/refunds: what was paid, what is left to refund, the refunds. */
export const orderRefundsQuery = (id: string) =>
  queryOptions({
    queryKey: orderKeys.refunds(id),
    queryFn: ({ signal }) => adminRequest<OrderRefunds>(`/orders/${id}/refunds`, { signal }),
  });

export function useOrderRefunds(id: string) {
  return useQuery(orderRefundsQuery(id));
}
