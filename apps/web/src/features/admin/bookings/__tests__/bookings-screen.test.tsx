import type { AdminBooking } from '@petshop/contracts/admin-bookings';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../../../test/fetch-router.ts';
import { spyOnToasts } from '../../../../test/toast-spy.ts';
import { renderAdminRoute, signInStaff } from '../../../../test/admin-screen.tsx';
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
  staffNotes: '',
  userId: null,
  language: 'ar',
  createdAt: '2026-11-20T08:30:00.000Z',
  updatedAt: '2026-11-20T08:30:00.000Z',
};
const confirmed: AdminBooking = {
  ...booking,
  status: 'confirmed',
  statusLabel: 'Confirmed',
  scheduledAt: '2026-12-03T11:30:00.000Z',
};

function renderAt(path: string) {
  renderAdminRoute('/admin/bookings/*', <BookingsScreen />, path);
}

let toasts: string[];
beforeEach(() => {
  toasts = spyOnToasts();
  localStorage.clear();
  signInStaff({ email: 'sara@shop.ae', name: 'Sara' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('back office bookings', () => {
  it('lists requests with status, appointment and notes, and filters by status', async () => {
    const list = (items: AdminBooking[]) => () =>
      json(200, { items, total: items.length, page: 1, pageSize: 25 });
    const { calls } = routeFetch({
      'GET /api/admin/bookings?sort=-created&page=1&pageSize=25': list([
        booking,
        { ...confirmed, id: 8, reference: 'BK-9H4M2P', staffNotes: 'Prefers mornings' },
      ]),
      'GET /api/admin/bookings?status=confirmed&sort=-created&page=1&pageSize=25': list([
        { ...confirmed, id: 8, reference: 'BK-9H4M2P' },
      ]),
    });
    renderAt('/admin/bookings');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('link', { name: 'BK-7F3K9Q' }).getAttribute('href')).toBe(
      '/admin/bookings/7',
    );
    expect(within(rows[1]!).getByText('New')).toBeTruthy();
    expect(within(rows[2]!).getByText('Confirmed')).toBeTruthy();
    expect(within(rows[2]!).getByText('3 December 2026 at 15:30')).toBeTruthy();
    expect(within(rows[2]!).getByText('Prefers mornings')).toBeTruthy();
    const listCall = calls.find((call) => call.url.startsWith('/api/admin/bookings'));
    expect(listCall!.init.headers).toMatchObject({ Authorization: 'Bearer staff-tok' });

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'confirmed' } });
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByText('1 booking')).toBeTruthy();
  });

  it('confirms with a date and time in a dialog, then offers complete and no-show', async () => {
    let current = booking;
    const { calls } = routeFetch({
      'GET /api/admin/bookings/7': () => json(200, current),
      'POST /api/admin/bookings/7/status': ({ body }) => {
        if ((body as { status: string }).status !== 'confirmed') {
          return json(409, { message: 'This booking is already Completed.' });
        }
        current = confirmed;
        return json(200, confirmed);
      },
    });
    renderAt('/admin/bookings/7');
    expect(await screen.findByRole('heading', { name: /BK-7F3K9Q/ })).toBeTruthy();
    expect(screen.getByText('No date and time agreed yet.')).toBeTruthy();
    // The visitor booked on the Arabic pages: their e-mails go in Arabic (decision 137).
    expect(screen.getByText('E-mails in Arabic')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Complete' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the booking' });
    // Nothing is sent without a time.
    fireEvent.click(
      within(dialog).getByRole('button', { name: 'Confirm and e-mail the customer' }),
    );
    expect(within(dialog).getByText('Enter the date and time of the appointment.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    const input = within(dialog).getByLabelText(/Date and time \(Dubai\)/);
    expect(input.getAttribute('type')).toBe('datetime-local');
    fireEvent.change(input, { target: { value: '2026-12-03T15:30' } });
    fireEvent.click(
      within(dialog).getByRole('button', { name: 'Confirm and e-mail the customer' }),
    );

    expect(await screen.findByText('3 December 2026 at 15:30')).toBeTruthy();
    const post = calls.find((call) => call.key === 'POST /api/admin/bookings/7/status');
    expect(post!.body).toEqual({ status: 'confirmed', scheduledAt: '2026-12-03T15:30' });
    expect(screen.getByRole('heading', { name: /Confirmed/ })).toBeTruthy();

    // The server's refusal is shown as it says it.
    fireEvent.click(screen.getByRole('button', { name: 'Complete' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This booking is already Completed.',
    );
    expect(screen.getByRole('button', { name: 'No-show' })).toBeTruthy();
  });

  it('cancels only after the confirmation dialog, with the reason as a note', async () => {
    const { calls } = routeFetch({
      'GET /api/admin/bookings/7': () => json(200, booking),
      'POST /api/admin/bookings/7/status': () =>
        json(200, { ...booking, status: 'cancelled', statusLabel: 'Cancelled' }),
    });
    renderAt('/admin/bookings/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/Reason/), {
      target: { value: 'Customer called to cancel' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel and e-mail the customer' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: /Cancelled/ })).toBeTruthy());
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      status: 'cancelled',
      note: 'Customer called to cancel',
    });
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });

  it('saves the staff notes', async () => {
    const { calls } = routeFetch({
      'GET /api/admin/bookings/7': () => json(200, booking),
      'PATCH /api/admin/bookings/7/notes': ({ body }) =>
        json(200, { ...booking, staffNotes: (body as { staffNotes: string }).staffNotes }),
    });
    renderAt('/admin/bookings/7');
    const notes = await screen.findByLabelText(/Staff notes/);
    const save = screen.getByRole('button', { name: 'Save notes' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(notes, { target: { value: 'Nervous around dryers' } });
    fireEvent.click(save);
    expect(await screen.findByText('Notes saved.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')!.body).toEqual({
      staffNotes: 'Nervous around dryers',
    });
    expect((notes as HTMLTextAreaElement).value).toBe('Nervous around dryers');
    // Saved: a toast says so, and leaving asks nothing.
    expect(toasts).toEqual(['success: The staff notes of BK-7F3K9Q were saved.']);
    const closing = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(closing);
    expect(closing.defaultPrevented).toBe(false);
  });
});

const notesBox = () => screen.getByLabelText(/Staff notes/) as HTMLTextAreaElement;
const saveBar = () => screen.getByRole('group', { name: 'Save bar' });

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

    fireEvent.change(notesBox(), { target: { value: 'Nervous around dryers' } });
    expect(within(saveBar()).getByText('Unsaved changes')).toBeTruthy();
    const closing = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(closing);
    expect(closing.defaultPrevented).toBe(true);

    // A link waits for the answer; staying keeps what was typed.
    fireEvent.click(screen.getByRole('link', { name: '← All bookings' }));
    const leave = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    fireEvent.click(within(leave).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(notesBox().value).toBe('Nervous around dryers');

    // Discard asks first; "Continue editing" keeps the work, "Discard changes" drops it.
    fireEvent.click(within(saveBar()).getByRole('button', { name: 'Discard' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Discard all unsaved changes?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Continue editing' }));
    expect(notesBox().value).toBe('Nervous around dryers');
    fireEvent.click(within(saveBar()).getByRole('button', { name: 'Discard' }));
    fireEvent.click(
      within(
        await screen.findByRole('alertdialog', { name: 'Discard all unsaved changes?' }),
      ).getByRole('button', { name: 'Discard changes' }),
    );
    expect(notesBox().value).toBe('');
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

describe('a dialog with typed words', () => {
  it('asks before the tab closes while it is open with a reason typed, not once closed', async () => {
    routeFetch({ 'GET /api/admin/bookings/7': () => json(200, booking) });
    renderAt('/admin/bookings/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    const closing = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(closing()).toBe(false);
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Called' } });
    expect(closing()).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the booking' }));
    await waitFor(() => expect(closing()).toBe(false));
  });
});
