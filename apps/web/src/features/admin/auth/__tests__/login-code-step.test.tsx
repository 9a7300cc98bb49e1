import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../../../test/fetch-router.ts';
import { getStaffSession } from '../../staff-session.ts';
import { LoginPage } from '../login-page.tsx';

const challenge = 'c'.repeat(43);
const staff = {
  id: 5,
  email: 'o@shop.ae',
  name: 'Mariam',
  role: 'owner',
  isActive: true,
  hasPassword: true,
};

function logIn() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/admin/login']}>
        <LoginPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'o@shop.ae' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'right-password-1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

const loginAnswer = () =>
  json(200, {
    twoFactorRequired: true,
    challenge,
    message: 'Enter the 6-digit code from your authenticator app.',
  });

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the staff login of an account with two-factor sign-in (decision 054)', () => {
  it('asks for the code after the password and keeps the session it answers', async () => {
    const { calls } = routeFetch({
      'POST /api/admin/auth/login': loginAnswer,
      'POST /api/admin/auth/login/two-factor': () => json(200, { token: 'staff-tok', staff }),
    });
    logIn();
    const code = await screen.findByLabelText('Authentication code');
    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeTruthy();
    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(getStaffSession()?.token).toBe('staff-tok'));
    expect(
      calls.find((call) => call.key === 'POST /api/admin/auth/login/two-factor')?.body,
    ).toEqual({
      challenge,
      code: '123 456',
    });
  });

  it('sends a right code once: a second press while the page moves on sends nothing', async () => {
    const { calls } = routeFetch({
      'POST /api/admin/auth/login': loginAnswer,
      'POST /api/admin/auth/login/two-factor': () => json(200, { token: 'staff-tok', staff }),
    });
    logIn();
    fireEvent.change(await screen.findByLabelText('Authentication code'), {
      target: { value: '123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(getStaffSession()?.token).toBe('staff-tok'));
    const button = screen.getByRole('button', { name: /^Verif/ });
    expect(button.textContent).toBe('Verifying...');
    fireEvent.click(button);
    fireEvent.submit(screen.getByRole('form', { name: 'Two-factor sign-in' }));
    expect(
      calls.filter((call) => call.key === 'POST /api/admin/auth/login/two-factor'),
    ).toHaveLength(1);
  });

  it('sends a recovery code under its own name', async () => {
    const { calls } = routeFetch({
      'POST /api/admin/auth/login': loginAnswer,
      'POST /api/admin/auth/login/two-factor': () => json(200, { token: 'staff-tok', staff }),
    });
    logIn();
    fireEvent.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    fireEvent.change(screen.getByLabelText('Recovery code'), {
      target: { value: 'abcde-23456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(getStaffSession()?.token).toBe('staff-tok'));
    expect(calls.at(-1)?.body).toEqual({ challenge, recoveryCode: 'abcde-23456' });
  });

  it('shows a wrong code by the field, and an expired sign-in back at the password', async () => {
    let answer = json(422, {
      message: 'The given data was invalid.',
      errors: { code: ['That code is not right.'] },
    });
    routeFetch({
      'POST /api/admin/auth/login': loginAnswer,
      'POST /api/admin/auth/login/two-factor': () => answer,
    });
    logIn();
    const code = await screen.findByLabelText('Authentication code');
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('That code is not right.');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(code.getAttribute('aria-describedby')).toBe(
      screen.getByText('That code is not right.').id,
    );

    answer = json(401, { message: 'This sign-in has expired. Please log in again.' });
    fireEvent.change(code, { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This sign-in has expired. Please log in again.',
    );
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
    expect(getStaffSession()).toBeNull();
  });
});
