import { z } from 'zod';

// The back office's stock calls (issue 17 "Stock"): adjust a size's stock with a reason, and read
// a product's stock ledger. camelCase, as every /api/admin call (decision 031).

/** Why staff change a stock by hand; orders write 'order' and 'order_cancelled' themselves. */
export const STOCK_ADJUSTMENT_REASONS = [
  'received',
  'damaged',
  'returned',
  'correction',
  'other',
] as const;
export type StockAdjustmentReason = (typeof STOCK_ADJUSTMENT_REASONS)[number];

/** Every reason a ledger row may carry ('initial': the stock the ledger opened with). */
export const STOCK_MOVEMENT_REASONS = [
  'initial',
  ...STOCK_ADJUSTMENT_REASONS,
  'order',
  'order_cancelled',
] as const;

const wholeUnits = (field: string, message: string) =>
  z
    .number({ error: `The ${field} must be a number.` })
    .int({ error: message })
    .optional();

/**
 * POST /api/admin/products/:productId/sizes/:sizeId/stock-adjustments: either `delta` (units
 * added, or taken away when negative) or `setTo` (the counted stock).
 */
export const stockAdjustmentRequestSchema = z.object({
  delta: wholeUnits('delta', 'The change must be a whole number of units other than 0.'),
  setTo: wholeUnits('setTo', 'The counted stock must be a whole number from 0.'),
  reason: z.enum(STOCK_ADJUSTMENT_REASONS, {
    error: `The reason must be one of: ${STOCK_ADJUSTMENT_REASONS.join(', ')}.`,
  }),
  note: z
    .string({ error: 'The note must be text.' })
    .max(500, { error: 'The note may be at most 500 characters.' })
    .nullish(),
});
export type StockAdjustmentRequest = z.input<typeof stockAdjustmentRequestSchema>;

/** A row of the stock ledger: the order, or the staff member, behind it. */
export const stockMovementSchema = z.object({
  id: z.number().int(),
  productSizeId: z.number().int(),
  sizeName: z.string(),
  delta: z.number().int(),
  reason: z.enum(STOCK_MOVEMENT_REASONS),
  orderId: z.number().int().nullable(),
  orderNumber: z.string().nullable(),
  staffId: z.number().int().nullable(),
  staffName: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

/** The size's stock afterwards; `movement` is null when a count matched the stock (no change). */
export const stockAdjustmentResponseSchema = z.object({
  stock: z.number().int(),
  movement: stockMovementSchema.nullable(),
});
export type StockAdjustmentResponse = z.infer<typeof stockAdjustmentResponseSchema>;

const positiveId = (field: string) =>
  z.coerce
    .number({ error: `The ${field} must be a number.` })
    .int({ error: `The ${field} must be a whole number.` })
    .min(1, { error: `The ${field} must be 1 or more.` })
    .max(2_147_483_647, { error: `The ${field} is not a known id.` })
    .optional();

/** GET /api/admin/products/:productId/stock-movements?sizeId&cursor (newest first). */
export const stockMovementsQuerySchema = z.object({
  sizeId: positiveId('sizeId'),
  cursor: positiveId('cursor'),
});

export const stockMovementsPageSchema = z.object({
  items: z.array(stockMovementSchema),
  /** The `cursor` of the next (older) page; null on the last. */
  nextCursor: z.number().int().nullable(),
});
export type StockMovementsPage = z.infer<typeof stockMovementsPageSchema>;
