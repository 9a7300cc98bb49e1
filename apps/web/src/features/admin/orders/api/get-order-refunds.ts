import type { OrderRefunds } from '@petshop/contracts/admin-refunds';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../admin-api.ts';

/**
 * Query keys of an order's page and its refunds. A refund changes both (payment status,
 * timeline), so its mutations invalidate `order(id)`, which holds `refunds(id)`.
 */
export const orderKeys = {
  order: (id: string) => ['admin', 'order', id] as const,
  refunds: (id: string) => [...orderKeys.order(id), 'refunds'] as const,
};

/** GET /api/admin/orders/:id/refunds: what was paid, what is left to refund, the refunds. */
export const orderRefundsQuery = (id: string) =>
  queryOptions({
    queryKey: orderKeys.refunds(id),
    queryFn: ({ signal }) => adminRequest<OrderRefunds>(`/orders/${id}/refunds`, { signal }),
  });

export function useOrderRefunds(id: string) {
  return useQuery(orderRefundsQuery(id));
}
