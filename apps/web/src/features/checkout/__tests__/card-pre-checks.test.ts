// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cardPreCheckMessage, checkoutSessionUrl } from '../card-pre-checks.ts';
import type { CheckoutItem } from '../checkout-types.ts';

const item: CheckoutItem = {
  cart_item_id: 5,
  product_id: 9,
  name: 'Salmon Cat Food',
  price: 45.5,
  quantity: 2,
};

describe('card payment pre-checks (spec §5), in order', () => {
  it('needs a user id first', () => {
    expect(cardPreCheckMessage(null, [item])).toBe('User ID is missing. Please login again.');
    expect(cardPreCheckMessage('', [])).toBe('User ID is missing. Please login again.');
  });

  it('needs items', () => {
    expect(cardPreCheckMessage('7', [])).toBe('No items in cart');
    expect(cardPreCheckMessage('7', null)).toBe('No items in cart');
  });

  it('needs a cart item id, a name and a numeric price on every item', () => {
    const broken: Partial<CheckoutItem>[] = [
      { ...item, cart_item_id: undefined },
      { ...item, name: '' },
      { ...item, price: '12' as unknown as number },
      { ...item, price: Number.NaN },
    ];
    for (const bad of broken) {
      expect(cardPreCheckMessage('7', [item, bad])).toBe(
        'Some cart items are missing required information',
      );
    }
  });

  it('passes a complete cart', () => {
    expect(cardPreCheckMessage('7', [item, { ...item, cart_item_id: 6 }])).toBeUndefined();
  });

  it('needs a session id in the checkout session answer', () => {
    expect(() => checkoutSessionUrl({ url: 'https://pay' })).toThrow(
      'Invalid checkout session response - missing session ID',
    );
    expect(() => checkoutSessionUrl(null)).toThrow(
      'Invalid checkout session response - missing session ID',
    );
    expect(checkoutSessionUrl({ id: 'cs_1', url: '/payments/simulated/cs_1' })).toEqual({
      sessionId: 'cs_1',
      url: '/payments/simulated/cs_1',
    });
  });
});
