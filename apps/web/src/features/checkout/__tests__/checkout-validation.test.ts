// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CheckoutFormValues } from '../checkout-types.ts';
import { EMPTY_CHECKOUT_FORM, validateCheckoutForm } from '../checkout-validation.ts';

const valid: CheckoutFormValues = {
  emirate: 'Dubai',
  area: 'Al Jaddaf',
  street: 'Al Jaddaf Street',
  building: 'Villa 12',
  flat: '',
  landmark: '',
  country: 'United Arab Emirates',
  name: 'Sara Al Mansouri',
  email: 'sara@example.ae',
  phone: '+971 50 123 4567',
};

describe('checkout validation (spec §5)', () => {
  it('requires emirate, area, street, building, country, name, email and phone; flat and landmark are optional', () => {
    expect(validateCheckoutForm(EMPTY_CHECKOUT_FORM)).toEqual({
      emirate: 'This field is required',
      area: 'This field is required',
      street: 'This field is required',
      building: 'This field is required',
      country: 'This field is required',
      name: 'This field is required',
      email: 'This field is required',
      phone: 'This field is required',
    });
  });

  it('counts a field of spaces as blank', () => {
    expect(validateCheckoutForm({ ...valid, area: '   ', name: '\t' })).toEqual({
      area: 'This field is required',
      name: 'This field is required',
    });
  });

  it('accepts a complete form', () => {
    expect(validateCheckoutForm(valid)).toEqual({});
    expect(
      validateCheckoutForm({ ...valid, flat: 'Flat 305', landmark: 'Opposite the mosque' }),
    ).toEqual({});
  });

  it.each(['sara', 'sara@', 'sara@example', '@example.ae', 'sa ra@example.ae'])(
    'rejects the email %s',
    (email) => {
      expect(validateCheckoutForm({ ...valid, email })).toEqual({
        email: 'Please enter a valid email address',
      });
    },
  );

  it.each([
    '+971 (50) 123-4567',
    '050-123-4567',
    '04 555 0123',
    '+971 4 555 0123',
    '(04) 555-0123',
    '800 1234',
    ' +971501234567 ',
  ])('accepts the phone %s', (phone) => {
    expect(validateCheckoutForm({ ...valid, phone })).toEqual({});
  });

  it.each([
    'phone',
    '+971 50 ABC 4567',
    '12',
    '123456',
    '1234 5678 9012 3456',
    '++971 4 555 0123',
    '971+50123456',
    '+971.50.123.4567',
    '-- -- -- --',
  ])('rejects the phone %s', (phone) => {
    expect(validateCheckoutForm({ ...valid, phone })).toEqual({
      phone: 'Please enter a valid phone number',
    });
  });
});
