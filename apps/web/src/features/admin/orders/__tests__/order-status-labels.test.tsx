import type { AdminOrder, AdminOrderList } from '@petshop/contracts/admin-orders';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, routeFetch, type FetchCall } from '../../../../test/fetch-router.ts';
import { spyOnToasts } from '../../../../test/toast-spy.ts';
import { adminOrder, adminOrderRow } from '../../../../test/admin-fixtures.ts';
import { renderAdminRoute, signInStaff } from '../../../../test/admin-screen.tsx';
import { Component as OrdersScreen } from '../orders-screen.tsx';

/** A paid card order as the API sends it: status confirmed, which reads Processing. */
const cardOrder = adminOrder();

function renderAt(path: string) {
  renderAdminRoute('/admin/orders/*', <OrdersScreen />, path);
}

let toasts: string[];
beforeEach(() => {
  toasts = spyOnToasts();
  signInStaff();
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('one meaning per order status label (issue 27)', () => {
  it('the Processing filter asks for every status whose badge reads Processing', async () => {
    const list: AdminOrderList = {
      items: [adminOrderRow(cardOrder)],
      total: 1,
      page: 1,
      pageSize: 25,
      lastPage: 1,
    };
    const { calls } = routeFetch({}, (call: FetchCall) =>
      call.url.startsWith('/api/admin/orders?') ? json(200, list) : json(404, {}),
    );
    renderAt('/admin/orders');
    // The first render of the lazy list can be slow on a busy machine.
    await screen.findByRole('link', { name: 'ORD-000041' }, { timeout: 5000 });
    const status = screen.getByLabelText('Status');
    expect(
      Array.from((status as HTMLSelectElement).options).map((option) => [
        option.value,
        option.textContent,
      ]),
    ).toEqual([
      ['', 'All statuses'],
      ['pending', 'Pending'],
      ['confirmed,processing', 'Processing'],
      ['shipped', 'Shipped'],
      ['delivered', 'Delivered'],
      ['cancelled', 'Cancelled'],
    ]);
    fireEvent.change(status, { target: { value: 'confirmed,processing' } });
    await vi.waitFor(() =>
      expect(
        calls.some(
          (call) =>
            new URL(call.url, 'http://x').searchParams.get('status') === 'confirmed,processing',
        ),
      ).toBe(true),
    );
  });

  it("names a link's several statuses by their labels (the dashboard's Waiting to ship)", async () => {
    routeFetch({}, () => json(200, { items: [], total: 0, page: 1, pageSize: 25 }));
    renderAt('/admin/orders?status=pending,confirmed,processing');
    const status = await screen.findByLabelText('Status', {}, { timeout: 5000 });
    const select = status as HTMLSelectElement;
    expect(select.selectedOptions[0]?.textContent).toBe('Pending or Processing');
  });

  it("the order page offers the moves the API gives: no 'Mark processing' on a Processing order", async () => {
    routeFetch({}, (call: FetchCall) =>
      call.url === '/api/admin/orders/41'
        ? json(200, cardOrder)
        : call.url.startsWith('/api/admin/orders/41/refunds')
          ? json(200, { refunds: [], refundable: 95 })
          : json(404, { message: 'Not found' }),
    );
    renderAt('/admin/orders/41');
    const title = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(title.textContent).toBe('ORD-000041 Processing');
    expect(screen.getByRole('button', { name: 'Mark shipped' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark processing' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark delivered' })).toBeNull();
  });

  it('a shipped cash order offers "Cash not collected", which asks what happened', async () => {
    const cashOrder: AdminOrder = {
      ...cardOrder,
      status: 'shipped',
      statusLabel: 'Shipped',
      paymentMethod: 'cod',
      paymentStatus: 'pending',
      transactionId: null,
      paidAt: null,
      allowedMoves: ['delivered', 'cash_not_collected'],
      // The field's first name, which the page no longer reads.
      nextMoves: [],
    };
    const { calls } = routeFetch({}, (call: FetchCall) =>
      call.key === 'POST /api/admin/orders/41/cash'
        ? json(200, {
            ...cashOrder,
            paymentStatus: 'collection_failed',
            allowedMoves: ['delivered'],
          })
        : call.url === '/api/admin/orders/41'
          ? json(200, cashOrder)
          : json(404, { message: 'Not found' }),
    );
    renderAt('/admin/orders/41');
    expect(
      await screen.findByRole('button', { name: 'Mark delivered' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cash collected' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cash not collected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cash not collected' });
    fireEvent.change(within(dialog).getByLabelText(/What happened/), {
      target: { value: 'Nobody at home' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Cash on delivery · Cash not collected')).toBeTruthy();
    expect(calls.find((call) => call.key === 'POST /api/admin/orders/41/cash')?.body).toEqual({
      outcome: 'not_collected',
      note: 'Nobody at home',
    });
  });
});

describe('a toast after each change to an order', () => {
  it('says the order and its new status after a move, and after a cancellation', async () => {
    // A cash order just placed.
    let current: AdminOrder = {
      ...cardOrder,
      id: 52,
      orderNumber: 'ORD-000052',
      status: 'pending',
      statusLabel: 'Pending',
      paymentMethod: 'cod',
      paymentStatus: 'pending',
      allowedMoves: ['processing', 'cancelled'],
    };
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
    renderAt('/admin/orders/52');
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
