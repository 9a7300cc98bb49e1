// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  formatGender,
  formatMemberSince,
  splitName,
  toProfileDetails,
  unwrapProfile,
} from '../profile-details.ts';
import { parseProfileTab, PROFILE_TABS } from '../profile-tabs.ts';

const apiProfile = {
  id: 3,
  name: 'Sara Al Mansouri',
  first_name: 'Sara',
  last_name: 'Al Mansouri',
  email: 'sara@example.com',
  phone: '+971501234567',
  address: null,
  city: null,
  country: null,
  postal_code: null,
  gender: null,
  date_of_birth: null,
  avatar: null,
  email_verified: false,
  created_at: '2026-11-05T08:30:00.000Z',
  orders_count: 2,
  coupons_count: 0,
};

describe('unwrapProfile / toProfileDetails (spec §3, §7)', () => {
  it('accepts the answer wrapped as data, user or profile, or bare', () => {
    for (const body of [
      { data: apiProfile },
      { user: apiProfile },
      { profile: apiProfile },
      { data: { user: apiProfile } },
      apiProfile,
    ]) {
      expect(unwrapProfile(body)).toEqual(apiProfile);
    }
    expect(unwrapProfile(null)).toEqual({});
  });

  it('reads the API answer', () => {
    expect(toProfileDetails({ data: apiProfile })).toEqual({
      id: 3,
      fullName: 'Sara Al Mansouri',
      firstName: 'Sara',
      lastName: 'Al Mansouri',
      email: 'sara@example.com',
      phone: '+971501234567',
      address: '',
      gender: '',
      dateOfBirth: '',
      emailVerified: false,
      createdAt: '2026-11-05T08:30:00.000Z',
      ordersCount: 2,
      couponsCount: 0,
    });
  });

  it('splits the name at the first space when first and last name are missing', () => {
    const details = toProfileDetails({ user: { name: 'Omar bin Rashid', email: 'o@x.co' } });
    expect(details.firstName).toBe('Omar');
    expect(details.lastName).toBe('bin Rashid');
    expect(splitName('Cher')).toEqual({ first: 'Cher', last: '' });
  });

  it('tolerates other spellings and joins the address', () => {
    const details = toProfileDetails({
      profile: {
        firstName: 'Lina',
        lastName: 'Haddad',
        phone_number: '0501234567',
        address: 'Villa 4, Street 12',
        city: 'Dubai',
        country: 'UAE',
        createdAt: '2025-01-15T00:00:00Z',
        ordersCount: '5',
      },
    });
    expect(details).toMatchObject({
      firstName: 'Lina',
      lastName: 'Haddad',
      fullName: 'Lina Haddad',
      phone: '0501234567',
      address: 'Villa 4, Street 12, Dubai, UAE',
      ordersCount: 5,
      couponsCount: 0,
    });
  });
});

describe('formatting', () => {
  it("shows 'Member Since' as month and year", () => {
    expect(formatMemberSince('2026-11-05T08:30:00.000Z')).toBe('November 2026');
    expect(formatMemberSince('not a date')).toBeNull();
    expect(formatMemberSince(null)).toBeNull();
  });

  it('capitalises the gender', () => {
    expect(formatGender('FEMALE')).toBe('Female');
    expect(formatGender('')).toBe('');
  });
});

describe('parseProfileTab', () => {
  it('selects a listed tab; unknown or missing means general', () => {
    expect(parseProfileTab('coupons')).toBe('coupons');
    expect(parseProfileTab('notifications')).toBe('notifications');
    expect(parseProfileTab('general')).toBe('general');
    expect(parseProfileTab('wishlist')).toBe('wishlist');
    expect(parseProfileTab('security')).toBe('security');
    for (const value of [null, '', 'GENERAL', 'settings']) {
      expect(parseProfileTab(value)).toBe('general');
    }
  });

  it('lists the sections in the spec order, then My Appointments, My Addresses and Sign-in & Security (decisions 121, 050, 051)', () => {
    expect(PROFILE_TABS.map((tab) => tab.label)).toEqual([
      'General',
      'My Orders',
      'My Coupons',
      'All Notification',
      'My Wishlist',
      'My Appointments',
      'My Addresses',
      'Sign-in & Security',
    ]);
  });
});
