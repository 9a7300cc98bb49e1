import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { askToLogIn } from '../../../components/ui/login-prompt.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { wishlistKeys } from '../api/wishlist-keys.ts';
import {
  announceWishlistChange,
  clearedDetail,
  productChangeDetail,
  WISHLIST_EVENTS,
  type WishlistUpdatedDetail,
} from '../wishlist-events.ts';
import { toggleWishlistProduct } from '../wishlist-toggle.ts';

vi.mock('../../../components/ui/login-prompt.tsx', () => ({ askToLogIn: vi.fn() }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const product = { id: 42, name: 'Dunebark Adult Chicken Kibble' };
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let errorToast: ReturnType<typeof vi.fn<(message: string, options?: unknown) => string>>;
let updates: WishlistUpdatedDetail[];
let countChanges: unknown[];
const onUpdated = (event: Event) => updates.push((event as CustomEvent).detail);
const onCountChanged = (event: Event) => countChanges.push((event as CustomEvent).detail);

function answer(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce(json(status, body));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('token', 'tok-7');
  localStorage.setItem('userId', '7');
  localStorage.setItem('isAuthenticated', 'true');
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  errorToast = vi.fn<(message: string, options?: unknown) => string>(() => '');
  vi.spyOn(toast, 'error').mockImplementation(errorToast);
  vi.mocked(askToLogIn).mockClear();
  updates = [];
  countChanges = [];
  window.addEventListener(WISHLIST_EVENTS.updated, onUpdated);
  window.addEventListener(WISHLIST_EVENTS.countChanged, onCountChanged);
});

afterEach(() => {
  window.removeEventListener(WISHLIST_EVENTS.updated, onUpdated);
  window.removeEventListener(WISHLIST_EVENTS.countChanged, onCountChanged);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('wishlist events', () => {
  it('describe an add, a removal and a clear', () => {
    expect(productChangeDetail(product, true)).toEqual({
      action: 'added',
      productId: 42,
      productName: 'Dunebark Adult Chicken Kibble',
      countChange: 1,
      isInWishlist: true,
    });
    expect(productChangeDetail({ id: 7 }, false)).toEqual({
      action: 'removed',
      productId: 7,
      productName: null,
      countChange: -1,
      isInWishlist: false,
    });
    expect(clearedDetail(3)).toMatchObject({ action: 'removed', productId: null, countChange: -3 });
  });

  it('announce wishlistUpdated, then wishlistCountChanged', () => {
    announceWishlistChange(productChangeDetail(product, true));
    expect(updates).toEqual([productChangeDetail(product, true)]);
    expect(countChanges).toEqual([{ productId: 42, countChange: 1 }]);
  });
});

describe('toggleWishlistProduct', () => {
  it('adds, then fills the heart and announces the change', async () => {
    const client = new QueryClient();
    answer(201, { success: true, message: 'Product added to wishlist' });
    await expect(toggleWishlistProduct(client, product, false)).resolves.toBe(true);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/wishlist/add');
    expect(JSON.parse(String(init.body))).toEqual({ product_id: 42 });
    expect(client.getQueryData(wishlistKeys.status(42))).toBe(true);
    expect(updates).toEqual([
      {
        action: 'added',
        productId: 42,
        productName: 'Dunebark Adult Chicken Kibble',
        countChange: 1,
        isInWishlist: true,
      },
    ]);
    expect(countChanges).toHaveLength(1);
    expect(errorToast).not.toHaveBeenCalled();
  });

  it("treats 'Product is already in your wishlist' as added", async () => {
    const client = new QueryClient();
    answer(400, { message: 'Product is already in your wishlist' });
    await expect(toggleWishlistProduct(client, product, false)).resolves.toBe(true);
    expect(client.getQueryData(wishlistKeys.status(42))).toBe(true);
    expect(errorToast).not.toHaveBeenCalled();
  });

  it("treats the Arabic shop's answer (lang=ar) the same way", async () => {
    const client = new QueryClient();
    answer(400, { message: 'المنتج موجود بالفعل في المفضلة' });
    await expect(toggleWishlistProduct(client, product, false)).resolves.toBe(true);
    expect(errorToast).not.toHaveBeenCalled();
  });

  it('removes by product id and empties the heart', async () => {
    const client = new QueryClient();
    client.setQueryData(wishlistKeys.status(42), true);
    answer(200, { success: true, message: 'Product removed from wishlist' });
    await expect(toggleWishlistProduct(client, product, true)).resolves.toBe(false);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/wishlist/remove-product');
    expect(client.getQueryData(wishlistKeys.status(42))).toBe(false);
    expect(updates[0]).toMatchObject({ action: 'removed', countChange: -1, isInWishlist: false });
  });

  it.each([
    [false, 'Failed to add to wishlist. Please try again.'],
    [true, 'Failed to remove from wishlist. Please try again.'],
  ])('keeps the old state when the server fails (listed: %s)', async (listed, message) => {
    const client = new QueryClient();
    client.setQueryData(wishlistKeys.status(42), listed);
    answer(500, { message: 'Server error. Please try again later.' });
    await expect(toggleWishlistProduct(client, product, listed)).resolves.toBeNull();
    expect(client.getQueryData(wishlistKeys.status(42))).toBe(listed);
    expect(errorToast).toHaveBeenCalledWith(message, { id: 'wishlist-toggle' });
    expect(updates).toEqual([]);
  });

  it('says the session expired on a 401', async () => {
    const client = new QueryClient();
    answer(401, { message: 'Unauthenticated.' });
    await expect(toggleWishlistProduct(client, product, false)).resolves.toBeNull();
    expect(errorToast).toHaveBeenCalledWith('Session expired. Please login again.', {
      id: 'wishlist-toggle',
    });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('asks a visitor to log in (the log-in-to-save dialog), and does nothing without a product id', async () => {
    localStorage.removeItem('token');
    const client = new QueryClient();
    await toggleWishlistProduct(client, product, false);
    await toggleWishlistProduct(client, product, true);
    expect(vi.mocked(askToLogIn).mock.calls).toEqual([
      ['Please login to add items to wishlist'],
      ['Please login to manage wishlist'],
    ]);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(toggleWishlistProduct(client, { id: 0 }, false)).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
