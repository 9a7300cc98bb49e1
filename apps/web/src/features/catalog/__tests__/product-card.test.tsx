import type { ProductSummary } from '@petshop/contracts';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPrompt } from '../../../components/ui/login-prompt.tsx';
import { ProductCard, type ProductCardProps } from '../../../components/ui/product-card.tsx';

const product: ProductSummary = {
  id: 42,
  name: 'Dunebark Adult Chicken Kibble',
  price: 149,
  offer_price: 119,
  sku: 'DOG-FD-001',
  packaging: null,
  image_url: '/storage/products/dog-fd-001-1.svg',
  images: [],
  rating: 4.7,
  review_count: 12,
  product_type: { id: 1, name: 'Food', group: 'Food' },
  product_pet_types: [{ id: 2, name: 'Dog' }],
  product_sizes: [
    { id: 7, name: '2 kg', stock: 30, price: 149, offer_price: 119, sku: 'DOG-FD-001-2KG' },
  ],
};

/** The product in three sizes at their own prices, with `stocks` units of each. */
const sized = (stocks: [number, number, number]): ProductSummary => ({
  ...product,
  product_sizes: [
    { id: 7, name: '2 kg', stock: stocks[0], price: 149, offer_price: 119, sku: 'D-2KG' },
    { id: 8, name: '7 kg', stock: stocks[1], price: 358, offer_price: 286, sku: 'D-7KG' },
    { id: 9, name: '12 kg', stock: stocks[2], price: 522, offer_price: 417, sku: 'D-12KG' },
  ],
});

function renderCard(props: Partial<ProductCardProps> = {}) {
  return render(
    <MemoryRouter>
      <ProductCard product={product} {...props} />
    </MemoryRouter>,
  );
}

const cartButton = () => screen.getByRole<HTMLButtonElement>('button', { name: /cart/i });

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ProductCard', () => {
  it('links to the product page and shows the offer, the original price and the badge', () => {
    renderCard();
    expect(screen.getByRole('link', { name: product.name }).getAttribute('href')).toBe(
      '/product/42',
    );
    expect(screen.getByText('AED 119.00')).toBeTruthy();
    expect(screen.getByText('AED 149.00').tagName).toBe('S');
    expect(screen.getByText('20% OFF')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
    expect(screen.getByText(/^\(12/).textContent).toBe('(12 reviews)');
  });

  it('shows no badge and one price without an offer, and no stars without reviews', () => {
    render(
      <MemoryRouter>
        <ProductCard product={{ ...product, offer_price: null, rating: 0, review_count: 0 }} />
      </MemoryRouter>,
    );
    expect(screen.queryByText(/% OFF/)).toBeNull();
    expect(screen.getByText('AED 149.00').tagName).toBe('SPAN');
    // Decision 126: no invented stars (the spec's default 4 is superseded).
    expect(screen.queryByRole('img', { name: /^Rated/ })).toBeNull();
  });

  it('says "From" when the sizes sell at different prices, and not when they do not', () => {
    render(
      <MemoryRouter>
        <ProductCard product={sized([30, 4, 0])} />
      </MemoryRouter>,
    );
    expect(screen.getByText('From AED 119.00')).toBeTruthy();
    cleanup();
    renderCard();
    expect(screen.getByText('AED 119.00')).toBeTruthy();
    expect(screen.queryByText(/From/)).toBeNull();
  });

  it("shows 'In stock', 'Only N left' and 'Out of stock', and cannot add what is out of stock", () => {
    const onAddToCart = vi.fn(() => Promise.resolve());
    const card = (stocks: [number, number, number]) =>
      render(
        <MemoryRouter>
          <ProductCard product={sized(stocks)} onAddToCart={onAddToCart} />
        </MemoryRouter>,
      );
    card([3, 3, 0]);
    expect(screen.getByText('In stock')).toBeTruthy();
    expect(cartButton().disabled).toBe(false);
    cleanup();
    card([2, 0, 3]);
    expect(screen.getByText('Only 5 left')).toBeTruthy();
    expect(cartButton().disabled).toBe(false);
    cleanup();
    localStorage.setItem('token', 't');
    localStorage.setItem('isAuthenticated', 'true');
    card([0, 0, 0]);
    expect(screen.getByText('Out of stock')).toBeTruthy();
    expect(cartButton().disabled).toBe(true);
    fireEvent.click(cartButton());
    expect(onAddToCart).not.toHaveBeenCalled();
  });

  it("shows 'No Image' when the picture fails or is missing", () => {
    renderCard();
    fireEvent.error(screen.getByRole('img', { name: product.name }));
    expect(screen.getByText('No Image')).toBeTruthy();
    cleanup();
    render(
      <MemoryRouter>
        <ProductCard product={{ ...product, image_url: null }} />
      </MemoryRouter>,
    );
    expect(screen.getByText('No Image')).toBeTruthy();
  });

  it("adds a visitor's cart line, and asks them to log in to save to the wishlist (a dialog)", async () => {
    const onAddToCart = vi.fn(() => Promise.resolve());
    const onToggleWishlist = vi.fn();
    render(
      <MemoryRouter initialEntries={['/store?page=2']}>
        <ProductCard
          product={product}
          onAddToCart={onAddToCart}
          onToggleWishlist={onToggleWishlist}
        />
        <LoginPrompt />
      </MemoryRouter>,
    );
    fireEvent.click(cartButton());
    expect(onAddToCart).toHaveBeenCalledTimes(1);
    const heart = screen.getByRole('button', { name: /wishlist/ });
    heart.focus();
    fireEvent.click(heart);
    const dialog = await screen.findByRole('dialog', { name: 'Log in to save' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('Please login to add items to wishlist');
    expect(within(dialog).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/user?next=%2Fstore%3Fpage%3D2',
    );
    expect(within(dialog).getByRole('link', { name: 'Create account' }).getAttribute('href')).toBe(
      '/user/register?next=%2Fstore%3Fpage%3D2',
    );
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(heart);
    expect(onToggleWishlist).not.toHaveBeenCalled();
  });

  it('goes Adding... (at least minBusyMs) → Added to Cart! for 2 s → Add To Cart', async () => {
    vi.useFakeTimers();
    localStorage.setItem('token', 't');
    localStorage.setItem('isAuthenticated', 'true');
    let finish: () => void = () => undefined;
    const onAddToCart = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderCard({ onAddToCart, minBusyMs: 2000 });
    const button = cartButton();

    fireEvent.click(button);
    expect(button.textContent).toBe('Adding...');
    expect(button.disabled).toBe(true);
    await act(async () => finish());
    await act(async () => vi.advanceTimersByTime(1900));
    expect(button.textContent).toBe('Adding...');
    await act(async () => vi.advanceTimersByTime(100));
    expect(button.textContent).toBe('Added to Cart!');
    expect(button.disabled).toBe(false);
    await act(async () => vi.advanceTimersByTime(1999));
    expect(button.textContent).toBe('Added to Cart!');
    await act(async () => vi.advanceTimersByTime(1));
    expect(button.textContent).toBe('Add To Cart');
    expect(onAddToCart).toHaveBeenCalledTimes(1);
  });

  it('returns to Add To Cart when adding fails', async () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('isAuthenticated', 'true');
    renderCard({ onAddToCart: () => Promise.reject(new Error('nope')) });
    const button = cartButton();
    fireEvent.click(button);
    expect(button.textContent).toBe('Adding...');
    await act(async () => undefined);
    expect(button.textContent).toBe('Add To Cart');
  });

  it('toggles the wishlist for a logged-in customer and marks the heart pressed', () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('isAuthenticated', 'true');
    const onToggleWishlist = vi.fn();
    renderCard({ onToggleWishlist, isInWishlist: true });
    const heart = screen.getByRole('button', { name: /wishlist/ });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(heart);
    expect(onToggleWishlist).toHaveBeenCalledTimes(1);
  });
});
