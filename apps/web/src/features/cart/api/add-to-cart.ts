import type { AddToCartRequest, CartChangeResponse } from '@petshop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { cartMutationKey, refetchCartAfterChange } from './cart-cache.ts';

export type AddToCartInput = { productId: number; quantity: number; sizeId?: number | undefined };

/** POST /api/cart/add: a line for the size gains the quantity (spec §4); 422 over stock. */
export function addToCart(input: AddToCartInput): Promise<CartChangeResponse> {
  const body: AddToCartRequest = { product_id: input.productId, quantity: input.quantity };
  if (input.sizeId !== undefined) body.product_size_id = input.sizeId;
  return apiRequest<CartChangeResponse>('/cart/add', { method: 'POST', body });
}

/** Adds, then re-fetches the cart before it resolves (the badge is right when it settles). */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cartMutationKey('add'),
    mutationFn: addToCart,
    networkMode: 'always',
    onSettled: () => refetchCartAfterChange(queryClient),
  });
}
