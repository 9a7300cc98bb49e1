// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatAed } from '@petshop/contracts/constants';
import { paymentMethodLabel } from '@petshop/contracts/labels';
import type { PaymentFailedState, PendingOrderRecord } from '../checkout-types.ts';
import {
  failedErrorMessage,
  failedLineTotal,
  failedStateFromPending,
  failedTotalAmount,
  readPaymentFailedState,
  retryCheckoutState,
  showsCardIcon,
} from '../payment-failed-details.ts';
import { dubaiDeliveryAddress } from '../../../test/delivery-address.ts';

describe('payment failed screen (spec §2)', () => {
  it('line total: total_price, else price × quantity', () => {
    expect(failedLineTotal({ total_price: 30, price: 10, quantity: 2 })).toBe(30);
    expect(failedLineTotal({ price: 12.5, quantity: 3 })).toBe(37.5);
    expect(failedLineTotal({ total_price: null, price: 12.5, quantity: 2 })).toBe(25);
    expect(failedLineTotal({})).toBe(0);
  });

  it('Total Amount: the amount, else the summary total, else 0.00', () => {
    expect(failedTotalAmount({ amount: 99.9, orderSummary: { total: 10 } })).toBe(99.9);
    expect(failedTotalAmount({ orderSummary: { total: 10 } })).toBe(10);
    expect(failedTotalAmount({})).toBe(0);
    expect(formatAed(failedTotalAmount({}))).toBe('AED 0.00');
  });

  it('error message: the message, the error, or An unexpected error occurred', () => {
    expect(failedErrorMessage({ message: 'Your card was declined.' })).toBe(
      'Your card was declined.',
    );
    expect(failedErrorMessage({ error: { message: 'Boom' } })).toBe('Boom');
    expect(failedErrorMessage({ error: 'Plain' })).toBe('Plain');
    expect(failedErrorMessage({})).toBe('An unexpected error occurred');
  });

  it('card icon when the intent failed or the message mentions a card', () => {
    expect(showsCardIcon({ paymentIntent: { status: 'failed' } })).toBe(true);
    expect(showsCardIcon({ message: 'Your Card was declined' })).toBe(true);
    expect(showsCardIcon({ message: 'Server error: 502' })).toBe(false);
  });

  it('payment method in words from the one table, defaulting to Unknown (never a code)', () => {
    expect(paymentMethodLabel(undefined, 'Unknown')).toBe('Unknown');
    expect(paymentMethodLabel('cod_payment', 'Unknown')).toBe('Unknown');
    expect(paymentMethodLabel('cod', 'Unknown')).toBe('Cash on delivery');
    expect(paymentMethodLabel('card', 'Unknown')).toBe('Card');
  });

  it('reads navigation state only when it carries cart items', () => {
    expect(readPaymentFailedState(null)).toBeNull();
    expect(readPaymentFailedState({ message: 'x' })).toBeNull();
    expect(readPaymentFailedState({ cartItems: [] })).toEqual({ cartItems: [] });
  });

  it('back from the cancel address, the pending record tells what was being paid', () => {
    const record: PendingOrderRecord = {
      cartItems: [{ cart_item_id: 1, product_id: 2, name: 'Toy', price: 5, quantity: 2 }],
      quantities: { '1': 2 },
      deliveryAddress: dubaiDeliveryAddress('S', '1', 'St'),
      orderSummary: { subtotal: 10, shipping: 0, total: 10, finalTotal: 10 },
      customerInfo: { name: 'S', email: 's@x.ae', phone: '1' },
      token: 't',
      userId: '3',
      total: 10,
      paymentMethod: 'card',
      sessionId: 'cs_9',
    };
    const state: PaymentFailedState = failedStateFromPending(record);
    expect(state).toMatchObject({
      message: 'Your payment was cancelled or declined.',
      amount: 10,
      paymentMethod: 'card',
      paymentIntent: { id: 'cs_9' },
      userId: '3',
    });
    expect(retryCheckoutState(state)).toMatchObject({
      cartItems: record.cartItems,
      quantities: { '1': 2 },
      contactInfo: record.customerInfo,
      deliveryAddress: record.deliveryAddress,
      userId: '3',
      token: 't',
    });
  });
});
