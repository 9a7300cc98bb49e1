import type { AdminCustomer } from '@petshop/contracts/admin-customers';
import { useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../admin-api.ts';
import { useRecordChange } from '../../kit/detail-page.tsx';
import { shownOn } from '../../api/after-change.ts';
import { customerKeys } from './customer-keys.ts';

/** GET /api/admin/customers/:id: the profile with the customer's orders and bookings. */
export function useCustomer(id: string) {
  return useQuery({
    queryKey: customerKeys.detail(id),
    queryFn: ({ signal }) => adminRequest<AdminCustomer>(`/customers/${id}`, { signal }),
  });
}

/** POST /api/admin/customers/:id/{deactivate,reactivate} (the owner's). */
export function useSetCustomerActive(
  id: string,
  onChanged: (customer: AdminCustomer, action: 'deactivate' | 'reactivate') => void,
) {
  return useRecordChange({
    recordKey: customerKeys.detail(id),
    staleKeys: shownOn.customer(),
    change: (action: 'deactivate' | 'reactivate') =>
      adminRequest<AdminCustomer>(`/customers/${id}/${action}`, { method: 'POST' }),
    onChanged,
  });
}
