import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../../../test/fetch-router.ts';
import { AdminRoutes } from '../../admin-routes.tsx';
import { renderAdminRoute, signInStaff } from '../../../../test/admin-screen.tsx';

const HOLD =
  'Set up two-factor sign-in first: the shop owner must sign in with a code from an authenticator app. Open Sign-in & Security in the back office.';
const status = (required: boolean) => ({
  enabled: false,
  enabledAt: null,
  recoveryCodesLeft: 0,
  required,
});
const device = {
  id: 4,
  device: 'Chrome on macOS',
  createdAt: '2026-11-20T08:30:00.000Z',
  lastUsedAt: '2026-11-20T08:30:00.000Z',
  current: true,
};

function openBackOffice(path: string) {
  signInStaff({ email: 'o@shop.ae', name: 'Mariam', role: 'owner' }, 'owner-tok');
  renderAdminRoute('/admin/*', <AdminRoutes />, path);
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('an owner who must turn on two-factor sign-in (decision 054)', () => {
  it('is taken from any screen to Sign-in & Security, told why, and asks nothing else', async () => {
    const { calls } = routeFetch(
      {
        'GET /api/admin/auth/two-factor': () => json(200, status(true)),
        'GET /api/admin/auth/sessions': () => json(200, { sessions: [device] }),
      },
      () => json(403, { message: HOLD }),
    );
    openBackOffice('/admin/orders');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign-in & Security' }),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'The shop is live, so an owner must sign in with a code from an authenticator app. Turn on two-factor sign-in below to open the rest of the back office.',
    );
    expect(await screen.findByRole('button', { name: 'Turn on two-factor sign-in' })).toBeTruthy();
    expect(await screen.findByText('Chrome on macOS')).toBeTruthy();
    // The menu offers none of the screens the API would refuse.
    const menu = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(menu).queryAllByRole('link')).toHaveLength(0);
    const adminCalls = calls.map((call) => call.key).filter((key) => key.includes('/api/admin/'));
    expect(adminCalls.filter((key) => !key.startsWith('GET /api/admin/auth/'))).toEqual([]);
  });

  it('is taken there when a screen is refused with the set-up-first 403', async () => {
    let required = false;
    routeFetch(
      {
        'GET /api/admin/auth/two-factor': () => json(200, status(required)),
        'GET /api/admin/auth/sessions': () => json(200, { sessions: [device] }),
      },
      () => {
        // Turned off in another tab since the back office opened.
        required = true;
        return json(403, { message: HOLD });
      },
    );
    openBackOffice('/admin/orders');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign-in & Security' }),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/^The shop is live/);
  });

  it('is not held once the status says so: the screens are in the menu', async () => {
    routeFetch(
      { 'GET /api/admin/auth/two-factor': () => json(200, { ...status(false), enabled: true }) },
      () => json(500, { message: 'not under test' }),
    );
    openBackOffice('/admin/security');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign-in & Security' }),
    ).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(menu).getByRole('link', { name: 'Orders' })).toBeTruthy();
    expect(screen.queryByText(/^The shop is live/)).toBeNull();
  });
});
