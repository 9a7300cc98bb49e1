import type { AdminBooking } from '@petshop/contracts/admin-bookings';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../../../test/fetch-router.ts';
import { spyOnToasts } from '../../../../test/toast-spy.ts';
import { setStaffSession } from '../../staff-session.ts';
import { Component as BookingsScreen } from '../bookings-screen.tsx';

const booking: AdminBooking = {
  id: 7,
  reference: 'BK-7F3K9Q',
  name: 'Mariam Haddad',
  email: 'mariam@example.ae',
  phone: '+971501234567',
  service: 'Cat',
  message: 'Grooming Package: Full Groom',
  status: 'requested',
  statusLabel: 'New',
  scheduledAt: null,
  staffNotes: 'Prefers mornings',
  userId: null,
  createdAt: '2026-11-20T08:30:00.000Z',
  updatedAt: '2026-11-20T08:30:00.000Z',
};

function renderAt(path: string) {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/bookings/*" element={<BookingsScreen />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const notesBox = () => screen.getByLabelText(/Staff notes/) as HTMLTextAreaElement;
const saveBar = () => screen.getByRole('group', { name: 'Save bar' });

let toasts: string[];
beforeEach(() => {
  toasts = spyOnToasts();
  setStaffSession({
    token: 'staff-tok',
    staff: {
      id: 1,
      email: 'sara@shop.ae',
      name: 'Sara',
      role: 'staff',
      isActive: true,
      hasPassword: true,
    },
  });
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the booking's staff notes behind the save bar", () => {
  it('says there are unsaved changes, asks before leaving with them, and discards after asking', async () => {
    routeFetch({
      'GET /api/admin/bookings/7': () => json(200, booking),
      'GET /api/admin/bookings': () => json(200, { items: [], total: 0, page: 1, pageSize: 25 }),
    });
    renderAt('/admin/bookings/7');
    await screen.findByRole('heading', { name: /BK-7F3K9Q/ });
    expect(within(saveBar()).queryByText('Unsaved changes')).toBeNull();
    expect(within(saveBar()).queryByRole('button', { name: 'Discard' })).toBeNull();

    fireEvent.change(notesBox(), { target: { value: 'Prefers mornings. Nervous around dryers' } });
    expect(within(saveBar()).getByText('Unsaved changes')).toBeTruthy();
    const closing = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(closing);
    expect(closing.defaultPrevented).toBe(true);

    // A link waits for the answer; staying keeps what was typed.
    fireEvent.click(screen.getByRole('link', { name: '← All bookings' }));
    const leave = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    fireEvent.click(within(leave).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(notesBox().value).toBe('Prefers mornings. Nervous around dryers');

    // Discard asks first; "Continue editing" keeps the work, "Discard changes" drops it.
    fireEvent.click(within(saveBar()).getByRole('button', { name: 'Discard' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Discard all unsaved changes?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Continue editing' }));
    expect(notesBox().value).toBe('Prefers mornings. Nervous around dryers');
    fireEvent.click(within(saveBar()).getByRole('button', { name: 'Discard' }));
    fireEvent.click(
      within(
        await screen.findByRole('alertdialog', { name: 'Discard all unsaved changes?' }),
      ).getByRole('button', { name: 'Discard changes' }),
    );
    expect(notesBox().value).toBe('Prefers mornings');
    expect(within(saveBar()).queryByText('Unsaved changes')).toBeNull();
    expect((screen.getByRole('button', { name: 'Save notes' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    // Nothing unsaved: the link goes at once.
    fireEvent.click(screen.getByRole('link', { name: '← All bookings' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: /BK-7F3K9Q/ })).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(toasts).toEqual([]);
  });

  it('saves, then leaves without a question, with a toast that says what was saved', async () => {
    routeFetch({
      'GET /api/admin/bookings/7': () => json(200, booking),
      'PATCH /api/admin/bookings/7/notes': ({ body }) =>
        json(200, { ...booking, staffNotes: (body as { staffNotes: string }).staffNotes }),
    });
    renderAt('/admin/bookings/7');
    await screen.findByRole('heading', { name: /BK-7F3K9Q/ });
    fireEvent.change(notesBox(), { target: { value: 'Nervous around dryers' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save notes' }));
    expect(await within(saveBar()).findByText('Notes saved.')).toBeTruthy();
    expect(toasts).toEqual(['success: The staff notes of BK-7F3K9Q were saved.']);
    const closing = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(closing);
    expect(closing.defaultPrevented).toBe(false);
  });
});

describe('a toast after each move of a booking', () => {
  it('says what changed: contacted, confirmed (the customer e-mailed), rescheduled', async () => {
    let current = booking;
    routeFetch({
      'GET /api/admin/bookings/7': () => json(200, current),
      'POST /api/admin/bookings/7/status': ({ body }) => {
        const move = body as { status: AdminBooking['status']; scheduledAt?: string };
        current = {
          ...current,
          status: move.status,
          statusLabel: move.status === 'contacted' ? 'Contacted' : 'Confirmed',
          scheduledAt: move.scheduledAt ? '2026-12-03T11:30:00.000Z' : current.scheduledAt,
        };
        return json(200, current);
      },
    });
    renderAt('/admin/bookings/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Mark contacted' }));
    await screen.findByRole('heading', { name: /Contacted/ });

    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    let dialog = await screen.findByRole('dialog', { name: 'Confirm the booking' });
    fireEvent.change(within(dialog).getByLabelText(/Date and time/), {
      target: { value: '2026-12-03T15:30' },
    });
    fireEvent.click(
      within(dialog).getByRole('button', { name: 'Confirm and e-mail the customer' }),
    );
    await screen.findByRole('heading', { name: /Confirmed/ });

    fireEvent.click(screen.getByRole('button', { name: 'Change date and time' }));
    dialog = await screen.findByRole('dialog', { name: 'Change the date and time' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change and e-mail the customer' }));
    await waitFor(() => expect(toasts).toHaveLength(3));
    expect(toasts).toEqual([
      'success: Booking BK-7F3K9Q is marked contacted.',
      'success: Booking BK-7F3K9Q is confirmed; the customer was e-mailed.',
      'success: Booking BK-7F3K9Q has a new date and time; the customer was e-mailed.',
    ]);
  });
});
