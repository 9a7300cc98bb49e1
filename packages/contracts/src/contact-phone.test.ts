import { describe, expect, it } from 'vitest';
import { registerRequestSchema } from './auth.ts';
import { bookingRequestSchema } from './booking.ts';
import { countPhoneDigits, isValidContactPhone } from './constants.ts';
import { canonicalPhone } from './phones.ts';
import { customerInfoSchema } from './orders.ts';

const ACCEPTED = [
  ['a Dubai landline', '04 555 0123'],
  ['the same, international', '+971 4 555 0123'],
  ['brackets and a hyphen', '(04) 555-0123'],
  ['7 digits', '800 1234'],
  ['a mobile', '+971 50 123 4567'],
  ['15 digits', '+123 456 789 012 345'],
  ['spaces around it', '  04 555 0123 '],
  ['no-break spaces', '04\u00a0555\u00a00123'],
] as const;

const REFUSED = [
  ['6 digits', '123456'],
  ['16 digits', '1234 5678 9012 3456'],
  ['a letter', '04 555 O123'],
  ['words', 'call me'],
  ['two plus signs', '++971 4 555 0123'],
  ['a plus that does not lead', '971+4 555 0123'],
  ['dots', '04.555.0123'],
  ['a line break', '04\n555 0123'],
  ['no digits', '-- -- -- --'],
  ['longer than 25 characters', '0 4 - 5 5 5 - 0 1 2 3 - 4 5 6'],
  ['nothing', ''],
] as const;

describe('countPhoneDigits', () => {
  it('counts the digits whatever separates them', () => {
    expect(countPhoneDigits('+971 (4) 555-0123')).toBe(11);
    expect(countPhoneDigits('-- --')).toBe(0);
  });
});

describe('isValidContactPhone (checkout and booking phones)', () => {
  it.each(ACCEPTED)('accepts %s: %s', (_what, phone) => {
    expect(isValidContactPhone(phone)).toBe(true);
  });

  it.each(REFUSED)('refuses %s: %s', (_what, phone) => {
    expect(isValidContactPhone(phone)).toBe(false);
  });
});

const booking = { name: 'Fatima', email: 'fatima@example.ae', service: 'Dog' };
const BOOKING_PHONE = 'The phone number must have 7 to 15 digits, optionally starting with +.';

describe('bookingRequestSchema phone', () => {
  it.each(ACCEPTED)('accepts %s (%s), stored in its one form', (_what, phone) => {
    const parsed = bookingRequestSchema.parse({ ...booking, phone });
    expect(parsed.phone).toBe(canonicalPhone(phone));
  });

  it.each(REFUSED.filter(([what]) => what !== 'nothing'))('refuses %s: %s', (_what, phone) => {
    const result = bookingRequestSchema.safeParse({ ...booking, phone });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['phone'], BOOKING_PHONE],
    ]);
  });

  it('asks for a phone when there is none', () => {
    const result = bookingRequestSchema.safeParse({ ...booking, phone: '  ' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Please enter your phone number.',
    ]);
  });
});

const customer = { name: 'Aisha', email: 'aisha@example.ae' };
const CHECKOUT_PHONE = 'The phone must have 7 to 15 digits, optionally starting with +.';

describe('customerInfoSchema phone (checkout)', () => {
  it.each(ACCEPTED)('accepts %s (%s), stored in its one form', (_what, phone) => {
    expect(customerInfoSchema.parse({ ...customer, phone }).phone).toBe(canonicalPhone(phone));
  });

  it('stores a UAE number with +971 however it was typed (issue 27, decision 071)', () => {
    for (const phone of [
      '050 123 4567',
      '+971 50 123 4567',
      '00971501234567',
      '+971 (0)50 1234567',
    ]) {
      expect(customerInfoSchema.parse({ ...customer, phone }).phone).toBe('+971501234567');
    }
    expect(customerInfoSchema.parse({ ...customer, phone: '04 555 0123' }).phone).toBe(
      '+97145550123',
    );
  });

  it.each(REFUSED.filter(([what]) => what !== 'nothing'))('refuses %s: %s', (_what, phone) => {
    const result = customerInfoSchema.safeParse({ ...customer, phone });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['phone'], CHECKOUT_PHONE],
    ]);
  });

  it('asks for a phone when there is none', () => {
    const result = customerInfoSchema.safeParse({ ...customer, phone: '' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'The phone field is required.',
    ]);
  });
});

describe('registerRequestSchema phone (spec §5: 10 to 15 digits)', () => {
  const account = {
    first_name: 'Aisha Al Marri',
    email: 'aisha@example.ae',
    password: 'secret-123',
    password_confirmation: 'secret-123',
  };

  it('still refuses the 9-digit landline a booking accepts', () => {
    const result = registerRequestSchema.safeParse({ ...account, phone: '04 555 0123' });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['phone']]);
  });

  it('accepts 10 digits', () => {
    expect(registerRequestSchema.parse({ ...account, phone: '050 123 4567' }).phone).toBe(
      '+971501234567',
    );
  });
});
