import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mergeNotice, MERGE_FAILED_MESSAGE, mergeCart } from '../api/merge-cart.ts';
import {
  addToVisitorCart,
  clearVisitorCart,
  readVisitorCart,
  removeVisitorLine,
  setVisitorQuantity,
  VISITOR_CART_KEY,
} from '../visitor-cart.ts';

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const line = (sizeId: number, quantity: number) => ({
  product_id: 40 + sizeId,
  product_size_id: sizeId,
  quantity,
});

describe("a visitor's cart in the browser", () => {
  it('adds onto the line of a size, within the stock, and says when units do not fit', () => {
    expect(addToVisitorCart(line(7, 2), 5)).toBe(true);
    expect(addToVisitorCart(line(7, 3), 5)).toBe(true);
    expect(addToVisitorCart(line(7, 1), 5)).toBe(false);
    expect(addToVisitorCart(line(8, 1), 500)).toBe(true);
    expect(readVisitorCart()).toEqual([line(7, 5), line(8, 1)]);
    expect(JSON.parse(localStorage.getItem(VISITOR_CART_KEY)!)).toEqual([line(7, 5), line(8, 1)]);
    // 99 a line, whatever the stock.
    expect(addToVisitorCart(line(8, 99), 500)).toBe(false);
  });

  it('changes and removes lines, and forgets itself when empty', () => {
    addToVisitorCart(line(7, 2), 5);
    addToVisitorCart(line(8, 1), 5);
    setVisitorQuantity(7, 4);
    setVisitorQuantity(8, 0); // refused: at least 1
    expect(readVisitorCart()).toEqual([line(7, 4), line(8, 1)]);
    removeVisitorLine(7);
    expect(readVisitorCart()).toEqual([line(8, 1)]);
    clearVisitorCart();
    expect(localStorage.getItem(VISITOR_CART_KEY)).toBeNull();
  });

  it('ignores what is not a cart line', () => {
    localStorage.setItem(
      VISITOR_CART_KEY,
      JSON.stringify([line(7, 2), { product_id: 'x' }, line(8, 0), line(9, 150), null]),
    );
    expect(readVisitorCart()).toEqual([line(7, 2), line(9, 99)]);
    localStorage.setItem(VISITOR_CART_KEY, '{oops');
    expect(readVisitorCart()).toEqual([]);
  });
});

describe('the merge after login', () => {
  it('sends the lines with the bearer token', async () => {
    localStorage.setItem('token', 'tok-7');
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(
        new Response(JSON.stringify({ success: true, skipped: [], capped: [] }), { status: 200 }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    await mergeCart([line(7, 2)]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/cart/merge');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ items: [line(7, 2)] });
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok-7');
  });

  it('says in words what did not come in whole', () => {
    expect(mergeNotice({ skipped: [], capped: [] })).toBeNull();
    expect(
      mergeNotice({
        skipped: [
          { product_id: 1, product_size_id: 2, name: 'Rope Toy', reason: 'out_of_stock' },
          { product_id: 3, product_size_id: 4, name: null, reason: 'unavailable' },
        ],
        capped: [
          {
            product_id: 5,
            product_size_id: 6,
            name: 'Salmon Kibble (2 kg)',
            requested: 5,
            added: 1,
            quantity: 4,
          },
        ],
      }),
    ).toBe(
      'Rope Toy was not added (sold out). A product was not added (no longer for sale). Salmon Kibble (2 kg): your cart now has 4, all we have in stock.',
    );
    expect(MERGE_FAILED_MESSAGE).toContain('still saved on this device');
  });
});
