import { z } from 'zod';

/**
 * Coupons as customers meet them (issue 32, decision 122): checking a code against their cart at
 * checkout, and the coupons given to them (the profile's My Coupons). The server prices every
 * discount; amounts here are what it answered.
 */

/** POST /api/coupons/check: a code against the customer's own cart. */
export const couponCheckRequestSchema = z.object({
  code: z
    .string({ error: 'Enter a coupon code.' })
    .trim()
    .min(1, 'Enter a coupon code.')
    .max(40, 'A coupon code has at most 40 characters.'),
});
export type CouponCheckRequest = z.input<typeof couponCheckRequestSchema>;

export const COUPON_KINDS = ['percent', 'fixed', 'free_delivery'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** A coupon as a customer reads it: what it gives and on what terms. */
export const customerCouponSchema = z.object({
  code: z.string(),
  description: z.string(),
  kind: z.enum(COUPON_KINDS),
  /** Percent off, for `percent`. */
  percent: z.number().nullable(),
  /** AED off, for `fixed`. */
  amount: z.number().nullable(),
  /** AED the order must reach before delivery (0: none). */
  min_subtotal: z.number(),
  /** ISO; null: no end. */
  ends_at: z.string().nullable(),
  /** Its terms in a sentence ("10% off dog products, on orders from AED 100.00, until …"). */
  terms: z.string(),
});
export type CustomerCoupon = z.infer<typeof customerCouponSchema>;

/** The cart with the coupon applied, as the order would be charged (AED). */
export const couponCheckResponseSchema = z.object({
  coupon: customerCouponSchema,
  subtotal: z.number(),
  shipping: z.number(),
  discount: z.number(),
  total: z.number(),
});
export type CouponCheckResponse = z.infer<typeof couponCheckResponseSchema>;

/** GET /api/coupons: the coupons given to the customer that they can still use. */
export const myCouponsSchema = z.object({ data: z.array(customerCouponSchema) });
export type MyCoupons = z.infer<typeof myCouponsSchema>;
