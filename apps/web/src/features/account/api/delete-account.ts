import type { DeleteAccountRequest } from '@petshop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast.tsx';
import { paths } from '../../../config/paths.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { clearSession } from '../../../lib/session.ts';

/** How long the confirmation stays on the home page: long enough to read it twice. */
const CONFIRMATION_MS = 20_000;

/**
 * POST /api/profile/delete with the password (decision 053). On success the session ends here
 * (the server has ended it everywhere), every cached answer goes, and the home page shows the
 * server's confirmation.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (payload: DeleteAccountRequest) =>
      apiRequest<{ message: string }>('/profile/delete', {
        method: 'POST',
        body: payload,
        auth: 'required',
      }),
    onSuccess: ({ message }) => {
      void navigate(paths.home.getHref());
      clearSession();
      queryClient.clear();
      toast.success(message, {
        id: 'account-deleted',
        position: 'top-center',
        durationMs: CONFIRMATION_MS,
      });
    },
  });
}
