import { t } from '@lingui/core/macro';
import type { CheckoutItem } from './checkout-types.ts';

/** A check that stopped a checkout before any money moved: its message goes to /payment-failed. */
export class CheckoutPreCheckError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CheckoutPreCheckError';
  }
}

const hasValue = (value: unknown) => value !== undefined && value !== null && value !== '';

/** Spec §5 "Card payment pre-checks", in order: who is paying, and for what. */
export function cardPreCheckMessage(
  userId: string | null | undefined,
  items: readonly Partial<CheckoutItem>[] | null | undefined,
): string | undefined {
  if (!userId) return t`User ID is missing. Please login again.`;
  if (!items || items.length === 0) return t`No items in cart`;
  const incomplete = items.some(
    (item) =>
      !hasValue(item.cart_item_id) ||
      typeof item.name !== 'string' ||
      !item.name.trim() ||
      typeof item.price !== 'number' ||
      !Number.isFinite(item.price),
  );
  if (incomplete) return t`Some cart items are missing required information`;
  return undefined;
}

/** Spec §5: a session answer without an id cannot be paid. Returns the hosted-checkout address. */
export function checkoutSessionUrl(session: { id?: unknown; url?: unknown } | null | undefined) {
  if (!session || typeof session.id !== 'string' || !session.id) {
    throw new CheckoutPreCheckError(t`Invalid checkout session response - missing session ID`);
  }
  if (typeof session.url !== 'string' || !session.url) {
    throw new CheckoutPreCheckError(t`Invalid checkout session response - missing checkout URL`);
  }
  return { sessionId: session.id, url: session.url };
}
