import type { StaffMe } from '@petshop/contracts/admin';
import type { OrderRefunds } from '@petshop/contracts/admin-refunds';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../../../test/admin-screen.tsx';
import { json, routeFetch } from '../../../../test/fetch-router.ts';
import { RefundAction } from '../order-refunds.tsx';

const me: StaffMe = {
  id: 2,
  email: 'omar@shop.ae',
  name: 'Omar',
  role: 'staff',
  isActive: true,
  hasPassword: true,
  permissions: [],
  twoFactor: false,
  moneyNeedsTwoFactor: false,
};
const overview: OrderRefunds = {
  orderId: 5,
  paymentMethod: 'card',
  paymentStatus: 'paid',
  blockedReason: null,
  paid: 120,
  refunded: 0,
  refundable: 120,
  shipping: { charged: 15, refunded: 0, refundable: 15 },
  lines: [],
  refunds: [],
};

function renderFor(account: StaffMe) {
  routeFetch({
    'GET /api/admin/auth/me': () => json(200, account),
    'GET /api/admin/orders/5/refunds': () => json(200, overview),
  });
  renderAdmin(<RefundAction orderId="5" />);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Refund button of a member who may not move money (decision 076)', () => {
  it('is disabled with the reason for staff without the permission', async () => {
    renderFor(me);
    const button = await screen.findByRole('button', { name: 'Refund' });
    await vi.waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    expect(button.getAttribute('aria-describedby')).toBe('money-block-note');
    expect(document.getElementById('money-block-note')?.textContent).toBe(
      'Only the owner, or staff with the permission "Refunds and cancelling paid orders", can refund or cancel a paid order.',
    );
  });

  it('asks a member with the permission to set up two-factor sign-in first, with the way there', async () => {
    renderFor({ ...me, permissions: ['refunds'], moneyNeedsTwoFactor: true });
    const link = await screen.findByRole('link', { name: 'Open Sign-in & Security' });
    expect(link.getAttribute('href')).toBe('/admin/security');
    expect((screen.getByRole('button', { name: 'Refund' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(document.getElementById('money-block-note')?.textContent).toBe(
      'Set up two-factor sign-in in Sign-in & Security before you refund or cancel a paid order.',
    );
  });
});
