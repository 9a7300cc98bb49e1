import { z } from 'zod';
import { productImageSchema } from './catalog.ts';
import { MAX_CART_QUANTITY, MAX_MERGE_LINES } from './constants.ts';

/** Decimal text as a person writes it: ' 2 ', '-1', '1.5'; not '0x10', '1e1', '' or 'Infinity'. */
const DECIMAL_TEXT = /^\s*[+-]?\d+(\.\d+)?\s*$/;

/**
 * A number, or text in plain decimal digits (decision 019). Nothing else is coerced: true would
 * be 1, [5] would be 5, '0x10' 16 and '1e1' 10, a product or quantity the client never meant;
 * such text stays text and gets the field's "must be a number" message.
 */
const numberOrNumericText = (value: unknown) =>
  typeof value === 'string' && DECIMAL_TEXT.test(value) ? Number(value) : value;

const id = (field: string) =>
  z.preprocess(
    numberOrNumericText,
    z
      .number({ error: `The ${field} must be a number.` })
      .int({ error: `The ${field} must be a whole number.` })
      .min(1, { error: `The ${field} must be 1 or more.` })
      .max(2_147_483_647, { error: `The ${field} is not a known id.` }),
  );

const quantity = z.preprocess(
  numberOrNumericText,
  z
    .number({ error: 'The quantity must be a number.' })
    .int({ error: 'The quantity must be a whole number.' })
    .min(1, { error: 'The quantity must be at least 1.' })
    .max(MAX_CART_QUANTITY, {
      error: `The quantity may not be greater than ${MAX_CART_QUANTITY}.`,
    }),
);

export const productIdField = id('product id');

/** POST /api/cart/add: without a size, the product's first size in stock is meant. */
export const addToCartRequestSchema = z.object({
  product_id: z
    .unknown()
    .pipe(productIdField.optional())
    .pipe(z.number({ error: 'The product id field is required.' })),
  quantity: quantity.default(1),
  product_size_id: id('product size id').optional(),
});
export type AddToCartRequest = z.input<typeof addToCartRequestSchema>;

/** PUT /api/cart/update/{cartItemId}: the quantity is the new total. */
export const updateCartRequestSchema = z.object({
  product_id: productIdField.optional(),
  quantity: z
    .unknown()
    .pipe(quantity.optional())
    .pipe(z.number({ error: 'The quantity field is required.' })),
});
export type UpdateCartRequest = z.input<typeof updateCartRequestSchema>;

export const cartItemIdParamsSchema = z.object({ cartItemId: z.string() });

/** Spec §3 "Cart item (server)" with the product details and size label merged in. */
export const cartItemSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  product_id: z.number().int(),
  product_size_id: z.number().int(),
  quantity: z.number().int(),
  size: z.string(),
  /** Units of this size on hand: the most the line may hold. */
  stock: z.number().int(),
  name: z.string(),
  sku: z.string(),
  packaging: z.string().nullable(),
  /** AED charged per unit now: the offer when lower, else the price. */
  price: z.number(),
  original_price: z.number(),
  image_url: z.string().nullable(),
  images: z.array(productImageSchema),
  line_total: z.number(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartResponseSchema = z.object({
  success: z.literal(true),
  items: z.array(cartItemSchema),
  /** Units in the cart (sum of quantities), for the header badge. */
  count: z.number().int(),
  subtotal: z.number(),
});
export type CartResponse = z.infer<typeof cartResponseSchema>;

export const cartChangeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  item: cartItemSchema.optional(),
});
export type CartChangeResponse = z.infer<typeof cartChangeResponseSchema>;

/** POST /api/orders/:id/reorder: what came back into the cart, and what could not (and why). */
export const reorderResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  added: z.array(z.object({ name: z.string(), quantity: z.number() })),
  unavailable: z.array(z.object({ name: z.string(), reason: z.string() })),
});
export type ReorderResponse = z.infer<typeof reorderResponseSchema>;

/** One line of a visitor's cart (kept in the browser) as it is merged into the account's. */
export const cartMergeLineSchema = z.object({
  product_id: z
    .unknown()
    .pipe(productIdField.optional())
    .pipe(z.number({ error: 'The product id field is required.' })),
  product_size_id: z
    .unknown()
    .pipe(id('product size id').optional())
    .pipe(z.number({ error: 'The product size id field is required.' })),
  quantity: z
    .unknown()
    .pipe(quantity.optional())
    .pipe(z.number({ error: 'The quantity field is required.' })),
});
export type CartMergeLine = z.input<typeof cartMergeLineSchema>;

/** POST /api/cart/merge: the visitor's lines, added to the customer's cart after login. */
export const cartMergeRequestSchema = z.object({
  items: z
    .array(cartMergeLineSchema, { error: 'The items field must be a list.' })
    .max(MAX_MERGE_LINES, {
      error: `A cart may not merge more than ${MAX_MERGE_LINES} lines at once.`,
    }),
});
export type CartMergeRequest = z.input<typeof cartMergeRequestSchema>;

/**
 * Why a line did not come into the cart: the product is unknown or no longer sold
 * ('unavailable'), the size is not one of the product's ('unknown_size'), or none are left
 * ('out_of_stock').
 */
export const CART_MERGE_SKIP_REASONS = ['unavailable', 'unknown_size', 'out_of_stock'] as const;
export type CartMergeSkipReason = (typeof CART_MERGE_SKIP_REASONS)[number];

export const cartMergeResponseSchema = z.object({
  success: z.literal(true),
  /** The customer's cart after the merge, as GET /api/cart/get answers it. */
  cart: cartResponseSchema,
  /** Lines that did not come in at all. `name` is the product's when it is known. */
  skipped: z.array(
    z.object({
      product_id: z.number().int(),
      product_size_id: z.number().int(),
      name: z.string().nullable(),
      reason: z.enum(CART_MERGE_SKIP_REASONS),
    }),
  ),
  /**
   * Lines that came in with fewer units than asked (the size's stock, or the 99 a line holds,
   * counting what the cart already had); `added` may be 0.
   */
  capped: z.array(
    z.object({
      product_id: z.number().int(),
      product_size_id: z.number().int(),
      name: z.string(),
      requested: z.number().int(),
      added: z.number().int(),
      quantity: z.number().int(),
    }),
  ),
});
export type CartMergeResponse = z.infer<typeof cartMergeResponseSchema>;
