// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
import {
  loadErrorMessage,
  loginErrorMessage,
  MissingTokenError,
  NETWORK_ERROR_MESSAGE,
  registrationErrorMessage,
} from '../auth-messages.ts';

const answer = (status: number, body: Record<string, unknown> | null) =>
  new ApiRequestError(status, body, `Request failed (${status})`);

describe('loginErrorMessage (spec §8 "Login")', () => {
  it("says 'Invalid email or password' when the message mentions invalid or not found", () => {
    expect(loginErrorMessage(answer(401, { message: 'Invalid email or password' }))).toBe(
      'Invalid email or password',
    );
    expect(loginErrorMessage(answer(404, { message: 'User not found' }))).toBe(
      'Invalid email or password',
    );
    expect(loginErrorMessage(answer(401, { error: 'INVALID credentials' }))).toBe(
      'Invalid email or password',
    );
  });

  it("otherwise shows the server's message, then its error, then 'Login failed'", () => {
    const throttled = 'Too many failed login attempts. Please try again in 2 minutes.';
    expect(loginErrorMessage(answer(429, { message: throttled }))).toBe(throttled);
    expect(loginErrorMessage(answer(403, { error: 'Account locked' }))).toBe('Account locked');
    expect(loginErrorMessage(answer(500, null))).toBe('Login failed');
    expect(loginErrorMessage(answer(502, { message: '' }))).toBe('Login failed');
  });

  it('names a missing token, a network failure, and anything else', () => {
    expect(loginErrorMessage(new MissingTokenError())).toBe('Login failed. No token received.');
    expect(loginErrorMessage(new TypeError('Failed to fetch'))).toBe(
      'Network error. Please check your connection and try again.',
    );
    expect(loginErrorMessage(new Error('boom'))).toBe('Login failed');
  });
});

describe('registrationErrorMessage (spec §8 "Registration")', () => {
  it('maps field errors: email, then phone, then the first message', () => {
    expect(
      registrationErrorMessage(
        answer(422, {
          message: 'The email has already been taken.',
          errors: { email: ['The email has already been taken.'], phone: ['taken'] },
        }),
      ),
    ).toBe('Email already exists. Please use another email.');
    expect(
      registrationErrorMessage(
        answer(422, { errors: { phone: ['The phone has already been taken.'] } }),
      ),
    ).toBe('Phone number already exists. Please use another phone.');
    expect(
      registrationErrorMessage(
        answer(422, {
          message: 'x',
          errors: { password: ['The password must be at least 6 characters.'] },
        }),
      ),
    ).toBe('The password must be at least 6 characters.');
    expect(registrationErrorMessage(answer(422, { errors: { first_name: [] } }))).toBe(
      'Validation failed',
    );
    expect(registrationErrorMessage(answer(422, { errors: {} }))).toBe('Validation failed');
  });

  it("maps 'Duplicate entry' messages by the key they name, and shows other messages as is", () => {
    expect(
      registrationErrorMessage(
        answer(500, {
          message: "SQLSTATE[23000]: Duplicate entry '0501234567' for key 'users_phone_unique'",
        }),
      ),
    ).toBe('Phone number already exists. Please use another one.');
    expect(
      registrationErrorMessage(
        answer(500, { message: "Duplicate entry 'phoebe@x.com' for key 'users_email_unique'" }),
      ),
    ).toBe('Email already exists. Please use another one.');
    expect(registrationErrorMessage(answer(429, { message: 'Too many attempts.' }))).toBe(
      'Too many attempts.',
    );
    expect(registrationErrorMessage(answer(500, { message: 'Duplicate entry for key x' }))).toBe(
      'Duplicate entry for key x',
    );
  });

  it('without a body: 422, 500 and any other status', () => {
    expect(registrationErrorMessage(answer(422, null))).toBe(
      'Please check your input and try again.',
    );
    expect(registrationErrorMessage(answer(500, null))).toBe(
      'Server error. Please try again later.',
    );
    expect(registrationErrorMessage(answer(503, null))).toBe('Registration failed (503).');
    expect(registrationErrorMessage(answer(404, {}))).toBe('Registration failed (404).');
  });

  it('a network failure, and anything else', () => {
    expect(registrationErrorMessage(new TypeError('Failed to fetch'))).toBe(NETWORK_ERROR_MESSAGE);
    expect(registrationErrorMessage(new Error('boom'))).toBe(
      'An unexpected error occurred. Please try again.',
    );
    expect(registrationErrorMessage('weird')).toBe(
      'An unexpected error occurred. Please try again.',
    );
  });
});

describe('loadErrorMessage (spec §8 "Profile … loads")', () => {
  it("gives the network message, the server's message, or 'Failed to load {thing}'", () => {
    expect(loadErrorMessage(new TypeError('Failed to fetch'), 'profile')).toBe(
      NETWORK_ERROR_MESSAGE,
    );
    expect(loadErrorMessage(answer(404, { message: 'Account not found' }), 'profile')).toBe(
      'Account not found',
    );
    expect(loadErrorMessage(answer(500, null), 'profile')).toBe('Failed to load profile');
    expect(loadErrorMessage(new Error('x'), 'profile')).toBe('Failed to load profile');
  });
});
