import type { WishlistItem } from '@petshop/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  cleanup,
  fireEvent,
  render,
  renderHook,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../components/ui/toast.tsx';
import { json, routeFetch } from '../../../test/fetch-router.ts';
import { WishlistView } from '../components/wishlist-view.tsx';
import { useWishlistCount } from '../hooks/use-wishlist-count.ts';
import { WISHLIST_EVENTS, type WishlistUpdatedDetail } from '../wishlist-events.ts';
import { followWishlistChanges } from '../wishlist-session-policy.ts';

function wishlistItem(id: number, overrides: Partial<WishlistItem['product']> = {}): WishlistItem {
  return {
    id,
    product_id: 100 + id,
    product: {
      id: 100 + id,
      name: `Product ${id}`,
      description: 'A good thing for a good pet.',
      price: 50,
      offer_price: 40,
      rating: 0,
      review_count: 0,
      image_url: `/storage/products/${id}.svg`,
      image: null,
      images: [],
      about_product: '',
      benefits: '',
      ...overrides,
    },
    created_at: '2026-01-01T00:00:00.000Z',
  };
}

type Route = () => Response;
let routes: Record<string, Route>;
/** The toasts shown, as 'success: …' or 'error: …'. */
let toasts: string[];
let updates: WishlistUpdatedDetail[];
const onUpdated = (event: Event) => updates.push((event as CustomEvent).detail);

function wrapperFor(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

function renderView(onMovedToCart = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  render(<WishlistView onMovedToCart={onMovedToCart} />, { wrapper: wrapperFor(client) });
  return onMovedToCart;
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'tok-7');
  localStorage.setItem('userId', '7');
  localStorage.setItem('isAuthenticated', 'true');
  routes = {};
  toasts = [];
  updates = [];
  routeFetch(routes);
  for (const kind of ['success', 'error'] as const) {
    vi.spyOn(toast, kind).mockImplementation((message: string) => {
      toasts.push(`${kind}: ${message}`);
      return '';
    });
  }
  window.addEventListener(WISHLIST_EVENTS.updated, onUpdated);
});

afterEach(() => {
  cleanup();
  window.removeEventListener(WISHLIST_EVENTS.updated, onUpdated);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const listAnswer = (items: WishlistItem[]) => () =>
  json(200, { success: true, items, count: items.length, message: 'Wishlist retrieved' });

describe('WishlistView', () => {
  it('shows the cards with their badge, prices, stars of reviewed products and a name fallback', async () => {
    routes['GET /api/wishlist/get'] = listAnswer([
      wishlistItem(1, { rating: 3.6, review_count: 1 }),
      wishlistItem(2, { name: '' }),
    ]);
    renderView();
    expect(screen.getByText('Loading your wishlist...')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Product 1' })).toBeTruthy();
    expect(screen.getByText('2 items')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Unnamed Product' }).getAttribute('href')).toBe(
      '/product/102',
    );
    expect(screen.getAllByText('20% OFF')).toHaveLength(2);
    expect(screen.getAllByText('AED 50.00')[0]!.tagName).toBe('S');
    // Decision 126: stars only for the reviewed product, none invented for the other.
    expect(
      screen
        .getAllByRole('img', { name: /^Rated/ })
        .map((stars) => stars.getAttribute('aria-label')),
    ).toEqual(['Rated 4 out of 5']);
    expect(screen.getByText(/^\(1/).textContent).toBe('(1 review)');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear All' })).toBeTruthy();
  });

  it("falls back to 'Image not available' when a picture fails", async () => {
    routes['GET /api/wishlist/get'] = listAnswer([wishlistItem(1)]);
    const { container } = render(<WishlistView />, {
      wrapper: wrapperFor(new QueryClient()),
    });
    await screen.findByRole('link', { name: 'Product 1' });
    fireEvent.error(container.querySelector('img')!);
    expect(screen.getByText('Image not available')).toBeTruthy();
  });

  it('moves an item to the cart: off the list, count down, cart re-fetched, announced', async () => {
    routes['GET /api/wishlist/get'] = listAnswer([wishlistItem(1), wishlistItem(2)]);
    routes['POST /api/wishlist/move-to-cart/1'] = () =>
      json(200, { success: true, message: 'Product moved to cart successfully' });
    const onMovedToCart = renderView();
    await screen.findByRole('link', { name: 'Product 1' });

    fireEvent.click(screen.getAllByRole('button', { name: 'Move to Cart' })[0]!);
    expect(await screen.findByText('Moving...')).toBeTruthy();
    await waitFor(() => expect(toasts).toEqual(['success: Product moved to cart successfully!']));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Product 1' })).toBeNull());
    expect(screen.getByText('1 item')).toBeTruthy();
    expect(onMovedToCart).toHaveBeenCalledTimes(1);
    expect(updates).toEqual([
      {
        action: 'removed',
        productId: 101,
        productName: 'Product 1',
        countChange: -1,
        isInWishlist: false,
      },
    ]);
  });

  it("says the server's reason in an error toast when a move fails, and keeps the item", async () => {
    routes['GET /api/wishlist/get'] = listAnswer([wishlistItem(1)]);
    routes['POST /api/wishlist/move-to-cart/1'] = () =>
      json(422, { message: 'Product 1 is out of stock.' });
    renderView();
    await screen.findByRole('link', { name: 'Product 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Move to Cart' }));
    await waitFor(() => expect(toasts).toEqual(['error: Product 1 is out of stock.']));
    expect(screen.getByRole('link', { name: 'Product 1' })).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Move to Cart' }).disabled).toBe(
      false,
    );
  });

  it('clears everything after the confirmation dialog, and nothing when cancelled', async () => {
    routes['GET /api/wishlist/get'] = listAnswer([wishlistItem(1), wishlistItem(2)]);
    let clears = 0;
    routes['DELETE /api/wishlist/clear'] = () => {
      clears += 1;
      return json(200, { success: true, message: 'Wishlist cleared successfully' });
    };
    renderView();
    await screen.findByRole('link', { name: 'Product 1' });

    const clearAll = screen.getByRole('button', { name: 'Clear All' });
    clearAll.focus();
    fireEvent.click(clearAll);
    let dialog = screen.getByRole('alertdialog', { name: 'Clear your wishlist?' });
    expect(dialog.textContent).toContain('Are you sure you want to clear your entire wishlist?');
    // The safe answer has focus; Cancel (or Escape) changes nothing and gives focus back.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(clearAll);
    fireEvent.click(clearAll);
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(clears).toBe(0);
    expect(toasts).toEqual([]);

    fireEvent.click(clearAll);
    dialog = screen.getByRole('alertdialog', { name: 'Clear your wishlist?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(toasts).toEqual(['success: Wishlist cleared successfully!']));
    expect(clears).toBe(1);
    expect(await screen.findByText('Your wishlist is empty')).toBeTruthy();
    expect(screen.getByText('Start adding products you love to your wishlist')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: 'Clear All' })).toBeNull();
    expect(updates).toEqual([
      {
        action: 'removed',
        productId: null,
        productName: null,
        countChange: -2,
        isInWishlist: false,
      },
    ]);
  });

  it("offers 'Login' when the server says the session is gone", async () => {
    routes['GET /api/wishlist/get'] = () => json(401, { message: 'Unauthenticated.' });
    renderView();
    // The 401 ends the session, so the page asks to log in either way.
    expect(await screen.findByText('Error Loading Wishlist')).toBeTruthy();
    expect(screen.getByText('Please login to access your wishlist')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/user');
  });

  it("shows other refusals without 'Login'", async () => {
    routes['GET /api/wishlist/get'] = () => json(429, { message: 'Too many requests.' });
    renderView();
    expect(await screen.findByText('Too many requests.')).toBeTruthy();
    expect(screen.getByText('Error Loading Wishlist')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('says the shop is out of reach on a 5xx, and Retry loads the list', async () => {
    routes['GET /api/wishlist/get'] = () => json(503, { message: 'Server error.' });
    renderView();
    expect(await screen.findByText("We can't reach the shop right now")).toBeTruthy();
    expect(screen.queryByText('Error Loading Wishlist')).toBeNull();
    expect(screen.queryByText('Your wishlist is empty')).toBeNull();

    routes['GET /api/wishlist/get'] = listAnswer([wishlistItem(1)]);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Product 1' })).toBeTruthy();
    expect(screen.queryByText("We can't reach the shop right now")).toBeNull();
  });
});

describe('useWishlistCount', () => {
  it('is the server count, refreshed on wishlistUpdated, and 0 when it fails', async () => {
    let count = 2;
    routes['GET /api/wishlist/count'] = () => json(200, { success: true, count });
    const client = new QueryClient();
    // The app follows these events once for every badge (app/session-sync).
    const stop = followWishlistChanges(client);
    const { result } = renderHook(() => useWishlistCount(), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(result.current).toBe(2));

    count = 3;
    window.dispatchEvent(new CustomEvent(WISHLIST_EVENTS.updated, { detail: {} }));
    await waitFor(() => expect(result.current).toBe(3));

    routes['GET /api/wishlist/count'] = () => json(500, { message: 'Server error.' });
    window.dispatchEvent(new Event('storage'));
    await waitFor(() => expect(result.current).toBe(0));
    stop();
  });
});
