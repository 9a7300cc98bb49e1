import { t } from '@lingui/core/macro';
import type {
  CheckoutItem,
  CheckoutNavigationState,
  PaymentFailedState,
  PendingOrderRecord,
} from './checkout-types.ts';

const asNumber = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && value.trim() ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
};

/** A line's total: total_price, or price × quantity when it is missing. */
export function failedLineTotal(item: Partial<CheckoutItem>): number {
  return asNumber(item.total_price) ?? (asNumber(item.price) ?? 0) * (asNumber(item.quantity) ?? 0);
}

/** 'Total Amount': the amount, else the summary's total, else 0.00. */
export function failedTotalAmount(state: PaymentFailedState): number {
  return (
    asNumber(state.amount) ??
    asNumber(state.orderSummary?.total) ??
    asNumber(state.orderSummary?.finalTotal) ??
    0
  );
}

/** The error message, or 'An unexpected error occurred'. */
export function failedErrorMessage(state: PaymentFailedState): string {
  if (state.message?.trim()) return state.message;
  const error = state.error;
  if (typeof error === 'string' && error.trim()) return error;
  if (error && typeof error === 'object') {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return t`An unexpected error occurred`;
}

/** Spec §2: a card icon when the intent failed or the message speaks of a card. */
export function showsCardIcon(state: PaymentFailedState): boolean {
  return (
    state.paymentIntent?.status === 'failed' ||
    /card|بطاق/.test(failedErrorMessage(state).toLowerCase())
  );
}

export const isCashOnDelivery = (method: string | undefined) => method === 'cod';

/** Navigation state as /payment-failed reads it; anything without a list of items is no state. */
export function readPaymentFailedState(value: unknown): PaymentFailedState | null {
  if (!value || typeof value !== 'object') return null;
  const state = value as PaymentFailedState;
  return Array.isArray(state.cartItems) ? state : null;
}

/**
 * Back from the card provider's cancel address there is no navigation state: the pending record
 * kept before the redirect tells what was being paid for.
 */
export function failedStateFromPending(record: PendingOrderRecord): PaymentFailedState {
  return {
    message: t`Your payment was cancelled or declined.`,
    amount: record.total,
    userId: record.userId,
    token: record.token,
    cartItems: record.cartItems,
    quantities: record.quantities,
    deliveryAddress: record.deliveryAddress,
    contactInfo: record.customerInfo,
    paymentMethod: record.paymentMethod,
    orderSummary: record.orderSummary,
    paymentIntent: record.sessionId ? { id: record.sessionId, status: 'canceled' } : undefined,
  };
}

/** 'Retry Payment' takes everything back to /checkout. */
export function retryCheckoutState(state: PaymentFailedState): CheckoutNavigationState {
  return {
    cartItems: state.cartItems ?? [],
    quantities: state.quantities,
    orderSummary: state.orderSummary,
    userId: state.userId,
    token: state.token,
    deliveryAddress: state.deliveryAddress,
    contactInfo: state.contactInfo,
    paymentMethod: state.paymentMethod,
  };
}
