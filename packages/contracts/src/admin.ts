import { z } from 'zod';
import { emailField, loginRequestSchema, passwordField } from './auth.ts';
import { STAFF_PASSWORD_MIN, STAFF_PERMISSIONS, STAFF_ROLES } from './constants.ts';

// The back office's own API (/api/admin/*): camelCase JSON, money in AED (decision 031).
// The web app imports only types from here (values come from ./constants.ts, free of zod).

export {
  STAFF_PASSWORD_MIN,
  STAFF_PERMISSIONS,
  STAFF_ROLES,
  type StaffPermission,
  type StaffRole,
} from './constants.ts';
import { adminListPageIntegers, adminListPageSchema } from './admin-lists.ts';

export const staffSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  isActive: z.boolean(),
  /** False until the person has set a password through their one-time link. */
  hasPassword: z.boolean(),
  /** What the owner let this staff member do (decision 076); an owner's list is all of them. */
  permissions: z.array(z.enum(STAFF_PERMISSIONS)),
  /** Whether the account signs in with a code from an authenticator app. */
  twoFactor: z.boolean(),
});
export type Staff = z.infer<typeof staffSchema>;

/**
 * The signed-in staff member (GET /api/admin/auth/me): their account, and whether they must set
 * up two-factor sign-in before they may move money (refund, cancel a paid order).
 */
export const staffMeSchema = staffSchema.extend({ moneyNeedsTwoFactor: z.boolean() });
export type StaffMe = z.infer<typeof staffMeSchema>;

const permissionsField = z
  .array(z.enum(STAFF_PERMISSIONS, { error: 'Unknown permission.' }))
  .max(STAFF_PERMISSIONS.length)
  .transform((list) => [...new Set(list)]);

export const adminLoginRequestSchema = loginRequestSchema;
export const adminSessionSchema = z.object({ token: z.string(), staff: staffSchema });
export type AdminSession = z.infer<typeof adminSessionSchema>;

export const staffPassword = passwordField(STAFF_PASSWORD_MIN);

export const setStaffPasswordRequestSchema = z.object({
  token: z.string().min(1).max(200),
  password: staffPassword,
});

const staffName = z
  .string({ error: 'The name field is required.' })
  .trim()
  .min(1, { error: 'The name field is required.' })
  .max(100, { error: 'The name may not be greater than 100 characters.' });

export const createStaffRequestSchema = z.object({
  email: emailField,
  name: staffName,
  role: z.enum(STAFF_ROLES, { error: 'The role must be owner or staff.' }),
  permissions: permissionsField.optional(),
});
export type CreateStaffRequest = z.input<typeof createStaffRequestSchema>;

export const updateStaffRequestSchema = z
  .object({
    name: staffName.optional(),
    role: z.enum(STAFF_ROLES, { error: 'The role must be owner or staff.' }).optional(),
    isActive: z.boolean().optional(),
    permissions: permissionsField.optional(),
  })
  .strict();
export type UpdateStaffRequest = z.input<typeof updateStaffRequestSchema>;

/** A one-time link to set a password: shown once to the owner who created or reset the account. */
export const staffWithLinkSchema = z.object({
  staff: staffSchema,
  link: z.string(),
  expiresAt: z.string(),
});

/** Every staff account on one page (a shop has a handful). */
export const staffListSchema = adminListPageSchema(staffSchema).extend(adminListPageIntegers);

export const auditEntrySchema = z.object({
  id: z.number().int(),
  staffId: z.number().int().nullable(),
  staffEmail: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** A day of the shop's calendar (Dubai), as date inputs write it. */
export const shopDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Dates are written YYYY-MM-DD.' })
  // Round-trips only when the day exists (JavaScript reads 30 February as 2 March).
  .refine(
    (text) => {
      const date = new Date(`${text}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
    },
    { error: 'This date does not exist.' },
  );

export const auditQuerySchema = z.object({
  entityType: z.string().max(50).optional(),
  entityId: z.string().max(50).optional(),
  staffId: z.coerce.number().int().positive().optional(),
  /** Made on or after this day (YYYY-MM-DD, Dubai). */
  from: shopDaySchema.optional(),
  /** Made on or before this day (YYYY-MM-DD, Dubai). */
  to: shopDaySchema.optional(),
  /** Entries older than this id (the previous page's nextCursor). */
  cursor: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** A page of the log: `nextCursor` asks for the next one; `page` counts from the newest. */
export const auditPageSchema = adminListPageSchema(auditEntrySchema).extend({
  ...adminListPageIntegers,
  nextCursor: z.number().int().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
