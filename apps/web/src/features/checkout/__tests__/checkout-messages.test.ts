// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { CheckoutPreCheckError } from '../card-pre-checks.ts';
import {
  EmptyOrderResultError,
  orderCreationFailure,
  paymentFailureMessage,
} from '../checkout-messages.ts';

const apiError = (status: number, body: Record<string, unknown> | null) =>
  new ApiRequestError(status, body, `Request failed (${status})`);

describe('order creation errors (spec §8)', () => {
  it.each([
    [404, 'Order creation endpoint not found. Please contact support.'],
    [401, 'Authentication failed. Please login again.'],
    [422, 'Invalid order data. Please check your information.'],
    [500, 'Server error. Please try again later.'],
  ])('%i → %s', (status, message) => {
    expect(orderCreationFailure(apiError(status, null)).message).toBe(message);
  });

  it('keeps the server sentence as the detail when it says more', () => {
    expect(orderCreationFailure(apiError(422, { message: 'Cat Food is out of stock.' }))).toEqual({
      message: 'Invalid order data. Please check your information.',
      detail: 'Cat Food is out of stock.',
      status: 422,
    });
  });

  it('shows the server message for a 402 and other statuses, else Failed to create order', () => {
    expect(
      orderCreationFailure(
        apiError(402, { message: 'The payment for this order has not been completed.' }),
      ).message,
    ).toBe('The payment for this order has not been completed.');
    expect(orderCreationFailure(apiError(409, { error: 'Sold out' })).message).toBe('Sold out');
    expect(orderCreationFailure(apiError(409, null)).message).toBe('Failed to create order');
    expect(orderCreationFailure(new Error('x')).message).toBe('Failed to create order');
  });

  it('says so when the server answered without an order', () => {
    expect(orderCreationFailure(new EmptyOrderResultError()).message).toBe(
      'Order creation returned empty result',
    );
  });
});

describe('payment failure message (spec §8 "Payment")', () => {
  it("is the server's message or error, else Server error: {status}", () => {
    expect(paymentFailureMessage(apiError(422, { message: 'Your cart is empty.' }))).toBe(
      'Your cart is empty.',
    );
    expect(paymentFailureMessage(apiError(400, { error: 'Bad card' }))).toBe('Bad card');
    expect(paymentFailureMessage(apiError(502, null))).toBe('Server error: 502');
  });

  it('passes pre-check messages through', () => {
    expect(paymentFailureMessage(new CheckoutPreCheckError('No items in cart'))).toBe(
      'No items in cart',
    );
  });

  it('names a network failure', () => {
    expect(paymentFailureMessage(new TypeError('Failed to fetch'))).toBe(
      'Network error. Please check your connection and try again.',
    );
  });
});
