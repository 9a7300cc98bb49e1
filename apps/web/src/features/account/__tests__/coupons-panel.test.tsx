import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { takeRememberedCoupon } from '../../../lib/remembered-coupon.ts';
import { json, routeFetch } from '../../../test/fetch-router.ts';
import { CouponsPanel } from '../components/profile-panels.tsx';

/** Issue 32 (decision 124): My Coupons lists the coupons given to the customer. */
function renderPanel() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <CouponsPanel />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  localStorage.setItem('token', 'a-token');
  localStorage.setItem('isAuthenticated', 'true');
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('My Coupons', () => {
  it('keeps the spec’s empty state when no coupon was given', async () => {
    routeFetch({ 'GET /api/coupons': () => json(200, { data: [] }) });
    renderPanel();
    expect(await screen.findByText('No active coupons')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Offers' }).getAttribute('href')).toBe('/');
  });

  it('shows each coupon’s code and terms, to take to checkout', async () => {
    routeFetch({
      'GET /api/coupons': () =>
        json(200, {
          data: [
            {
              code: 'WELCOME15',
              description: 'Welcome to the shop',
              kind: 'percent',
              percent: 15,
              amount: null,
              min_subtotal: 100,
              ends_at: '2099-12-31T19:59:00.000Z',
              terms: '15% off dog products, on orders from AED 100.00, until 31 Dec 2099, 23:59',
            },
          ],
        }),
    });
    renderPanel();
    const coupons = await screen.findByRole('list', { name: 'Coupons' });
    expect(coupons.textContent).toContain('WELCOME15');
    expect(coupons.textContent).toContain('Welcome to the shop');
    expect(coupons.textContent).toContain(
      '15% off dog products, on orders from AED 100.00, until 31 Dec 2099, 23:59',
    );
    const use = screen.getByRole('link', { name: 'Use at checkout' });
    expect(use.getAttribute('href')).toBe('/cart');
    fireEvent.click(use);
    // The checkout's coupon field takes it from there, once.
    expect(takeRememberedCoupon()).toBe('WELCOME15');
    expect(takeRememberedCoupon()).toBe('');
    expect(screen.queryByText('No active coupons')).toBeNull();
  });
});
