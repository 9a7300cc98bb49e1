import { t } from '@lingui/core/macro';
import type { Order } from '@petshop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { noRetryOn4xx } from './get-orders.ts';
import { ordersKeys } from './orders-keys.ts';

/** Spec §7 GET /api/orders/{id}: wrapped as data.data, data.order or the bare object. */
export async function getOrder(id: number, signal?: AbortSignal): Promise<Order> {
  const body = await apiRequest<Record<string, unknown> | null>(
    `/orders/${encodeURIComponent(String(id))}`,
    { auth: 'required', ...(signal ? { signal } : {}) },
  );
  const order = (body?.data ?? body?.order ?? body) as Order | null;
  if (!order || typeof order !== 'object' || !('id' in order)) {
    throw new Error(t`Failed to load order details`);
  }
  return order;
}

export const orderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ordersKeys.detail(id),
    queryFn: ({ signal }) => getOrder(id, signal),
    networkMode: 'always',
    retry: noRetryOn4xx,
  });

export function useOrder(id: number | null) {
  return useQuery({ ...orderQueryOptions(id ?? 0), enabled: id !== null });
}
