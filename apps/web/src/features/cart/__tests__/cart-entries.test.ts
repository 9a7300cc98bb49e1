// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
import {
  cartOrderSummary,
  cartSubtotal,
  cartUnits,
  checkoutState,
  isValidCartQuantity,
  ownCartEntries,
  toCartEntry,
  withoutEntry,
  withQuantity,
  withRestoredEntry,
} from '../cart-entries.ts';
import { addProblemMessage } from '../add-problem-message.ts';
import {
  cartLoadErrorMessage,
  cartRemoveErrorMessage,
  cartUpdateErrorMessage,
  serverAddProblem,
} from '../cart-messages.ts';
import { cartItem } from './cart-fixtures.ts';

describe('cart entries', () => {
  it('turns a server row into the client entry checkout reads', () => {
    expect(toCartEntry(cartItem())).toEqual({
      id: 42,
      product_id: 42,
      product_size_id: 3,
      cart_item_id: 11,
      name: 'Dunebark Adult Chicken Kibble',
      price: 119.1,
      quantity: 2,
      image: '/storage/products/dog-fd-001-1.svg',
      sku: 'DOG-FD-001',
      packaging: 'Bag',
      size: '2 kg',
      color: null,
      images: [{ id: 1, image_url: '/storage/products/dog-fd-001-1.svg' }],
      total_price: 238.2,
      stock: 9,
    });
    const noMainImage = toCartEntry(cartItem({ image_url: null }));
    expect(noMainImage.image).toBe('/storage/products/dog-fd-001-1.svg');
    expect(toCartEntry(cartItem({ image_url: null, images: [] })).image).toBeNull();
  });

  it("keeps only the stored user's rows (spec §3)", () => {
    const rows = [cartItem(), cartItem({ id: 12, user_id: 8 })];
    expect(ownCartEntries(rows, '7').map((entry) => entry.cart_item_id)).toEqual([11]);
  });

  it('counts units and adds money in whole fils', () => {
    const entries = [
      toCartEntry(cartItem({ price: 0.1, quantity: 3 })),
      toCartEntry(cartItem({ id: 12, price: 0.2, quantity: 1 })),
    ];
    expect(cartUnits(entries)).toBe(4);
    expect(cartSubtotal(entries)).toBe(0.5);
    expect(cartOrderSummary(entries)).toEqual({ subtotal: 0.5, shipping: 0, vat: 0, total: 0.5 });
  });

  it('hands checkout the lines, a quantity per cart line and the summary', () => {
    const entries = [toCartEntry(cartItem()), toCartEntry(cartItem({ id: 12, quantity: 1 }))];
    const state = checkoutState(entries);
    expect(state.quantities).toEqual({ 11: 2, 12: 1 });
    expect(state.cartItems).toEqual(entries);
    expect(state.orderSummary.total).toBe(357.3);
  });

  it('accepts whole quantities of 1 or more only', () => {
    expect(isValidCartQuantity(1)).toBe(true);
    expect(isValidCartQuantity(0)).toBe(false);
    expect(isValidCartQuantity(-2)).toBe(false);
    expect(isValidCartQuantity(1.5)).toBe(false);
    expect(isValidCartQuantity(Number.NaN)).toBe(false);
  });

  it('changes one line and its total, removes one, and restores it in its place', () => {
    const entries = [
      toCartEntry(cartItem({ id: 1 })),
      toCartEntry(cartItem({ id: 2 })),
      toCartEntry(cartItem({ id: 3 })),
    ];
    const changed = withQuantity(entries, 2, 5);
    expect(changed.map((entry) => entry.quantity)).toEqual([2, 5, 2]);
    expect(changed[1]!.total_price).toBe(595.5);
    expect(changed[0]).toBe(entries[0]);

    const removed = withoutEntry(entries, 2);
    expect(removed.map((entry) => entry.cart_item_id)).toEqual([1, 3]);
    const restored = withRestoredEntry(removed, entries[1]!, 1);
    expect(restored.map((entry) => entry.cart_item_id)).toEqual([1, 2, 3]);
    expect(withRestoredEntry(restored, entries[1]!, 1)).toHaveLength(3);
  });
});

describe('cart messages (spec §8)', () => {
  const answer = (status: number, message = 'Only 3 left of Kibble (2 kg).') =>
    new ApiRequestError(status, { message }, `Request failed (${status})`);

  it('names an authentication failure, else a load failure', () => {
    expect(cartLoadErrorMessage(answer(401))).toBe('Authentication failed. Please login again.');
    expect(cartLoadErrorMessage(answer(403))).toBe('Authentication failed. Please login again.');
    expect(cartLoadErrorMessage(answer(500))).toBe('Failed to load cart items');
    expect(cartLoadErrorMessage(new TypeError('Failed to fetch'))).toBe(
      'Failed to load cart items',
    );
  });

  it('says why a quantity change or a removal failed', () => {
    expect(cartUpdateErrorMessage(answer(404))).toBe('Cart item not found');
    expect(cartUpdateErrorMessage(answer(422))).toBe('Only 3 left of Kibble (2 kg).');
    expect(cartUpdateErrorMessage(answer(500))).toBe('Failed to update quantity');
    expect(cartRemoveErrorMessage(answer(404))).toBe('Cart item not found');
    expect(cartRemoveErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to remove item');
  });

  it("says in words why an add did not happen, never the server's text", () => {
    const refused = (field: string) =>
      new ApiRequestError(422, { message: 'raw', errors: { [field]: ['raw'] } }, 'x');
    // [the field refused, quantity asked, stock, already in the cart, what the shopper reads]
    const refusals: [string, number, number, number, string][] = [
      ['quantity', 5, 2, 0, 'Only 2 left in this size.'],
      ['quantity', 2, 4, 3, 'Only 4 left in this size, and 3 are already in your cart.'],
      ['quantity', 1, 2, 2, 'Only 2 left in this size, and all of them are in your cart.'],
      ['quantity', 1, 0, 0, 'This size is sold out.'],
      [
        'quantity',
        10,
        500,
        95,
        'A cart holds at most 99 of one size, and 95 are already in yours.',
      ],
      ['product_id', 1, 2, 0, 'This product is no longer for sale.'],
      ['product_size_id', 1, 2, 0, 'This size is no longer available. Please choose another.'],
    ];
    for (const [field, asked, stock, inCart, message] of refusals) {
      expect(addProblemMessage(serverAddProblem(refused(field), asked, stock, inCart))).toBe(
        message,
      );
    }
    expect(addProblemMessage(serverAddProblem(new TypeError('Failed to fetch'), 1, 2, 0))).toBe(
      "We couldn't add this to your cart. Please check your connection and try again.",
    );
    expect(serverAddProblem(answer(401), 1, 2, 0)).toEqual({ kind: 'session' });
  });
});
