import type { AddressValues } from '../../components/ui/address-fields.tsx';

/**
 * Spec §3 "Cart entry (client)" as checkout reads it: cart_item_id, product_id, name, price,
 * quantity, size, color, images, total_price. Items travel through navigation state and session
 * storage as plain JSON, so every field past the essentials may be missing.
 */
export interface CheckoutItem {
  id?: number | string | undefined;
  cart_item_id: number | string;
  product_id: number | string;
  name: string;
  price: number;
  quantity: number;
  size?: string | null | undefined;
  color?: string | null | undefined;
  image?: string | null | undefined;
  images?: readonly (string | { image_url?: string | null | undefined })[] | null | undefined;
  total_price?: number | null | undefined;
  sku?: string | null | undefined;
}

/**
 * The checkout form: a UAE address (decision 045, in place of spec §3's city, house number and
 * zip code), then the contact details.
 */
export interface CheckoutFormValues extends AddressValues {
  country: string;
  name: string;
  email: string;
  phone: string;
}

export type CheckoutField = keyof CheckoutFormValues;

/** Spec §4: card (default) or cash on delivery. */
export type PaymentMethod = 'card' | 'cod';

/** Spec §3 "Customer info": what the contact section sends. */
export interface CustomerInfo {
  name: string;
  email: string;
  phone: string;
}

/**
 * Spec §3 "Checkout form" → "Delivery address sent onward", with the UAE fields beside it
 * (decision 045): city is the emirate and house number the building, for older readers.
 */
export interface DeliveryAddress {
  emirate?: string | undefined;
  area?: string | undefined;
  building?: string | undefined;
  flat?: string | undefined;
  landmark?: string | undefined;
  fullName: string;
  phoneNumber: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  houseNumber: string;
  street: string;
  zipCode: string;
}

/** Spec §3 "Order summary": total, plus shipping and final total at checkout. */
export interface OrderSummary {
  subtotal: number;
  shipping: number;
  total: number;
  finalTotal: number;
  /** AED off with an applied coupon, as the server priced it (issue 32). */
  discount?: number | undefined;
}

/** Spec §3 "Payment intent" (failed screen): id, status. Cod uses a fake one. */
export interface PaymentIntentRecord {
  id?: string | undefined;
  status?: string | undefined;
}

/** Spec §3 "Pending order record" (session storage `pendingOrderData`). */
export interface PendingOrderRecord {
  cartItems: CheckoutItem[];
  /** cart_item_id → quantity. */
  quantities: Record<string, number>;
  deliveryAddress: DeliveryAddress;
  orderSummary: OrderSummary;
  customerInfo: CustomerInfo;
  token: string | null;
  userId: string | null;
  total: number;
  paymentMethod: PaymentMethod;
  sessionId?: string | undefined;
  /** Cod: one key per checkout attempt, so a refresh or retry never places a second order. */
  idempotencyKey?: string | undefined;
  /** Keep the delivery address in the customer's saved addresses (issue 21, decision 050). */
  saveAddress?: boolean | undefined;
  /** The coupon applied at checkout (issue 32): the server prices it again with the order. */
  couponCode?: string | undefined;
}

/** What /checkout accepts in navigation state (from /cart or from /payment-failed). */
export interface CheckoutNavigationState {
  cartItems: CheckoutItem[];
  quantities?: Record<string, number> | undefined;
  orderSummary?: Partial<OrderSummary> | undefined;
  userId?: string | null | undefined;
  token?: string | null | undefined;
  deliveryAddress?: Partial<DeliveryAddress> | undefined;
  contactInfo?: Partial<CustomerInfo> | undefined;
  paymentMethod?: string | undefined;
}

/** What /payment-failed reads from navigation state (spec §2 "Payment failed"). */
export interface PaymentFailedState {
  message?: string | undefined;
  error?: unknown;
  amount?: number | undefined;
  userId?: string | null | undefined;
  token?: string | null | undefined;
  cartItems?: CheckoutItem[] | undefined;
  quantities?: Record<string, number> | undefined;
  deliveryAddress?: Partial<DeliveryAddress> | undefined;
  contactInfo?: Partial<CustomerInfo> | undefined;
  paymentMethod?: string | undefined;
  orderSummary?: Partial<OrderSummary> | undefined;
  paymentIntent?: PaymentIntentRecord | undefined;
}

/** What /payment-success reads from navigation state: the order data and a payment record. */
export interface PaymentSuccessState {
  orderData: PendingOrderRecord;
  paymentIntent: PaymentIntentRecord;
}
