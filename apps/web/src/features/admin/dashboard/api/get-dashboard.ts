import type { Dashboard } from '@petshop/contracts/admin-dashboard';
import { useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../admin-api.ts';
import { dashboardKeys } from './dashboard-keys.ts';

/**
 * GET /api/admin/dashboard: the day's numbers. Changes made in this back office refresh it at once
 * (`afterChange`); the minute's poll brings what customers and other staff did.
 */
export const useDashboard = () =>
  useQuery({
    queryKey: dashboardKeys.all,
    queryFn: ({ signal }) => adminRequest<Dashboard>('/dashboard', { signal }),
    refetchInterval: 60_000,
  });
