import type { QueryClient } from '@tanstack/react-query';
import type { CartEntry } from '../types.ts';
import { cartKeys } from './get-cart.ts';

/** Every cart mutation carries a key under the cart's, so they can be counted together. */
export const cartMutationKey = (action: 'add' | 'update' | 'remove') =>
  [...cartKeys.all, action] as const;

export const getCachedCart = (queryClient: QueryClient) =>
  queryClient.getQueryData<CartEntry[]>(cartKeys.all);

export function setCachedCart(
  queryClient: QueryClient,
  update: (entries: readonly CartEntry[]) => CartEntry[],
) {
  queryClient.setQueryData<CartEntry[]>(cartKeys.all, (entries) =>
    entries ? update(entries) : entries,
  );
}

/**
 * Spec §4: every server-side change is followed by a full re-fetch. While several changes are on
 * their way (quick clicks on +), only the last one re-fetches, so an answer that predates a later
 * change cannot overwrite its optimistic value.
 */
export function refetchCartAfterChange(queryClient: QueryClient): Promise<void> | undefined {
  if (queryClient.isMutating({ mutationKey: cartKeys.all }) > 1) return undefined;
  return queryClient.invalidateQueries({ queryKey: cartKeys.all });
}
