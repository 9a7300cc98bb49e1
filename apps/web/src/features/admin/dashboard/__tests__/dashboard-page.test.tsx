import type { Dashboard } from '@petshop/contracts/admin-dashboard';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../../../test/fetch-router.ts';
import { signInStaff } from '../../../../test/admin-screen.tsx';
import { Component as TodayScreen } from '../dashboard-page.tsx';

/** Thirty days ending 26 Nov 2026, with placed and paid money on the days given. */
function dashboard(placedByDay: Record<number, number> = {}, paidByDay = placedByDay): Dashboard {
  const days = Array.from({ length: 30 }, (_, index) => ({
    day: `2026-11-${String(index - 3).padStart(2, '0')}`,
    placed: placedByDay[index] ?? 0,
    paid: paidByDay[index] ?? 0,
    orders: placedByDay[index] ? 1 : 0,
  }));
  const sum = (key: 'placed' | 'paid') => days.reduce((total, day) => total + day[key], 0);
  return {
    today: days.at(-1)!,
    last30Days: {
      placed: sum('placed'),
      paid: sum('paid'),
      orders: days.filter((day) => day.orders).length,
      days,
    },
    waitingToShip: 0,
    lowStock: { products: 0, sizesTotal: 0, sizes: [] },
    bookings: { newRequests: 0, today: 0, week: 0, next: [] },
  };
}

function renderToday() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <TodayScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  signInStaff({ email: 'o@shop.ae', name: 'Mariam', role: 'owner' });
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the Today screen’s 30-day chart', () => {
  it('says there have been no sales yet instead of drawing an empty chart', async () => {
    routeFetch({ 'GET /api/admin/dashboard': () => json(200, dashboard()) });
    renderToday();
    expect(await screen.findByText('No sales in the last 30 days yet.')).toBeTruthy();
  });

  it('draws the days without that line once there is a sale', async () => {
    routeFetch({ 'GET /api/admin/dashboard': () => json(200, dashboard({ 12: 240 })) });
    renderToday();
    expect(await screen.findByText('Placed and paid, last 30 days')).toBeTruthy();
    expect(screen.queryByText('No sales in the last 30 days yet.')).toBeNull();
  });

  it('names what each money figure counts: placed, and paid less refunds (issue 27)', async () => {
    // Today: AED 350 placed, of which AED 100 paid (a cash order not collected yet).
    routeFetch({
      'GET /api/admin/dashboard': () => json(200, dashboard({ 29: 350 }, { 29: 100 })),
    });
    renderToday();
    expect((await screen.findByText('Placed today')).nextElementSibling?.textContent).toBe(
      'AED 350.00',
    );
    expect(screen.getByText('Paid today').nextElementSibling?.textContent).toBe('AED 100.00');
    expect(
      screen.getByText('30 days: AED 350.00 placed in 1 orders, AED 100.00 paid.'),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Placed: orders placed, not cancelled. Paid: money received (card, or cash collected), less refunds.',
      ),
    ).toBeTruthy();
  });
});

describe('the Today screen’s Running low', () => {
  it('says the list holds the 10 lowest of all, and links every low-stock product', async () => {
    const sizes = Array.from({ length: 10 }, (_, index) => ({
      id: index + 1,
      name: `Treat ${index + 1}`,
      size: 'One Size',
      stock: index,
      threshold: 10,
    }));
    routeFetch({
      'GET /api/admin/dashboard': () =>
        json(200, { ...dashboard(), lowStock: { products: 13, sizesTotal: 14, sizes } }),
    });
    renderToday();
    const section = (await screen.findByRole('heading', { name: 'Running low' })).parentElement!;
    expect(
      within(section).getByText('The 10 lowest of 14 sizes at or below their low-stock level.'),
    ).toBeTruthy();
    expect(within(section).getAllByRole('listitem')).toHaveLength(10);
    const all = within(section).getByRole('link', { name: 'See all 13 low-stock products' });
    expect(all.getAttribute('href')).toBe('/admin/products?stock=low&status=active');
  });
});

describe('the Today screen’s grooming', () => {
  it('counts today’s appointments and lists the next ones, each linked to its booking', async () => {
    routeFetch({
      'GET /api/admin/dashboard': () =>
        json(200, {
          ...dashboard(),
          bookings: {
            newRequests: 2,
            today: 3,
            week: 9,
            next: [
              {
                id: 41,
                reference: 'BK-7F3K9Q',
                startsAt: '2026-11-27T06:00:00.000Z',
                name: 'Reem Al Falasi',
                service: 'Dog',
                groomer: 'Amira',
              },
              {
                id: 42,
                reference: 'BK-9QW2ZX',
                startsAt: '2026-11-27T11:30:00.000Z',
                name: 'Omar Saleh',
                service: 'Cat',
                groomer: null,
              },
            ],
          },
        }),
    });
    renderToday();
    const section = (await screen.findByRole('heading', { name: 'Grooming' })).parentElement!;
    expect(within(section).getByText('Appointments today').nextElementSibling?.textContent).toBe(
      '3',
    );
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '27 Nov 2026, 10:00 · Reem Al Falasi (dog) with Amira',
      '27 Nov 2026, 15:30 · Omar Saleh (cat)',
    ]);
    expect(
      within(section).getByRole('link', { name: '27 Nov 2026, 10:00' }).getAttribute('href'),
    ).toBe('/admin/bookings/41');
  });

  it('says so when none is coming up', async () => {
    routeFetch({ 'GET /api/admin/dashboard': () => json(200, dashboard()) });
    renderToday();
    expect(await screen.findByText('No appointments coming up.')).toBeTruthy();
  });
});
