import { resourceKeys } from '../../api/resource-keys.ts';

/**
 * Query keys of the orders: the list, an order's page with its refunds and invoice under it, and
 * the pages printed from the list (slips, the picking list).
 */
const keys = resourceKeys('orders');
export const orderKeys = {
  ...keys,
  refunds: (id: number | string) => [...keys.detail(id), 'refunds'] as const,
  invoice: (id: number | string) => [...keys.detail(id), 'invoice'] as const,
  printed: () => [...keys.all, 'printed'] as const,
  packingSlip: (id: string) => [...orderKeys.printed(), 'packing-slip', id] as const,
  packingSlips: (ids: string) => [...orderKeys.printed(), 'packing-slips', ids] as const,
  pickingList: (day: string) => [...orderKeys.printed(), 'picking-list', day] as const,
};
