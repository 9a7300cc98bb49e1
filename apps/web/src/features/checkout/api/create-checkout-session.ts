import type { CheckoutSessionRequest, CheckoutSessionResponse } from '@petshop/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import type {
  CheckoutItem,
  CustomerInfo,
  DeliveryAddress,
  OrderSummary,
} from '../checkout-types.ts';

/** The success address's placeholder; the card provider writes the session id into it. */
export const CHECKOUT_SESSION_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

/** Where the card provider sends the customer back: absolute addresses of this shop. */
export function checkoutReturnUrls(origin: string) {
  return {
    successUrl: `${origin}/payment-success?session_id=${CHECKOUT_SESSION_PLACEHOLDER}`,
    cancelUrl: `${origin}/payment-failed?cancelled=1`,
  };
}

/**
 * Spec §7 POST {API base}/stripe/checkout. The server prices the customer's own cart (the amounts
 * here are only compared), holds the stock, and answers with the hosted checkout's address.
 */
export function createCheckoutSession(input: {
  items: readonly CheckoutItem[];
  summary: OrderSummary;
  customerInfo: CustomerInfo;
  deliveryAddress: DeliveryAddress;
  saveAddress?: boolean | undefined;
  /** An applied coupon's code (issue 32): the server prices and counts it. */
  couponCode?: string | undefined;
  origin: string;
}): Promise<CheckoutSessionResponse> {
  const body: CheckoutSessionRequest = {
    items: input.items.map((item) => ({
      id: item.cart_item_id,
      name: item.name,
      totalAmount: item.total_price ?? item.price * item.quantity,
      quantity: item.quantity,
    })),
    shippingCost: input.summary.shipping,
    finalTotal: input.summary.finalTotal,
    ...checkoutReturnUrls(input.origin),
    customer_info: input.customerInfo,
    delivery_address: input.deliveryAddress,
    ...(input.saveAddress ? { save_address: true } : {}),
    ...(input.couponCode ? { coupon_code: input.couponCode } : {}),
  };
  return apiRequest<CheckoutSessionResponse>('/stripe/checkout', { method: 'POST', body });
}
