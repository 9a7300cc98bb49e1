import { z } from 'zod';
import { sessionUserSchema } from './auth.ts';

// Issue 21: signed-in devices and two-factor sign-in, for customers (/api/profile/*, snake_case
// like the spec) and staff (/api/admin/auth/*, camelCase like the back office). Decision 051.

/** One signed-in device of the customer. */
export const sessionDeviceSchema = z.object({
  id: z.number().int(),
  /** Read from the browser's User-Agent at sign-in: "Chrome on Windows". */
  device: z.string(),
  created_at: z.string(),
  last_used_at: z.string(),
  /** The session making this request. */
  current: z.boolean(),
});
export type SessionDevice = z.infer<typeof sessionDeviceSchema>;

export const sessionListSchema = z.object({ sessions: z.array(sessionDeviceSchema) });
export type SessionList = z.infer<typeof sessionListSchema>;

export const signOutOthersResponseSchema = z.object({
  message: z.string(),
  signed_out: z.number().int(),
});

const passwordField = z
  .string({ error: 'The password field is required.' })
  .min(1, { error: 'The password field is required.' })
  .max(128, { error: 'The password may not be greater than 128 characters.' });

export const CODE_REQUIRED = 'Enter the 6-digit code from your authenticator app.';

/** A code from the authenticator app: six digits, spaces allowed between them. */
const totpCode = z
  .string({ error: CODE_REQUIRED })
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: 'The code must be 6 digits.' }));

/** A recovery code as printed (xxxxx-xxxxx); case, spaces and hyphens do not matter. */
const recoveryCode = z
  .string({ error: 'Enter one of your recovery codes.' })
  .transform((value) => value.replace(/[\s-]/g, '').toLowerCase())
  .pipe(
    z.string().regex(/^[a-z2-7]{10}$/, {
      error: 'A recovery code has 10 letters and digits, like abcde-23456.',
    }),
  );

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabled_at: z.string().nullable(),
  recovery_codes_left: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const twoFactorPasswordRequestSchema = z.object({ password: passwordField });
export type TwoFactorPasswordRequest = z.input<typeof twoFactorPasswordRequestSchema>;

/** The secret to add to an authenticator app: as a QR code and typed by hand. */
export const twoFactorSetupSchema = z.object({
  secret: z.string(),
  otpauth_uri: z.string(),
  /** data:image/svg+xml URL of the QR code of otpauth_uri. */
  qr_code: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const twoFactorConfirmRequestSchema = z.object({ code: totpCode });
export type TwoFactorConfirmRequest = z.input<typeof twoFactorConfirmRequestSchema>;

/** Shown once: the customer keeps them somewhere safe. */
export const recoveryCodesSchema = z.object({
  message: z.string(),
  recovery_codes: z.array(z.string()),
});
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** Turning two-factor sign-in off: the password and a code (or a recovery code). */
export const twoFactorDisableRequestSchema = z.object({
  password: passwordField,
  code: z
    .string({ error: 'Enter a code from your authenticator app or a recovery code.' })
    .trim()
    .min(1, { error: 'Enter a code from your authenticator app or a recovery code.' })
    .max(32, { error: 'Enter a code from your authenticator app or a recovery code.' }),
});
export type TwoFactorDisableRequest = z.input<typeof twoFactorDisableRequestSchema>;

/**
 * POST /api/auth/login for an account with two-factor sign-in: no token yet, a challenge to
 * answer at POST /api/auth/login/two-factor (decision 052).
 */
export const loginChallengeSchema = z.object({
  two_factor_required: z.literal(true),
  challenge: z.string(),
  message: z.string(),
});
export type LoginChallenge = z.infer<typeof loginChallengeSchema>;

export const CHALLENGE_EXPIRED = 'This sign-in has expired. Please log in again.';
const challengeField = z
  .string({ error: CHALLENGE_EXPIRED })
  .min(20, { error: CHALLENGE_EXPIRED })
  .max(200, { error: CHALLENGE_EXPIRED });

/** Exactly one of `code` and `recovery_code`. */
export const loginTwoFactorRequestSchema = z
  .object({
    challenge: challengeField,
    code: totpCode.optional(),
    recovery_code: recoveryCode.optional(),
  })
  .refine((body) => (body.code === undefined) !== (body.recovery_code === undefined), {
    error: CODE_REQUIRED,
    path: ['code'],
  });
export type LoginTwoFactorRequest = z.input<typeof loginTwoFactorRequestSchema>;

export const loginTwoFactorResponseSchema = z.object({
  token: z.string(),
  user: sessionUserSchema,
  message: z.string(),
});

// The back office's versions (camelCase).

export const adminSessionDeviceSchema = z.object({
  id: z.number().int(),
  device: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  current: z.boolean(),
});
export const adminSessionListSchema = z.object({ sessions: z.array(adminSessionDeviceSchema) });
export const adminSignOutOthersSchema = z.object({
  message: z.string(),
  signedOut: z.number().int(),
});

export const adminTwoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  /** An owner of a shop in production must turn it on before anything else (decision 052). */
  required: z.boolean(),
});
export type AdminTwoFactorStatus = z.infer<typeof adminTwoFactorStatusSchema>;

export const adminTwoFactorSetupSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  qrCode: z.string(),
});
export type AdminTwoFactorSetup = z.infer<typeof adminTwoFactorSetupSchema>;

export const adminRecoveryCodesSchema = z.object({
  message: z.string(),
  recoveryCodes: z.array(z.string()),
});

export const adminLoginChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  challenge: z.string(),
  message: z.string(),
});
export type AdminLoginChallenge = z.infer<typeof adminLoginChallengeSchema>;

export const adminLoginTwoFactorRequestSchema = z
  .object({
    challenge: challengeField,
    code: totpCode.optional(),
    recoveryCode: recoveryCode.optional(),
  })
  .refine((body) => (body.code === undefined) !== (body.recoveryCode === undefined), {
    error: CODE_REQUIRED,
    path: ['code'],
  });
export type AdminLoginTwoFactorRequest = z.input<typeof adminLoginTwoFactorRequestSchema>;
