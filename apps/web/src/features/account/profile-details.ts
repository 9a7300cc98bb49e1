import { t } from '@lingui/core/macro';
import { formatShopDate } from '../../lib/dates.ts';

/**
 * Spec §3 "Profile" is tolerant of many spellings and §7 says the answer may be wrapped as data,
 * user or profile. Everything the account pages show is read through here, once.
 */
export interface ProfileDetails {
  id: number | string | null;
  fullName: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** Street address with city, postal code and country, as one line. */
  address: string;
  gender: string;
  /** YYYY-MM-DD, or '' when not given. */
  dateOfBirth: string;
  /** Issue 21: false until the customer opened the e-mailed link; null when the server does not say. */
  emailVerified: boolean | null;
  createdAt: string | null;
  ordersCount: number;
  couponsCount: number;
}

type Raw = Record<string, unknown>;

const isRecord = (value: unknown): value is Raw =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** The profile record inside `{data}`, `{user}`, `{profile}` (or `{data: {user}}`), or the body. */
export function unwrapProfile(body: unknown): Raw {
  let current: unknown = body;
  for (let depth = 0; depth < 3 && isRecord(current); depth += 1) {
    const inner = current.data ?? current.user ?? current.profile;
    if (!isRecord(inner)) break;
    current = inner;
  }
  return isRecord(current) ? current : {};
}

function text(raw: Raw, ...keys: string[]): string {
  for (const key of keys) {
    const value = raw[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
    if (typeof value === 'number') return String(value);
  }
  return '';
}

function count(raw: Raw, ...keys: string[]): number {
  for (const key of keys) {
    const value = Number(raw[key]);
    if (raw[key] !== null && raw[key] !== undefined && Number.isFinite(value)) return value;
  }
  return 0;
}

/** Spec §3: the full name split at the first space when first and last name are not given. */
export function splitName(name: string): { first: string; last: string } {
  const trimmed = name.trim();
  const space = trimmed.indexOf(' ');
  return space === -1
    ? { first: trimmed, last: '' }
    : { first: trimmed.slice(0, space), last: trimmed.slice(space + 1).trim() };
}

export function toProfileDetails(body: unknown): ProfileDetails {
  const raw = unwrapProfile(body);
  const fullName = text(raw, 'name', 'full_name', 'fullName', 'username');
  const split = splitName(fullName);
  const firstName = text(raw, 'first_name', 'firstName', 'firstname') || split.first;
  const lastName = text(raw, 'last_name', 'lastName', 'lastname') || split.last;
  const id = raw.id ?? raw.user_id ?? raw.userId;
  const address = [
    text(raw, 'address', 'street', 'address_line1'),
    text(raw, 'city'),
    text(raw, 'postal_code', 'postalCode', 'zip_code', 'zipCode'),
    text(raw, 'country'),
  ].filter(Boolean);
  return {
    id: typeof id === 'number' || typeof id === 'string' ? id : null,
    fullName: fullName || [firstName, lastName].filter(Boolean).join(' '),
    firstName,
    lastName,
    email: text(raw, 'email', 'user_email', 'userEmail'),
    phone: text(raw, 'phone', 'phone_number', 'phoneNumber', 'mobile'),
    address: address.join(', '),
    gender: text(raw, 'gender', 'sex'),
    dateOfBirth: text(raw, 'date_of_birth', 'dateOfBirth', 'birthday'),
    emailVerified: typeof raw.email_verified === 'boolean' ? raw.email_verified : null,
    createdAt: text(raw, 'created_at', 'createdAt', 'joined_at', 'member_since') || null,
    ordersCount: count(raw, 'orders_count', 'ordersCount', 'total_orders'),
    couponsCount: count(raw, 'coupons_count', 'couponsCount', 'active_coupons'),
  };
}

/** 'Member Since': the month and year the account was made ('November 2026'). */
export function formatMemberSince(createdAt: string | null): string | null {
  return formatShopDate(createdAt, 'month');
}

/** A gender as stored ('male', 'FEMALE') shown capitalised. */
export function formatGender(gender: string): string {
  const code = gender.toLowerCase();
  if (code === 'male') return t`Male`;
  if (code === 'female') return t`Female`;
  return gender ? gender.charAt(0).toUpperCase() + gender.slice(1).toLowerCase() : '';
}
