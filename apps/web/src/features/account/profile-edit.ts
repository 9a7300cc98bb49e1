import { t } from '@lingui/core/macro';
import type { UpdateProfileRequest } from '@petshop/contracts';
import { GENDERS, type Gender } from '@petshop/contracts/constants';
import { ApiRequestError } from '../../lib/api-client.ts';
import { localeOf } from '@petshop/contracts/language';
import { currentLanguage } from '../../lib/i18n.ts';
import { networkErrorMessage } from './auth-messages.ts';
import type { ProfileDetails } from './profile-details.ts';

/** The General tab's Edit form, as typed. */
export interface ProfileEditValues {
  firstName: string;
  lastName: string;
  phone: string;
  gender: Gender | '';
  dateOfBirth: string;
}

/** The choices of the gender control: saying nothing is a choice. */
export const GENDER_OPTIONS: readonly { value: Gender | ''; label: string }[] = [
  { value: '', label: 'Prefer not to say' },
  ...GENDERS.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) })),
];

/** A choice of the gender control as the customer reads it (GENDER_OPTIONS holds the English). */
export function genderOptionLabel(value: Gender | ''): string {
  if (value === 'male') return t`Male`;
  if (value === 'female') return t`Female`;
  return t`Prefer not to say`;
}

const asGender = (value: string): Gender | '' =>
  (GENDERS as readonly string[]).includes(value.toLowerCase())
    ? (value.toLowerCase() as Gender)
    : '';

/** The form starts from the profile as the read-only view shows it. */
export function toEditValues(profile: ProfileDetails): ProfileEditValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone,
    gender: asGender(profile.gender),
    dateOfBirth: /^\d{4}-\d{2}-\d{2}$/.test(profile.dateOfBirth) ? profile.dateOfBirth : '',
  };
}

/** PATCH /api/profile's body: trimmed (the server drops the phone's spaces); empty clears. */
export function toUpdateRequest(values: ProfileEditValues): UpdateProfileRequest {
  return {
    first_name: values.firstName.trim(),
    last_name: values.lastName.trim(),
    phone: values.phone.trim(),
    gender: values.gender || null,
    date_of_birth: values.dateOfBirth || null,
  };
}

/** The server's first complaint per field (`{errors: {phone: [...]}}`), for showing under each. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError) || error.status !== 422) return {};
  const errors = error.body?.errors ?? {};
  return Object.fromEntries(
    Object.entries(errors).flatMap(([field, messages]) =>
      messages[0] ? [[field, messages[0]]] : [],
    ),
  );
}

/** A failed request's message when no field carries it: the server's words, or the network's. */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    return error.status >= 500 || !error.message
      ? t`Something went wrong on our side. Please try again.`
      : error.message;
  }
  if (error instanceof TypeError) return networkErrorMessage();
  return t`Something went wrong. Please try again.`;
}

/** A date of birth as the read-only view shows it: '23 April 1990'. */
export function formatDateOfBirth(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return '';
  const value = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(localeOf(currentLanguage()), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(value);
}
