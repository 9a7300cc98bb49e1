import { z } from 'zod';
import { emailField } from './auth.ts';
import { contactPhone, optionalEmirate, optionalText, requiredText } from './text-fields.ts';

export const customerInfoSchema = z.object({
  name: requiredText(100, 'name'),
  email: emailField,
  phone: contactPhone('phone'),
});
export type CustomerInfo = z.input<typeof customerInfoSchema>;

/** Spec §3 "Checkout form" as sent onward: the delivery address. */
export const deliveryAddressSchema = z.object({
  fullName: optionalText(100, 'full name'),
  phoneNumber: optionalText(25, 'phone number'),
  street: optionalText(200, 'street'),
  addressLine1: optionalText(200, 'address line 1'),
  houseNumber: optionalText(50, 'house number'),
  addressLine2: optionalText(200, 'address line 2'),
  city: optionalText(100, 'city'),
  state: optionalText(100, 'state'),
  zipCode: optionalText(20, 'zip code'),
  postalCode: optionalText(20, 'postal code'),
  country: optionalText(100, 'country'),
  /** A UAE address (issue 20, decision 045): with an emirate, area, street and building are due. */
  emirate: optionalEmirate,
  area: optionalText(100, 'area'),
  building: optionalText(100, 'building'),
  flat: optionalText(50, 'flat'),
  landmark: optionalText(200, 'landmark'),
});
export type DeliveryAddress = z.input<typeof deliveryAddressSchema>;

/** Keep the order's new address in the customer's saved addresses too (issue 21, decision 050). */
const saveAddressField = z
  .boolean({ error: 'The save address field must be true or false.' })
  .optional();

const clientLineSchema = z
  .object({
    id: z.union([z.number(), z.string()]).optional(),
    product_id: z.union([z.number(), z.string()]).optional(),
    cart_item_id: z.union([z.number(), z.string()]).optional(),
    name: z.string().optional(),
    product_name: z.string().optional(),
    totalAmount: z.number().optional(),
    price: z.union([z.number(), z.string()]).optional(),
    quantity: z.union([z.number(), z.string()]).optional(),
  })
  .loose();

/** A coupon code as typed: trimmed, matched whatever the case; empty means none. */
const couponCodeField = z
  .string()
  .trim()
  .max(40, 'A coupon code has at most 40 characters.')
  .optional()
  .transform((code) => code || undefined);

/** POST /api/stripe/checkout (spec §7). Client amounts are only compared, never charged. */
export const checkoutSessionRequestSchema = z.object({
  items: z.array(clientLineSchema).max(200).optional(),
  shippingCost: z.number().optional(),
  finalTotal: z.number().optional(),
  successUrl: requiredText(2000, 'successUrl'),
  cancelUrl: requiredText(2000, 'cancelUrl'),
  customer_info: customerInfoSchema.optional(),
  delivery_address: deliveryAddressSchema.optional(),
  save_address: saveAddressField,
  /** Issue 32: a coupon the server prices and counts; a discount the client sends is ignored. */
  coupon_code: couponCodeField,
});
export type CheckoutSessionRequest = z.input<typeof checkoutSessionRequestSchema>;

export const checkoutSessionResponseSchema = z.object({
  id: z.string(),
  url: z.string(),
  order_id: z.number().int(),
  total: z.number(),
});
export type CheckoutSessionResponse = z.infer<typeof checkoutSessionResponseSchema>;

/** POST /api/orders (spec §3 "Order creation payload", plus the session and method). */
export const createOrderRequestSchema = z
  .object({
    shipping_address: z.union([z.string(), deliveryAddressSchema]).optional(),
    delivery_address: deliveryAddressSchema.optional(),
    items: z.array(clientLineSchema).max(200).optional(),
    order_summary: z.record(z.string(), z.unknown()).optional(),
    customer_info: customerInfoSchema,
    payment_method: z
      .enum(['card', 'cod'], { error: 'The payment method must be card or cod.' })
      .optional(),
    session_id: optionalText(255, 'session id'),
    sessionId: optionalText(255, 'session id'),
    idempotency_key: optionalText(100, 'idempotency key'),
    notes: optionalText(1000, 'notes'),
    token: z.string().optional(),
    save_address: saveAddressField,
    /** Issue 32: a coupon for a cash order (a card order's came with its checkout). */
    coupon_code: couponCodeField,
  })
  .transform(({ sessionId, session_id, ...rest }) => ({
    ...rest,
    session_id: session_id ?? sessionId,
  }));
export type CreateOrderRequest = z.input<typeof createOrderRequestSchema>;

export const orderItemSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int().nullable(),
  product_name: z.string(),
  description: z.string().nullable(),
  quantity: z.number().int(),
  price: z.number(),
  unit_price: z.number(),
  total: z.number(),
  image: z.string().nullable(),
  sku: z.string(),
  /** The product's packaging ("Resealable bag"), when it names one (issue 27). */
  packaging: z.string().nullable(),
  /** Spec §3: the product's average of published reviews (0 without any, decision 126). */
  rating: z.number(),
  /** Spec §3: how many published reviews that average counts. */
  review_count: z.number().int(),
  variant: z.string(),
  size: z.string(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/**
 * A refund of the order as the customer reads it (decision 060; additive to spec §3): the
 * amount, its day, the lines and the delivery fee it gave back, how, and where it stands.
 */
export const orderRefundSchema = z.object({
  id: z.number().int(),
  amount: z.number(),
  /** The part of `amount` that is the delivery fee. */
  shipping: z.number(),
  /** card: back to the card; cash: handed back in cash. */
  method: z.enum(['card', 'cash']),
  /** pending: under way with the card provider; due: the shop owes it; refunded: done. */
  status: z.enum(['pending', 'refunded', 'due']),
  created_at: z.string(),
  refunded_at: z.string().nullable(),
  lines: z.array(
    z.object({
      order_item_id: z.number().int(),
      product_name: z.string(),
      size: z.string(),
      quantity: z.number().int(),
      amount: z.number(),
    }),
  ),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/** Spec §3 "Order (list)" and "Order (detail)": one shape serves both. */
export const orderSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  status: z.string(),
  total_price: z.number(),
  total: z.number(),
  subtotal: z.number(),
  shipping_cost: z.number(),
  tax: z.number(),
  discount: z.number(),
  currency: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  placed_at: z.string().nullable(),
  customer_name: z.string().nullable(),
  customer_email: z.string().nullable(),
  customer_phone: z.string().nullable(),
  shipping_address: z.string(),
  shipping_street: z.string().nullable(),
  shipping_house_number: z.string().nullable(),
  shipping_city: z.string().nullable(),
  shipping_state: z.string().nullable(),
  shipping_postal_code: z.string().nullable(),
  shipping_country: z.string().nullable(),
  shipping_emirate: z.string().nullable(),
  shipping_area: z.string().nullable(),
  shipping_building: z.string().nullable(),
  shipping_flat: z.string().nullable(),
  shipping_landmark: z.string().nullable(),
  payment_method: z.enum(['card', 'cod']),
  payment_status: z.string(),
  transaction_id: z.string().nullable(),
  paid_at: z.string().nullable(),
  tracking_number: z.string().nullable(),
  shipping_carrier: z.string().nullable(),
  estimated_delivery: z.string().nullable(),
  notes: z.string().nullable(),
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  order_items: z.array(orderItemSchema),
  /** Additive (decision 060): the money given back so far, and each refund, oldest first. */
  refunded_total: z.number(),
  refunds: z.array(orderRefundSchema),
});
export type Order = z.infer<typeof orderSchema>;

export const createOrderResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  order: orderSchema.extend({ orderId: z.number().int() }),
  orderId: z.number().int(),
});
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;

export const orderListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(orderSchema),
});
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;

export const orderDetailResponseSchema = z.object({ success: z.literal(true), data: orderSchema });
export type OrderDetailResponse = z.infer<typeof orderDetailResponseSchema>;
