import type { Product } from '@petshop/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { kibble } from '../../../test/kibble.ts';
import { settingsClient } from '../../../test/settings-client.ts';
import { ProductView } from '../components/product-view.tsx';

afterEach(cleanup);

const product = kibble([
  { id: 11, name: '2 kg', stock: 34, price: 149, offer_price: 119, sku: 'DOG-FD-001-2KG' },
  { id: 12, name: '7 kg', stock: 3, price: 358, offer_price: null, sku: 'DOG-FD-001-7KG' },
  { id: 13, name: '12 kg', stock: 0, price: 522, offer_price: 417, sku: 'DOG-FD-001-12KG' },
]);

const view = (shown: Product = product) =>
  render(
    <QueryClientProvider client={settingsClient()}>
      <MemoryRouter>
        <ProductView product={shown} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('ProductView with prices per size', () => {
  it('shows the chosen size’s price, discount badge and availability', () => {
    view();
    // The first size in stock is chosen.
    expect(screen.getByText('AED 119.00')).toBeTruthy();
    expect(screen.getByText('AED 149.00').tagName).toBe('S');
    expect(screen.getByText('20% OFF')).toBeTruthy();
    // When an order placed now would reach Dubai (decision 045).
    expect(screen.getByTestId('arrives-by').textContent).toMatch(
      /^Arrives by (Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2}$/,
    );
    expect(screen.getByText('In stock')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '7 kg' }));

    expect(screen.getByText('AED 358.00')).toBeTruthy();
    expect(screen.queryByText('AED 119.00')).toBeNull();
    expect(screen.queryByText(/% OFF/)).toBeNull();
    expect(screen.getByText('Only 3 left')).toBeTruthy();
    // The size out of stock says so and cannot be chosen.
    const large = screen.getByRole<HTMLButtonElement>('button', { name: /12 kg/ });
    expect(large.textContent).toBe('12 kgOut of stock');
    expect(large.disabled).toBe(true);
  });

  it("labels the sizes 'Size' and the count 'Quantity', and shows the packaging (issue 27)", () => {
    view();
    const sizes = screen.getByRole('group', { name: 'Size' });
    expect(within(sizes).getByRole('button', { name: '7 kg' })).toBeTruthy();
    const count = screen.getByRole('group', { name: 'Quantity' });
    expect(within(count).getByRole('button', { name: 'Increase quantity' })).toBeTruthy();
    expect(screen.queryByText('Number of items')).toBeNull();
    expect(screen.getByText('Packaging:').nextElementSibling?.textContent).toBe('Resealable bag');
  });

  it("says 'Out of stock' and disables Add to cart when no size is left", () => {
    view({
      ...product,
      product_sizes: product.product_sizes.map((size) => ({ ...size, stock: 0 })),
    });
    expect(screen.getAllByText('Out of stock')).toHaveLength(4);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add to cart' }).disabled).toBe(
      true,
    );
  });
});
