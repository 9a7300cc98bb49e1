import type { AdminOrder, Invoice } from '@petshop/contracts/admin-orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../admin-api.ts';
import { orderKeys } from './order-keys.ts';

/** GET /api/admin/orders/:id: everything about one order and the moves it can make next. */
export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => adminRequest<AdminOrder>(`/orders/${id}`, { signal }),
  });

export const useOrder = (id: string) => useQuery(orderQuery(id));

/** GET /api/admin/orders/:id/invoice: the invoice as printed. */
export const useInvoice = (id: string) =>
  useQuery({
    queryKey: orderKeys.invoice(id),
    queryFn: ({ signal }) => adminRequest<Invoice>(`/orders/${id}/invoice`, { signal }),
  });
