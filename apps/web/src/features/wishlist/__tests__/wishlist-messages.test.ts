// @vitest-environment node
import type { WishlistItem } from '@petshop/contracts';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { withoutWishlistItem } from '../hooks/use-wishlist.ts';
import {
  offersLogin,
  WishlistLoginRequiredError,
  wishlistLoadErrorMessage,
} from '../wishlist-messages.ts';

const item = (id: number) => ({ id, product_id: id + 100 }) as WishlistItem;

describe('wishlist page messages (spec §8)', () => {
  it('asks to log in without a session or after a 401', () => {
    expect(wishlistLoadErrorMessage(new WishlistLoginRequiredError())).toBe(
      'Please login to access your wishlist',
    );
    expect(wishlistLoadErrorMessage(new ApiRequestError(401, { message: 'x' }, 'x'))).toBe(
      'Please login to access your wishlist',
    );
  });

  it("prefers the server's message, else 'Failed to load wishlist'", () => {
    expect(
      wishlistLoadErrorMessage(
        new ApiRequestError(500, { message: 'Server error. Please try again later.' }, 'x'),
      ),
    ).toBe('Server error. Please try again later.');
    expect(wishlistLoadErrorMessage(new ApiRequestError(502, null, 'Request failed (502)'))).toBe(
      'Failed to load wishlist',
    );
    expect(wishlistLoadErrorMessage(new TypeError('Failed to fetch'))).toBe(
      'Network error. Please check your connection and try again.',
    );
  });

  it("offers 'Login' when the message speaks of logging in", () => {
    expect(offersLogin('Please login to access your wishlist')).toBe(true);
    expect(offersLogin('Failed to load wishlist')).toBe(false);
  });
});

describe('withoutWishlistItem', () => {
  it('drops the row and lowers the count, never below 0', () => {
    expect(withoutWishlistItem({ items: [item(1), item(2)], count: 2 }, 1)).toEqual({
      items: [item(2)],
      count: 1,
    });
    expect(withoutWishlistItem({ items: [item(1)], count: 0 }, 1).count).toBe(0);
    expect(withoutWishlistItem({ items: [item(1)], count: 1 }, 9)).toEqual({
      items: [item(1)],
      count: 1,
    });
  });
});
