// @vitest-environment node
import type { Order } from '@petshop/contracts';
import { describe, expect, it } from 'vitest';
import { isRetriedCheckout } from '../checkout-navigation.ts';
import { EMPTY_CHECKOUT_FORM } from '../checkout-validation.ts';
import { savedCheckoutDetails, withSavedDetails } from '../saved-details.ts';
import { EMPTY_ADDRESS } from '../../../components/ui/address-fields.tsx';

const account = { fullName: 'Sara Al Mansouri', email: 'sara@example.ae', phone: '+971501234567' };

const latestOrder = {
  shipping_city: 'Dubai',
  shipping_street: ' Al Jaddaf Street ',
  shipping_country: 'United Arab Emirates',
  shipping_house_number: 'Villa 12',
  shipping_postal_code: null,
  customer_name: 'Sara M.',
  customer_email: null,
  customer_phone: '+971 55 000 1111',
} as Order;

describe('savedCheckoutDetails', () => {
  it("takes the latest order's address and contact, and the account where the order has none", () => {
    // An order of the spec's form: its city is the emirate, its house number the building.
    expect(savedCheckoutDetails(account, latestOrder)).toEqual({
      emirate: 'Dubai',
      area: '',
      street: 'Al Jaddaf Street',
      building: 'Villa 12',
      flat: '',
      landmark: '',
      country: 'United Arab Emirates',
      name: 'Sara M.',
      email: 'sara@example.ae',
      phone: '+971 55 000 1111',
    });
  });

  it("takes a UAE address's emirate, area, building, flat and landmark (decision 045)", () => {
    const uaeOrder = {
      ...latestOrder,
      shipping_city: 'Sharjah',
      shipping_emirate: 'Sharjah',
      shipping_area: 'Al Majaz 2',
      shipping_building: 'Al Majaz Tower',
      shipping_house_number: 'Al Majaz Tower',
      shipping_flat: 'Flat 1204',
      shipping_landmark: 'Opposite the park',
    } as Order;
    expect(savedCheckoutDetails(account, uaeOrder)).toMatchObject({
      emirate: 'Sharjah',
      area: 'Al Majaz 2',
      street: 'Al Jaddaf Street',
      building: 'Al Majaz Tower',
      flat: 'Flat 1204',
      landmark: 'Opposite the park',
    });
  });

  it('before a first order: the contact details of the account and no address', () => {
    expect(savedCheckoutDetails(account, undefined)).toEqual({
      ...EMPTY_ADDRESS,
      country: '',
      name: 'Sara Al Mansouri',
      email: 'sara@example.ae',
      phone: '+971501234567',
    });
    expect(Object.values(savedCheckoutDetails(undefined, undefined)).join('')).toBe('');
  });
});

describe('withSavedDetails', () => {
  const saved = savedCheckoutDetails(account, latestOrder);

  it('fills only the empty fields the customer has not edited', () => {
    const shown = withSavedDetails(
      { ...EMPTY_CHECKOUT_FORM, emirate: 'Abu Dhabi' },
      saved,
      new Set(['building']),
    );
    expect(shown).toMatchObject({ emirate: 'Abu Dhabi', street: 'Al Jaddaf Street', building: '' });
  });

  it('shows the form as it is until the saved details are known', () => {
    expect(withSavedDetails(EMPTY_CHECKOUT_FORM, null, new Set())).toBe(EMPTY_CHECKOUT_FORM);
  });
});

describe('isRetriedCheckout', () => {
  const cartItems = [{ cart_item_id: 1, product_id: 2, name: 'Cat Pâté', price: 12, quantity: 1 }];

  it("is the failed payment's retry, not the cart's Proceed to Checkout", () => {
    expect(isRetriedCheckout({ cartItems })).toBe(false);
    expect(isRetriedCheckout(null)).toBe(false);
    expect(isRetriedCheckout({ cartItems, deliveryAddress: { city: 'Dubai' } })).toBe(true);
    expect(isRetriedCheckout({ cartItems, contactInfo: { name: 'Sara' } })).toBe(true);
  });
});
