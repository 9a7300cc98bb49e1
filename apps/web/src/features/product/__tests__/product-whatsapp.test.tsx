import { cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { kibble } from '../../../test/kibble.ts';
import { settingsClient } from '../../../test/settings-client.ts';
import { ProductView } from '../components/product-view.tsx';

afterEach(cleanup);

// The product's own fields do not matter here, only that the chat names it.
const product = kibble([]);

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
      `Hello, I have a question about Dunebark Adult Chicken & Brown Rice Kibble: ${window.location.origin}/product/1`,
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
