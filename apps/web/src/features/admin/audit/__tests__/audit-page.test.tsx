import type { AuditEntry } from '@petshop/contracts/admin';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddressProbe, currentAddress } from '../../../../test/address-probe.tsx';
import { json, routeFetch } from '../../../../test/fetch-router.ts';
import { renderAdmin } from '../../../../test/admin-screen.tsx';
import { setStaffSession } from '../../staff-session.ts';
import { Component as ActivityPage } from '../audit-page.tsx';

const staff = [
  {
    id: 1,
    email: 'mariam@shop.ae',
    name: 'Mariam',
    role: 'owner',
    isActive: true,
    hasPassword: true,
  },
  { id: 2, email: 'omar@shop.ae', name: 'Omar', role: 'staff', isActive: true, hasPassword: true },
];

const entry = (more: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  staffId: 2,
  staffEmail: 'omar@shop.ae',
  action: 'order.cancel',
  entityType: 'order',
  entityId: '41',
  before: null,
  after: null,
  createdAt: '2026-11-27T15:07:17.272Z',
  ...more,
});

const refunded = entry({
  id: 9,
  before: { status: 'processing', paymentStatus: 'paid' },
  after: { status: 'cancelled', paymentStatus: 'refund_pending', reason: 'Out of stock' },
});
const archived = entry({
  id: 8,
  staffId: 1,
  staffEmail: 'mariam@shop.ae',
  action: 'product.archive',
  entityType: 'product',
  entityId: '7',
  before: { name: 'Dune Runner Harness', status: 'active', isActive: true, version: 3 },
  after: { name: 'Dune Runner Harness', status: 'archived', isActive: false, version: 4 },
});

function renderActivity(url = '/admin/activity') {
  renderAdmin(
    <>
      <AddressProbe />
      <Routes>
        <Route path="/admin/activity" element={<ActivityPage />} />
      </Routes>
    </>,
    url,
  );
}

beforeEach(() =>
  setStaffSession({ token: 'owner-tok', staff: { ...staff[0]!, role: 'owner' } as never }),
);
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the activity log', () => {
  it('says who did what to which thing in plain words, in Dubai time, with a link to it', async () => {
    routeFetch({
      'GET /api/admin/staff': () => json(200, { items: staff }),
      'GET /api/admin/audit?limit=50': () =>
        json(200, { items: [refunded, archived], nextCursor: null }),
    });
    renderActivity();
    const [first, second] = await screen.findAllByRole('listitem');
    await waitFor(() => expect(first!.textContent).toContain('Omar cancelled order #41'));
    expect(within(first!).getByRole('link', { name: 'order #41' }).getAttribute('href')).toBe(
      '/admin/orders/41',
    );
    expect(within(first!).getByText('27 Nov 2026, 19:07').tagName).toBe('TIME');
    expect(first!.textContent).toContain('StatusProcessing → Cancelled');
    expect(first!.textContent).toContain('PaymentPaid → Refund in progress');
    expect(first!.textContent).toContain('Reasonnone → Out of stock');
    expect(first!.textContent).not.toMatch(/paymentStatus|refund_pending|[{}"]/);

    expect(second!.textContent).toContain('Mariam archived Dune Runner Harness');
    expect(
      within(second!).getByRole('link', { name: 'Dune Runner Harness' }).getAttribute('href'),
    ).toBe('/admin/products/7');
    expect(second!.textContent).toContain('On saleYes → No');
    expect(second!.textContent).not.toContain('Version');
  });

  it('writes every time a change holds on Dubai time (issue 27)', async () => {
    vi.stubEnv('TZ', 'UTC');
    const shipped = entry({
      action: 'order.ship',
      before: { estimatedDelivery: null },
      after: { estimatedDelivery: '2026-11-28T08:00:00.000Z' },
    });
    routeFetch({
      'GET /api/admin/staff': () => json(200, { items: staff }),
      'GET /api/admin/audit?limit=50': () => json(200, { items: [shipped], nextCursor: null }),
    });
    renderActivity();
    expect((await screen.findByText('28 Nov 2026, 12:00')).tagName).toBe('INS');
    expect(screen.getByText('Estimated delivery').tagName).toBe('DT');
    vi.unstubAllEnvs();
  });

  it('filters by who, what and when, kept in the address', async () => {
    const fetches = routeFetch({
      'GET /api/admin/staff': () => json(200, { items: staff }),
      'GET /api/admin/audit?limit=50': () =>
        json(200, { items: [refunded, archived], nextCursor: null }),
      'GET /api/admin/audit?staffId=2&limit=50': () =>
        json(200, { items: [refunded], nextCursor: null }),
      'GET /api/admin/audit?staffId=2&entityType=product&limit=50': () =>
        json(200, { items: [], nextCursor: null }),
      'GET /api/admin/audit?staffId=2&entityType=product&from=2026-11-01&limit=50': () =>
        json(200, { items: [], nextCursor: null }),
      'GET /api/admin/audit?staffId=2&entityType=product&from=2026-11-01&to=2026-11-27&limit=50':
        () => json(200, { items: [], nextCursor: null }),
    });
    renderActivity();
    const address = currentAddress;
    await screen.findByText('Omar', { selector: 'option' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Who' }), { target: { value: '2' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'What' }), {
      target: { value: 'product' },
    });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-27' } });
    expect(await screen.findByText('No changes match these filters.')).toBeTruthy();
    expect(address()).toBe(
      '/admin/activity?staffId=2&entityType=product&from=2026-11-01&to=2026-11-27',
    );
    expect(
      fetches.callsTo(
        'GET /api/admin/audit?staffId=2&entityType=product&from=2026-11-01&to=2026-11-27&limit=50',
      ),
    ).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(address()).toBe('/admin/activity'));
  });
});
