import type { CartChangeResponse } from '@petshop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { withoutEntry, withRestoredEntry } from '../cart-entries.ts';
import { cartKeys } from './get-cart.ts';
import {
  cartMutationKey,
  getCachedCart,
  refetchCartAfterChange,
  setCachedCart,
} from './cart-cache.ts';

/**
 * DELETE /api/cart/remove/{cartItemId}, or the /cart/delete spelling the order confirmation uses
 * (spec §7: both remove one line; a line already gone answers 200 and changes nothing).
 */
export function removeCartItem(
  cartItemId: number,
  spelling: 'remove' | 'delete' = 'remove',
): Promise<CartChangeResponse> {
  return apiRequest<CartChangeResponse>(`/cart/${spelling}/${encodeURIComponent(cartItemId)}`, {
    method: 'DELETE',
  });
}

/** Spec §4: the line leaves at once and comes back, in its place, if the removal fails. */
export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cartMutationKey('remove'),
    mutationFn: (cartItemId: number) => removeCartItem(cartItemId),
    networkMode: 'always',
    onMutate: async (cartItemId) => {
      await queryClient.cancelQueries({ queryKey: cartKeys.all });
      const entries = getCachedCart(queryClient) ?? [];
      const index = entries.findIndex((entry) => entry.cart_item_id === cartItemId);
      setCachedCart(queryClient, (current) => withoutEntry(current, cartItemId));
      return index === -1 ? undefined : { removed: entries[index]!, index };
    },
    onError: (_error, _cartItemId, context) => {
      if (context) {
        setCachedCart(queryClient, (entries) =>
          withRestoredEntry(entries, context.removed, context.index),
        );
      }
    },
    onSettled: () => refetchCartAfterChange(queryClient),
  });
}
