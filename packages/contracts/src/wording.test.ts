import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './admin-orders.ts';
import { formatAed, formatMoney } from './constants.ts';
import {
  ORDER_STATUS_LABELS,
  orderStatusesLabelled,
  orderStatusLabel,
  orderTotalLabel,
  PAYMENT_METHOD_LABELS,
  paymentMethodLabel,
  paymentStatusLabel,
  refundMethodLabel,
  refundStatusLabel,
} from './labels.ts';

describe('one money format (decision 041)', () => {
  it('writes AED before the amount, thousands grouped, two decimals', () => {
    expect(formatAed(1234.5)).toBe('AED 1,234.50');
    expect(formatAed(0.5)).toBe('AED 0.50');
    expect(formatAed(0)).toBe('AED 0.00');
    expect(formatAed(999_999_999.99)).toBe('AED 999,999,999.99');
    expect(formatAed(12_345_678_901)).toBe('AED 12,345,678,901.00');
    expect(formatMoney(1234.5, 'USD')).toBe('USD 1,234.50');
  });

  it('never writes NaN, nor a minus before zero', () => {
    expect(formatAed(Number.NaN)).toBe('AED 0.00');
    expect(formatAed(-0.001)).toBe('AED 0.00');
    expect(formatAed(-1234.5)).toBe('AED -1,234.50');
  });
});

describe('one table of labels (issue 20)', () => {
  it('names every order status the server keeps, and the spec aliases, in words', () => {
    expect(Object.keys(ORDER_STATUS_LABELS).sort()).toEqual([...ORDER_STATUSES].sort());
    expect(orderStatusLabel('confirmed')).toBe('Processing');
    // A label means the same statuses wherever it shows (issue 27).
    expect(orderStatusesLabelled('Processing')).toEqual(['confirmed', 'processing']);
    expect(orderStatusesLabelled('Pending')).toEqual(['pending']);
    expect(orderStatusLabel('COMPLETED')).toBe('Delivered');
    expect(orderStatusLabel('on hold')).toBe('Pending');
    expect(orderStatusLabel(undefined)).toBe('Pending');
  });

  it('writes the payment methods in words, never as codes', () => {
    expect(PAYMENT_METHOD_LABELS).toEqual({ card: 'Card', cod: 'Cash on delivery' });
    expect(paymentMethodLabel('cod')).toBe('Cash on delivery');
    expect(paymentMethodLabel('card')).toBe('Card');
    expect(paymentMethodLabel('cod_payment')).toBe('Not specified');
    expect(paymentMethodLabel(undefined, 'Unknown')).toBe('Unknown');
  });

  it('says cash on delivery not paid yet is paid at the door', () => {
    expect(paymentStatusLabel('pending', 'cod')).toBe('To pay on delivery');
    expect(paymentStatusLabel(null, 'cod')).toBe('To pay on delivery');
    expect(paymentStatusLabel('pending', 'card')).toBe('Not paid yet');
    expect(paymentStatusLabel('paid', 'cod')).toBe('Paid');
    expect(paymentStatusLabel('refund_pending', 'card')).toBe('Refund in progress');
    expect(paymentStatusLabel('weird_code', 'card')).toBe('Not paid yet');
    // Issue 27: the courier's collection, both ways.
    expect(paymentStatusLabel('collection_failed', 'cod')).toBe('Cash not collected');
    expect(orderTotalLabel('cod', 'paid', 'delivered')).toBe('Total Paid');
  });

  it('says how much of a payment went back (decision 060)', () => {
    expect(paymentStatusLabel('partially_refunded', 'card')).toBe('Partially refunded');
    expect(paymentStatusLabel('partially_refunded', 'cod')).toBe('Partially refunded');
    expect(paymentStatusLabel('refunded', 'cod')).toBe('Refunded');
    expect(orderTotalLabel('card', 'partially_refunded', 'delivered')).toBe('Total Paid');
    expect(refundStatusLabel('pending')).toBe('Refund in progress');
    expect(refundStatusLabel('refunded')).toBe('Refunded');
    expect(refundStatusLabel('due')).toBe('Refund due');
    expect(refundStatusLabel('odd')).toBe('Refund in progress');
    expect(refundMethodLabel('cash')).toBe('Handed back in cash');
    expect(refundMethodLabel('card')).toBe('To the card');
  });

  it('calls a cash-on-delivery total what it is: to pay on delivery, not paid', () => {
    expect(orderTotalLabel('cod', 'pending', 'shipped')).toBe('Total to pay on delivery');
    expect(orderTotalLabel('cod', 'paid', 'delivered')).toBe('Total Paid');
    expect(orderTotalLabel('cod', 'pending', 'cancelled')).toBe('Total');
    expect(orderTotalLabel('card', 'paid', 'processing')).toBe('Total Paid');
    expect(orderTotalLabel('card', 'refunded', 'cancelled')).toBe('Total');
  });
});

describe('@petshop/contracts/labels', () => {
  it('imports nothing, so the pages that use it load no zod', () => {
    const source = readFileSync(new URL('./labels.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^\s*import\b/m);
  });
});
