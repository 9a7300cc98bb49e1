import { ApiRequestError, apiRequest } from '../../../lib/api-client.ts';

/** Spec §7 DELETE /api/cart/delete/{cartItemId}: used after an order, once per line. */
export function deleteCartLine(cartItemId: number | string) {
  return apiRequest<unknown>(`/cart/delete/${encodeURIComponent(String(cartItemId))}`, {
    method: 'DELETE',
  });
}

/**
 * Removes the ordered lines in parallel and answers how many could not be removed. The server
 * already takes bought lines out of the cart with the order and answers 200 for a line that is
 * gone; a 404 'Cart item not found' (an id that is no cart line at all) also means the line is
 * not in the cart, which is what we wanted.
 */
export async function clearOrderedCartLines(
  cartItemIds: readonly (number | string)[],
): Promise<number> {
  const results = await Promise.allSettled(cartItemIds.map((id) => deleteCartLine(id)));
  return results.filter(
    (result) =>
      result.status === 'rejected' &&
      !(result.reason instanceof ApiRequestError && result.reason.status === 404),
  ).length;
}
