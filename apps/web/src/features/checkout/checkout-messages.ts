import { t } from '@lingui/core/macro';
import { ApiRequestError } from '../../lib/api-client.ts';
import { CheckoutPreCheckError } from './card-pre-checks.ts';

/** Spec §8: a fetch that never reached the server. */
export const networkErrorMessage = () =>
  t`Network error. Please check your connection and try again.`;

/** The `message` (or `error`) text of an error body, when it has one. */
function serverText(body: unknown, key: 'message' | 'error'): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/** Spec §8 "Payment": the server's message or error, else 'Server error: {status}'. */
export function paymentFailureMessage(error: unknown): string {
  if (error instanceof CheckoutPreCheckError) return error.message;
  if (error instanceof ApiRequestError) {
    const status = error.status;
    return (
      serverText(error.body, 'message') ??
      serverText(error.body, 'error') ??
      t`Server error: ${status}`
    );
  }
  if (error instanceof TypeError) return networkErrorMessage();
  if (error instanceof Error && error.message) return error.message;
  return t`An unexpected error occurred`;
}

/** An order the server answered without: spec §8 "empty result". */
export class EmptyOrderResultError extends Error {
  constructor() {
    super(t`Order creation returned empty result`);
    this.name = 'EmptyOrderResultError';
  }
}

export interface OrderCreationFailure {
  /** Spec §8 "Order creation": what the customer is told. */
  message: string;
  /** The server's own sentence when it says more than the message (which product sold out). */
  detail?: string | undefined;
  status?: number | undefined;
}

/** Spec §8 "Order creation"; a 402 (not paid yet) shows the server's own sentence. */
export function orderCreationFailure(error: unknown): OrderCreationFailure {
  if (error instanceof EmptyOrderResultError) return { message: error.message };
  if (error instanceof ApiRequestError) {
    const server = serverText(error.body, 'message') ?? serverText(error.body, 'error');
    const status = error.status;
    const mapped: Record<number, string> = {
      404: t`Order creation endpoint not found. Please contact support.`,
      401: t`Authentication failed. Please login again.`,
      422: t`Invalid order data. Please check your information.`,
      500: t`Server error. Please try again later.`,
    };
    const message = mapped[status] ?? server ?? t`Failed to create order`;
    return { message, detail: server && server !== message ? server : undefined, status };
  }
  if (error instanceof TypeError)
    return { message: t`Failed to create order`, detail: networkErrorMessage() };
  return { message: t`Failed to create order` };
}
