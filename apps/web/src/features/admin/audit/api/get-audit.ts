import type { AuditPage } from '@petshop/contracts/admin';
import { useInfiniteQuery } from '@tanstack/react-query';
import { adminRequest } from '../../admin-api.ts';
import { auditKeys } from './audit-keys.ts';

/** GET /api/admin/audit: the changes matching the filters, newest first, 50 at a time ("Show older"). */
export function useAuditLog(filter: Record<string, string>) {
  return useInfiniteQuery({
    queryKey: auditKeys.list(filter),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      adminRequest<AuditPage>('/audit', {
        query: { ...filter, cursor: pageParam, limit: 50 },
        signal,
      }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
