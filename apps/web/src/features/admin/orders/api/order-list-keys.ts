/** Query keys of the order list and the pages printed from it. */
export const orderListKeys = {
  lists: () => ['admin', 'orders'] as const,
  packingSlip: (id: string) => ['admin', 'packing-slip', id] as const,
  packingSlips: (ids: string) => ['admin', 'packing-slips', ids] as const,
  pickingList: (day: string) => ['admin', 'picking-list', day] as const,
};
