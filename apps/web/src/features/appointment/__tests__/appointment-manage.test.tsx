import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../../test/fetch-router.ts';
import { AppointmentManage } from '../appointment-manage.tsx';

const TOKEN = 'k'.repeat(43);
const appointment = {
  reference: 'BK-7F3K9Q',
  status: 'confirmed',
  starts_at: '2026-12-07T06:00:00.000Z',
  ends_at: '2026-12-07T07:15:00.000Z',
  pet_size: 'dog_small',
  services: [
    { name: 'Basic Groom', price: 120, duration_minutes: 60 },
    { name: 'Nail Trimming', price: 30, duration_minutes: 15 },
  ],
  price: 150,
  groomer: 'Amira',
};
const byLink = (canChange = true) => ({
  appointment,
  can_change: canChange,
  service_id: 1,
  add_on_ids: [3],
});
const slots = {
  duration_minutes: 75,
  price: 150,
  days: [
    {
      date: '2026-12-08',
      slots: [
        { starts_at: '2026-12-08T06:00:00.000Z', time: '10:00' },
        { starts_at: '2026-12-08T06:30:00.000Z', time: '10:30' },
      ],
    },
    { date: '2026-12-09', slots: [{ starts_at: '2026-12-09T11:00:00.000Z', time: '15:00' }] },
  ],
};
const SLOTS_KEY = 'GET /api/grooming/slots?service_id=1&pet_size=dog_small&add_on_ids=3';

function renderPage() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <AppointmentManage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  window.location.hash = `#token=${TOKEN}`;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.location.hash = '';
});

describe('the appointment’s private link', () => {
  it('shows the appointment in Dubai time and cancels it after asking', async () => {
    const api = routeFetch({
      'POST /api/appointments/manage': () => json(200, byLink()),
      'POST /api/appointments/manage/cancel': () =>
        json(200, { reference: 'BK-7F3K9Q', status: 'cancelled' }),
    });
    renderPage();
    expect(
      await screen.findByText('Mon 7 Dec 2026 at 10:00 AM (Dubai time), until 11:15 AM'),
    ).toBeTruthy();
    expect(screen.getByText('Amira')).toBeTruthy();
    expect(screen.getByText('Small dog (up to 10 kg)')).toBeTruthy();
    expect(screen.getByText('Nail Trimming: AED 30.00')).toBeTruthy();
    expect(api.calls[0]!.body).toEqual({ token: TOKEN });

    fireEvent.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Your appointment BK-7F3K9Q is cancelled.')).toBeTruthy();
    expect(api.calls.at(-1)!.body).toEqual({ token: TOKEN });
  });

  it('moves it to a free time of the same services, by keyboard-usable choices', async () => {
    const api = routeFetch({
      'POST /api/appointments/manage': () => json(200, byLink()),
      [SLOTS_KEY]: () => json(200, slots),
      'POST /api/appointments/manage/move': () =>
        json(200, {
          appointment: {
            ...appointment,
            starts_at: '2026-12-09T11:00:00.000Z',
            ends_at: '2026-12-09T12:15:00.000Z',
          },
        }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Choose another time' }));
    // Days and times are radio buttons: the browser moves between them with the arrow keys.
    const wednesday = await screen.findByRole('radio', { name: 'Wed 9 Dec' });
    fireEvent.click(wednesday);
    fireEvent.click(screen.getByRole('radio', { name: '3:00 PM' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move to this time' }));
    expect(await screen.findByText('Your appointment has moved.')).toBeTruthy();
    expect(screen.getByText('Wed 9 Dec 2026 at 3:00 PM (Dubai time), until 4:15 PM')).toBeTruthy();
    expect(api.calls.at(-1)!.body).toEqual({ token: TOKEN, starts_at: '2026-12-09T11:00:00.000Z' });
  });

  it('says a taken time was taken, and a dead link is dead', async () => {
    routeFetch({
      'POST /api/appointments/manage': () => json(200, byLink()),
      [SLOTS_KEY]: () => json(200, slots),
      'POST /api/appointments/manage/move': () =>
        json(409, { message: 'That time was just taken, please pick another.' }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Choose another time' }));
    fireEvent.click(await screen.findByRole('radio', { name: '10:30 AM' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move to this time' }));
    expect(await screen.findByText('That time was just taken, please pick another.')).toBeTruthy();

    cleanup();
    vi.unstubAllGlobals();
    routeFetch({
      'POST /api/appointments/manage': () =>
        json(404, {
          message:
            'This link no longer works: the appointment was cancelled or moved (the newest e-mail has its link).',
        }),
    });
    renderPage();
    expect(
      await screen.findByText(
        'This link no longer works: the appointment was cancelled or moved (the newest e-mail has its link).',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book grooming' })).toBeTruthy();
  });

  it('offers no change within a day of the start, and names the shop’s phone', async () => {
    routeFetch({
      'POST /api/appointments/manage': () => json(200, byLink(false)),
      'GET /api/settings': () => json(200, { support_phone: '+971 4 555 0123' }),
    });
    renderPage();
    await waitFor(() =>
      expect(
        screen.getByText(/It starts within 24 hours, so it can no longer be changed online/),
      ).toBeTruthy(),
    );
    expect(screen.queryByRole('button', { name: 'Cancel appointment' })).toBeNull();
  });
});
