import type { CartItem } from '@petshop/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, followSession, SESSION_EVENTS } from '../../../lib/session.ts';
import { json, routeFetch, type FetchCall, type FetchRoute } from '../../../test/fetch-router.ts';
import { cartKeys } from '../api/get-cart.ts';
import { cartSessionPolicy } from '../cart-session-policy.ts';
import type { CartEntry } from '../types.ts';
import { useCart } from '../hooks/use-cart.ts';
import { cartItem } from './cart-fixtures.ts';

const cartAnswer = (items: CartItem[]) =>
  json(200, {
    success: true,
    items,
    count: items.reduce((sum, item) => sum + item.quantity, 0),
    subtotal: 0,
  });

/** A promise the test resolves when it wants the server to answer. */
function deferred() {
  let resolve: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

let routes: Record<string, FetchRoute>;
let calls: FetchCall[] = [];
const callsTo = (key: string) => calls.filter((call) => call.key === key).length;

function logIn() {
  localStorage.setItem('token', 'tok-7');
  localStorage.setItem('userId', '7');
  localStorage.setItem('isAuthenticated', 'true');
}

let stopSession = () => {};

function renderCart() {
  const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  // The app follows the session once for every feature (app/session-sync).
  stopSession = followSession(client, [cartSessionPolicy]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, ...renderHook(() => useCart(), { wrapper }) };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  routes = {};
  ({ calls } = routeFetch(routes));
});

afterEach(() => {
  stopSession();
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const line = (id: number, quantity = 2) => cartItem({ id, product_id: 40 + id, quantity });

describe('useCart', () => {
  it('is an empty cart without a session, and asks nothing', async () => {
    localStorage.setItem('token', 'tok-7'); // no userId and no authenticated flag
    const { result } = renderCart();
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.items).toEqual([]);
    expect(result.current.count).toBe(0);
    expect(calls).toEqual([]);
  });

  it("loads the customer's lines with their units and subtotal", async () => {
    logIn();
    routes['GET /api/cart/get'] = () =>
      cartAnswer([line(1, 2), line(2, 1), cartItem({ id: 9, user_id: 99 })]);
    const { result } = renderCart();
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    expect(result.current.count).toBe(3);
    expect(result.current.subtotal).toBe(357.3);
    expect(result.current.error).toBeNull();
  });

  it('changes a quantity at once and reverts it when the server refuses', async () => {
    logIn();
    routes['GET /api/cart/get'] = () => cartAnswer([line(1, 2)]);
    const { result } = renderCart();
    await waitFor(() => expect(result.current.items).toHaveLength(1));

    const put = deferred();
    routes['PUT /api/cart/update/1'] = () => put.promise;
    const refetched = deferred();
    routes['GET /api/cart/get'] = () => refetched.promise;

    let outcome!: Promise<void>;
    act(() => {
      outcome = result.current.updateQuantity(1, 5);
    });
    const settled = outcome.catch((error: unknown) => error);
    await waitFor(() => expect(result.current.items[0]!.quantity).toBe(5));
    expect(result.current.count).toBe(5);
    expect(calls.at(-1)!.key).toBe('PUT /api/cart/update/1');
    expect(calls.at(-1)!.body).toEqual({ product_id: 41, quantity: 5 });

    put.resolve(json(422, { message: 'Only 3 left of Kibble (2 kg).' }));
    // Back to 2 before the re-fetch has answered: the revert, not the server, restored it.
    await waitFor(() => expect(callsTo('GET /api/cart/get')).toBe(2));
    expect(result.current.items[0]!.quantity).toBe(2);
    refetched.resolve(cartAnswer([line(1, 2)]));
    const error = await settled;
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('Only 3 left of Kibble (2 kg).');
  });

  it('ignores a quantity below 1', async () => {
    logIn();
    routes['GET /api/cart/get'] = () => cartAnswer([line(1, 2)]);
    const { result } = renderCart();
    await waitFor(() => expect(result.current.items).toHaveLength(1));
    await act(() => result.current.updateQuantity(1, 0));
    expect(result.current.items[0]!.quantity).toBe(2);
    expect(calls.map((call) => call.key)).toEqual(['GET /api/cart/get']);
  });

  it('removes a line at once and puts it back in its place when removal fails', async () => {
    logIn();
    routes['GET /api/cart/get'] = () => cartAnswer([line(1), line(2), line(3)]);
    const { result } = renderCart();
    await waitFor(() => expect(result.current.items).toHaveLength(3));

    const removal = deferred();
    routes['DELETE /api/cart/remove/2'] = () => removal.promise;
    const refetched = deferred();
    routes['GET /api/cart/get'] = () => refetched.promise;

    let outcome!: Promise<void>;
    act(() => {
      outcome = result.current.remove(2);
    });
    const settled = outcome.catch((error: unknown) => error);
    await waitFor(() =>
      expect(result.current.items.map((entry) => entry.cart_item_id)).toEqual([1, 3]),
    );

    removal.resolve(json(500, { message: 'Server error. Please try again later.' }));
    await waitFor(() => expect(callsTo('GET /api/cart/get')).toBe(2));
    expect(result.current.items.map((entry) => entry.cart_item_id)).toEqual([1, 2, 3]);
    refetched.resolve(cartAnswer([line(1), line(2), line(3)]));
    expect(((await settled) as Error).message).toBe('Failed to remove item');
  });

  it('adds, then re-fetches before it resolves', async () => {
    logIn();
    routes['GET /api/cart/get'] = () => cartAnswer([]);
    const { client, result } = renderCart();
    await waitFor(() => expect(result.current.loading).toBe(false));

    routes['POST /api/cart/add'] = () =>
      json(201, { success: true, message: 'Item added to cart' });
    routes['GET /api/cart/get'] = () => cartAnswer([line(1, 3)]);
    await act(() => result.current.add({ productId: 41, quantity: 3, sizeId: 5 }));
    expect(calls.find((call) => call.key === 'POST /api/cart/add')?.body).toEqual({
      product_id: 41,
      quantity: 3,
      product_size_id: 5,
    });
    // The cart was fetched again before the add resolved; the hook's render follows a moment later.
    expect(client.getQueryData<CartEntry[]>(cartKeys.all)?.map((entry) => entry.quantity)).toEqual([
      3,
    ]);
    await waitFor(() => expect(result.current.count).toBe(3));
  });

  it('is emptied, with a message, when a fetch fails', async () => {
    logIn();
    routes['GET /api/cart/get'] = () => cartAnswer([line(1)]);
    const { result } = renderCart();
    await waitFor(() => expect(result.current.items).toHaveLength(1));

    routes['GET /api/cart/get'] = () => json(500, { message: 'Server error.' });
    await act(() => result.current.refetch());
    await waitFor(() => expect(result.current.items).toEqual([]));
    expect(result.current.count).toBe(0);
    expect(result.current.error).toBe('Failed to load cart items');
    expect(result.current.loading).toBe(false);
  });

  it.each([401, 403])('ends the session on a %i to the cart fetch', async (status) => {
    logIn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loggedOut = vi.fn();
    window.addEventListener(SESSION_EVENTS.logout, loggedOut);
    routes['GET /api/cart/get'] = () => json(status, { message: 'Unauthenticated.' });
    const { result } = renderCart();
    await waitFor(() => expect(result.current.error).not.toBeNull());
    window.removeEventListener(SESSION_EVENTS.logout, loggedOut);

    expect(result.current.error).toBe('Authentication failed. Please login again.');
    expect(result.current.items).toEqual([]);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();
    expect(localStorage.getItem('isAuthenticated')).toBe('false');
    expect(loggedOut).toHaveBeenCalledTimes(1);
  });

  it('empties on userLogout and loads again on userLogin', async () => {
    logIn();
    routes['GET /api/cart/get'] = () => cartAnswer([line(1)]);
    const { result } = renderCart();
    await waitFor(() => expect(result.current.items).toHaveLength(1));

    act(() => clearSession());
    await waitFor(() => expect(result.current.items).toEqual([]));
    expect(result.current.error).toBeNull();

    act(() => {
      logIn();
      window.dispatchEvent(new Event(SESSION_EVENTS.login));
    });
    await waitFor(() => expect(result.current.items).toHaveLength(1));
    expect(callsTo('GET /api/cart/get')).toBe(2);
  });

  it('clears only the local copy with clearLocal', async () => {
    logIn();
    routes['GET /api/cart/get'] = () => cartAnswer([line(1)]);
    const { result } = renderCart();
    await waitFor(() => expect(result.current.items).toHaveLength(1));
    act(() => result.current.clearLocal());
    await waitFor(() => expect(result.current.items).toEqual([]));
    expect(calls.map((call) => call.key)).toEqual(['GET /api/cart/get']);
  });
});
