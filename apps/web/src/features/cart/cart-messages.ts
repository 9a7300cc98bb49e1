import { t } from '@lingui/core/macro';
import { MAX_CART_QUANTITY } from '@petshop/contracts/constants';
import { ApiRequestError } from '../../lib/api-client.ts';

/** Spec §8 "Cart fetch failure": the cart page's messages. */
export const cartAuthFailedMessage = () => t`Authentication failed. Please login again.`;
export const cartLoadFailedMessage = () => t`Failed to load cart items`;
export const cartItemNotFoundMessage = () => t`Cart item not found`;

const status = (error: unknown) => (error instanceof ApiRequestError ? error.status : null);

/** A 401 or 403 to a cart call: the server no longer accepts this session. */
export function isCartAuthFailure(error: unknown): boolean {
  const code = status(error);
  return code === 401 || code === 403;
}

/** What the cart page says when the cart could not be loaded. */
export function cartLoadErrorMessage(error: unknown): string {
  return isCartAuthFailure(error) ? cartAuthFailedMessage() : cartLoadFailedMessage();
}

/** A quantity change the server refused: a vanished line, a stock limit, or anything else. */
export function cartUpdateErrorMessage(error: unknown): string {
  if (status(error) === 404) return cartItemNotFoundMessage();
  // "Only 3 left of Salmon Kibble (2 kg)." tells the customer what to do; keep it.
  if (status(error) === 422 && error instanceof ApiRequestError) return error.message;
  return t`Failed to update quantity`;
}

export function cartRemoveErrorMessage(error: unknown): string {
  return status(error) === 404 ? cartItemNotFoundMessage() : t`Failed to remove item`;
}

/**
 * Why an add to the cart did not happen, as the page can word it (issue 20: in words, next to
 * the control, never the server's text or a code).
 */
export type AddProblem =
  | { kind: 'stock'; stock: number; inCart: number }
  | { kind: 'line-max'; inCart: number }
  | { kind: 'unavailable' }
  | { kind: 'size' }
  | { kind: 'session' }
  | { kind: 'failed' };

/**
 * What went wrong with a server add, from its status and the field the 422 names; `stock` is
 * what the page knows of the size, `inCart` what the cart held of it.
 */
export function serverAddProblem(
  error: unknown,
  quantity: number,
  stock: number | undefined,
  inCart: number,
): AddProblem {
  const code = status(error);
  if (code === 401) return { kind: 'session' };
  if (code === 422 && error instanceof ApiRequestError) {
    const fields = error.body?.errors ?? {};
    if (fields.product_id) return { kind: 'unavailable' };
    if (fields.product_size_id) return { kind: 'size' };
    if (
      inCart + quantity > MAX_CART_QUANTITY &&
      (stock === undefined || stock > MAX_CART_QUANTITY)
    ) {
      return { kind: 'line-max', inCart };
    }
    return { kind: 'stock', stock: stock ?? 0, inCart };
  }
  return { kind: 'failed' };
}
