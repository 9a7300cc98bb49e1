import { t } from '@lingui/core/macro';
import { ApiRequestError } from '../../lib/api-client.ts';

/** Spec §5/§8: the wishlist page without a session, or answered 401 (in the shop's language). */
export const wishlistLoginMessage = (): string => t`Please login to access your wishlist`;
/** The same in English, as the spec writes it. */
export const WISHLIST_LOGIN_MESSAGE = 'Please login to access your wishlist';
/** Spec §8 (the same sentence the account pages use for a fetch that never reached the server). */
const networkMessage = (): string => t`Network error. Please check your connection and try again.`;

/** The wishlist was asked for without a session: nothing was sent. */
export class WishlistLoginRequiredError extends Error {
  constructor() {
    super(wishlistLoginMessage());
    this.name = 'WishlistLoginRequiredError';
  }
}

/** The server's own sentence, when its answer carried one. */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiRequestError)) return null;
  const message = error.body?.message;
  return typeof message === 'string' && message.trim() ? message : null;
}

/** Spec §8 "Wishlist page": why the list could not be shown. */
export function wishlistLoadErrorMessage(error: unknown): string {
  if (error instanceof WishlistLoginRequiredError) return wishlistLoginMessage();
  if (error instanceof ApiRequestError && error.status === 401) return wishlistLoginMessage();
  if (error instanceof TypeError) return networkMessage();
  return serverMessage(error) ?? t`Failed to load wishlist`;
}

/** Spec §2: the error view offers 'Login' when its message speaks of logging in. */
export function offersLogin(message: string): boolean {
  return message === wishlistLoginMessage() || message.toLowerCase().includes('login');
}

/** Spec §8: what a heart says when the server refused the change. */
export function toggleFailureMessage(error: unknown, adding: boolean): string {
  if (error instanceof ApiRequestError && error.status === 401) {
    return t`Session expired. Please login again.`;
  }
  return adding
    ? t`Failed to add to wishlist. Please try again.`
    : t`Failed to remove from wishlist. Please try again.`;
}

/**
 * The server's answer to adding a listed product: in English, and in Arabic for the Arabic shop's
 * calls (`lang=ar`, decision 136; the API's tests check this Arabic is the server's).
 */
const ALREADY_LISTED = new Set([
  'Product is already in your wishlist',
  'المنتج موجود بالفعل في المفضلة',
]);

/** Spec §8: an add of a listed product answers 400 'Product is already in your wishlist'. */
export function isAlreadyListed(error: unknown): boolean {
  return (
    error instanceof ApiRequestError &&
    error.status === 400 &&
    ALREADY_LISTED.has(serverMessage(error) ?? '')
  );
}

/** A removal of a product that is not listed: the heart is already where it should be. */
export function isAlreadyUnlisted(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}
