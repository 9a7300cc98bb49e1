import type { NotificationsPage } from '@petshop/contracts/reviews';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { notificationKeys } from './notification-keys.ts';

/** GET /api/notifications?page=N: newest first, 20 a page; "Show more" asks for the next. */
export const getNotifications = (page: number, signal?: AbortSignal) =>
  apiRequest<NotificationsPage>('/notifications', {
    query: { page },
    auth: 'required',
    ...(signal ? { signal } : {}),
  });

export const useNotifications = () =>
  useInfiniteQuery({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.current_page < last.last_page ? last.current_page + 1 : undefined,
  });
