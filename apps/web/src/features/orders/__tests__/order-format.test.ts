// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { orderImageUrl, orderNumberLabel } from '../order-format.ts';
import {
  MissingTokenError,
  orderDetailErrorMessage,
  ordersLoadErrorMessage,
} from '../order-messages.ts';

describe('order number', () => {
  it('shows the order number, or #ORD plus the id', () => {
    expect(orderNumberLabel({ id: 12, order_number: 'ORD-000012' })).toBe('#ORD-000012');
    expect(orderNumberLabel({ id: 12, order_number: '#A-1' })).toBe('#A-1');
    expect(orderNumberLabel({ id: 12, order_number: '' })).toBe('#ORD12');
    expect(orderNumberLabel({ id: 7 })).toBe('#ORD7');
  });
});

describe('order item images', () => {
  it('keeps absolute addresses and prefixes stored paths with the storage path', () => {
    expect(orderImageUrl('https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
    expect(orderImageUrl('/storage/products/a.jpg')).toBe('/storage/products/a.jpg');
    expect(orderImageUrl('products/a.jpg')).toBe('/storage/products/a.jpg');
    expect(orderImageUrl('storage/products/a.jpg')).toBe('/storage/products/a.jpg');
    expect(orderImageUrl(null)).toBeUndefined();
    expect(orderImageUrl('  ')).toBeUndefined();
  });
});

describe('order load messages (spec §8)', () => {
  it('says the session expired on a 401', () => {
    expect(ordersLoadErrorMessage(new ApiRequestError(401, { message: 'x' }, 'x'))).toBe(
      'Session expired. Please log in again.',
    );
  });
  it('prefers the server message, else Failed to load orders', () => {
    expect(ordersLoadErrorMessage(new ApiRequestError(500, { message: 'Down' }, 'x'))).toBe('Down');
    expect(ordersLoadErrorMessage(new ApiRequestError(500, null, 'x'))).toBe(
      'Failed to load orders',
    );
    expect(ordersLoadErrorMessage(new TypeError('Failed to fetch'))).toBe(
      'Network error. Please check your connection and try again.',
    );
  });
  it('order detail: Authentication required without a token, else server or default', () => {
    expect(orderDetailErrorMessage(new MissingTokenError())).toBe('Authentication required');
    expect(
      orderDetailErrorMessage(new ApiRequestError(404, { message: 'Order not found' }, 'x')),
    ).toBe('Order not found');
    expect(orderDetailErrorMessage(new Error('boom'))).toBe('Failed to load order details');
  });
});
