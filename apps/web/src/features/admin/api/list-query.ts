import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import type { AdminListPage } from '@petshop/contracts/admin-lists';
import { adminRequest } from '../admin-api.ts';

/**
 * The query of one page of a back-office list: GET `path` with the list's query (blank values
 * left out); the previous page stays on screen while the next one loads (no empty flash).
 */
export function listQuery<Item>(
  queryKey: QueryKey,
  path: string,
  query: Record<string, string | number | undefined>,
) {
  const sent = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  );
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => adminRequest<AdminListPage<Item>>(path, { query: sent, signal }),
    placeholderData: keepPreviousData,
  });
}
