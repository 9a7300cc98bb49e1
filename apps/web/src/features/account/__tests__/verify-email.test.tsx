import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, routeFetch } from '../../../test/fetch-router.ts';
import { accountKeys } from '../api/account-keys.ts';
import { useVerifyEmail } from '../api/account-care.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('useVerifyEmail', () => {
  it('drops a profile read answered before the address was confirmed', async () => {
    localStorage.setItem('token', 'tok-7');
    localStorage.setItem('userId', '7');
    localStorage.setItem('isAuthenticated', 'true');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // A profile read on its way when the link is opened: the server answers it with the address
    // still unconfirmed, after the confirmation's own answer.
    let answerOldProfile: (response: Response) => void = () => undefined;
    routeFetch({
      'POST /api/auth/verify-email': () =>
        json(200, { message: 'Thank you: your email address is confirmed.', email: 'a@b.ae' }),
    });
    const oldProfile = client
      .fetchQuery({
        queryKey: accountKeys.profile(),
        queryFn: () =>
          new Promise<Response>((resolve) => (answerOldProfile = resolve)).then(() => ({
            email_verified: false,
          })),
      })
      .catch(() => undefined);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useVerifyEmail(), { wrapper });
    await act(() => result.current.mutateAsync('t'.repeat(43)));
    answerOldProfile(new Response('{}'));
    await oldProfile;
    await waitFor(() => expect(client.isFetching()).toBe(0));
    // Nothing stale passes for the confirmed profile: the next reader asks the server again.
    expect(client.getQueryData(accountKeys.profile())).toBeUndefined();
    expect(client.getQueryState(accountKeys.profile())?.isInvalidated).toBe(true);
  });
});
