import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { clearSession, getToken } from '../../../lib/session.ts';

/** POST /api/logout (bearer, empty body): revokes the token on the server. */
export async function logout(): Promise<void> {
  if (!getToken()) return;
  await apiRequest<unknown>('/logout', {
    method: 'POST',
    // The session ends here whatever the server answers (useLogout).
    endSessionOn401: false,
  });
}

/**
 * Spec §4: log out on the server, then ALWAYS end the session here (even when the call failed),
 * forget every cached answer and go to the login page.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    // Offline too: the session ends here whatever the network does.
    networkMode: 'always',
    onSettled: () => {
      clearSession();
      queryClient.clear();
      void navigate(paths.login.getHref());
    },
  });
}
