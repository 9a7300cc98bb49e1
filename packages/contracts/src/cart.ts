import { z } from 'zod';
import { productImageSchema } from './catalog.ts';
import { MAX_CART_QUANTITY } from './constants.ts';

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
