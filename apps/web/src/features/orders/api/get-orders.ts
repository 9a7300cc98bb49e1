import type { Order } from '@petshop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '../../../lib/api-client.ts';
import { MissingTokenError } from '../order-messages.ts';
import { ordersKeys } from './orders-keys.ts';

/** Spec §7 GET /api/orders: `data` as an array, or a bare array; newest first. */
export async function getOrders(signal?: AbortSignal): Promise<Order[]> {
  const body = await apiRequest<unknown>('/orders', {
    auth: 'required',
    ...(signal ? { signal } : {}),
  });
  const list = Array.isArray(body)
    ? body
    : Array.isArray((body as { data?: unknown } | null)?.data)
      ? (body as { data: unknown[] }).data
      : [];
  const orders = list.filter((order): order is Order => !!order && typeof order === 'object');
  // Newest first whatever order the server sent them in.
  return [...orders].sort(
    (a, b) => Date.parse(b.created_at ?? '') - Date.parse(a.created_at ?? '') || b.id - a.id,
  );
}

/** A 4xx or a missing token will not change by asking again; a blip gets one more try. */
export const noRetryOn4xx = (failureCount: number, error: unknown) =>
  !(error instanceof ApiRequestError && error.status < 500) &&
  !(error instanceof MissingTokenError) &&
  failureCount < 1;

export const ordersQueryOptions = () =>
  queryOptions({
    queryKey: ordersKeys.list(),
    queryFn: ({ signal }) => getOrders(signal),
    networkMode: 'always',
    retry: noRetryOn4xx,
  });

export function useOrders({ enabled }: { enabled: boolean }) {
  return useQuery({ ...ordersQueryOptions(), enabled });
}
