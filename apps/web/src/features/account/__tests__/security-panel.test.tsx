import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SecurityApi } from '../api/security-api.ts';
import { SecuritySections } from '../components/security-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
});

const api = {
  key: ['test-security'],
  sessions: async () => [
    {
      id: 1,
      device: 'Safari on iPhone',
      // 15:07 UTC is 19:07 in Dubai; 20:30 UTC on the 26th is 00:30 on the 27th.
      createdAt: '2026-11-26T20:30:00.000Z',
      lastUsedAt: '2026-11-27T15:07:17.272Z',
      current: true,
    },
  ],
  status: async () => ({ enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false }),
} as unknown as SecurityApi;

describe('Sign-in & Security', () => {
  it('writes "Last used" and "Signed in" on Dubai time, whatever the device zone (issue 27)', async () => {
    vi.stubEnv('TZ', 'UTC');
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SecuritySections api={api} />
      </QueryClientProvider>,
    );
    expect(
      await screen.findByText(
        'Last used 27 November 2026 at 19:07 · Signed in 27 November 2026 at 00:30',
      ),
    ).toBeTruthy();
  });
});
