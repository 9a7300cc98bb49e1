import { joinAddress } from '@petshop/contracts/address';
import type { CreateOrderRequest } from '@petshop/contracts';
import type {
  CheckoutFormValues,
  CheckoutItem,
  CustomerInfo,
  DeliveryAddress,
  OrderSummary,
  PaymentMethod,
  PendingOrderRecord,
} from './checkout-types.ts';

/** Spec §3: the session storage key of the pending order record. */
export const PENDING_ORDER_KEY = 'pendingOrderData';

/** Money in AED, kept to whole fils so sums of prices never drift. */
const roundAed = (amount: number) => Math.round(amount * 100) / 100;

/** The first picture of a line: its own image, else the first of its images. */
export function itemImage(item: Pick<CheckoutItem, 'image' | 'images'>): string | undefined {
  if (item.image) return item.image;
  for (const image of item.images ?? []) {
    const url = typeof image === 'string' ? image : image?.image_url;
    if (url) return url;
  }
  return undefined;
}

/**
 * The lines checkout works with: quantities from the cart_item_id map when one came along, and
 * each line's total recomputed from its price so the summary and the lines always agree.
 */
export function checkoutLines(
  items: readonly CheckoutItem[],
  quantities?: Record<string, number>,
): CheckoutItem[] {
  return items.map((item) => {
    const fromMap = quantities?.[String(item.cart_item_id)];
    const quantity =
      typeof fromMap === 'number' && fromMap > 0
        ? fromMap
        : Math.max(1, Number(item.quantity) || 1);
    const price = Number(item.price);
    return {
      ...item,
      quantity,
      total_price: Number.isFinite(price) ? roundAed(price * quantity) : item.total_price,
    };
  });
}

/**
 * VAT 0 and no discounts; shipping is the delivery fee the server will charge (decision 045,
 * free by default as spec §9 has it), passed in once the shop's settings are known.
 */
export function orderSummaryOf(items: readonly CheckoutItem[], shippingFee = 0): OrderSummary {
  const subtotal = roundAed(
    items.reduce((sum, item) => sum + (Number(item.price) || 0) * item.quantity, 0),
  );
  const shipping = roundAed(shippingFee);
  const total = roundAed(subtotal + shipping);
  return { subtotal, shipping, total, finalTotal: total };
}

export function quantitiesOf(items: readonly CheckoutItem[]): Record<string, number> {
  return Object.fromEntries(items.map((item) => [String(item.cart_item_id), item.quantity]));
}

export function customerInfoOf(form: CheckoutFormValues): CustomerInfo {
  return { name: form.name.trim(), email: form.email.trim(), phone: form.phone.trim() };
}

/**
 * Spec §3 "Delivery address sent onward" with the UAE fields (decision 045): the emirate is also
 * the city and state, the building also the house number, so the server and older readers agree.
 */
export function deliveryAddressOf(form: CheckoutFormValues): DeliveryAddress {
  const emirate = form.emirate.trim();
  const street = form.street.trim();
  const building = form.building.trim();
  return {
    fullName: form.name.trim(),
    phoneNumber: form.phone.trim(),
    emirate,
    area: form.area.trim(),
    building,
    flat: form.flat.trim(),
    landmark: form.landmark.trim(),
    addressLine1: street,
    addressLine2: building,
    city: emirate,
    state: emirate,
    postalCode: '',
    country: form.country.trim(),
    houseNumber: building,
    street,
    zipCode: '',
  };
}

/**
 * Spec §3 "Order creation payload": the address comma-joined as the server joins it (flat,
 * building or house number, street, area, emirate or city, zip, country).
 */
export function joinShippingAddress(address: Partial<DeliveryAddress>): string {
  return joinAddress({
    flat: address.flat,
    building: address.building || address.houseNumber,
    street: address.street,
    area: address.area,
    landmark: address.landmark,
    emirate: address.emirate || address.city,
    postalCode: address.zipCode,
    country: address.country,
  });
}

/** A fresh key per checkout attempt (works on plain http too, where randomUUID is missing). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `cod_${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

export function buildPendingOrder(input: {
  items: readonly CheckoutItem[];
  form: CheckoutFormValues;
  paymentMethod: PaymentMethod;
  userId: string | null;
  token: string | null;
  /** The delivery fee the server will charge, in AED. */
  shippingFee?: number | undefined;
  sessionId?: string | undefined;
  idempotencyKey?: string | undefined;
  saveAddress?: boolean | undefined;
  /** An applied coupon: its code and the discount the server priced (AED). */
  coupon?: { code: string; discount: number } | undefined;
}): PendingOrderRecord {
  const cartItems = checkoutLines(input.items);
  const orderSummary = withDiscount(orderSummaryOf(cartItems, input.shippingFee), input.coupon);
  return {
    cartItems,
    quantities: quantitiesOf(cartItems),
    deliveryAddress: deliveryAddressOf(input.form),
    orderSummary,
    customerInfo: customerInfoOf(input.form),
    token: input.token,
    userId: input.userId,
    total: orderSummary.finalTotal,
    paymentMethod: input.paymentMethod,
    ...(input.sessionId ? { sessionId: input.sessionId } : {}),
    ...(input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : {}),
    ...(input.saveAddress ? { saveAddress: true } : {}),
    ...(input.coupon ? { couponCode: input.coupon.code } : {}),
  };
}

/** The summary with a coupon's discount taken off its total (the server charges the same). */
export function withDiscount(
  summary: OrderSummary,
  coupon: { discount: number } | undefined,
): OrderSummary {
  if (!coupon || coupon.discount <= 0) return summary;
  const finalTotal = Math.max(0, Math.round((summary.finalTotal - coupon.discount) * 100) / 100);
  return { ...summary, discount: coupon.discount, finalTotal };
}

export function savePendingOrder(record: PendingOrderRecord): void {
  sessionStorage.setItem(PENDING_ORDER_KEY, JSON.stringify(record));
}

/** The stored record, or null when there is none or it is not one of ours. */
export function readPendingOrder(): PendingOrderRecord | null {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(PENDING_ORDER_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isPendingOrder(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function removePendingOrder(): void {
  sessionStorage.removeItem(PENDING_ORDER_KEY);
}

export function isPendingOrder(value: unknown): value is PendingOrderRecord {
  if (!value || typeof value !== 'object') return false;
  const record = value as Partial<PendingOrderRecord>;
  return (
    Array.isArray(record.cartItems) &&
    !!record.customerInfo &&
    typeof record.customerInfo === 'object' &&
    !!record.deliveryAddress &&
    typeof record.deliveryAddress === 'object' &&
    (record.paymentMethod === 'card' || record.paymentMethod === 'cod')
  );
}

/**
 * POST /api/orders body for a pending record. Card orders name their checkout session (from the
 * success URL, else the record); cod orders carry the attempt's idempotency key.
 */
export function orderCreationPayload(
  record: PendingOrderRecord,
  sessionId?: string | null,
): CreateOrderRequest {
  const card = record.paymentMethod === 'card';
  const session = sessionId || record.sessionId;
  return {
    customer_info: record.customerInfo,
    delivery_address: record.deliveryAddress,
    shipping_address: joinShippingAddress(record.deliveryAddress),
    items: record.cartItems.map((item) => ({
      product_id: item.product_id,
      cart_item_id: item.cart_item_id,
      product_name: item.name,
      quantity: item.quantity,
      price: item.price,
    })),
    order_summary: { ...record.orderSummary },
    payment_method: record.paymentMethod,
    ...(card && session ? { session_id: session } : {}),
    ...(!card && record.idempotencyKey ? { idempotency_key: record.idempotencyKey } : {}),
    // A card order counted its coupon when its checkout opened; a cash order counts it now.
    ...(!card && record.couponCode ? { coupon_code: record.couponCode } : {}),
    ...(record.token ? { token: record.token } : {}),
    ...(record.saveAddress ? { save_address: true } : {}),
  };
}
