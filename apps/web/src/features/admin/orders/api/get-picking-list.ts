import type { PickingList } from '@petshop/contracts/admin-orders';
import { useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../admin-api.ts';
import { orderKeys } from './order-keys.ts';

/** GET /api/admin/orders/picking-list?day=: the day's orders to pack, summed by SKU. */
export function usePickingList(day: string) {
  return useQuery({
    queryKey: orderKeys.pickingList(day),
    queryFn: ({ signal }) =>
      adminRequest<PickingList>('/orders/picking-list', { query: { day }, signal }),
  });
}
