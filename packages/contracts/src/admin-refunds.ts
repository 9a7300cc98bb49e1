import { z } from 'zod';
import { PAYMENT_STATUSES } from './admin-orders.ts';

// Staff's refunds of an order (/api/admin/orders/:id/refunds, decision 060): what is left to
// refund, the refunds made, a new refund of chosen lines or of an amount, a retry of one due.

export const REFUND_REASON_MAX = 500;

const wholeUnits = z
  .number({ error: 'The quantity must be a number.' })
  .int({ error: 'The quantity must be a whole number.' })
  .min(1, { error: 'The quantity must be 1 or more.' })
  .max(100_000, { error: 'The quantity is larger than any order line.' });

/**
 * POST /api/admin/orders/:id/refunds: `lines` (units of chosen order lines, each put back in
 * stock or not, and with `shipping` the delivery fee) or `amount` (AED), never both; a reason
 * always.
 */
export const refundRequestSchema = z.object({
  reason: z
    .string({ error: 'Give the reason for the refund.' })
    .trim()
    .min(1, { error: 'Give the reason for the refund.' })
    .max(REFUND_REASON_MAX, {
      error: `The reason may be at most ${REFUND_REASON_MAX} characters.`,
    }),
  lines: z
    .array(
      z.object({
        orderItemId: z.number({ error: 'Choose the order line.' }).int().min(1),
        quantity: wholeUnits,
        restock: z.boolean({ error: 'Say whether the units go back in stock.' }).default(false),
      }),
    )
    .max(200, { error: 'An order has at most 200 lines.' })
    .optional(),
  /** With `lines`: give the order's delivery fee back too. */
  shipping: z.boolean({ error: 'Say whether the delivery fee is refunded.' }).optional(),
  /** AED, at most two decimals. */
  amount: z
    .number({ error: 'The amount must be a number.' })
    .positive({ error: 'The amount must be more than AED 0.00.' })
    .max(10_000_000, { error: 'The amount is larger than any order.' })
    .optional(),
});
export type RefundRequest = z.input<typeof refundRequestSchema>;

export const REFUND_STATUSES = ['pending', 'refunded', 'due'] as const;

export const adminRefundSchema = z.object({
  id: z.number(),
  kind: z.enum(['lines', 'amount', 'cancellation']),
  amount: z.number(),
  shipping: z.number(),
  method: z.enum(['card', 'cash']),
  status: z.enum(REFUND_STATUSES),
  reason: z.string(),
  staffName: z.string().nullable(),
  providerRefundId: z.string().nullable(),
  createdAt: z.string(),
  refundedAt: z.string().nullable(),
  lines: z.array(
    z.object({
      orderItemId: z.number(),
      name: z.string(),
      size: z.string(),
      quantity: z.number(),
      amount: z.number(),
      restock: z.boolean(),
    }),
  ),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

/** GET /api/admin/orders/:id/refunds: what was paid, what is left to refund, and the refunds. */
export const orderRefundsSchema = z.object({
  orderId: z.number(),
  paymentMethod: z.enum(['card', 'cod']),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** Null while the order can be refunded; else why not, in words staff can act on. */
  blockedReason: z.string().nullable(),
  paid: z.number(),
  refunded: z.number(),
  refundable: z.number(),
  shipping: z.object({ charged: z.number(), refunded: z.number(), refundable: z.number() }),
  lines: z.array(
    z.object({
      orderItemId: z.number(),
      name: z.string(),
      size: z.string(),
      sku: z.string(),
      unitPrice: z.number(),
      quantity: z.number(),
      refundedQuantity: z.number(),
      refundableQuantity: z.number(),
      /**
       * AED given back by refunding 1, 2 … `refundableQuantity` more units now: their price less
       * their share of a coupon's discount (issue 32), as the refund will compute it.
       */
      refundFor: z.array(z.number()),
    }),
  ),
  refunds: z.array(adminRefundSchema),
});
export type OrderRefunds = z.infer<typeof orderRefundsSchema>;

/** The answer to a new refund or a retry: the order's refunds, and the one just made. */
export const refundResultSchema = orderRefundsSchema.extend({ refund: adminRefundSchema });
export type RefundResult = z.infer<typeof refundResultSchema>;
