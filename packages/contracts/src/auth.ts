import { z } from 'zod';
import { LANGUAGES } from './language.ts';
import { canonicalPhone } from './phones.ts';

/** Text that must be present: a missing or blank value gets the "required" message. */
export const requiredText = (required: string) =>
  z.string({ error: required }).trim().min(1, { error: required });

export const emailField = requiredText('The email field is required.')
  .max(254, { error: 'The email may not be greater than 254 characters.' })
  .toLowerCase()
  .pipe(z.email({ error: 'The email must be a valid email address.' }));

/** Spec §5: an optional + followed by 10 to 15 digits; spaces, hyphens and brackets are dropped. */
export const PHONE_PATTERN = /^\+?\d{10,15}$/;
/** The phone's one stored form (decision 071). */
export const normalizePhone = canonicalPhone;

/**
 * Registration and profile edits: the phone as typed (separators dropped) checked against the
 * spec's rule, then stored in its one form.
 */
export const phoneField = requiredText('The phone field is required.')
  .transform((phone) => phone.replace(/[\s\-().]/g, ''))
  .pipe(
    z.string().regex(PHONE_PATTERN, {
      error: 'The phone must be an optional + followed by 10 to 15 digits.',
    }),
  )
  .transform(canonicalPhone);

/** The shortest password a customer may choose (spec §5); staff choose longer ones. */
export const PASSWORD_MIN = 6;

/**
 * A new password: the one rule for registration, reset and change (customers, `min` 6) and for
 * staff (their longer `min`). The common-password and e-mail checks follow on the server.
 */
export const passwordField = (min = PASSWORD_MIN) =>
  z
    .string({ error: 'The password field is required.' })
    .min(1, { error: 'The password field is required.' })
    .min(min, { error: `The password must be at least ${min} characters.` })
    .max(128, { error: 'The password may not be greater than 128 characters.' });

export const passwordConfirmationField = z.string({
  error: 'The password confirmation field is required.',
});

/** `.refine(...passwordsMatch)` on an object with password and password_confirmation. */
export const passwordsMatch: [
  (body: { password: string; password_confirmation: string }) => boolean,
  { error: string; path: string[] },
] = [
  (body) => body.password === body.password_confirmation,
  { error: 'The password confirmation does not match.', path: ['password_confirmation'] },
];

/**
 * The language a customer reads the shop and their e-mails in (issue 34, decision 132): an extra,
 * optional field of registration and profile edits.
 */
export const languageField = z.enum(LANGUAGES, { error: 'The language must be en or ar.' });

export const registerRequestSchema = z
  .object({
    first_name: requiredText('The full name field is required.').max(100, {
      error: 'The full name may not be greater than 100 characters.',
    }),
    email: emailField,
    phone: phoneField,
    password: passwordField(),
    password_confirmation: passwordConfirmationField,
    /** Issue 34 (an extra field): else the request's Accept-Language, else English. */
    language: languageField.optional(),
  })
  .refine(...passwordsMatch);
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  email: emailField,
  password: z
    .string({ error: 'The password field is required.' })
    .min(1, { error: 'The password field is required.' })
    .max(128, { error: 'The password may not be greater than 128 characters.' }),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const sessionUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  user: sessionUserSchema,
  message: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const registerResponseSchema = z.object({
  message: z.string(),
  user: sessionUserSchema,
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

/** Spec §3 "Profile". */
export const profileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  postal_code: z.string().nullable(),
  gender: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  avatar: z.string().nullable(),
  /** Issue 21: whether the customer opened the link sent to `email` (an extra field). */
  email_verified: z.boolean(),
  created_at: z.string(),
  orders_count: z.number().int(),
  coupons_count: z.number().int(),
  /** Issue 34 (an extra field): the language of the customer's e-mails, 'en' or 'ar'. */
  language: languageField,
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * GET /api/profile: the spec's client reads `success` first, then the profile under `data` (spec §7:
 * it may be wrapped as data, user or profile; one wrapper is enough, see decision 020).
 */
export const profileResponseSchema = z.object({ success: z.literal(true), data: profileSchema });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** POST /api/auth/forgot-password (issue 21): the same answer whether or not the account exists. */
export const forgotPasswordRequestSchema = z.object({ email: emailField });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

/** What every forgot-password request is told, account or not. */
export const FORGOT_PASSWORD_ANSWER =
  'If an account uses this email address, we have sent it a link to choose a new password. The link works for one hour.';

const LINK_INCOMPLETE = 'The link is incomplete. Please open it again from the email.';
/** The token of an e-mailed one-time link (reset, verification), as the page read it. */
export const linkTokenField = z
  .string({ error: LINK_INCOMPLETE })
  .min(20, { error: LINK_INCOMPLETE })
  .max(200, { error: LINK_INCOMPLETE });

/** POST /api/auth/reset-password: the e-mailed link's token and the new password, twice. */
export const resetPasswordRequestSchema = z
  .object({
    token: linkTokenField,
    password: passwordField(),
    password_confirmation: passwordConfirmationField,
  })
  .refine(...passwordsMatch);
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;
