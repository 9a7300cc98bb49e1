import type { AdminCustomer } from '@petshop/contracts/admin-customers';
import type { Dashboard } from '@petshop/contracts/admin-dashboard';
import type { AdminOrder, AdminOrderList } from '@petshop/contracts/admin-orders';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, routeFetch, type FetchCall } from '../../../../test/fetch-router.ts';
import { Component as CustomersScreen } from '../../customers/customers-screen.tsx';
import { Component as TodayScreen } from '../../dashboard/dashboard-page.tsx';
import { Component as OrdersScreen } from '../../orders/orders-screen.tsx';
import { adminCustomer, adminOrder, adminOrderRow } from '../../../../test/admin-fixtures.ts';
import { signInStaff } from '../../../../test/admin-screen.tsx';

/** The shop as the server sees it: one shipped cash order of customer 7, until it is delivered. */
function shop() {
  let delivered = false;
  const label = () => (delivered ? 'Delivered' : 'Shipped');
  const moves = (): AdminOrder['nextMoves'] =>
    delivered ? ['cash_collected'] : ['delivered', 'cash_not_collected'];
  const order = (): AdminOrder =>
    adminOrder({
      status: delivered ? 'delivered' : 'shipped',
      statusLabel: label(),
      paymentMethod: 'cod',
      paymentStatus: 'pending',
      paymentProvider: null,
      transactionId: null,
      paidAt: null,
      shippedAt: '2026-11-26T10:00:00.000Z',
      deliveredAt: delivered ? '2026-11-27T10:00:00.000Z' : null,
      nextMoves: moves(),
      allowedMoves: moves(),
    });

  const list = (): AdminOrderList => ({
    items: [adminOrderRow(order())],
    total: 1,
    page: 1,
    pageSize: 25,
    lastPage: 1,
  });
  const customer = (): AdminCustomer =>
    adminCustomer({
      id: 7,
      name: 'Omar Haddad',
      email: 'omar@example.ae',
      totalSpent: 95,
      lastOrderAt: '2026-11-26T08:00:00.000Z',
      orders: [
        {
          id: 41,
          orderNumber: 'ORD-000041',
          placedAt: '2026-11-26T08:00:00.000Z',
          status: order().status,
          statusLabel: label(),
          total: 95,
        },
      ],
    });

  const day = { day: '2026-11-27', placed: 95, paid: 0, orders: 1 };
  const dashboard = (): Dashboard => ({
    today: day,
    last30Days: { placed: 95, paid: 0, orders: 1, days: [day] },
    waitingToShip: delivered ? 0 : 1,
    lowStock: { products: 0, sizesTotal: 0, sizes: [] },
    bookings: { newRequests: 0, today: 0, week: 0, next: [] },
  });
  return routeFetch({}, (call: FetchCall) => {
    if (call.key === 'POST /api/admin/orders/41/status') {
      delivered = true;
      return json(200, order());
    }
    if (call.url === '/api/admin/orders/41') return json(200, order());
    if (call.url.startsWith('/api/admin/orders/41/refunds')) {
      return json(200, { refunds: [], refundable: 0 });
    }
    if (call.url.startsWith('/api/admin/orders?')) return json(200, list());
    if (call.url === '/api/admin/customers/7') return json(200, customer());
    if (call.url === '/api/admin/dashboard') return json(200, dashboard());
    return json(404, { message: 'Not found' });
  });
}

/** A screen at its address, in a region named after it. */
function Screen({ name, at, children }: { name: string; at: string; children: ReactNode }) {
  return (
    <section aria-label={name}>
      <MemoryRouter initialEntries={[at]}>{children}</MemoryRouter>
    </section>
  );
}

beforeEach(() => {
  signInStaff();
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('a change reaches every screen that shows it (issue 28)', () => {
  it("an order's status change shows at once on the orders list, the customer's page and the day's numbers", async () => {
    const { callsTo } = shop();
    // The app's own cache settings: without invalidation these would keep their answer a minute.
    const client = new QueryClient({
      defaultOptions: { queries: { staleTime: 60_000, retry: false } },
    });
    render(
      <QueryClientProvider client={client}>
        {(
          [
            ['Order screen', '/admin/orders/41', '/admin/orders/*', <OrdersScreen />],
            ['Orders screen', '/admin/orders', '/admin/orders/*', <OrdersScreen />],
            ['Customer screen', '/admin/customers/7', '/admin/customers/*', <CustomersScreen />],
          ] as const
        ).map(([name, at, path, screen]) => (
          <Screen key={name} name={name} at={at}>
            <Routes>
              <Route path={path} element={screen} />
            </Routes>
          </Screen>
        ))}
        <Screen name="Today screen" at="/admin/today">
          <TodayScreen />
        </Screen>
      </QueryClientProvider>,
    );
    const region = (name: string) => within(screen.getByRole('region', { name }));
    const waiting = () => region('Today screen').getByRole('link', { name: /Waiting to ship/ });
    const row = (name: string) => region(name).getByRole('row', { name: /ORD-000041/ }).textContent;

    const deliver = await screen.findByRole(
      'button',
      { name: 'Mark delivered' },
      { timeout: 5000 },
    );
    await region('Orders screen').findByRole('link', { name: 'ORD-000041' }, { timeout: 5000 });
    await region('Customer screen').findByRole('link', { name: 'ORD-000041' }, { timeout: 5000 });
    await vi.waitFor(() => expect(waiting().textContent).toContain('1'));
    expect(row('Orders screen')).toContain('Shipped');
    expect(row('Customer screen')).toContain('Shipped');

    fireEvent.click(deliver);

    expect(
      await region('Order screen').findByRole('heading', { name: 'ORD-000041 Delivered' }),
    ).toBeTruthy();
    await vi.waitFor(() => {
      expect(row('Orders screen')).toContain('Delivered');
      expect(row('Customer screen')).toContain('Delivered');
      expect(waiting().textContent).not.toContain('1');
    }, 5000);
    expect(callsTo('GET /api/admin/dashboard')).toBe(2);
    expect(callsTo('GET /api/admin/customers/7')).toBe(2);
  }, 20_000);
});
