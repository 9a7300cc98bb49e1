import { z } from 'zod';
import { adminListPageSchema } from './admin-lists.ts';
import { COUPON_KINDS } from './coupons.ts';

// The back office's coupons (/api/admin/coupons, issue 32, decision 123): the owner creates, edits,
// disables and gives them; every staff member reads them, their uses and their grants. Money in AED.

export { COUPON_KINDS, type CouponKind } from './coupons.ts';

/** What a coupon is now: disabled by staff, past its end, out of uses, not begun yet, or usable. */
export const COUPON_STATUSES = ['active', 'scheduled', 'expired', 'used_up', 'disabled'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

export const COUPON_STATUS_LABELS: Readonly<Record<CouponStatus, string>> = {
  active: 'Active',
  scheduled: 'Scheduled',
  expired: 'Expired',
  used_up: 'Used up',
  disabled: 'Disabled',
};

/** 3 to 40 letters, digits, - and _: what a customer can type without doubt. */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9_-]{3,40}$/;
export const COUPON_CODE_RULE = 'The code must be 3 to 40 letters, digits, - or _ (no spaces).';

/** `a,b` or repeated keys: the list of values, each one checked. */
const statusList = z
  .union([z.string(), z.array(z.string())])
  .transform((raw) => (Array.isArray(raw) ? raw : raw.split(',')).filter(Boolean))
  .pipe(z.array(z.enum(COUPON_STATUSES, { error: 'Unknown coupon status.' })));

export const adminCouponListQuerySchema = z.object({
  /** Part of the code, whatever the case. */
  q: z.string().max(100).optional(),
  status: statusList.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
});

export const adminCouponRowSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  kind: z.enum(COUPON_KINDS),
  /** Percent off, for `percent`. */
  percent: z.number().nullable(),
  /** AED off, for `fixed`. */
  amount: z.number().nullable(),
  /** '10% off', 'AED 30.00 off', 'Free delivery'. */
  valueText: z.string(),
  status: z.enum(COUPON_STATUSES),
  statusLabel: z.string(),
  isActive: z.boolean(),
  /** Uses that stand (a cancelled or unpaid order gave its use back). */
  usesCount: z.number().int(),
  usageLimit: z.number().int().nullable(),
  /** AED: the totals of the placed orders whose use stands, after their discounts. */
  discountedRevenue: z.number(),
  /** AED: the discounts those orders were given. */
  discountGiven: z.number(),
  /** ISO instants; null: from the start / without end. */
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  grantOnRegistration: z.boolean(),
});
export type AdminCouponRow = z.infer<typeof adminCouponRowSchema>;

export const adminCouponListSchema = adminListPageSchema(adminCouponRowSchema);
export type AdminCouponList = z.infer<typeof adminCouponListSchema>;

export const adminCouponSchema = adminCouponRowSchema.extend({
  /** AED the order must reach before delivery (0: none). */
  minSubtotal: z.number(),
  perCustomerLimit: z.number().int().nullable(),
  /** Pet type codes (DOG, CAT …); empty: every pet. */
  petTypes: z.array(z.string()),
  productTypeIds: z.array(z.number().int()),
  productIds: z.array(z.number().int()),
  /** The scope's products by name, for the page. */
  products: z.array(z.object({ id: z.number().int(), name: z.string(), sku: z.string() })),
  firstOrderOnly: z.boolean(),
  saleItemsCount: z.boolean(),
  grantedOnly: z.boolean(),
  /**
   * As the form writes them back, Dubai time: 'YYYY-MM-DD' for a whole day (from its start, until
   * its end), 'YYYY-MM-DDTHH:mm' for a moment; null: no limit.
   */
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  grantsCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

/** A Dubai day, or a Dubai day and time, as date and date-time inputs write them. */
const dubaiMoment = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/, {
    error: 'Write a date as YYYY-MM-DD, or a date and time as YYYY-MM-DDTHH:mm (Dubai time).',
    abort: true,
  })
  .refine(
    (text) => {
      const date = new Date(`${text.length === 10 ? `${text}T00:00` : text}:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 16).startsWith(text);
    },
    { error: 'This date does not exist.' },
  );

const limit = (what: string) =>
  z
    .number({ error: `The ${what} must be a whole number of at least 1, or empty for no limit.` })
    .int({ error: `The ${what} must be a whole number of at least 1, or empty for no limit.` })
    .min(1, { error: `The ${what} must be a whole number of at least 1, or empty for no limit.` })
    .max(1_000_000, { error: `The ${what} may be at most 1,000,000.` })
    .nullable();

const ids = (what: string) =>
  z
    .array(
      z.number({ error: `Each ${what} is a number.` }).int({ error: `Each ${what} is a number.` }),
    )
    .max(500, { error: `At most 500 ${what}s.` })
    .transform((list) => [...new Set(list)]);

/**
 * The fields of a coupon as the form sends them. Which of percent and amount is needed follows
 * from the kind; the service checks that (with the stored coupon's fields for an edit).
 */
const couponFields = {
  code: z
    .string({ error: 'The code field is required.' })
    .trim()
    .regex(COUPON_CODE_PATTERN, { error: COUPON_CODE_RULE }),
  description: z
    .string()
    .trim()
    .max(200, { error: 'The description may not be greater than 200 characters.' }),
  kind: z.enum(COUPON_KINDS, { error: 'The kind must be percent, fixed or free_delivery.' }),
  percent: z
    .number({ error: 'The percent must be a whole number from 1 to 100.' })
    .int({ error: 'The percent must be a whole number from 1 to 100.' })
    .min(1, { error: 'The percent must be a whole number from 1 to 100.' })
    .max(100, { error: 'The percent must be a whole number from 1 to 100.' })
    .nullable(),
  /** AED off, more than 0. */
  amount: z
    .number({ error: 'The amount must be more than AED 0.' })
    .gt(0, { error: 'The amount must be more than AED 0.' })
    .max(100_000, { error: 'The amount may be at most AED 100,000.' })
    .nullable(),
  /** AED; 0: no minimum. */
  minSubtotal: z
    .number({ error: 'The minimum subtotal must be AED 0 or more.' })
    .min(0, { error: 'The minimum subtotal must be AED 0 or more.' })
    .max(1_000_000, { error: 'The minimum subtotal may be at most AED 1,000,000.' }),
  validFrom: dubaiMoment.nullable(),
  validUntil: dubaiMoment.nullable(),
  usageLimit: limit('total-use limit'),
  perCustomerLimit: limit('per-customer limit'),
  petTypes: z
    .array(z.string().trim().toUpperCase())
    .max(50, { error: 'At most 50 pet types.' })
    .transform((list) => [...new Set(list)]),
  productTypeIds: ids('product type'),
  productIds: ids('product'),
  firstOrderOnly: z.boolean(),
  saleItemsCount: z.boolean(),
  grantedOnly: z.boolean(),
  grantOnRegistration: z.boolean(),
  isActive: z.boolean(),
};

/** POST /api/admin/coupons: the code and the kind; the rest may be left to its default. */
export const adminCouponCreateSchema = z
  .object(couponFields)
  .partial()
  .required({ code: true, kind: true })
  .strict();
export type AdminCouponCreate = z.input<typeof adminCouponCreateSchema>;

export const STALE_COUPON_MESSAGE =
  'This coupon was changed by someone else. Reload to see their changes.';

/**
 * PATCH /api/admin/coupons/:id: only the fields sent change. `updatedAt`, the coupon's as the
 * form loaded it, makes a save that someone else's came before a 409 (STALE_COUPON_MESSAGE).
 */
export const adminCouponUpdateSchema = z
  .object({ ...couponFields, updatedAt: z.iso.datetime() })
  .partial()
  .strict();
export type AdminCouponUpdate = z.input<typeof adminCouponUpdateSchema>;

/** A use of the coupon by an order. */
export const adminCouponUseSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  /** Null for a card checkout not paid (yet). */
  orderNumber: z.string().nullable(),
  customerId: z.number().int().nullable(),
  customerName: z.string(),
  customerEmail: z.string(),
  usedAt: z.string(),
  discount: z.number(),
  orderTotal: z.number(),
  /** The order was cancelled or never paid: the use was given back. */
  released: z.boolean(),
  releasedAt: z.string().nullable(),
});
export type AdminCouponUse = z.infer<typeof adminCouponUseSchema>;

export const adminCouponPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
});

export const adminCouponUsesSchema = adminListPageSchema(adminCouponUseSchema);
export type AdminCouponUses = z.infer<typeof adminCouponUsesSchema>;

/** A customer the coupon was given to (`id` is the customer's). */
export const adminCouponGrantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  grantedAt: z.string(),
  /** The customer's uses of this coupon that stand. */
  uses: z.number().int(),
});
export type AdminCouponGrant = z.infer<typeof adminCouponGrantSchema>;

export const adminCouponGrantsSchema = adminListPageSchema(adminCouponGrantSchema);
export type AdminCouponGrants = z.infer<typeof adminCouponGrantsSchema>;

/** POST /api/admin/coupons/:id/grants: the customer by their id or e-mail address. */
export const adminCouponGrantRequestSchema = z.object({
  customer: z
    .string({ error: "Enter the customer's e-mail address or customer number." })
    .trim()
    .min(1, { error: "Enter the customer's e-mail address or customer number." })
    .max(254, { error: 'The e-mail address may not be greater than 254 characters.' }),
});
export type AdminCouponGrantRequest = z.input<typeof adminCouponGrantRequestSchema>;

/** The grant as it stands, and whether this call made it (false: the customer had it). */
export const adminCouponGrantResultSchema = z.object({
  grant: adminCouponGrantSchema,
  created: z.boolean(),
});
export type AdminCouponGrantResult = z.infer<typeof adminCouponGrantResultSchema>;

/** The choices of a coupon's scope: the shop's pet types and product types. */
export const adminCouponScopeOptionsSchema = z.object({
  petTypes: z.array(z.object({ code: z.string(), name: z.string() })),
  productTypes: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type AdminCouponScopeOptions = z.infer<typeof adminCouponScopeOptionsSchema>;
