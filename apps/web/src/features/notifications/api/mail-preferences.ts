import type { MailList, MailPreferences } from '@petshop/contracts/reviews';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { notificationKeys } from './notification-keys.ts';

/** GET /api/profile/mail-preferences. */
export const useMailPreferences = () =>
  useQuery({
    queryKey: notificationKeys.mailPreferences(),
    queryFn: ({ signal }) =>
      apiRequest<MailPreferences>('/profile/mail-preferences', { signal, auth: 'required' }),
  });

/**
 * PUT /api/profile/mail-preferences with the one list changed; the answer is the new set. The
 * switch moves at once and moves back if the server refuses.
 */
export function useSaveMailPreference() {
  const queryClient = useQueryClient();
  const key = notificationKeys.mailPreferences();
  return useMutation({
    mutationFn: (change: Partial<Record<MailList, boolean>>) =>
      apiRequest<MailPreferences>('/profile/mail-preferences', {
        method: 'PUT',
        body: change,
        auth: 'required',
      }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<MailPreferences>(key);
      if (before) queryClient.setQueryData<MailPreferences>(key, { ...before, ...change });
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (preferences) => queryClient.setQueryData(key, preferences),
  });
}
