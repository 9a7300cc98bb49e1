import type { PackingSlip, PackingSlips } from '@petshop/contracts/admin-orders';
import { useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../admin-api.ts';
import { orderKeys } from './order-keys.ts';

/** GET /api/admin/orders/:id/packing-slip: one order's slip (no prices). */
export function usePackingSlip(id: string) {
  return useQuery({
    queryKey: orderKeys.packingSlip(id),
    queryFn: ({ signal }) => adminRequest<PackingSlip>(`/orders/${id}/packing-slip`, { signal }),
  });
}

/** GET /api/admin/orders/packing-slips?ids=…: the chosen orders' slips, or why not, per order. */
export function usePackingSlips(ids: string) {
  return useQuery({
    queryKey: orderKeys.packingSlips(ids),
    queryFn: ({ signal }) =>
      adminRequest<PackingSlips>('/orders/packing-slips', { query: { ids }, signal }),
  });
}
