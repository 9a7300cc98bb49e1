import type { NotificationsPage } from '@petshop/contracts/reviews';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { markRead } from '../notification-format.ts';
import { notificationKeys } from './notification-keys.ts';

type Unread = { unread: number };

/**
 * POST /api/notifications/:id/read, or /read-all without an id. The list shows them read at once
 * and the header's count takes the server's answer.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number | 'all') =>
      apiRequest<Unread>(id === 'all' ? '/notifications/read-all' : `/notifications/${id}/read`, {
        method: 'POST',
        auth: 'required',
      }),
    onSuccess: ({ unread }, id) => {
      queryClient.setQueryData(notificationKeys.unread(), unread);
      queryClient.setQueryData<InfiniteData<NotificationsPage, number>>(
        notificationKeys.list(),
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              unread,
              data: markRead(page.data, id),
            })),
          },
      );
    },
  });
}
