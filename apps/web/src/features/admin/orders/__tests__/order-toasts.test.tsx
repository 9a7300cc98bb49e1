import type { AdminOrder } from '@petshop/contracts/admin-orders';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../../../test/fetch-router.ts';
import { spyOnToasts } from '../../../../test/toast-spy.ts';
import { setStaffSession } from '../../staff-session.ts';
import { Component as OrdersScreen } from '../orders-screen.tsx';

/** A cash order just placed, as the API sends it. */
const pending: AdminOrder = {
  id: 52,
  orderNumber: 'ORD-000052',
  status: 'pending',
  statusLabel: 'Pending',
  paymentMethod: 'cod',
  paymentStatus: 'pending',
  paymentProvider: null,
  transactionId: null,
  paidAt: null,
  refundId: null,
  refundedAt: null,
  subtotal: 40,
  shipping: 0,
  discount: 0,
  total: 40,
  currency: 'AED',
  customer: { userId: 7, name: 'Omar Haddad', email: 'omar@example.ae', phone: null },
  address: 'Villa 12, Al Jaddaf Waterfront, Dubai',
  notes: null,
  trackingNumber: null,
  carrier: null,
  estimatedDelivery: null,
  placedAt: '2026-11-26T08:00:00.000Z',
  shippedAt: null,
  deliveredAt: null,
  cancelledAt: null,
  refunded: 0,
  allowedMoves: ['processing', 'cancelled'],
  nextMoves: ['processing', 'cancelled'],
  items: [],
  events: [],
};

let toasts: string[];
beforeEach(() => {
  toasts = spyOnToasts();
  setStaffSession({
    token: 'staff-tok',
    staff: {
      id: 1,
      email: 's@shop.ae',
      name: 'S',
      role: 'owner',
      isActive: true,
      hasPassword: true,
    },
  });
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a toast after each change to an order', () => {
  it('says the order and its new status after a move, and after a cancellation', async () => {
    let current = pending;
    const { calls } = routeFetch({}, (call) => {
      if (call.key === 'POST /api/admin/orders/52/status') {
        current = {
          ...current,
          status: 'processing',
          statusLabel: 'Processing',
          allowedMoves: ['shipped', 'cancelled'],
        };
        return json(200, current);
      }
      if (call.key === 'POST /api/admin/orders/52/cancel') {
        current = { ...current, status: 'cancelled', statusLabel: 'Cancelled', allowedMoves: [] };
        return json(200, current);
      }
      if (call.url === '/api/admin/orders/52') return json(200, current);
      if (call.url === '/api/admin/orders/52/refunds') {
        return json(200, {
          paymentMethod: 'cod',
          paid: 0,
          refunded: 0,
          refundable: 0,
          shipping: { paid: 0, refunded: 0, refundable: 0 },
          lines: [],
          refunds: [],
        });
      }
      return json(404, { message: 'Not found' });
    });
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <MemoryRouter initialEntries={['/admin/orders/52']}>
          <Routes>
            <Route path="/admin/orders/*" element={<OrdersScreen />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    // The buttons are the moves the server allows, nothing else.
    fireEvent.click(await screen.findByRole('button', { name: 'Mark processing' }));
    expect(await screen.findByRole('button', { name: 'Mark shipped' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark processing' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Cancelled'),
    );
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(toasts).toEqual([
      'success: Order ORD-000052 is now Processing.',
      'success: Order ORD-000052 was cancelled.',
    ]);
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { status: 'processing' },
      {},
    ]);
  });
});
