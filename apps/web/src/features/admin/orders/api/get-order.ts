import type { AdminOrder } from '@petshop/contracts/admin-orders';
import { useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../admin-api.ts';
import { orderKeys } from './get-order-refunds.ts';

/** GET /api/admin/orders/:id: the order, with the moves it can make now (`allowedMoves`). */
export function useOrder(id: string) {
  return useQuery({
    queryKey: orderKeys.order(id),
    queryFn: ({ signal }) => adminRequest<AdminOrder>(`/orders/${id}`, { signal }),
  });
}
