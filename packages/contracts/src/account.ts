import { z } from 'zod';
import {
  emailField,
  languageField,
  linkTokenField,
  passwordConfirmationField,
  passwordField,
  passwordsMatch,
  phoneField,
  profileSchema,
  requiredText,
} from './auth.ts';
import { GENDERS, STAFF_PASSWORD_MIN } from './constants.ts';

// Issue 21: customers look after their own account (edit details, e-mail, password) and staff
// get back in by themselves. Beside the spec's routes; the spec's own shapes are unchanged.

const NAME_MAX = 50;

/** A calendar date written YYYY-MM-DD that exists (no 31 February), as UTC midnight. */
function calendarDate(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const exists =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return exists ? date : undefined;
}

export const DATE_OF_BIRTH_FORMAT = 'The date of birth must be a date like 1990-04-23.';
export const DATE_OF_BIRTH_PAST = 'The date of birth must be in the past.';
export const DATE_OF_BIRTH_TOO_OLD = 'The date of birth may not be before 1900.';

/** '' and null clear a field; anything else must be what the field holds. */
const blankAsNull = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '')
    ? null
    : typeof value === 'string'
      ? value.trim()
      : value;

/** A real date before today (UTC: the same day everywhere the shop's customers are, give or take). */
export const dateOfBirthField = z.preprocess(
  blankAsNull,
  z
    .string({ error: DATE_OF_BIRTH_FORMAT })
    .superRefine((value, context) => {
      const date = calendarDate(value);
      if (!date) return context.addIssue({ code: 'custom', message: DATE_OF_BIRTH_FORMAT });
      const today = new Date().toISOString().slice(0, 10);
      if (value >= today) context.addIssue({ code: 'custom', message: DATE_OF_BIRTH_PAST });
      else if (date.getUTCFullYear() < 1900) {
        context.addIssue({ code: 'custom', message: DATE_OF_BIRTH_TOO_OLD });
      }
    })
    .nullable(),
);

export const genderField = z.preprocess(
  (value) => {
    const blank = blankAsNull(value);
    return typeof blank === 'string' ? blank.toLowerCase() : blank;
  },
  z.enum(GENDERS, { error: 'The gender must be male or female.' }).nullable(),
);

/**
 * PATCH /api/profile: the General tab's fields. The spec keeps one `name` and splits it at the
 * first space, so the first name is one word and the last name holds the rest.
 */
export const updateProfileRequestSchema = z
  .object({
    first_name: requiredText('The first name field is required.')
      .max(NAME_MAX, { error: `The first name may not be greater than ${NAME_MAX} characters.` })
      .refine((name) => !/\s/.test(name), {
        error: 'The first name must be one word. Put any further names in the last name.',
      }),
    last_name: z
      .string({ error: 'The last name must be text.' })
      .trim()
      .max(NAME_MAX, { error: `The last name may not be greater than ${NAME_MAX} characters.` }),
    phone: phoneField,
    gender: genderField,
    date_of_birth: dateOfBirthField,
    /** Issue 34 (an extra field): the language switch of a signed-in customer. */
    language: languageField,
  })
  .partial();
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

export const updateProfileResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: profileSchema,
});

const currentPasswordField = z
  .string({ error: 'The current password field is required.' })
  .min(1, { error: 'The current password field is required.' })
  .max(128, { error: 'The current password may not be greater than 128 characters.' });

/** POST /api/profile/email: the new address gets a link; the account changes when it is opened. */
export const changeEmailRequestSchema = z.object({
  email: emailField,
  current_password: currentPasswordField,
});
export type ChangeEmailRequest = z.input<typeof changeEmailRequestSchema>;

/** POST /api/profile/password: the current password, then the new one twice. */
export const changePasswordRequestSchema = z
  .object({
    current_password: currentPasswordField,
    password: passwordField(),
    password_confirmation: passwordConfirmationField,
  })
  .refine(...passwordsMatch);
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/** POST /api/auth/verify-email: the token of the e-mailed link (no login needed). */
export const verifyEmailRequestSchema = z.object({ token: linkTokenField });
export type VerifyEmailRequest = z.input<typeof verifyEmailRequestSchema>;

export const verifyEmailResponseSchema = z.object({
  message: z.string(),
  /** The address the account now has, confirmed. */
  email: z.string(),
});
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

/** POST /api/admin/auth/reset-password: a staff member's e-mailed link and a new password. */
export const staffResetPasswordRequestSchema = z
  .object({
    token: linkTokenField,
    password: passwordField(STAFF_PASSWORD_MIN),
    password_confirmation: passwordConfirmationField,
  })
  .refine(...passwordsMatch);
export type StaffResetPasswordRequest = z.input<typeof staffResetPasswordRequestSchema>;

export const EMAIL_CONFIRMED = 'Thank you: your email address is confirmed.';
export const ALREADY_CONFIRMED = 'Your email address is already confirmed.';
export const WRONG_CURRENT_PASSWORD = 'The current password is incorrect.';
export const PROFILE_SAVED = 'Your details have been saved.';
export const PASSWORD_UPDATED =
  'Your password has been changed. Your other devices have been signed out.';
export const EMAIL_NOW_TAKEN =
  'This email address has been taken by another account in the meantime. Please choose another one.';
export const verificationSent = (email: string) =>
  `We have sent a confirmation link to ${email}. It works for 24 hours.`;
export const emailChangeSent = (email: string) =>
  `We have sent a link to ${email}. Your email address changes once you open it (within 24 hours).`;
export const emailChanged = (email: string) =>
  `Your email address is now ${email}, and it is confirmed.`;
