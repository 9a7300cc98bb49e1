import { t } from '@lingui/core/macro';
import {
  ApiRequestError,
  MissingTokenError,
  SESSION_EXPIRED_MESSAGE,
} from '../../lib/api-client.ts';

/** A detail asked for without a token (spec §8): the client does not send the call. */
export { MissingTokenError };

/** The English text (the source, kept for its tests); `networkErrorMessage()` is the page's. */
export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection and try again.';
const networkErrorMessage = () => t`Network error. Please check your connection and try again.`;

function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  const body = error.body as Record<string, unknown> | null;
  const text = body?.message ?? body?.error;
  return typeof text === 'string' && text.trim() ? text : undefined;
}

/** Spec §8 "Profile, orders, wishlist loads" for the orders list. */
export function ordersLoadErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 401) return SESSION_EXPIRED_MESSAGE;
  if (error instanceof TypeError) return networkErrorMessage();
  return serverMessage(error) ?? t`Failed to load orders`;
}

/** Spec §8: order detail with no token 'Authentication required'; else server message or default. */
export function orderDetailErrorMessage(error: unknown): string {
  if (error instanceof MissingTokenError) return t`Authentication required`;
  if (error instanceof TypeError) return networkErrorMessage();
  return serverMessage(error) ?? t`Failed to load order details`;
}
