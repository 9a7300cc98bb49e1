import type { AdminCustomer, AdminCustomerRow } from '@petshop/contracts/admin-customers';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../admin-api.ts';
import { afterChange } from '../../api/after-change.ts';
import { listQuery } from '../../api/list-query.ts';
import { customerKeys } from './customer-keys.ts';

export type CustomerListQuery = Record<string, string | number | undefined>;

/** GET /api/admin/customers: one page of the accounts, newest first, searched. */
export const customersQuery = (query: CustomerListQuery) =>
  listQuery<AdminCustomerRow>(customerKeys.list(query), '/customers', query);

export const useCustomers = (query: CustomerListQuery) => useQuery(customersQuery(query));

/** GET /api/admin/customers/:id: the profile, orders and bookings. */
export const customerQuery = (id: string) =>
  queryOptions({
    queryKey: customerKeys.detail(id),
    queryFn: ({ signal }) => adminRequest<AdminCustomer>(`/customers/${id}`, { signal }),
  });

export const useCustomer = (id: string) => useQuery(customerQuery(id));

/** POST /api/admin/customers/:id/deactivate or /reactivate (owners). */
export function useSetCustomerActive(id: string, onDone: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: 'deactivate' | 'reactivate') =>
      adminRequest<AdminCustomer>(`/customers/${id}/${action}`, { method: 'POST' }),
    onSuccess: (updated) => {
      client.setQueryData(customerKeys.detail(id), updated);
      afterChange.customer(client);
      onDone();
    },
    onError: () => void client.invalidateQueries({ queryKey: customerKeys.detail(id) }),
  });
}
