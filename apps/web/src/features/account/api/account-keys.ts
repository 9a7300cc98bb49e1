import type { QueryClient } from '@tanstack/react-query';
import type { SessionPolicy } from '../../../lib/session.ts';

/**
 * Everything cached for the logged-in customer lives under this key (dropped on login/logout).
 * A module of its own: the app's session sync reads it without loading the profile code.
 */
export const accountKeys = {
  all: ['account'] as const,
  profile: () => [...accountKeys.all, 'profile'] as const,
  coupons: () => [...accountKeys.all, 'coupons'] as const,
};

const dropAccount = (queryClient: QueryClient) =>
  queryClient.removeQueries({ queryKey: accountKeys.all });

/** The profile (and the checkout's address taken from it) is dropped on every session change. */
export const accountSessionPolicy: SessionPolicy = {
  login: dropAccount,
  logout: dropAccount,
  otherTab: dropAccount,
};
