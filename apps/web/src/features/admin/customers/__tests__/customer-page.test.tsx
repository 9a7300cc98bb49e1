import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../../../test/fetch-router.ts';
import { spyOnToasts } from '../../../../test/toast-spy.ts';
import { adminCustomer } from '../../../../test/admin-fixtures.ts';
import { renderAdminRoute, signInStaff } from '../../../../test/admin-screen.tsx';
import { Component as CustomersScreen } from '../customers-screen.tsx';

const customer = adminCustomer();

function renderAs(role: 'owner' | 'staff') {
  signInStaff({ role });
  renderAdminRoute('/admin/customers/*', <CustomersScreen />, '/admin/customers/12');
}

let toasts: string[];
beforeEach(() => {
  toasts = spyOnToasts();
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('back office customer page', () => {
  it('shows the orders linked to the order page; the owner deactivates after a confirmation', async () => {
    const { calls } = routeFetch({
      'GET /api/admin/customers/12': () => json(200, customer),
      'POST /api/admin/customers/12/deactivate': () =>
        json(200, { ...customer, deactivated: true, deactivatedAt: '2026-11-26T10:00:00.000Z' }),
    });
    renderAs('owner');
    const order = await screen.findByRole('link', { name: 'ORD-000031' });
    expect(order.getAttribute('href')).toBe('/admin/orders/31');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hessa Al Ali Active');

    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Hessa Al Ali?' });
    expect(within(dialog).getByText(/signed out on every device/)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate account' }));

    expect(await screen.findByRole('button', { name: 'Reactivate' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hessa Al Ali Deactivated');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.key)).toEqual([
      'POST /api/admin/customers/12/deactivate',
    ]);
    expect(toasts).toEqual(["success: Hessa Al Ali's account was deactivated."]);
  });

  it("shows the language the customer's e-mails are written in (issue 34)", async () => {
    routeFetch({ 'GET /api/admin/customers/12': () => json(200, customer) });
    renderAs('staff');
    expect(await screen.findByText('Language: Arabic')).toBeTruthy();
    cleanup();
    routeFetch({
      'GET /api/admin/customers/12': () => json(200, { ...customer, language: 'en' }),
    });
    renderAs('staff');
    expect(await screen.findByText('Language: English')).toBeTruthy();
    expect(screen.queryByText('Language: Arabic')).toBeNull();
  });

  it('staff see the customer but no deactivate button (the owner decides)', async () => {
    routeFetch({ 'GET /api/admin/customers/12': () => json(200, customer) });
    renderAs('staff');
    expect(await screen.findByRole('link', { name: 'ORD-000031' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).toBeNull();
  });

  it('shows a deleted customer as erased, with the orders, and no (re)activate button', async () => {
    routeFetch({
      'GET /api/admin/customers/12': () =>
        json(200, {
          ...customer,
          name: 'Deleted customer',
          email: 'deleted-12@deleted.invalid',
          phone: 'deleted-12',
          deactivated: true,
          deactivatedAt: '2026-11-26T10:00:00.000Z',
          deleted: true,
          deletedAt: '2026-11-26T10:00:00.000Z',
        }),
    });
    renderAs('owner');
    expect(await screen.findByRole('link', { name: 'ORD-000031' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Deleted customer Deleted');
    expect(screen.getByRole('status').textContent).toContain(
      'This customer deleted their account.',
    );
    expect(screen.queryByText('deleted-12@deleted.invalid')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reactivate' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).toBeNull();
  });
});
