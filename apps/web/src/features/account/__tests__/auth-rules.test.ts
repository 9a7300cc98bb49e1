// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  normalizeEmail,
  toRegisterRequest,
  validateLogin,
  validateRegistration,
  type RegistrationValues,
} from '../auth-rules.ts';

describe('validateLogin (spec §5)', () => {
  it('needs both fields', () => {
    expect(validateLogin({ email: '', password: 'x' })?.message).toBe(
      'Please enter both email and password',
    );
    expect(validateLogin({ email: '  ', password: 'x' })?.field).toBe('email');
    expect(validateLogin({ email: 'a@b.co', password: '' })).toEqual({
      field: 'password',
      message: 'Please enter both email and password',
    });
  });

  it('needs an e-mail address that looks like one', () => {
    for (const email of ['sara', 'sara@', 'sara@example', '@example.com', 'sa ra@example.com']) {
      expect(validateLogin({ email, password: 'secret' })).toEqual({
        field: 'email',
        message: 'Please enter a valid email address',
      });
    }
    expect(validateLogin({ email: '  Sara@Example.COM ', password: 'secret' })).toBeNull();
  });

  it('trims and lowercases the e-mail that is sent', () => {
    expect(normalizeEmail('  Sara@Example.COM ')).toBe('sara@example.com');
  });
});

const valid: RegistrationValues = {
  fullName: 'Sara Ahmed',
  email: 'sara@example.com',
  phone: '+971501234567',
  password: 'secret1',
  confirmPassword: 'secret1',
};

describe('validateRegistration (spec §5, in order)', () => {
  it('reports the nine checks in order as the form is filled', () => {
    const steps: [Partial<RegistrationValues>, string, keyof RegistrationValues][] = [
      [{}, 'Please enter your full name.', 'fullName'],
      [{ fullName: 'Sara Ahmed' }, 'Please enter your email address.', 'email'],
      [{ email: 'sara@' }, 'Please enter a valid email address.', 'email'],
      [{ email: 'sara@example.com' }, 'Please enter your phone number.', 'phone'],
      [
        { phone: '12345' },
        'Please enter a valid phone number (10–15 digits, numbers only).',
        'phone',
      ],
      [{ phone: '+971501234567' }, 'Please enter a password.', 'password'],
      [{ password: 'abc' }, 'Password must be at least 6 characters long.', 'password'],
      [{ password: 'secret1' }, 'Please confirm your password.', 'confirmPassword'],
      [{ confirmPassword: 'secret2' }, 'Passwords do not match.', 'confirmPassword'],
    ];
    let values: RegistrationValues = {
      fullName: '',
      email: '',
      phone: '',
      password: '',
      confirmPassword: '',
    };
    for (const [change, message, field] of steps) {
      values = { ...values, ...change };
      expect(validateRegistration(values)).toEqual({ field, message });
    }
    expect(validateRegistration({ ...values, confirmPassword: 'secret1' })).toBeNull();
  });

  it('reports only the first failing check', () => {
    expect(
      validateRegistration({
        fullName: ' ',
        email: 'bad',
        phone: '1',
        password: '',
        confirmPassword: 'x',
      })?.message,
    ).toBe('Please enter your full name.');
  });

  it('accepts 10 to 15 digits with an optional leading +, ignoring spaces and hyphens', () => {
    const phone = (value: string) => validateRegistration({ ...valid, phone: value });
    expect(phone('0501234567')).toBeNull();
    expect(phone('+971 50 123-4567')).toBeNull();
    expect(phone('123456789012345')).toBeNull();
    expect(phone('123456789')?.field).toBe('phone');
    expect(phone('1234567890123456')?.field).toBe('phone');
    expect(phone('+97150abc4567')?.field).toBe('phone');
    expect(phone('++971501234567')?.field).toBe('phone');
  });

  it('accepts a password of exactly 6 characters', () => {
    expect(
      validateRegistration({ ...valid, password: '123456', confirmPassword: '123456' }),
    ).toBeNull();
  });
});

describe('toRegisterRequest (spec §3 "Registration payload")', () => {
  it('sends the full name as first_name and the password as its confirmation', () => {
    expect(
      toRegisterRequest({
        fullName: '  Sara Ahmed ',
        email: ' Sara@Example.com',
        phone: '+971 50 123 4567',
        password: 'secret1',
        confirmPassword: 'secret1',
      }),
    ).toEqual({
      first_name: 'Sara Ahmed',
      email: 'sara@example.com',
      phone: '+971501234567',
      password: 'secret1',
      password_confirmation: 'secret1',
    });
  });
});
