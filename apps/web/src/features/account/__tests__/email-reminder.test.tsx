import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import { json, routeFetch } from '../../../test/fetch-router.ts';
import EmailReminder from '../components/email-reminder.tsx';

const profile = (verified: boolean) => ({
  data: {
    id: 7,
    first_name: 'Mira',
    last_name: 'Saleh',
    email: 'mira@example.ae',
    phone: '+971501234567',
    created_at: '2026-11-01T08:00:00Z',
    email_verified: verified,
  },
});

function renderReminder() {
  saveSession({ token: 'tok-1', user: { id: 7, name: 'Mira Saleh', email: 'mira@example.ae' } });
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <EmailReminder />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('the e-mail reminder above the shop’s pages', () => {
  it('asks an unconfirmed customer to confirm, offers a new link, and hides for the visit', async () => {
    const { calls } = routeFetch({
      'GET /api/profile': () => json(200, profile(false)),
      'POST /api/profile/verify-email': () =>
        json(200, { message: 'We sent a new link to mira@example.ae.' }),
    });
    const first = renderReminder();
    const banner = await screen.findByRole('region', { name: 'E-mail confirmation' });
    expect(banner.textContent).toContain('Please confirm your e-mail address');
    expect(banner.textContent).toContain('We sent a link to mira@example.ae.');

    fireEvent.click(screen.getByRole('button', { name: 'Resend link' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'We sent a new link to mira@example.ae.',
    );
    expect(calls.map((call) => call.key)).toContain('POST /api/profile/verify-email');

    fireEvent.click(screen.getByRole('button', { name: 'Hide this reminder' }));
    expect(screen.queryByRole('region', { name: 'E-mail confirmation' })).toBeNull();
    // Another page of the same visit: still hidden.
    first.unmount();
    renderReminder();
    await waitFor(() =>
      expect(calls.filter((call) => call.key === 'GET /api/profile')).toHaveLength(2),
    );
    expect(screen.queryByRole('region', { name: 'E-mail confirmation' })).toBeNull();
  });

  it('says nothing to a customer whose address is confirmed', async () => {
    const { calls } = routeFetch({ 'GET /api/profile': () => json(200, profile(true)) });
    renderReminder();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'E-mail confirmation' })).toBeNull();
  });
});
