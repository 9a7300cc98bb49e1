import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../../test/fetch-router.ts';
import { NotificationsPanel } from '../components/notifications-panel.tsx';
import UnreadBadge from '../components/unread-badge.tsx';

function renderPanel() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <NotificationsPanel />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const page = (data: unknown[], unread: number, current = 1, last = 1) => ({
  data,
  unread,
  current_page: current,
  last_page: last,
  total: data.length,
  per_page: 20,
});
const shipped = {
  id: 7,
  kind: 'order-status',
  title: 'Order ORD-0007 is on its way',
  body: 'Your order has been shipped.',
  link: '/profile?tab=orders',
  read: false,
  created_at: new Date().toISOString(),
};
const refund = {
  id: 6,
  kind: 'refund',
  title: 'Refund of AED 20.00',
  body: 'We refunded AED 20.00 to your card.',
  link: null,
  read: true,
  created_at: '2026-11-01T08:00:00.000Z',
};
const preferences = {
  order_updates: true,
  review_requests: true,
  back_in_stock: true,
  offers: false,
};

beforeEach(() => {
  localStorage.setItem('token', 'a-token');
  localStorage.setItem('isAuthenticated', 'true');
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('All Notifications', () => {
  it("keeps the spec's 'No notifications' when there is none", async () => {
    routeFetch({
      'GET /api/notifications?page=1': () => json(200, page([], 0)),
      'GET /api/profile/mail-preferences': () => json(200, preferences),
    });
    renderPanel();
    expect(await screen.findByText('No notifications')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('lists newest first with the unread marked, and marks all read', async () => {
    const fetch = routeFetch({
      'GET /api/notifications?page=1': () => json(200, page([shipped, refund], 1)),
      'GET /api/profile/mail-preferences': () => json(200, preferences),
      'POST /api/notifications/read-all': () => json(200, { unread: 0 }),
    });
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const items = list.querySelectorAll('li');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Unread: Order ORD-0007 is on its way');
    expect(items[0]!.textContent).toContain('Just now');
    expect(items[1]!.textContent).not.toContain('Unread');
    expect(items[1]!.textContent).toContain('1 November 2026 at 12:00');
    expect(screen.getByText('1 unread')).toBeTruthy();
    // A notification with a link opens it.
    expect(screen.getByRole('link', { name: /Order ORD-0007/ }).getAttribute('href')).toBe(
      '/profile?tab=orders',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(list.textContent).not.toContain('Unread'));
    expect(fetch.callsTo('POST /api/notifications/read-all')).toBe(1);
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('marks one read when it is opened', async () => {
    const fetch = routeFetch({
      'GET /api/notifications?page=1': () =>
        json(200, page([{ ...shipped, link: null }, refund], 1)),
      'GET /api/profile/mail-preferences': () => json(200, preferences),
      'POST /api/notifications/7/read': () => json(200, { unread: 0 }),
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: /Order ORD-0007/ }));
    await waitFor(() => expect(fetch.callsTo('POST /api/notifications/7/read')).toBe(1));
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Notifications' }).textContent).not.toContain(
        'Unread',
      ),
    );
  });

  it('shows more on request', async () => {
    routeFetch({
      'GET /api/notifications?page=1': () => json(200, page([shipped], 1, 1, 2)),
      'GET /api/notifications?page=2': () => json(200, page([refund], 1, 2, 2)),
      'GET /api/profile/mail-preferences': () => json(200, preferences),
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Refund of AED 20.00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('keeps order updates on and saves a switched-off list', async () => {
    const fetch = routeFetch({
      'GET /api/notifications?page=1': () => json(200, page([], 0)),
      'GET /api/profile/mail-preferences': () => json(200, preferences),
      'PUT /api/profile/mail-preferences': () =>
        json(200, { ...preferences, review_requests: false }),
    });
    renderPanel();
    const orders = screen.getByRole<HTMLInputElement>('checkbox', { name: /Order updates/ });
    expect(orders.checked).toBe(true);
    expect(orders.disabled).toBe(true);
    const reviews = await screen.findByRole<HTMLInputElement>('checkbox', {
      name: /Review requests/,
    });
    await waitFor(() => expect(reviews.disabled).toBe(false));
    expect(reviews.checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Offers/ }).checked).toBe(false);
    fireEvent.click(reviews);
    // Off in the same render as the click, before the server answers (it sprang back before).
    expect(reviews.checked).toBe(false);
    expect(await screen.findByText('Saved: Review requests off.')).toBeTruthy();
    expect(reviews.checked).toBe(false);
    expect(fetch.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      review_requests: false,
    });
  });

  it('moves a switch back when the server refuses, and says why', async () => {
    routeFetch({
      'GET /api/notifications?page=1': () => json(200, page([], 0)),
      'GET /api/profile/mail-preferences': () => json(200, preferences),
      'PUT /api/profile/mail-preferences': () =>
        json(429, { message: 'Too many requests. Please try again in a minute.' }),
    });
    renderPanel();
    const offers = await screen.findByRole<HTMLInputElement>('checkbox', { name: /Offers/ });
    await waitFor(() => expect(offers.disabled).toBe(false));
    fireEvent.click(offers);
    expect(offers.checked).toBe(true);
    expect(
      await screen.findByText('Too many requests. Please try again in a minute.'),
    ).toBeTruthy();
    await waitFor(() => expect(offers.checked).toBe(false));
  });
});

describe("the header's unread badge", () => {
  it("shows '99+' over 99 and says the count once", async () => {
    routeFetch({ 'GET /api/notifications/unread-count': () => json(200, { unread: 150 }) });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <a href="/profile">
          <UnreadBadge />
        </a>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('99+')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Profile, more than 99 unread notifications' }),
    ).toBeTruthy();
  });
});
