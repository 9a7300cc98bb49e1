import type { AdminCustomerRow } from '@petshop/contracts/admin-customers';
import { useQuery } from '@tanstack/react-query';
import { listQuery } from '../../api/list-query.ts';
import { customerKeys } from './customer-keys.ts';

export type CustomerListQuery = Record<string, string | number | undefined>;

/** GET /api/admin/customers: one page of the accounts, newest first, searched. */
export const customersQuery = (query: CustomerListQuery) =>
  listQuery<AdminCustomerRow>(customerKeys.list(query), '/customers', query);

export const useCustomers = (query: CustomerListQuery) => useQuery(customersQuery(query));
