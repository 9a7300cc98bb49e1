import { ApiRequestError } from '../../lib/api-client.ts';

/** Spec §8 "Cart fetch failure": the cart page's messages. */
export const CART_AUTH_FAILED_MESSAGE = 'Authentication failed. Please login again.';
export const CART_LOAD_FAILED_MESSAGE = 'Failed to load cart items';
export const CART_ITEM_NOT_FOUND_MESSAGE = 'Cart item not found';

const status = (error: unknown) => (error instanceof ApiRequestError ? error.status : null);

/** A 401 or 403 to a cart call: the server no longer accepts this session. */
export function isCartAuthFailure(error: unknown): boolean {
  const code = status(error);
  return code === 401 || code === 403;
}

/** What the cart page says when the cart could not be loaded. */
export function cartLoadErrorMessage(error: unknown): string {
  return isCartAuthFailure(error) ? CART_AUTH_FAILED_MESSAGE : CART_LOAD_FAILED_MESSAGE;
}

/** A quantity change the server refused: a vanished line, a stock limit, or anything else. */
export function cartUpdateErrorMessage(error: unknown): string {
  if (status(error) === 404) return CART_ITEM_NOT_FOUND_MESSAGE;
  // "Only 3 left of Salmon Kibble (2 kg)." tells the customer what to do; keep it.
  if (status(error) === 422 && error instanceof ApiRequestError) return error.message;
  return 'Failed to update quantity';
}

export function cartRemoveErrorMessage(error: unknown): string {
  return status(error) === 404 ? CART_ITEM_NOT_FOUND_MESSAGE : 'Failed to remove item';
}

/**
 * Spec §8 "Cart add" from a product card: the alert to show, or null when there is nothing to say
 * (a 401 already ended the session and told the customer so).
 */
export function cardAddErrorAlert(error: unknown): string | null {
  const code = status(error);
  if (code === 401) return null;
  if (code === 422 && error instanceof ApiRequestError) {
    return `Validation Error: ${error.message}`;
  }
  return 'Failed to add item to cart. Please try again.';
}
