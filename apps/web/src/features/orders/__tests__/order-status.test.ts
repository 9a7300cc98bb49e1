// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { orderStatusLabel } from '@petshop/contracts/labels';
import { isDelivered } from '../order-status.ts';

describe('orderStatusLabel (spec §4 "Order status")', () => {
  it.each([
    ['delivered', 'Delivered'],
    ['completed', 'Delivered'],
    ['shipped', 'Shipped'],
    ['shipping', 'Shipped'],
    ['dispatched', 'Shipped'],
    ['processing', 'Processing'],
    ['confirmed', 'Processing'],
    ['preparing', 'Processing'],
    ['cancelled', 'Cancelled'],
    ['canceled', 'Cancelled'],
    ['rejected', 'Cancelled'],
    ['pending', 'Pending'],
    ['awaiting_payment', 'Awaiting payment'],
    ['on hold', 'Pending'],
  ])('%s → %s', (status, label) => {
    expect(orderStatusLabel(status)).toBe(label);
  });

  it('lowercases what the server sends', () => {
    expect(orderStatusLabel('DELIVERED')).toBe('Delivered');
    expect(orderStatusLabel(' Shipped ')).toBe('Shipped');
    expect(orderStatusLabel('Canceled')).toBe('Cancelled');
  });

  it('treats a missing status as Pending (the default)', () => {
    expect(orderStatusLabel(undefined)).toBe('Pending');
    expect(orderStatusLabel(null)).toBe('Pending');
    expect(orderStatusLabel('')).toBe('Pending');
  });

  it('offers Reorder only for delivered orders', () => {
    expect(isDelivered('completed')).toBe(true);
    expect(isDelivered('shipped')).toBe(false);
    expect(isDelivered('pending')).toBe(false);
  });
});
