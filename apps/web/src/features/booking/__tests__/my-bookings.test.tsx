import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../../test/fetch-router.ts';
import { MyBookings } from '../components/my-bookings.tsx';

function renderList(body: unknown) {
  const { fetch: fetchMock } = routeFetch({}, () => json(200, body));
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <MyBookings />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchMock;
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'tok-1');
  localStorage.setItem('isAuthenticated', 'true');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('MyBookings', () => {
  it('lists the reference, pet type, date and status of each request', async () => {
    const fetchMock = renderList({
      data: [
        {
          reference: 'BK-7F3K9Q',
          service: 'Cat',
          message: 'Grooming Package: Full Groom',
          status: 'requested',
          created_at: '2026-11-20T08:30:00.000Z',
          scheduled_at: null,
        },
      ],
    });
    expect(await screen.findByText('BK-7F3K9Q')).toBeTruthy();
    expect(screen.getByText(/Cat grooming/)).toBeTruthy();
    expect(screen.getByText('Requested')).toBeTruthy();
    expect(screen.getByText('Grooming Package: Full Groom')).toBeTruthy();
    expect(document.querySelector('time')?.getAttribute('dateTime')).toBe(
      '2026-11-20T08:30:00.000Z',
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/bookings');
    expect((init!.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
  });

  it('shows the appointment time of a confirmed booking, in Dubai time', async () => {
    renderList({
      data: [
        {
          reference: 'BK-9H4M2P',
          service: 'Dog',
          message: '',
          status: 'confirmed',
          created_at: '2026-11-20T08:30:00.000Z',
          scheduled_at: '2026-11-27T11:30:00.000Z',
        },
        {
          reference: 'BK-3C8D5E',
          service: 'Cat',
          message: '',
          status: 'requested',
          created_at: '2026-11-21T08:30:00.000Z',
          scheduled_at: null,
        },
      ],
    });
    expect(await screen.findByText('Confirmed')).toBeTruthy();
    const appointments = screen.getAllByText(/^Appointment:/);
    expect(appointments.map((node) => node.textContent)).toEqual([
      'Appointment: 27 November 2026 at 15:30 (Dubai time)',
    ]);
  });

  it('invites a customer without bookings to book grooming', async () => {
    renderList({ data: [] });
    expect(await screen.findByText('No booking requests yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book Grooming' }).getAttribute('href')).toBe(
      '/booking',
    );
  });
});
