import { z } from 'zod';
import { shopDaySchema } from './admin.ts';
import { bulkIdsSchema, bulkResultSchema } from './admin-bulk.ts';
import { adminListPageSchema } from './admin-lists.ts';
import { LANGUAGES } from './language.ts';

// Staff's orders (/api/admin/orders): list, page, status moves, cancellation, refunds, export.

export const ORDER_STATUSES = [
  'awaiting_payment',
  'pending',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export const PAYMENT_STATUSES = [
  'pending',
  'paid',
  'failed',
  'refund_pending',
  'partially_refunded',
  'refunded',
  'refund_due',
  'collection_failed',
] as const;

/**
 * What staff can do next with an order (issue 27): the order page offers exactly these. Status
 * moves, a cancellation, and for cash on delivery the courier's collection: collected (the
 * payment becomes paid) or not collected.
 */
export const ORDER_MOVES = [
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'cash_collected',
  'cash_not_collected',
] as const;
export type OrderMove = (typeof ORDER_MOVES)[number];

/**
 * The moves an order can make now, in the order the order page offers them: the server's table
 * of allowed moves read for this order, so no screen keeps a copy of it (issue 28).
 */
const orderMovesSchema = z.array(z.enum(ORDER_MOVES));

/** `a,b` or repeated keys: the list of values, each one checked. */
const listOf = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((raw) => (Array.isArray(raw) ? raw : raw.split(',')).filter(Boolean))
    .pipe(z.array(z.enum(values, { error: `Unknown ${label}.` })));

const day = shopDaySchema;

export const adminOrderListQuerySchema = z.object({
  q: z.string().max(100).optional(),
  status: listOf(ORDER_STATUSES, 'order status').optional(),
  paymentMethod: z.enum(['card', 'cod'], { error: 'Unknown payment method.' }).optional(),
  paymentStatus: listOf(PAYMENT_STATUSES, 'payment status').optional(),
  /** Placed on or after this day (Dubai time). */
  from: day.optional(),
  /** Placed on or before this day (Dubai time). */
  to: day.optional(),
  sort: z.enum(['placed', '-placed', 'total', '-total']).default('-placed'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
});

/** What a row of the list and the order's page both begin with, in this order. */
const adminOrderHead = {
  id: z.number(),
  /** Null for a card checkout never paid (numbers are given when placed, decision 044). */
  orderNumber: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  statusLabel: z.string(),
  paymentMethod: z.enum(['card', 'cod']),
  paymentStatus: z.enum(PAYMENT_STATUSES),
};

export const adminOrderRowSchema = z.object({
  ...adminOrderHead,
  total: z.number(),
  customerName: z.string().nullable(),
  customerEmail: z.string().nullable(),
  customerPhone: z.string().nullable(),
  placedAt: z.string().nullable(),
  /** The coupon the order used, as it was typed at checkout (issue 32); null: none. */
  couponCode: z.string().nullable(),
  allowedMoves: orderMovesSchema,
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const adminOrderListSchema = adminListPageSchema(adminOrderRowSchema);
export type AdminOrderList = z.infer<typeof adminOrderListSchema>;

export const adminOrderSchema = z.object({
  ...adminOrderHead,
  paymentProvider: z.string().nullable(),
  transactionId: z.string().nullable(),
  paidAt: z.string().nullable(),
  refundId: z.string().nullable(),
  refundedAt: z.string().nullable(),
  subtotal: z.number(),
  shipping: z.number(),
  discount: z.number(),
  /** The coupon the discount came from (issue 32); null without. */
  couponCode: z.string().nullable(),
  total: z.number(),
  currency: z.string(),
  customer: z.object({
    userId: z.number(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    /** The language of the customer's e-mails about the order (issue 34). */
    language: z.enum(LANGUAGES),
  }),
  address: z.string(),
  notes: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  carrier: z.string().nullable(),
  estimatedDelivery: z.string().nullable(),
  placedAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** Money given back so far (refunds, decision 060). */
  refunded: z.number(),
  allowedMoves: orderMovesSchema,
  /** The same as `allowedMoves`, under its first name (kept for clients that read it). */
  nextMoves: orderMovesSchema,
  items: z.array(
    z.object({
      productId: z.number().nullable(),
      name: z.string(),
      size: z.string(),
      sku: z.string(),
      packaging: z.string().nullable(),
      image: z.string().nullable(),
      unitPrice: z.number(),
      quantity: z.number(),
      lineTotal: z.number(),
    }),
  ),
  events: z.array(
    z.object({
      id: z.number(),
      kind: z.string(),
      fromStatus: z.string().nullable(),
      toStatus: z.string().nullable(),
      staffId: z.number().nullable(),
      message: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .max(max, { error: `The ${label} may not be greater than ${max} characters.` })
    .optional();

export const orderStatusChangeSchema = z.object({
  status: z.enum(['processing', 'shipped', 'delivered'], {
    error: 'The status must be processing, shipped or delivered.',
  }),
  trackingNumber: optionalText(100, 'tracking number'),
  carrier: optionalText(100, 'carrier'),
  estimatedDelivery: day.optional(),
});

/** POST /api/admin/orders/:id/cash: what the courier brought back from the door. */
export const orderCashSchema = z.object({
  outcome: z.enum(['collected', 'not_collected'], {
    error: 'The outcome must be collected or not_collected.',
  }),
  note: optionalText(500, 'note'),
});

export const orderCancelSchema = z.object({ reason: optionalText(500, 'reason') });

export const orderExportQuerySchema = z.object({ from: day, to: day });

const money = z.number();
/** GET /api/admin/orders/:id/invoice: a UAE tax invoice when the shop has a TRN. */
export const invoiceSchema = z.object({
  taxInvoice: z.boolean(),
  invoiceNumber: z.string(),
  issuedAt: z.string(),
  seller: z.object({
    legalName: z.string(),
    address: z.string(),
    email: z.string(),
    phone: z.string(),
    trn: z.string().nullable(),
  }),
  customer: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    address: z.string(),
  }),
  lines: z.array(
    z.object({
      description: z.string(),
      sku: z.string(),
      quantity: z.number(),
      unitPrice: money,
      total: money,
      vat: money,
    }),
  ),
  shipping: z.object({ total: money, vat: money }),
  discount: money,
  /** The coupon the discount came from (issue 32); null without. */
  couponCode: z.string().nullable(),
  total: money,
  vatRatePercent: z.number(),
  vatTotal: money,
  totalExcludingVat: money,
  currency: z.string(),
  paymentMethod: z.enum(['card', 'cod']),
  paymentStatus: z.enum(PAYMENT_STATUSES),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** POST /api/admin/orders/bulk: mark the chosen orders processing, each as its own move. */
export const orderBulkSchema = z.object({
  action: z.enum(['processing'], { error: 'The action must be processing.' }),
  ids: bulkIdsSchema,
});

/** What the packer needs for one order: no prices (issue 27). */
export const packingSlipSchema = z.object({
  orderId: z.number(),
  orderNumber: z.string(),
  placedAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  statusLabel: z.string(),
  customer: z.object({ name: z.string(), phone: z.string().nullable() }),
  address: z.string(),
  notes: z.string().nullable(),
  items: z.array(
    z.object({
      name: z.string(),
      size: z.string(),
      sku: z.string(),
      quantity: z.number(),
      /** The product's packaging as the shop wrote it (bag, box, tin …), when it has one. */
      packaging: z.string().nullable(),
    }),
  ),
  /** Units in the parcel. */
  units: z.number(),
});
export type PackingSlip = z.infer<typeof packingSlipSchema>;

/** GET /api/admin/orders/packing-slips?ids=…: the chosen orders' slips, a refusal per row. */
export const packingSlipsQuerySchema = z.object({
  ids: z
    .union([z.string(), z.array(z.string())])
    .transform((raw) =>
      (Array.isArray(raw) ? raw : raw.split(','))
        .filter(Boolean)
        .map((id) => (/^\d{1,9}$/.test(id) ? Number(id) : 0)),
    )
    .pipe(bulkIdsSchema),
});
export const packingSlipsSchema = z.object({
  results: z.array(bulkResultSchema.extend({ slip: packingSlipSchema.optional() })),
});
export type PackingSlips = z.infer<typeof packingSlipsSchema>;

/** GET /api/admin/orders/picking-list?day=: the day's orders to pack, products summed by SKU. */
export const pickingListQuerySchema = z.object({ day: day.optional() });
export const pickingListSchema = z.object({
  day: z.string(),
  orders: z.array(z.object({ id: z.number(), orderNumber: z.string(), statusLabel: z.string() })),
  lines: z.array(
    z.object({
      sku: z.string(),
      name: z.string(),
      size: z.string(),
      packaging: z.string().nullable(),
      quantity: z.number(),
      /** In how many of the day's orders. */
      orders: z.number(),
    }),
  ),
  units: z.number(),
});
export type PickingList = z.infer<typeof pickingListSchema>;
