import { ACCOUNT_DELETED, DELETE_ACCOUNT_WRONG_PASSWORD } from '@petshop/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../components/ui/toast.tsx';
import { getToken, saveSession } from '../../../lib/session.ts';
import { json, routeFetch } from '../../../test/fetch-router.ts';
import { DeleteAccountSection } from '../components/delete-account-section.tsx';

function renderSection() {
  saveSession({ token: 'tok-1', user: { id: 7, name: 'Mira', email: 'mira@example.ae' } });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}
    >
      <MemoryRouter initialEntries={['/profile']}>
        <Routes>
          <Route path="/profile" element={<DeleteAccountSection />} />
          <Route path="/" element={<h1>Home page</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  toast.dismiss('account-deleted');
  vi.unstubAllGlobals();
});

const passwordBox = (dialog: HTMLElement) => within(dialog).getByLabelText('Your password');

describe('Delete account (profile, General tab)', () => {
  it('asks for the password in a dialog that says what goes and what stays; a wrong one is refused', async () => {
    const { calls } = routeFetch({
      'POST /api/profile/delete': () =>
        json(422, {
          message: DELETE_ACCOUNT_WRONG_PASSWORD,
          errors: { password: [DELETE_ACCOUNT_WRONG_PASSWORD] },
        }),
    });
    renderSection();
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete your account?' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dialog).getByText(/Erased now:/).parentElement?.textContent).toContain(
      'saved addresses, cart and wishlist',
    );
    expect(within(dialog).getByText(/Kept for our accounts:/).parentElement?.textContent).toContain(
      'without your name, contact details or street address',
    );

    // Nothing typed: told so on the field, nothing sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    const box = passwordBox(dialog);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const described = () =>
      (box.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' ');
    expect(described()).toBe('Please enter your password.');
    expect(calls).toHaveLength(0);

    fireEvent.change(box, { target: { value: 'wrong-one' } });
    expect(box.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(described()).toBe(DELETE_ACCOUNT_WRONG_PASSWORD));
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(calls.map((call) => [call.key, call.body])).toEqual([
      ['POST /api/profile/delete', { password: 'wrong-one' }],
    ]);
    expect(getToken()).toBe('tok-1');

    // Keeping the account closes the dialog.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('with the right password: logged out, on the home page, with the confirmation', async () => {
    const { calls } = routeFetch({
      'POST /api/profile/delete': () => json(200, { message: ACCOUNT_DELETED }),
    });
    renderSection();
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete your account?' });
    fireEvent.change(passwordBox(dialog), { target: { value: 'kestrel-harbour-42' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('isAuthenticated')).toBe('false');
    expect(await screen.findByText(ACCOUNT_DELETED)).toBeTruthy();
    expect(calls[0]!.init.headers).toMatchObject({ Authorization: 'Bearer tok-1' });
  });
});
