import type { Product } from '@petshop/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { settingsClient } from '../../../test/settings-client.ts';
import { ProductView } from '../components/product-view.tsx';

afterEach(cleanup);

const product: Product = {
  id: 7,
  name: 'Purrfect Salmon & Tuna Pâté',
  price: 20,
  offer_price: null,
  sku: 'CAT-FD-7',
  packaging: 'Tin',
  image_url: null,
  images: [],
  rating: 4,
  product_type: { id: 1, name: 'Food', group: 'Food' },
  product_pet_types: [{ id: 1, name: 'CAT' }],
  description: 'Wet food for cats.',
  about_product: '',
  benefits: '',
  product_attributes: [],
  product_sizes: [],
};

const view = (whatsappNumber: string | null) =>
  render(
    <QueryClientProvider client={settingsClient()}>
      <MemoryRouter>
        <ProductView product={product} whatsappNumber={whatsappNumber} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('the product page’s WhatsApp chat (issue 20)', () => {
  it('opens a wa.me chat with the shop, its first message naming the product', () => {
    view('971501234567');
    const link = screen.getByRole('link', {
      name: 'Ask about this product on WhatsApp (opens in a new tab)',
    });
    const href = new URL(link.getAttribute('href')!);
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/971501234567');
    expect(href.searchParams.get('text')).toBe(
      `Hello, I have a question about Purrfect Salmon & Tuna Pâté: ${window.location.origin}/product/7`,
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('is not there when the shop has no WhatsApp number', () => {
    view(null);
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeTruthy();
  });
});
