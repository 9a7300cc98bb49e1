import type { CartChangeResponse, UpdateCartRequest } from '@petshop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { withQuantity } from '../cart-entries.ts';
import { cartKeys } from './get-cart.ts';
import {
  cartMutationKey,
  getCachedCart,
  refetchCartAfterChange,
  setCachedCart,
} from './cart-cache.ts';

export type UpdateCartItemInput = { cartItemId: number; productId: number; quantity: number };

/** PUT /api/cart/update/{cartItemId}: the quantity is the line's new total. */
export function updateCartItem(input: UpdateCartItemInput): Promise<CartChangeResponse> {
  const body: UpdateCartRequest = { product_id: input.productId, quantity: input.quantity };
  return apiRequest<CartChangeResponse>(`/cart/update/${encodeURIComponent(input.cartItemId)}`, {
    method: 'PUT',
    body,
  });
}

/** Spec §4: the quantity changes at once and goes back if the server refuses it. */
export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cartMutationKey('update'),
    mutationFn: updateCartItem,
    networkMode: 'always',
    onMutate: async ({ cartItemId, quantity }) => {
      // A re-fetch already on its way would bring back the old quantity.
      await queryClient.cancelQueries({ queryKey: cartKeys.all });
      const previous = getCachedCart(queryClient)?.find(
        (entry) => entry.cart_item_id === cartItemId,
      )?.quantity;
      setCachedCart(queryClient, (entries) => withQuantity(entries, cartItemId, quantity));
      return { previous };
    },
    onError: (_error, { cartItemId }, context) => {
      const previous = context?.previous;
      if (previous !== undefined) {
        setCachedCart(queryClient, (entries) => withQuantity(entries, cartItemId, previous));
      }
    },
    onSettled: () => refetchCartAfterChange(queryClient),
  });
}
