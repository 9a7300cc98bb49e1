import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { isLoggedIn } from '../../../lib/session.ts';
import { notificationKeys } from './notification-keys.ts';

/**
 * GET /api/notifications/unread-count: the header's profile badge and the tab's count. A visitor's
 * is 0 without asking; one that cannot be loaded shows as 0 (as the wishlist's, spec §8). Asked
 * again when the customer comes back to the tab: staff may have moved an order meanwhile. Kept
 * small: the header is in every first view.
 */
export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) =>
      isLoggedIn()
        ? apiRequest<{ unread: number }>('/notifications/unread-count', { signal }).then(
            ({ unread }) => unread,
          )
        : 0,
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });

export const useUnreadNotifications = (): number => useQuery(unreadCountQueryOptions()).data ?? 0;
