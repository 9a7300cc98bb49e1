/** Query keys of the customers screens. */
export const customerKeys = {
  lists: () => ['admin', 'customers'] as const,
  customer: (id: string) => ['admin', 'customer', id] as const,
};
