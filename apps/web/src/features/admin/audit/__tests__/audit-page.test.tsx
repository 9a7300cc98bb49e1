import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeFetch } from '../../../../test/fetch-router.ts';
import { Component as AuditPage } from '../audit-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('the activity log', () => {
  it('writes when, and every time a change holds, on Dubai time (issue 27)', async () => {
    vi.stubEnv('TZ', 'UTC');
    routeFetch({}, () =>
      Response.json({
        items: [
          {
            id: 9,
            staffId: 1,
            staffEmail: 'owner@shop.example',
            action: 'order.ship',
            entityType: 'order',
            entityId: '12',
            before: { estimatedDelivery: null },
            after: { estimatedDelivery: '2026-11-28T08:00:00.000Z' },
            createdAt: '2026-11-27T15:07:17.272Z',
          },
        ],
        nextCursor: null,
      }),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AuditPage />
      </QueryClientProvider>,
    );
    expect((await screen.findByText('27 Nov 2026, 19:07')).tagName).toBe('TIME');
    expect(screen.getByText('28 Nov 2026, 12:00').tagName).toBe('INS');
  });
});
