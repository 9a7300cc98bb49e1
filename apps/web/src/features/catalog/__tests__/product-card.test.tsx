import type { ProductSummary } from '@petshop/contracts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
  product_type: { id: 1, name: 'Food', group: 'Food' },
  product_pet_types: [{ id: 2, name: 'Dog' }],
};

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
  vi.spyOn(window, 'alert').mockImplementation(() => undefined);
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
  });

  it('shows no badge and one price without an offer, and 4 stars without a rating', () => {
    render(
      <MemoryRouter>
        <ProductCard product={{ ...product, offer_price: null, rating: 0 }} />
      </MemoryRouter>,
    );
    expect(screen.queryByText(/% OFF/)).toBeNull();
    expect(screen.getByText('AED 149.00').tagName).toBe('SPAN');
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
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

  it('asks a visitor to log in instead of adding to the cart or the wishlist', () => {
    const onAddToCart = vi.fn(() => Promise.resolve());
    const onToggleWishlist = vi.fn();
    renderCard({ onAddToCart, onToggleWishlist });
    fireEvent.click(cartButton());
    expect(window.alert).toHaveBeenLastCalledWith('Please login to add items to cart');
    fireEvent.click(screen.getByRole('button', { name: /wishlist/ }));
    expect(window.alert).toHaveBeenLastCalledWith('Please login to add items to wishlist');
    expect(onAddToCart).not.toHaveBeenCalled();
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
    expect(window.alert).not.toHaveBeenCalled();
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
    expect(window.alert).not.toHaveBeenCalled();
  });
});
