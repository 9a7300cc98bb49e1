import type { Staff, StaffMe } from '@petshop/contracts/admin';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../../../test/fetch-router.ts';
import { screensFor } from '../../admin-routes.tsx';
import { renderAdmin } from '../../../../test/admin-screen.tsx';
import { setStaffSession } from '../../staff-session.ts';
import { Component as StaffPage } from '../staff-page.tsx';

const owner: Staff = {
  id: 1,
  email: 'mariam@shop.ae',
  name: 'Mariam Owner',
  role: 'owner',
  isActive: true,
  hasPassword: true,
  permissions: ['refunds', 'import_prices', 'staff'],
  twoFactor: true,
};
const omar: Staff = {
  id: 2,
  email: 'omar@shop.ae',
  name: 'Omar Staff',
  role: 'staff',
  isActive: true,
  hasPassword: true,
  permissions: [],
  twoFactor: false,
};

function renderAs(me: Staff, members: Staff[]) {
  setStaffSession({ token: 'tok', staff: me });
  const state = { members };
  const router = routeFetch({
    'GET /api/admin/auth/me': () => json(200, { ...me, moneyNeedsTwoFactor: false } as StaffMe),
    'GET /api/admin/staff': () => json(200, { items: state.members }),
  });
  renderAdmin(<StaffPage />);
  return { ...router, state };
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the staff screen', () => {
  it("shows each member's permissions; the owner grants one with a tick", async () => {
    const { routes, calls, state } = renderAs(owner, [owner, omar]);
    const row = await screen.findByRole('row', { name: /Omar Staff/ });
    expect(within(row).getByText('Two-factor sign-in off')).toBeTruthy();
    expect(
      within(screen.getByRole('row', { name: /Mariam Owner/ })).getByText('Everything (owner)'),
    ).toBeTruthy();
    const refunds = within(row).getByRole('checkbox', {
      name: 'Refunds and cancelling paid orders for Omar Staff',
    }) as HTMLInputElement;
    expect(refunds.checked).toBe(false);
    expect(refunds.disabled).toBe(false);

    routes['PATCH /api/admin/staff/2'] = () => {
      state.members = [owner, { ...omar, permissions: ['refunds'] }];
      return json(200, state.members[1]);
    };
    fireEvent.click(refunds);
    await waitFor(() => expect(refunds.checked).toBe(true));
    expect(calls.find((call) => call.key === 'PATCH /api/admin/staff/2')?.body).toEqual({
      permissions: ['refunds'],
    });
  });

  it('adds a member with permissions and says the link was e-mailed', async () => {
    const { routes, calls } = renderAs(owner, [owner]);
    routes['POST /api/admin/staff'] = () =>
      json(201, {
        staff: { ...omar, hasPassword: false, permissions: ['import_prices'] },
        link: 'https://shop.ae/admin/set-password#token=abc',
        expiresAt: '2026-11-28T10:00:00.000Z',
      });
    fireEvent.click(await screen.findByRole('button', { name: 'Add staff' }));
    const dialog = screen.getByRole('dialog', { name: 'Add staff' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Omar Staff' } });
    fireEvent.change(within(dialog).getByLabelText('Email'), {
      target: { value: 'omar@shop.ae' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Change prices by import/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add and invite' }));
    const linkDialog = await screen.findByRole('dialog', { name: 'Link for Omar Staff' });
    expect(linkDialog.textContent).toContain(
      'We emailed this link to omar@shop.ae. You can also send it yourself, e.g. by WhatsApp. It sets their password, works once, and expires in 24 hours.',
    );
    expect((within(linkDialog).getByLabelText('One-time link') as HTMLInputElement).value).toBe(
      'https://shop.ae/admin/set-password#token=abc',
    );
    expect(calls.find((call) => call.key === 'POST /api/admin/staff')?.body).toEqual({
      name: 'Omar Staff',
      email: 'omar@shop.ae',
      role: 'staff',
      permissions: ['import_prices'],
    });
  });

  it('a member who manages staff cannot change their own permissions, or give what they lack, or touch an owner', async () => {
    const manager: Staff = { ...omar, id: 3, name: 'Sara Manager', permissions: ['staff'] };
    renderAs(manager, [owner, omar, manager]);
    const mine = await screen.findByRole('row', { name: /Sara Manager/ });
    const own = within(mine).getByRole('checkbox', {
      name: 'Manage staff for Sara Manager',
    }) as HTMLInputElement;
    expect(own.disabled).toBe(true);
    expect(
      within(mine).getAllByText('Only the shop owner can change your permissions.'),
    ).toHaveLength(3);

    const other = screen.getByRole('row', { name: /Omar Staff/ });
    const refunds = within(other).getByRole('checkbox', {
      name: 'Refunds and cancelling paid orders for Omar Staff',
    }) as HTMLInputElement;
    expect(refunds.disabled).toBe(true);
    expect(refunds.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(refunds.getAttribute('aria-describedby')!)?.textContent).toBe(
      'You can give only permissions you have.',
    );
    expect(
      (
        within(other).getByRole('checkbox', {
          name: 'Manage staff for Omar Staff',
        }) as HTMLInputElement
      ).disabled,
    ).toBe(false);

    const ownerRow = screen.getByRole('row', { name: /Mariam Owner/ });
    expect(within(ownerRow).queryByRole('button')).toBeNull();
    expect(
      (within(ownerRow).getByLabelText('Role of Mariam Owner') as HTMLSelectElement).disabled,
    ).toBe(true);
  });
});

describe('the Staff screen in the menu', () => {
  it('is the owner\'s and that of staff given "Manage staff"; the activity log stays the owner\'s', () => {
    const labels = (role: 'owner' | 'staff', permissions: Staff['permissions'] = []) =>
      screensFor(role, permissions).map((screen) => screen.label);
    expect(labels('owner')).toEqual(expect.arrayContaining(['Staff', 'Activity', 'Jobs']));
    expect(labels('staff')).not.toContain('Staff');
    expect(labels('staff', ['refunds'])).not.toContain('Staff');
    expect(labels('staff', ['staff'])).toContain('Staff');
    expect(labels('staff', ['staff'])).not.toContain('Activity');
    expect(labels('staff', ['staff'])).not.toContain('Jobs');
  });
});
