// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { toProfileDetails } from '../profile-details.ts';
import {
  failureMessage,
  fieldErrorsOf,
  formatDateOfBirth,
  GENDER_OPTIONS,
  toEditValues,
  toUpdateRequest,
} from '../profile-edit.ts';

const profile = toProfileDetails({
  data: {
    name: 'Sara Al Mansouri',
    email: 'sara@example.com',
    phone: '+971501234567',
    gender: 'FEMALE',
    date_of_birth: '1990-04-23',
    email_verified: true,
  },
});

describe('the General tab edit form (issue 21)', () => {
  it('starts from the profile, the name split at the first space', () => {
    expect(toEditValues(profile)).toEqual({
      firstName: 'Sara',
      lastName: 'Al Mansouri',
      phone: '+971501234567',
      gender: 'female',
      dateOfBirth: '1990-04-23',
    });
  });

  it('leaves out a gender or date it does not understand', () => {
    const odd = toProfileDetails({ name: 'Kim', gender: 'robot', date_of_birth: '23/04/1990' });
    expect(toEditValues(odd)).toMatchObject({ gender: '', dateOfBirth: '' });
  });

  it('sends trimmed values, and null for an empty gender or date', () => {
    expect(
      toUpdateRequest({
        firstName: ' Sara ',
        lastName: ' Al Mansouri ',
        phone: ' +971 50 123 4567 ',
        gender: '',
        dateOfBirth: '',
      }),
    ).toEqual({
      first_name: 'Sara',
      last_name: 'Al Mansouri',
      phone: '+971 50 123 4567',
      gender: null,
      date_of_birth: null,
    });
  });

  it('offers "Prefer not to say" first, then the genders', () => {
    expect(GENDER_OPTIONS.map((option) => option.label)).toEqual([
      'Prefer not to say',
      'Male',
      'Female',
    ]);
  });

  it('shows a date of birth in words', () => {
    expect(formatDateOfBirth('1990-04-23')).toBe('23 April 1990');
    expect(formatDateOfBirth('')).toBe('');
  });

  it('reads the verified flag, and knows when the server did not say', () => {
    expect(profile.emailVerified).toBe(true);
    expect(toProfileDetails({ data: { email_verified: false } }).emailVerified).toBe(false);
    expect(toProfileDetails({ data: { email: 'a@b.co' } }).emailVerified).toBeNull();
  });
});

describe("the server's complaints", () => {
  const refused = new ApiRequestError(
    422,
    {
      message: 'The phone has already been taken.',
      errors: { phone: ['The phone has already been taken.'], gender: [] },
    },
    'Request failed',
  );

  it('puts the first message of each field under it', () => {
    expect(fieldErrorsOf(refused)).toEqual({ phone: 'The phone has already been taken.' });
    expect(fieldErrorsOf(new ApiRequestError(429, { message: 'Wait' }, 'x'))).toEqual({});
    expect(fieldErrorsOf(new TypeError('offline'))).toEqual({});
  });

  it("says the server's words, or a plain line for a crash or the network", () => {
    expect(failureMessage(new ApiRequestError(429, { message: 'Wait an hour.' }, 'x'))).toBe(
      'Wait an hour.',
    );
    expect(failureMessage(new ApiRequestError(500, { message: 'boom' }, 'x'))).toBe(
      'Something went wrong on our side. Please try again.',
    );
    expect(failureMessage(new TypeError('Failed to fetch'))).toBe(
      'Network error. Please check your connection and try again.',
    );
  });
});
