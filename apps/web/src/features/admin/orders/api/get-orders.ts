import type { AdminOrderRow } from '@petshop/contracts/admin-orders';
import { useQuery } from '@tanstack/react-query';
import { listQuery } from '../../api/list-query.ts';
import { orderKeys } from './order-keys.ts';

export type OrderListQuery = Record<string, string | number | undefined>;

/** GET /api/admin/orders: one page of the orders, searched, filtered and sorted by the server. */
export const ordersQuery = (query: OrderListQuery) =>
  listQuery<AdminOrderRow>(orderKeys.list(query), '/orders', query);

export const useOrders = (query: OrderListQuery) => useQuery(ordersQuery(query));
