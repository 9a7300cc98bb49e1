import { MAX_CART_QUANTITY } from '@petshop/contracts/constants';
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

const units = (count: number) => (count === 1 ? '1 is' : `${count} are`);

export function addProblemMessage(problem: AddProblem): string {
  switch (problem.kind) {
    case 'stock':
      if (problem.stock <= 0) return 'This size is sold out.';
      if (problem.inCart >= problem.stock) {
        return `Only ${problem.stock} left in this size, and all of them are in your cart.`;
      }
      return problem.inCart > 0
        ? `Only ${problem.stock} left in this size, and ${units(problem.inCart)} already in your cart.`
        : `Only ${problem.stock} left in this size.`;
    case 'line-max':
      return problem.inCart > 0
        ? `A cart holds at most ${MAX_CART_QUANTITY} of one size, and ${units(problem.inCart)} already in yours.`
        : `A cart holds at most ${MAX_CART_QUANTITY} of one size.`;
    case 'unavailable':
      return 'This product is no longer for sale.';
    case 'size':
      return 'This size is no longer available. Please choose another.';
    case 'session':
      return 'Your session has ended. Please log in again to add to your cart.';
    case 'failed':
      return "We couldn't add this to your cart. Please check your connection and try again.";
  }
}

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
