import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { kibble } from '../../../test/kibble.ts';
import { settingsClient } from '../../../test/settings-client.ts';
import { ProductView } from '../components/product-view.tsx';

const product = kibble([
  { id: 11, name: '2 kg', stock: 34, price: 149, offer_price: 119, sku: 'DOG-FD-001-2KG' },
  { id: 12, name: '7 kg', stock: 5, price: 358, offer_price: null, sku: 'DOG-FD-001-7KG' },
]);

/** The page's one IntersectionObserver: a test says where the main button is. */
let reportPosition: (position: 'on screen' | 'scrolled past' | 'below') => void;

class FakeIntersectionObserver {
  constructor(callback: IntersectionObserverCallback) {
    reportPosition = (position) =>
      act(() =>
        callback(
          [
            {
              isIntersecting: position === 'on screen',
              boundingClientRect: { bottom: position === 'scrolled past' ? 40 : 900 },
              rootBounds: { top: 117 },
            } as unknown as IntersectionObserverEntry,
          ],
          this as unknown as IntersectionObserver,
        ),
      );
  }
  observe() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  localStorage.setItem('token', 'tok');
  localStorage.setItem('isAuthenticated', 'true');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const barButton = () => screen.queryByRole('button', { name: /^Add To Cart: / });

describe('the sticky Add To Cart bar', () => {
  it('shows only while the main button is scrolled away, with the chosen size’s price', () => {
    render(
      <QueryClientProvider client={settingsClient()}>
        <MemoryRouter>
          <ProductView product={product} onAddToCart={vi.fn(() => Promise.resolve())} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(barButton()).toBeNull();
    reportPosition('below');
    expect(barButton()).toBeNull();

    reportPosition('scrolled past');
    const button = barButton()!;
    expect(button.textContent).toBe('Add To Cart');
    expect(button.getAttribute('aria-label')).toBe(
      'Add To Cart: Dunebark Adult Chicken & Brown Rice Kibble, 2 kg',
    );
    const bar = button.parentElement!;
    expect(within(bar).getByText('AED 119.00')).toBeTruthy();
    expect(within(bar).getByText('AED 149.00').tagName).toBe('S');

    fireEvent.click(screen.getByRole('button', { name: '7 kg' }));
    expect(barButton()!.getAttribute('aria-label')).toBe(
      'Add To Cart: Dunebark Adult Chicken & Brown Rice Kibble, 7 kg',
    );
    expect(within(bar).getByText('AED 358.00')).toBeTruthy();
    expect(within(bar).queryByText('AED 119.00')).toBeNull();

    reportPosition('on screen');
    expect(barButton()).toBeNull();
  });

  it('adds the same size and quantity as the main button, through the same handler', async () => {
    const onAddToCart = vi.fn(() => Promise.resolve());
    render(
      <QueryClientProvider client={settingsClient()}>
        <MemoryRouter>
          <ProductView product={product} onAddToCart={onAddToCart} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '7 kg' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    reportPosition('scrolled past');

    await act(async () => {
      fireEvent.click(barButton()!);
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    });

    expect(onAddToCart.mock.calls).toEqual([
      [{ productId: 1, sizeId: 12, quantity: 3 }],
      [{ productId: 1, sizeId: 12, quantity: 3 }],
    ]);
  });

  it('is disabled, like the main button, when every size is sold out', () => {
    render(
      <QueryClientProvider client={settingsClient()}>
        <MemoryRouter>
          <ProductView
            product={{
              ...product,
              product_sizes: product.product_sizes.map((size) => ({ ...size, stock: 0 })),
            }}
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    reportPosition('scrolled past');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /^Add To Cart: / }).disabled).toBe(
      true,
    );
  });
});
